// JavaScript per island and per page type, from the production build: the gzipped size of each
// island's entry chunk (and with the chunks it imports), and what each page type loads before
// any interaction, for an anonymous reader and for a logged-in user, next to what the first
// click on "log in" adds. Islands hydrated by client:login / client:overlay / client:visible
// cost nothing until that interaction; client:session only with a session.
// Usage: node scripts/bench/islands.ts   (after `npm run build`; PORTAL_DIST picks another build)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startStack } from './stack.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const client = join(process.env.PORTAL_DIST ?? join(root, 'dist'), 'client');

/** Directives that hydrate on page load (or idle) for every visitor. */
const eagerDirectives: ReadonlySet<string> = new Set(['load', 'idle', 'only', 'media']);

/** One island on a page, as Astro renders it. */
interface IslandTag {
  name: string;
  directive: string;
  componentUrl: string;
  rendererUrl: string | undefined;
}

const gzCache = new Map<string, number>();
/** Gzipped bytes of one built file. */
function gz(url: string): number {
  let size = gzCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(client, url))).length;
    gzCache.set(url, size);
  }
  return size;
}

/** A built chunk and every chunk it imports statically (not dynamic imports: those load later). */
function closure(url: string, into = new Set<string>()): Set<string> {
  if (into.has(url)) return into;
  into.add(url);
  const code = readFileSync(join(client, url), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    closure(new URL(match[1] ?? '', `http://x${url}`).pathname, into);
  }
  return into;
}

/** Total gzipped bytes of chunks not already loaded. */
function added(urls: Iterable<string>, loaded: Set<string>): number {
  let total = 0;
  for (const url of urls) {
    if (loaded.has(url)) continue;
    loaded.add(url);
    total += gz(url);
  }
  return total;
}

/** The islands of a page. */
function islandsOf(html: string): IslandTag[] {
  return [...html.matchAll(/<astro-island[^>]*>/g)].map((match) => {
    const tag = match[0];
    const opts = /opts="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&quot;', '"') ?? '{}';
    return {
      name: (JSON.parse(opts) as { name?: string }).name ?? '?',
      directive: /client="([^"]+)"/.exec(tag)?.[1] ?? '?',
      componentUrl: /component-url="([^"]+)"/.exec(tag)?.[1] ?? '',
      rendererUrl: /renderer-url="([^"]+)"/.exec(tag)?.[1],
    };
  });
}

/** Inline scripts (directives, Astro's island loader) plus module scripts and their imports. */
function pageScripts(html: string, loaded: Set<string>): number {
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1])
    .join('');
  let total = gzipSync(inline).length;
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) {
    total += added(closure(match[1] ?? ''), loaded);
  }
  return total;
}

/** JS of an island (its entry, its imports and the React renderer) not already loaded. */
function islandCost(island: IslandTag, loaded: Set<string>): number {
  const urls = closure(island.componentUrl);
  if (island.rendererUrl !== undefined) closure(island.rendererUrl, urls);
  return added(urls, loaded);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startStack({ portalPort: 4502, apiPort: 8902, dataDir: '.data/bench-islands' });
try {
  const login = await fetch(`${stack.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '13800000001', password: 'Demo2024pass' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const pages = [
    ['home', '/'],
    ['exhibition detail', '/exhibition/1.html'],
    ['news detail', '/information/1.html'],
    ['pavilion detail', '/pavilion/1.html'],
    ['login page', '/login?redirect=%2F'],
    ['manager (session)', '/manager/fair-my'],
  ] as const;

  const seen = new Map<string, IslandTag>();
  const rows: string[] = [];
  for (const [name, path] of pages) {
    const withSession = path.startsWith('/manager');
    const response = await fetch(`${stack.origin}${path}`, {
      headers: withSession ? { cookie: `access_token=${token}` } : {},
      redirect: 'manual',
    });
    const html = await response.text();
    const islands = islandsOf(html);
    for (const island of islands) seen.set(`${island.name} ${island.directive}`, island);

    const loaded = new Set<string>();
    let eager = pageScripts(html, loaded);
    for (const island of islands) {
      if (eagerDirectives.has(island.directive) || (withSession && island.directive === 'session'))
        eager += islandCost(island, loaded);
    }
    const modal = islands.find((island) => island.directive === 'login');
    const onLoginClick = modal === undefined ? '-' : kb(islandCost(modal, new Set(loaded)));
    rows.push(
      `${name.padEnd(20)} ${String(response.status).padStart(4)} ${kb(gzipSync(html).length).padStart(9)} ${kb(eager).padStart(12)} ${onLoginClick.padStart(14)}  ${islands.map((island) => `${island.name}(${island.directive})`).join(' ')}`,
    );
  }

  console.log('Islands: gzipped entry chunk, and with its static imports (React renderer apart)');
  console.log(
    `${'island'.padEnd(18)} ${'hydrates'.padEnd(9)} ${'entry gz'.padStart(9)} ${'+ imports'.padStart(10)}`,
  );
  let renderer: string | undefined;
  for (const island of [...seen.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    renderer ??= island.rendererUrl;
    const own = [...closure(island.componentUrl)].reduce((sum, url) => sum + gz(url), 0);
    console.log(
      `${island.name.padEnd(18)} ${island.directive.padEnd(9)} ${kb(gz(island.componentUrl)).padStart(9)} ${kb(own).padStart(10)}`,
    );
  }
  if (renderer !== undefined) {
    const react = [...closure(renderer)].reduce((sum, url) => sum + gz(url), 0);
    console.log(
      `${'(React renderer)'.padEnd(18)} ${'-'.padEnd(9)} ${kb(gz(renderer)).padStart(9)} ${kb(react).padStart(10)}`,
    );
  }
  console.log('');
  console.log('Pages: gzipped HTML, JS before any interaction, JS the first "log in" click adds');
  console.log(
    `${'page'.padEnd(20)} ${'HTTP'.padStart(4)} ${'HTML gz'.padStart(9)} ${'JS on load'.padStart(12)} ${'on login click'.padStart(14)}  islands(directive)`,
  );
  for (const row of rows) console.log(row);
} finally {
  stack.stop();
}
