import type { EnvConfig } from '../../../env/index.ts';
import type { Locale } from '../contract/locale.ts';
import type { Edition } from '../edition.ts';
import { localePagePath } from '../paths/index.ts';
import { editionOrigin } from '../seo.ts';

/** What a page knows about where it is served: its edition, locale, hosts and request URL. */
export interface PageWhere {
  edition: Edition;
  locale: Locale;
  config: Pick<EnvConfig, 'siteHost' | 'enSiteHost'>;
  url: URL;
}

/**
 * The absolute URL of a locale-free site path (a share picture, a feed, an article) as the page
 * asking should link it: on the edition's host, under the locale prefix when the page shows the
 * edition's other locale. The export writes each under both spellings, so the link is served
 * from the bucket, and in the language of the page that links it.
 * @example localeAbsoluteUrl({ edition: 'zh', locale: 'en', config, url }, '/share/news/5.png') // 'https://www.example.cn/en/share/news/5.png'
 */
export function localeAbsoluteUrl(where: PageWhere, path: string): string {
  const origin = editionOrigin(where.edition, where.config, where.url);
  return `${origin}${localePagePath(where.locale, path, where.edition)}`;
}
