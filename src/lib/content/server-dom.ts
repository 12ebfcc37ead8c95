// One jsdom window per process, shared by the server-side content rules. Creating a window costs
// tens of milliseconds, so it is made on first use and reused for every render. jsdom, not
// linkedom: DOMPurify silently returns its input unchanged on linkedom.
import { JSDOM, type DOMWindow } from 'jsdom';

let shared: DOMWindow | undefined;

/** The process-wide jsdom window (scripts and subresources disabled, which are jsdom's defaults). */
export function getDomWindow(): DOMWindow {
  shared ??= new JSDOM('<!doctype html><html><head></head><body></body></html>').window;
  return shared;
}

let inert: Document | undefined;

/**
 * A document without a browsing context, for parsing: the window's own document starts image
 * processing for every <img src>, which takes seconds on a pasted multi-megabyte data URL.
 */
function getInertDocument(): Document {
  inert ??= getDomWindow().document.implementation.createHTMLDocument('');
  return inert;
}

/**
 * Parses an HTML fragment in body context into a detached container element.
 * @example parseFragment('<p>a</p>').innerHTML // '<p>a</p>'
 */
export function parseFragment(html: string): HTMLElement {
  const container = getInertDocument().createElement('div');
  container.innerHTML = html;
  return container;
}
