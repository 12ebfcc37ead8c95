// Limits applied to editor HTML before it reaches the DOM. jsdom pays for every inserted node in
// proportion to its depth (mutation records and caches walk the ancestors), so 10,000 nested
// tags cost seconds and 100,000 cost minutes; the limits keep a render bounded whatever an
// editor pastes. Browsers do the same (Chromium's parser stops nesting at 512 levels).

/** The deepest nesting kept, as counted by `nestingDepth`'s conservative tag scan. */
export const maxNestingDepth = 256;

/** The longest input cleaned: far beyond any article, pasted base64 screenshots included. */
export const maxInputLength = 10_000_000;

/** The most start tags cleaned in one block (a long article has a few thousand). */
export const maxStartTags = 100_000;

/** Editor HTML over one of the input limits: its block is reported and not shown. */
export class RichTextLimitError extends Error {
  override readonly name = 'RichTextLimitError';
}

// Tags that never hold children, so they never deepen the tree.
const voidTags = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

// Start tags that close an open element of the same name, as the HTML parser always does when
// that element is the current node: sloppy editor HTML (`<p>a<p>b`, `<li>a<li>b`) stays shallow.
const selfClosingSiblings = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th']);

// Start tags that close a current <p> (the parser's "close a p element in button scope"). <form>
// and <table> are left out: the first can be ignored, the second does not close <p> in quirks mode.
const closesParagraph = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dd',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'pre',
  'search',
  'section',
  'summary',
  'ul',
  'xmp',
]);

// A tag as the tokenizer starts one ('<' or '</' then an ASCII letter), ended at the first '>'.
// A real tag ends at that '>' or later (quoted attribute values), so this scan never misses a
// tag the parser sees: it can only see more (inside comments, raw text or attribute values).
const tagPattern = /<(\/?)([A-Za-z][^\t\n\f\r />]*)[^>]*>/g;

/**
 * Drops the start tags that would open an element deeper than `maxDepth` (their text is kept);
 * returns the input itself when nothing is that deep. The depth is counted conservatively (an end
 * tag closes only the current element, as the parser does at least), so the parsed tree is never
 * deeper than the count plus the few elements the parser adds on its own (tbody, tr, formatting
 * elements it reopens).
 * @example capNestingDepth('<b><i>x</i></b>', 1) // '<b>x</i></b>'
 */
export function capNestingDepth(html: string, maxDepth: number = maxNestingDepth): string {
  const open: string[] = [];
  const dropped: [number, number][] = [];
  for (const match of html.matchAll(tagPattern)) {
    const name = (match[2] ?? '').toLowerCase();
    if (match[1] === '/') {
      if (open.at(-1) === name) open.pop();
      continue;
    }
    if (voidTags.has(name)) continue;
    const current = open.at(-1);
    if (
      current !== undefined &&
      (current === name ? selfClosingSiblings.has(name) : current === 'p' && closesParagraph.has(name))
    ) {
      open.pop();
    }
    if (open.length >= maxDepth) {
      dropped.push([match.index, match.index + match[0].length]);
      continue;
    }
    open.push(name);
  }
  if (dropped.length === 0) return html;
  let result = '';
  let from = 0;
  for (const [start, end] of dropped) {
    result += html.slice(from, start);
    from = end;
  }
  return result + html.slice(from);
}

/**
 * Makes editor HTML safe to hand to the DOM: lone surrogates become U+FFFD (as a UTF-8 encoder
 * would make them anyway), too deep nesting is flattened, and input over the size limits throws
 * `RichTextLimitError` so its block is reported instead of stalling the render.
 */
export function guardRichTextInput(html: string): string {
  if (html.length > maxInputLength) {
    throw new RichTextLimitError(
      `rich text of ${String(html.length)} characters exceeds ${String(maxInputLength)}`,
    );
  }
  let startTags = 0;
  for (let index = html.indexOf('<'); index >= 0; index = html.indexOf('<', index + 1)) {
    if (/[A-Za-z]/.test(html.charAt(index + 1))) startTags += 1;
  }
  if (startTags > maxStartTags) {
    throw new RichTextLimitError(`rich text with ${String(startTags)} tags exceeds ${String(maxStartTags)}`);
  }
  return capNestingDepth(html.toWellFormed());
}
