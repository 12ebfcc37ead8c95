// The portal's rich-text policy in the browser (the editorial console): the cleaner the pages use
// on the server (rich-text-policy.ts), bound to the page's own window. Parsing goes into a document without a browsing context, so nothing parsed
// loads or runs while it is cleaned.
import { guardRichTextInput } from './input-guard.ts';
import { createRichTextCleaner } from './rich-text-policy.ts';

let inert: Document | undefined;

function parseFragment(html: string): HTMLElement {
  inert ??= document.implementation.createHTMLDocument('');
  const container = inert.createElement('div');
  container.innerHTML = html;
  return container;
}

let cleaner: ReturnType<typeof createRichTextCleaner> | undefined;

function getCleaner(): ReturnType<typeof createRichTextCleaner> {
  cleaner ??= createRichTextCleaner({ window, parseFragment });
  return cleaner;
}

// Word marks its rendered list numbers and bullets (`1.`, `·` and their spacing) with
// `mso-list:Ignore`; the list itself is the paragraph. Only removes nodes, on an inert parse.
function dropOfficeListMarkers(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const root = parseFragment(guardRichTextInput(html));
  for (const span of [...root.querySelectorAll('span[style]')]) {
    if (/mso-list\s*:\s*ignore/i.test(span.getAttribute('style') ?? '')) span.remove();
  }
  return root.innerHTML;
}

/**
 * Cleans HTML pasted into the editor (Word, WPS, a WeChat article, any page) by the rules the API
 * applies on save: nothing executable, no style blocks, comments or empty tags. Never throws; HTML
 * it cannot clean (over the input limits) pastes as nothing.
 * @example cleanPastedHtml('<p onclick="x()">a</p><script>x()</script>') // '<p>a</p>'
 */
export function cleanPastedHtml(html: string): string {
  try {
    return getCleaner()(dropOfficeListMarkers(html), { productHosts: [], storageOrigin: '', rules: 'store' });
  } catch {
    return '';
  }
}
