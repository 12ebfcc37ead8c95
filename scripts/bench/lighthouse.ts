// Lighthouse (mobile profile) on home, an exhibition list and an exhibition detail, in
// Debian's chromium; prints performance, accessibility, best-practices and SEO scores.
// Usage: node scripts/bench/lighthouse.ts   (after `npm run build`)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from './stack.ts';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const stack = await startStack({
  portalPort: 4503,
  apiPort: 8903,
  dataDir: '.data/bench',
  // Audited as crawlers see production: robots.txt allows indexing.
  extraEnv: { ALLOW_ROBOTS: '1' },
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const pages = [
    ['home', '/'],
    ['exhibition list', '/exhibition/'],
    ['exhibition detail', '/exhibition/1.html'],
  ] as const;
  console.log('page                 perf  a11y  best-practices  seo');
  for (const [name, path] of pages) {
    const url = `${stack.origin.replace('127.0.0.1', 'localhost')}${path}`;
    await fetch(url); // fill the route cache first, as a real visitor would find it
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4);
    console.log(
      `${name.padEnd(20)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices').padStart(14)}  ${score('seo')}`,
    );
    for (const [id, audit] of Object.entries(result?.lhr.audits ?? {})) {
      if (
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual'
      ) {
        console.log(`    ${id}: ${String(audit.score)} ${audit.displayValue ?? ''}`);
      }
    }
  }
  console.log('targets: performance >= 95, accessibility >= 95, best practices >= 95, SEO 100');
} finally {
  chrome.kill();
  stack.stop();
}
