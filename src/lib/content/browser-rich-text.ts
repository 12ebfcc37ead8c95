// The portal's rich-text policy in the browser (the editorial console): the cleaner and the keyword
// linker the pages use on the server (rich-text-policy.ts, keyword-links.ts), bound to the
// page's own window. Parsing goes into a document without a browsing context, so nothing parsed
// loads or runs while it is cleaned.
import { guardRichTextInput } from './input-guard.ts';
import { createKeywordLinker, type KeywordEntry } from './keyword-links.ts';
import { createRichTextCleaner } from './rich-text-policy.ts';

let inert: Document | undefined;

function parseFragment(html: string): HTMLElement {
  inert ??= document.implementation.createHTMLDocument('');
  const container = inert.createElement('div');
  container.innerHTML = html;
  return container;
}

let cleaner: ReturnType<typeof createRichTextCleaner> | undefined;
let linker: ReturnType<typeof createKeywordLinker> | undefined;

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

/** What the preview needs to show HTML as a page of the edition will. */
export interface RichTextPreviewOptions {
  readonly productHosts: readonly string[];
  readonly storageOrigin: string;
  readonly keywords: readonly KeywordEntry[];
}

/**
 * Editor HTML as a public page shows it: the page rules (foreign links unwrapped, phone numbers
 * removed, storage pictures) and keyword links. Answers null when the HTML cannot be cleaned (the
 * page would show its notice).
 */
export function previewRichText(html: string, options: RichTextPreviewOptions): string | null {
  try {
    const cleaned = getCleaner()(html, { ...options, rules: 'page' });
    linker ??= createKeywordLinker(parseFragment);
    return options.keywords.length === 0 ? cleaned : linker(cleaned, options.keywords);
  } catch {
    return null;
  }
}
