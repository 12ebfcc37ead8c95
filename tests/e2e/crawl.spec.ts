import { expect, test, type APIRequestContext } from '@playwright/test';
import { plainText } from '../../src/lib/content/plain-text.ts';
import { enOrigin, zhOrigin } from './helpers.ts';

/** Links of an HTML page that stay on the site (absolute same-origin or root-relative). */
function internalLinks(html: string, origin: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*href="([^"#]*)(?:#[^"]*)?"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&');
    if (href === '') continue;
    try {
      const url = new URL(href, origin);
      if (url.origin === origin) links.push(url.pathname + url.search);
    } catch {
      // not a URL: ignored
    }
  }
  return links;
}

/** Text with its tags dropped, entities decoded and white space collapsed (plainText). */
function visibleText(html: string): string {
  return plainText(html, Number.POSITIVE_INFINITY);
}

/**
 * Links and buttons whose aria-label leaves out their visible text (WCAG 2.5.3, label in name:
 * a speech-input user says what they see). Icon-only controls have no visible text and pass.
 */
function labelNameMismatches(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<(a|button)\b[^>]*?\saria-label="([^"]*)"[^>]*>([\s\S]*?)<\/\1>/g)) {
    const visible = visibleText(match[3] ?? '');
    const label = visibleText(match[2] ?? '');
    if (!/[\p{L}\p{N}]/u.test(visible)) continue;
    if (!label.toLowerCase().includes(visible.toLowerCase()))
      found.push(`"${label}" does not say "${visible}"`);
  }
  return found;
}

/** The shape of a path with its ids replaced, so each page family is visited a few times only. */
function family(path: string): string {
  return path.replace(/\d+/g, 'N').replace(/\?.*$/, '?');
}

/**
 * Crawls an edition from its home page: every internal link is followed breadth first,
 * at most `perFamily` URLs of the same shape and `limit` URLs in all.
 */
async function crawl(request: APIRequestContext, origin: string, limit = 400, perFamily = 3) {
  const seen = new Set<string>(['/']);
  const families = new Map<string, number>();
  const queue = ['/'];
  const failures: string[] = [];
  const mislabelled: string[] = [];
  let visited = 0;
  while (queue.length > 0 && visited < limit) {
    const batch = queue.splice(0, 8);
    const responses = await Promise.all(
      batch.map(async (path) => ({
        path,
        // Node does not resolve *.localhost as browsers do: ask loopback with the edition's Host.
        response: await request.get(`http://127.0.0.1:${new URL(origin).port}${path}`, {
          headers: { Host: new URL(origin).host },
          maxRedirects: 5,
        }),
      })),
    );
    for (const { path, response } of responses) {
      visited += 1;
      if (response.status() >= 400) {
        failures.push(`${String(response.status())} ${path}`);
        continue;
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      const html = await response.text();
      for (const mismatch of labelNameMismatches(html)) mislabelled.push(`${path}: ${mismatch}`);
      for (const link of internalLinks(html, origin)) {
        if (seen.has(link)) continue;
        seen.add(link);
        const shape = family(link);
        const count = families.get(shape) ?? 0;
        if (count >= perFamily) continue;
        families.set(shape, count + 1);
        queue.push(link);
      }
    }
  }
  return { visited, failures, mislabelled, families: [...families.keys()] };
}

test('the label-in-name check finds a label that leaves out the visible text', () => {
  expect(labelNameMismatches('<a href="/x" aria-label="Digits and others">0-9</a>')).toHaveLength(1);
  expect(labelNameMismatches('<a href="/x" aria-label="0-9 and others"><b>0-9</b></a>')).toEqual([]);
  expect(labelNameMismatches('<button aria-label="Close"><svg></svg></button>')).toEqual([]);
});

test.describe('crawl', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [edition, origin] of [
    ['Chinese', zhOrigin],
    ['English', enOrigin],
  ] as const) {
    test(`the ${edition} edition has no broken internal link and no control labelled apart from its text`, async ({
      request,
    }) => {
      const result = await crawl(request, origin);
      expect(result.failures).toEqual([]);
      expect(result.mislabelled).toEqual([]);
      // The crawl reached every page family that the home page leads to.
      for (const shape of [
        '/exhibition/N.html',
        '/information/N.html',
        '/pavilion/N.html',
        '/visa/N.html',
        '/wiki/N-N-N-N.html',
      ]) {
        expect(result.families, shape).toContain(shape);
      }
      expect(result.visited).toBeGreaterThan(50);
    });
  }
});
