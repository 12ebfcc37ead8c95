// The rich-text policy of the portal, on any DOM: DOMPurify's html profile narrowed to what an
// article may hold, then the product's own rules on the resulting tree. The server binds it to
// its shared jsdom window (sanitize.ts); the editorial console binds it to the browser's own
// window (browser-rich-text.ts), so a paste is cleaned by exactly the rules the pages apply.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { guardRichTextInput } from './input-guard.ts';
import { cleanStyle } from './inline-style.ts';
import { storageImageUrl } from './image.ts';
import { stripPhoneNumbers } from './phone-numbers.ts';
import { isProductLink } from './product-links.ts';

/**
 * Which rules apply. `page`: everything a public page applies (foreign links unwrapped, phone
 * numbers removed, storage pictures rewritten). `store`: only what keeps the HTML safe and tidy
 * (the DOMPurify pass, no comments, no empty tags), for what an editor pastes and the API keeps:
 * the page rules depend on the edition's hosts and are applied when the page renders.
 */
export type RichTextRules = 'page' | 'store';

/** The DOM a cleaner works in: a window (DOMPurify's) and a parser that runs nothing it parses. */
export interface RichTextDom {
  readonly window: Window & typeof globalThis;
  /** Parses an HTML fragment in body context into a detached container, in a document without a browsing context. */
  readonly parseFragment: (html: string) => HTMLElement;
}

/** What one cleaning is told. */
export interface RichTextCleaning {
  readonly productHosts: readonly string[];
  readonly storageOrigin: string;
  readonly rules: RichTextRules;
}

// Beyond DOMPurify's html profile (which already drops script, svg, math, iframe, frame, object,
// embed, base, meta, link and every on* attribute): style blocks, forms and their controls,
// image maps (<area href> would bypass the link rule), and elements with no place in an article.
const forbiddenTags = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'optgroup',
  'datalist',
  'output',
  'template',
  'dialog',
  'slot',
  'content',
  'shadow',
  'element',
  'decorator',
  'marquee',
  'blink',
  'area',
  'map',
  'noscript',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'title',
  'script',
  'svg',
  'math',
];
const forbiddenAttributes = ['action', 'formaction', 'srcdoc', 'ping', 'background'];

// Data URLs are accepted only for raster images in <img>/<source>: pasted screenshots are common
// in editor content and cannot run script, whereas data:image/svg+xml and data:text/html can.
const safeDataImage = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp);base64,[a-z0-9+/=\s]*$/i;

// DOMPurify checks a srcset as one URL, so 'a.png 1x, javascript:alert(1) 2x' passes as a relative
// URL: each candidate is checked here. A data URL is cut at its comma, which leaves its MIME part.
const schemePrefix = /^([a-z][a-z\d+.-]*):/i;
const rasterDataPrefix = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,]/i;

function isSafeSrcset(srcset: string): boolean {
  return srcset.split(',').every((candidate) => {
    // Stricter than a browser, which splits a candidate at whitespace: with every space and
    // control character removed, no spelling of a scheme can hide.
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    const url = candidate.replace(/[\s\u0000-\u001f\u007f]/g, '');
    const scheme = schemePrefix.exec(url)?.[1]?.toLowerCase();
    return scheme === undefined || scheme === 'http' || scheme === 'https' || rasterDataPrefix.test(url);
  });
}

const purifyConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: forbiddenTags,
  FORBID_ATTR: forbiddenAttributes,
  RETURN_DOM: true,
} satisfies Config;

function createPurifier(window: Window & typeof globalThis): DOMPurify {
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName === 'style') {
      event.attrValue = cleanStyle(event.attrValue);
      if (event.attrValue === '') event.keepAttr = false;
      return;
    }
    const value = event.attrValue.trim();
    if (event.attrName === 'srcset' && !isSafeSrcset(value)) {
      event.keepAttr = false;
      return;
    }
    if (/^data:/i.test(value)) {
      const tag = node.nodeName.toLowerCase();
      const isImageSource = (tag === 'img' || tag === 'source') && event.attrName === 'src';
      if (!isImageSource || !safeDataImage.test(value)) event.keepAttr = false;
    }
  });
  // Parsed once: DOMPurify otherwise parses a configuration passed to sanitize() on every call
  // (a tenth of a cleaning); once set, the one passed there is ignored.
  instance.setConfig(purifyConfig);
  return instance;
}

function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

// Elements that carry meaning without text; an element holding one of them is not empty.
// Table cells are kept so removing an empty cell never shifts a table's columns.
const meaningfulTags = new Set([
  'IMG',
  'BR',
  'HR',
  'VIDEO',
  'AUDIO',
  'SOURCE',
  'TRACK',
  'PICTURE',
  'WBR',
  'TD',
  'TH',
  'COL',
  'COLGROUP',
]);
// \s covers the no-break space (&nbsp;) editors leave in "empty" paragraphs.
const blankText = /^[\s\u200b]*$/;
// Phrasing elements that hold only line breaks are unwrapped rather than removed: the break then
// stays where it was in the surrounding text.
const phrasingTags = new Set([
  'A',
  'ABBR',
  'B',
  'BDI',
  'BDO',
  'BIG',
  'CITE',
  'CODE',
  'DEL',
  'DFN',
  'EM',
  'FONT',
  'I',
  'INS',
  'KBD',
  'LABEL',
  'MARK',
  'Q',
  'S',
  'SAMP',
  'SMALL',
  'SPAN',
  'STRIKE',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'TT',
  'U',
  'VAR',
]);

/** What an element holds: real content, nothing but line breaks (and blanks), or nothing. */
type Emptiness = 'content' | 'breaks' | 'empty';

function emptinessOf(element: Element): Emptiness {
  if (meaningfulTags.has(element.nodeName)) {
    // An image with no address is a broken-image icon, not content.
    const brokenImage =
      element.nodeName === 'IMG' && !element.getAttribute('src') && !element.getAttribute('srcset');
    return brokenImage ? 'empty' : 'content';
  }
  let breaks = false;
  for (let child = element.firstChild; child; child = child.nextSibling) {
    // Element children still attached were visited first and survived, so they are not empty;
    // a line break alone is what an editor leaves in an "empty" paragraph (<p><br></p>).
    if (child.nodeType === 1) {
      if (child.nodeName !== 'BR') return 'content';
      breaks = true;
    }
    if (child.nodeType === 3 && !blankText.test((child as Text).data)) return 'content';
  }
  return breaks ? 'breaks' : 'empty';
}

function removeEmptyElements(root: Element): void {
  // Reverse document order visits descendants before their ancestors, so one pass is stable:
  // an element emptied by removing its children is itself checked afterwards.
  // getElementsByTagName, not querySelectorAll: jsdom parses a selector on every call (a tenth
  // of a cleaning), where a tag name is a plain walk of the tree.
  const elements = [...root.getElementsByTagName('*')].reverse();
  for (const element of elements) {
    const emptiness = emptinessOf(element);
    if (emptiness === 'empty') element.remove();
    else if (emptiness === 'breaks') {
      if (phrasingTags.has(element.nodeName)) unwrap(element);
      else element.remove();
    }
  }
}

function applyProductRules(
  window: Window & typeof globalThis,
  root: HTMLElement,
  productHosts: readonly string[],
  rules: RichTextRules,
): void {
  if (rules === 'page') {
    for (const anchor of [...root.getElementsByTagName('a')]) {
      const href = anchor.getAttribute('href');
      if (href === null || !isProductLink(href, productHosts)) unwrap(anchor);
    }
  }
  // Unwrapping leaves neighbouring text nodes; merging them lets a number split by a removed
  // link still be recognised as one phone number.
  root.normalize();
  const walker = window.document.createTreeWalker(
    root,
    window.NodeFilter.SHOW_COMMENT | window.NodeFilter.SHOW_TEXT,
  );
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === window.Node.COMMENT_NODE) {
      comments.push(node);
    } else {
      if (rules !== 'page') continue;
      const text = node as Text;
      const cleaned = stripPhoneNumbers(text.data);
      if (cleaned !== text.data) text.data = cleaned;
    }
  }
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  removeEmptyElements(root);
}

/**
 * Article pictures as cards get them: `<img>` on the storage path (`/oss/...`) or the storage host
 * get the object-storage origin and the webp conversion query; `<source>` (video, audio) only the origin.
 */
function storagePictures(root: HTMLElement, storageOrigin: string): void {
  if (storageOrigin === '') return;
  for (const image of root.getElementsByTagName('img')) {
    const src = image.getAttribute('src');
    if (src === null) continue;
    const converted = storageImageUrl(src, {}, storageOrigin);
    if (converted !== src) image.setAttribute('src', converted);
  }
  for (const source of root.getElementsByTagName('source')) {
    const src = source.getAttribute('src');
    if (src?.startsWith('/oss/') === true) source.setAttribute('src', `${storageOrigin}${src}`);
  }
}

/**
 * A cleaner bound to one DOM. It throws on input over the limits (`RichTextLimitError`) or an
 * unforeseen failure; callers decide what a failure shows.
 */
export function createRichTextCleaner(
  dom: RichTextDom,
): (html: string, cleaning: RichTextCleaning) => string {
  const { window } = dom;
  const purifier = createPurifier(window);
  return (html, { productHosts, storageOrigin, rules }) => {
    const guarded = guardRichTextInput(html);
    // RETURN_DOM hands back DOMPurify's own parsed body: working on it directly saves importing
    // the tree into another document (about a tenth of the cost on jsdom).
    let body: Node | null = purifier.sanitize(guarded, purifyConfig);
    if (!(body instanceof window.HTMLElement)) {
      // DOMPurify parses a whole document, and a <frameset> before any content replaces its <body>:
      // it then returns null. Parsed as a fragment in body context, as the page will parse the
      // output, a frameset tag is ignored; DOMPurify cleans that fragment instead.
      const container = dom.parseFragment(guarded);
      const fragment = container.ownerDocument.createDocumentFragment();
      fragment.append(...container.childNodes);
      body = purifier.sanitize(fragment, purifyConfig);
    }
    if (!(body instanceof window.HTMLElement)) throw new Error('DOMPurify returned no body element');
    applyProductRules(window, body, productHosts, rules);
    if (rules === 'page') storagePictures(body, storageOrigin);
    return body.innerHTML;
  };
}
