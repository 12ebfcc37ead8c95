// Server-side cleaning of editor rich text: DOMPurify over the shared
// jsdom window, then the product's own rules on the resulting DOM (foreign links, phone numbers,
// comments, empty tags). Runs on every news render, so the DOMPurify instance is built once.
// Guarantees (docs/architecture.md, "Rich text"): it never throws, and its output holds no script,
// event handler, script URL, svg, math, frame, object, form or style block; tested with public
// XSS corpora (tests/fixtures/xss) and a grammar-based property test.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { getDomWindow, parseFragment } from './server-dom.ts';
import { guardRichTextInput } from './input-guard.ts';
import { StringMemo } from './string-memo.ts';
import { cleanStyle } from './inline-style.ts';
import { storageImageUrl } from './image.ts';
import { stripPhoneNumbers } from './phone-numbers.ts';
import { isProductLink } from './product-links.ts';

/** Options of `sanitizeRichText`. */
export interface SanitizeOptions {
  /** Hosts of the product: links to these hosts or their subdomains are kept, all other absolute links are unwrapped. */
  readonly productHosts?: readonly string[];
  /**
   * The object-storage origin (`https://static.example.cn`): pictures on the storage path
   * (`/oss/...`) get it, so they load wherever the page is served from (the bucket too), and
   * images on its host get the webp conversion query, as cards do (`storageImageUrl`).
   */
  readonly storageOrigin?: string;
  /**
   * Told when the text could not be cleaned (over the input limits, or an unforeseen failure);
   * the result is then empty, never the raw input.
   */
  readonly onError?: (error: unknown) => void;
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

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(getDomWindow());
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
  purifier = instance;
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

function applyProductRules(root: HTMLElement, productHosts: readonly string[]): void {
  const window = getDomWindow();
  for (const anchor of [...root.getElementsByTagName('a')]) {
    const href = anchor.getAttribute('href');
    if (href === null || !isProductLink(href, productHosts)) unwrap(anchor);
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
      const text = node as Text;
      const cleaned = stripPhoneNumbers(text.data);
      if (cleaned !== text.data) text.data = cleaned;
    }
  }
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  removeEmptyElements(root);
}

// 128 articles of about 20 KB in and out stay well under 20 MB of strings.
const memo = new StringMemo(128);

/**
 * Cleans editor rich text for the public pages: XSS-safe (DOMPurify html profile), no svg, math,
 * iframes, objects, forms, style blocks or unsafe inline styles, no phone numbers, no links
 * leaving the product (their text is kept), no comments, no empty tags.
 * @example sanitizeRichText('<p onclick="x()">Call 13812345678</p><p> </p>') // '<p>Call </p>'
 */
export function sanitizeRichText(html: string, options: SanitizeOptions = {}): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const productHosts = options.productHosts ?? [];
  const storageOrigin = options.storageOrigin ?? '';
  // NUL cannot occur in a host name, so it separates the key's parts unambiguously.
  const key = `${productHosts.join(',')}\u0000${storageOrigin}\u0000${html}`;
  try {
    // A failure is not cached (memo.get stores only returned values): it is reported every time.
    return memo.get(key, () => sanitizeUncached(html, productHosts, storageOrigin));
  } catch (error) {
    options.onError?.(error);
    return '';
  }
}

/** Empties the result cache of `sanitizeRichText` (for tests and timing; results never go stale). */
export function clearSanitizeCache(): void {
  memo.clear();
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

function sanitizeUncached(html: string, productHosts: readonly string[], storageOrigin: string): string {
  const guarded = guardRichTextInput(html);
  const window = getDomWindow();
  // RETURN_DOM hands back DOMPurify's own parsed body: working on it directly saves importing
  // the tree into another document (about a tenth of the cost on jsdom).
  let body: Node | null = getPurifier().sanitize(guarded, purifyConfig);
  if (!(body instanceof window.HTMLElement)) {
    // DOMPurify parses a whole document, and a <frameset> before any content replaces its <body>:
    // it then returns null. Parsed as a fragment in body context, as the page will parse the
    // output, a frameset tag is ignored; DOMPurify cleans that fragment instead.
    const container = parseFragment(guarded);
    const fragment = container.ownerDocument.createDocumentFragment();
    fragment.append(...container.childNodes);
    body = getPurifier().sanitize(fragment, purifyConfig);
  }
  if (!(body instanceof window.HTMLElement)) throw new Error('DOMPurify returned no body element');
  applyProductRules(body, productHosts);
  storagePictures(body, storageOrigin);
  return body.innerHTML;
}
