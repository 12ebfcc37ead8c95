// Server-side cleaning of editor rich text: the policy of rich-text-policy.ts (DOMPurify, then the
// product's own rules: foreign links, phone numbers, comments, empty tags) over the shared jsdom
// window. Runs on every news render, so the DOMPurify instance is built once.
// Guarantees (docs/architecture.md, "Rich text"): it never throws, and its output holds no script,
// event handler, script URL, svg, math, frame, object, form or style block; tested with public
// XSS corpora (tests/fixtures/xss) and a grammar-based property test.
import { getDomWindow, parseFragment } from './server-dom.ts';
import { StringMemo } from './string-memo.ts';
import { createRichTextCleaner, type RichTextRules } from './rich-text-policy.ts';

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
  /** `page` (the default) for what a page shows; `store` for what the API keeps (`RichTextRules`). */
  readonly rules?: RichTextRules;
}

let cleaner: ReturnType<typeof createRichTextCleaner> | undefined;

function getCleaner(): ReturnType<typeof createRichTextCleaner> {
  cleaner ??= createRichTextCleaner({
    window: getDomWindow() as unknown as Window & typeof globalThis,
    parseFragment,
  });
  return cleaner;
}

// Bounded by entries: articles are small next to the process's memory (docs/benchmarks.md).
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
  const rules = options.rules ?? 'page';
  // NUL cannot occur in a host name, so it separates the key's parts unambiguously.
  const key = `${rules}\u0000${productHosts.join(',')}\u0000${storageOrigin}\u0000${html}`;
  try {
    // A failure is not cached (memo.get stores only returned values): it is reported every time.
    return memo.get(key, () => getCleaner()(html, { productHosts, storageOrigin, rules }));
  } catch (error) {
    options.onError?.(error);
    return '';
  }
}

/** Empties the result cache of `sanitizeRichText` (for tests and timing; results never go stale). */
export function clearSanitizeCache(): void {
  memo.clear();
}
