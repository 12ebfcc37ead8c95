// What a reader downloads: gzipped HTML and the JavaScript each page loads before any
// interaction (module scripts and islands hydrated on load/idle, with their static imports),
// and separately what `client:visible` islands (the map) add once scrolled into view.
// Usage: node scripts/bench/page-weight.ts   (after `npm run build`)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startStack } from './stack.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const client = join(root, 'dist', 'client');

/** Gzipped bytes of a built asset and of everything it imports statically. */
function chunkClosure(url: string, seen: Set<string>): number {
  if (seen.has(url)) return 0;
  seen.add(url);
  const code = readFileSync(join(client, url), 'utf8');
  let total = gzipSync(code).length;
  for (const match of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
    total += chunkClosure(new URL(match[1] ?? '', `http://x${url}`).pathname, seen);
  }
  return total;
}

/** Eager and deferred JavaScript of a page. */
function scriptsOf(html: string): { eager: number; visible: number } {
  const eagerSeen = new Set<string>();
  let eager = gzipSync(
    [...html.matchAll(/<script(?![^>]*src)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join(''),
  ).length;
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    eager += chunkClosure(match[1] ?? '', eagerSeen);
  const visibleSeen = new Set(eagerSeen);
  let visible = 0;
  for (const island of html.matchAll(/<astro-island[^>]*>/g)) {
    const tag = island[0];
    const how = /client="([^"]+)"/.exec(tag)?.[1];
    const urls = [/component-url="([^"]+)"/.exec(tag)?.[1], /renderer-url="([^"]+)"/.exec(tag)?.[1]].filter(
      (url): url is string => url !== undefined,
    );
    for (const url of urls) {
      if (how === 'load' || how === 'idle' || how === 'only') eager += chunkClosure(url, eagerSeen);
      else if (how === 'visible') visible += chunkClosure(url, visibleSeen);
    }
  }
  return { eager, visible };
}

const stack = await startStack({ portalPort: 4501, apiPort: 8901, dataDir: '.data/bench' });
try {
  const pages = [
    ['home', '/'],
    ['exhibition list', '/exhibition/'],
    ['exhibition detail', '/exhibition/1.html'],
    ['news detail', '/information/1.html'],
    ['pavilion detail', '/pavilion/1.html'],
  ] as const;
  console.log('page                 HTML gz   JS before interaction gz   JS when map visible gz');
  for (const [name, path] of pages) {
    const html = await (await fetch(`${stack.origin}${path}`)).text();
    const { eager, visible } = scriptsOf(html);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `${name.padEnd(20)} ${kb(gzipSync(html).length).padStart(8)}   ${kb(eager).padStart(24)}   ${kb(visible).padStart(22)}`,
    );
  }
  console.log('targets: exhibition detail HTML < 60 KB gz, JS before the map is visible <= 40 KB gz');
} finally {
  stack.stop();
}
