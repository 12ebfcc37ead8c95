import type { EnvConfig } from '../../../env/index.ts';
import { linkKeywords, type KeywordEntry } from '../content/keywords.ts';
import { sanitizeRichText, type SanitizeOptions } from '../content/sanitize.ts';
import { normalizeHost } from '../edition.ts';
import { ossOrigin } from '../security/csp.ts';
import { serverI18n, type Translate } from '../i18n/server.ts';
import { getReporter, consoleReporter, reportError } from '../report/reporter.ts';

type HostConfig = Pick<EnvConfig, 'siteHost' | 'enSiteHost' | 'ossHost' | 'englishHosts' | 'chineseHosts'> & {
  readonly security: Pick<EnvConfig['security'], 'https'>;
};

/** Every host that belongs to the product: links to them survive the cleaning. */
function productHosts(config: HostConfig): string[] {
  const hosts = [
    config.siteHost,
    config.enSiteHost,
    config.ossHost,
    ...config.englishHosts,
    ...config.chineseHosts,
  ];
  return [...new Set(hosts.map(normalizeHost).filter((host) => host !== ''))];
}

/** The entity a block of rich text belongs to; a failed block is named `type:id` in warnings. */
export interface RichTextSource {
  readonly type: string;
  readonly id: number | string;
}

/** The cleaner `renderRichText` uses; a parameter so tests can make it fail. */
export type RichTextCleaner = (html: string, options: SanitizeOptions) => string;

/** Options of `renderRichText`. */
export interface RenderRichTextOptions {
  /** Keyword entries: at most three of them are linked. */
  readonly keywords?: readonly KeywordEntry[] | undefined;
  /** The page being rendered, so it never links to itself. */
  readonly currentUrl?: string | undefined;
  /** The page's translate function, for the notice that replaces a failed block (default: Chinese). */
  readonly t?: Translate | undefined;
  /** The cleaner (default `sanitizeRichText`). */
  readonly clean?: RichTextCleaner | undefined;
}

/** One rendered block: HTML to insert, and the `type:id` content warning when it failed. */
export interface RichTextBlock {
  readonly html: string;
  readonly warning?: string | undefined;
}

/** The response header listing the blocks replaced by a notice (`news:12,wiki:3`); exports report it. */
export const contentWarningsHeader = 'x-portal-content-warnings';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

function reportFailure(warning: string, error: unknown, currentUrl: string | undefined): void {
  console.error(`[content] ${warning}: rich text could not be rendered; a notice is shown instead`, error);
  // The console reporter would log the same error a second time.
  if (getReporter() === consoleReporter) return;
  reportError(error, {
    kind: 'runtime',
    sessionId: 'server',
    traceId: 'server',
    platform: 'pc',
    url: currentUrl ?? '',
    userAgent: `node/${process.versions.node}`,
    path: `content:${warning}`,
  });
}

/**
 * Sanitizes editor HTML for display and, when keyword entries are given, links
 * at most three of them. Never throws for the content: a block that cannot be cleaned is
 * reported with its entity and replaced by a neutral notice in the page's language.
 */
export function renderRichText(
  html: string,
  config: HostConfig,
  source: RichTextSource,
  { keywords = [], currentUrl, t, clean = sanitizeRichText }: RenderRichTextOptions = {},
): RichTextBlock {
  let failure: { error: unknown } | undefined;
  let rendered = '';
  try {
    const cleaned = clean(html, {
      productHosts: productHosts(config),
      storageOrigin: ossOrigin(config),
      onError: (error) => {
        failure = { error };
      },
    });
    rendered =
      failure !== undefined || keywords.length === 0
        ? cleaned
        : linkKeywords(cleaned, keywords, currentUrl === undefined ? {} : { currentUrl });
  } catch (error) {
    failure = { error };
  }
  if (failure === undefined) return { html: rendered };
  // Ids come from the API: only header-safe characters go into the warning.
  const warning = `${source.type}:${String(source.id).replace(/[^\w.-]/g, '')}`;
  reportFailure(warning, failure.error, currentUrl);
  const notice = (t ?? serverI18n('zh').t)('content.unavailable');
  return { html: `<p class="rich-text-unavailable">${escapeHtml(notice)}</p>`, warning };
}

/** The warnings of the blocks that failed, for `setContentWarnings`. */
export function contentWarnings(blocks: readonly (RichTextBlock | undefined)[]): string[] {
  return blocks.flatMap((block) => (block?.warning === undefined ? [] : [block.warning]));
}

/**
 * Names the failed blocks of a page in its `x-portal-content-warnings` header (comma-separated
 * `type:id`), so the export can list them; no header when every block rendered.
 */
export function setContentWarnings(headers: Headers, warnings: readonly string[]): void {
  if (warnings.length === 0) return;
  const previous = headers.get(contentWarningsHeader);
  const all = new Set([...(previous === null ? [] : previous.split(',')), ...warnings]);
  headers.set(contentWarningsHeader, [...all].join(','));
}

/** What `pageRichText` needs of a page's `Astro` global. */
export interface RichTextPage {
  readonly locals: { readonly config: HostConfig; readonly t: Translate };
  readonly response: { readonly headers: Headers };
}

/**
 * Renders one block of editor HTML for a page, in the page frontmatter (headers can no longer
 * change once a component streams): a block that fails becomes the notice and is named in the
 * page's content-warnings header.
 * @example const introHtml = pageRichText(Astro, detail.intro, { type: 'exhibition', id: detail.id });
 */
export function pageRichText(page: RichTextPage, html: string, source: RichTextSource): string {
  const block = renderRichText(html, page.locals.config, source, { t: page.locals.t });
  setContentWarnings(page.response.headers, contentWarnings([block]));
  return block.html;
}
