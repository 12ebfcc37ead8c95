import type { EnvConfig } from '../../../env/index.ts';
import { linkKeywords, type KeywordEntry } from '../content/keywords.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import { normalizeHost } from '../edition.ts';

type HostConfig = Pick<EnvConfig, 'siteHost' | 'enSiteHost' | 'ossHost' | 'englishHosts' | 'chineseHosts'>;

/** Every host that belongs to the product: links to them survive the cleaning. */
export function productHosts(config: HostConfig): string[] {
  const hosts = [
    config.siteHost,
    config.enSiteHost,
    config.ossHost,
    ...config.englishHosts,
    ...config.chineseHosts,
  ];
  return [...new Set(hosts.map(normalizeHost).filter((host) => host !== ''))];
}

/**
 * Cleans editor HTML for display (spec section 5) and, when keyword entries are given, links
 * at most three of them; `currentUrl` keeps a page from linking to itself.
 */
export function renderRichText(
  html: string,
  config: HostConfig,
  keywords: readonly KeywordEntry[] = [],
  currentUrl?: string,
): string {
  const clean = sanitizeRichText(html, { productHosts: productHosts(config) });
  if (keywords.length === 0) return clean;
  return linkKeywords(clean, keywords, currentUrl === undefined ? {} : { currentUrl });
}
