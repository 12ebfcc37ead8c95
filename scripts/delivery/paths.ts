// How URLs of the site map to files and objects, and which headers each object carries.
import type { EnvConfig } from '../../env/index.ts';
import type { Edition } from '../../src/lib/edition.ts';

/** The two editions, in export order. */
export const editions: readonly Edition[] = ['zh', 'en'];

/** The locale an edition shows without a prefix; the other one lives under `/{locale}/`. */
export function otherLocale(edition: Edition): Edition {
  return edition === 'zh' ? 'en' : 'zh';
}

/**
 * The origin a Request must name to render an edition in-process: the built app decides the
 * edition from the URL's host (an in-process Request has no Host header).
 * @example editionRequestOrigin('en', testConfig) // 'http://en.localhost:4321'
 */
export function editionRequestOrigin(
  edition: Edition,
  config: Pick<EnvConfig, 'siteHost' | 'enSiteHost'>,
): string {
  const host = edition === 'en' ? config.enSiteHost : config.siteHost;
  const name = host.split(':')[0] ?? host;
  const local = name === 'localhost' || name.endsWith('.localhost');
  return `${local ? 'http' : 'https'}://${host}`;
}

/**
 * The file (and object key below `{edition}/`) of a URL path: directories and extensionless
 * paths get `index.html`, which is what OSS static hosting serves for them.
 * @example fileOfPath('/exhibition-0-0-0-0-0-0-1/') // 'exhibition-0-0-0-0-0-0-1/index.html'
 * @example fileOfPath('/wiki') // 'wiki/index.html'
 */
export function fileOfPath(path: string): string {
  const relative = path.replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/')) return `${relative}index.html`;
  const last = relative.slice(relative.lastIndexOf('/') + 1);
  return last.includes('.') ? relative : `${relative}/index.html`;
}

const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
  map: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
};

/** The Content-Type of an object, from its extension. */
export function contentTypeOf(key: string): string {
  // The news feeds are XML a feed reader recognises by its own media type.
  const feed = /\/information\/(rss|atom)(-\d+)?\.xml$/.exec(key);
  if (feed !== null) return `application/${feed[1] ?? 'rss'}+xml; charset=utf-8`;
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** Seconds a CDN or browser may keep an HTML page without asking again, per environment. */
function htmlMaxAge(config: Pick<EnvConfig, 'name' | 'cache'>): number {
  // Editors expect a change live within seconds: pages stay short-lived everywhere, and dev
  // and test revalidate on every request so tests read what was just published.
  if (config.name === 'dev' || config.name === 'test') return 0;
  return Math.min(60, config.cache.revalidate);
}

/**
 * The Cache-Control of an object: Astro's hashed assets (`_astro/`) never change under their
 * name, so a year and immutable; pages and feeds short and revalidating, and share pictures too
 * (they show a fair's name and dates, which an editor may change); other static files a day.
 */
export function cacheControlOf(key: string, config: Pick<EnvConfig, 'name' | 'cache'>): string {
  const relative = key.slice(key.indexOf('/') + 1);
  if (relative.startsWith('_astro/') || key.startsWith('_astro/'))
    return 'public, max-age=31536000, immutable';
  if (/\.(html|xml|txt|webmanifest)$/.test(relative) || /^((zh|en)\/)?share\//.test(relative)) {
    const maxAge = htmlMaxAge(config);
    return maxAge === 0
      ? 'public, max-age=0, must-revalidate'
      : `public, max-age=${String(maxAge)}, must-revalidate`;
  }
  return 'public, max-age=86400';
}
