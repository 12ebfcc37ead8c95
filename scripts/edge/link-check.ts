// The exported tree's link check: every link and embedded address of every exported page
// that stays on the site (a path, or an absolute URL on one of the edition's site hosts) is
// either an object of the export or a path the routing table sends elsewhere than the bucket
// (origin, API, object storage). Run over a whole export by the edge tests;
// `node scripts/edge/link-check.ts <export root>` prints what it finds.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { EnvConfig } from '../../env/index.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { normalizeHost, resolveEdition } from '../../src/lib/edition.ts';
import { routeRuleOf, routeTarget } from '../../src/lib/routing/table.ts';
import { fileOfPath } from '../delivery/paths.ts';

/** A link that leads nowhere: the page it is on and where it points. */
interface BrokenLink {
  page: string;
  link: string;
}

/** What the check saw. */
export interface LinkCheckResult {
  pages: number;
  links: number;
  broken: BrokenLink[];
}

type HostConfig = Pick<EnvConfig, 'siteHost' | 'enSiteHost' | 'englishHosts' | 'chineseHosts'>;

const attribute = /\s(?:href|src|action|poster|data-href)="([^"]*)"/g;

/** `&amp;` and friends of an attribute value. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The edition and URL a link of a page leads to when it stays on the site, else undefined
 * (other hosts, mailto:, tel:, data:, javascript: and fragments).
 */
export function siteTarget(
  link: string,
  edition: Edition,
  config: HostConfig,
): { edition: Edition; url: URL } | undefined {
  const value = link.trim();
  if (value === '' || value.startsWith('#')) return undefined;
  const base = new URL(`http://${edition === 'en' ? config.enSiteHost : config.siteHost}/`);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { edition, url: new URL('http://invalid.invalid/') };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = normalizeHost(url.host);
  const siteHosts = [config.siteHost, config.enSiteHost, ...config.englishHosts, ...config.chineseHosts].map(
    normalizeHost,
  );
  if (!siteHosts.includes(host)) return undefined;
  return { edition: resolveEdition(url.host, config), url };
}

/** Every HTML file of an edition's export, as paths relative to its folder. */
async function htmlFiles(root: string, edition: Edition): Promise<string[]> {
  const base = join(root, edition);
  const entries = await readdir(base, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Where one link of an edition's page leads: off the site, somewhere that answers, or nowhere. */
type Verdict = 'off-site' | 'found' | 'broken';

function verdictOf(link: string, edition: Edition, root: string, config: HostConfig): Verdict {
  const target = siteTarget(link, edition, config);
  if (target === undefined) return 'off-site';
  if (target.url.hostname === 'invalid.invalid') return 'broken';
  const { pathname, search } = target.url;
  if (routeTarget(pathname, search) !== 'bucket') return 'found';
  // Filter combinations the export left out are the origin's on a miss (the table says so).
  if (routeRuleOf(pathname).partial === true) return 'found';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return existsSync(join(root, target.edition, fileOfPath(decoded))) ? 'found' : 'broken';
}

/** Checks every exported page of the editions; answers the broken links (each once per page). */
export async function checkExportLinks(
  root: string,
  editions: readonly Edition[],
  config: HostConfig,
): Promise<LinkCheckResult> {
  const result: LinkCheckResult = { pages: 0, links: 0, broken: [] };
  // The header, footer and list links recur on thousands of pages: each is judged once.
  const verdicts = new Map<string, Verdict>();
  for (const edition of editions) {
    // The not-found page is the bucket's error document, not a page of the site.
    for (const file of (await htmlFiles(root, edition)).filter((name) => name !== '404.html')) {
      result.pages += 1;
      const html = await readFile(join(root, edition, file), 'utf8');
      const seen = new Set<string>();
      for (const match of html.matchAll(attribute)) {
        const link = decodeEntities(match[1] ?? '');
        if (seen.has(link)) continue;
        seen.add(link);
        const key = `${edition} ${link}`;
        let verdict = verdicts.get(key);
        if (verdict === undefined) {
          verdict = verdictOf(link, edition, root, config);
          verdicts.set(key, verdict);
        }
        if (verdict === 'off-site') continue;
        result.links += 1;
        if (verdict === 'broken') result.broken.push({ page: `${edition}/${file}`, link });
      }
    }
  }
  return result;
}

if (import.meta.main) {
  const { loadEnvConfig } = await import('../../env/index.ts');
  const root = process.argv[2];
  if (root === undefined) {
    console.error('usage: node scripts/edge/link-check.ts <export root>');
    process.exit(2);
  }
  const result = await checkExportLinks(root, ['zh', 'en'], loadEnvConfig());
  for (const { page, link } of result.broken.slice(0, 50)) console.log(`${page}: ${link}`);
  console.log(
    `[link-check] ${String(result.pages)} pages, ${String(result.links)} site links, ${String(result.broken.length)} broken`,
  );
  process.exit(result.broken.length > 0 ? 1 : 0);
}
