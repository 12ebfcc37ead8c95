import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { enOrigin, zhOrigin } from './helpers.ts';
import { inEdition, publicPages } from './support/layout-pages.ts';

// The JavaScript budget of issue 35: at most 40 KB gzipped loaded before any interaction, on one
// page of every public family in both editions, as a visitor opens it (no session). Counted in
// Chromium from the scripts the page actually fetched, gzipped here (the test server may send
// them uncompressed), once the network is idle: module scripts, their imports and the islands
// hydrated on load or idle. A shared module that drags a library into every page (zod through
// a path helper once did) fails here before it reaches a reader.

const budget = 40 * 1024;
const editions = [
  { name: 'zh', origin: zhOrigin },
  { name: 'en', origin: enOrigin },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const edition of editions) {
  for (const target of publicPages.filter((page) => inEdition(page, edition.name))) {
    test(`${edition.name}: ${target.family} loads at most 40 KB of JavaScript before interaction`, async ({
      page,
    }) => {
      const scripts = new Map<string, Promise<number>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
        scripts.set(
          response.url(),
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      });
      await page.goto(`${edition.origin}${target.path}`);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(
        [...scripts].map(async ([url, size]) => ({ url: new URL(url).pathname, bytes: await size })),
      );
      const total = sizes.reduce((sum, script) => sum + script.bytes, 0);
      const heaviest = sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 3);
      expect(total, `scripts: ${JSON.stringify(heaviest)}`).toBeLessThanOrEqual(budget);
      // Inline scripts count too: the page's own bootstrap.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent).join(''),
      );
      expect(total + gzipSync(inline).length).toBeLessThanOrEqual(budget);
    });
  }
}
