import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { inEdition, publicPages } from './support/layout-pages.ts';

// The budgets of issue 35 on one page of every public family in both editions, as a visitor on a
// phone opens it (no session): at most 40 KB of gzipped JavaScript loaded before any interaction,
// and a cumulative layout shift of at most 0.02 while it loads.
// JavaScript is counted in Chromium from the scripts the page actually fetched, gzipped here (the test server may send
// them uncompressed), once the network is idle: module scripts, their imports and the islands
// hydrated on load or idle. A shared module that drags a library into every page (zod through
// a path helper once did) fails here before it reaches a reader. None of the editorial console's
// code (issue 38: its islands' `ec-` classes, TipTap's ProseMirror) is among them.

const budget = 40 * 1024;
/** What only the console's scripts hold: its class names and the rich-text editor's core. */
const consoleCode = /[`"']ec-[a-z]|prosemirror/i;
const maxLayoutShift = 0.02;
const editions = [
  { name: 'zh', origin: zhOrigin },
  { name: 'en', origin: enOrigin },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const edition of editions) {
  for (const target of publicPages.filter((page) => inEdition(page, edition.name))) {
    test(`${edition.name}: ${target.family} stays within 40 KB of JavaScript and 0.02 layout shift`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const scripts = new Map<string, Promise<number>>();
      const consoleScripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
        scripts.set(
          response.url(),
          response.body().then(
            (body) => {
              if (consoleCode.test(body.toString('utf8')))
                consoleScripts.push(new URL(response.url()).pathname);
              return gzipSync(body).length;
            },
            () => 0,
          ),
        );
      });
      await page.goto(`${edition.origin}${target.path}`);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(
        [...scripts].map(async ([url, size]) => ({ url: new URL(url).pathname, bytes: await size })),
      );
      expect(consoleScripts).toEqual([]);
      const total = sizes.reduce((sum, script) => sum + script.bytes, 0);
      const heaviest = sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 3);
      expect(total, `scripts: ${JSON.stringify(heaviest)}`).toBeLessThanOrEqual(budget);
      // Inline scripts count too: the page's own bootstrap.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent).join(''),
      );
      expect(total + gzipSync(inline).length).toBeLessThanOrEqual(budget);
      // Every shift not caused by input, summed (at least the session-windowed CLS Lighthouse reports).
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[];
              resolve(
                entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
              );
            }).observe({ type: 'layout-shift', buffered: true });
            // No shift at all: the observer is never called.
            setTimeout(() => {
              resolve(0);
            }, 500);
          }),
      );
      expect(shift).toBeLessThanOrEqual(maxLayoutShift);
    });
  }
}
