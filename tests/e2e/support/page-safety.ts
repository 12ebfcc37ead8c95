import { expect, type Page } from '@playwright/test';

// What "nothing ran and nothing can run" means for one rendered page, checked in the browser
// after load and again after scrolling (lazy images load late): no dialog, no window.__xss, no
// inline event handler, no script URL in any attribute a browser follows, no executable script
// carrying a payload marker, no foreign script, no data block that stopped being valid JSON.

/** Collects the dialogs (alert, confirm, prompt, beforeunload) a page opens, dismissing each. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

/** Everything executable the page's DOM holds; an empty list is a safe page. */
export function findExecutableContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element): string => element.outerHTML.slice(0, 160);
    // Browsers drop tabs and newlines inside URLs and ignore leading spaces and controls.
    const normalise = (value: string): string =>
      value
        .replace(/[\t\n\r]/g, '')
        // eslint-disable-next-line no-control-regex -- leading controls are what browsers skip
        .replace(/^[\s\u0000-\u001f]+/, '')
        .toLowerCase();
    const scriptUrl =
      /^(javascript|vbscript|livescript):|^data:\s*(text\/html|application\/xhtml|image\/svg)/;
    const urlAttributes = new Set([
      'href',
      'xlink:href',
      'src',
      'action',
      'formaction',
      'data',
      'background',
      'poster',
      'codebase',
      'ping',
    ]);
    const marker = /alert\s*\(|prompt\s*\(|confirm\s*\(|__xss/;
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`inline handler ${name}: ${describe(element)}`);
        if (urlAttributes.has(name) && scriptUrl.test(normalise(attribute.value)))
          found.push(`script URL in ${name}: ${describe(element)}`);
        if (name === 'srcdoc') found.push(`srcdoc: ${describe(element)}`);
      }
    }
    for (const element of document.querySelectorAll(
      'object, embed, frame, frameset, base, meta[http-equiv="refresh" i]',
    ))
      found.push(`element ${element.localName}: ${describe(element)}`);
    for (const script of document.querySelectorAll('script')) {
      const type = script.type.trim().toLowerCase();
      const text = script.textContent;
      if (type === 'application/ld+json' || type === 'application/json') {
        try {
          JSON.parse(text);
        } catch {
          found.push(`data block is no longer JSON: ${describe(script)}`);
        }
        continue;
      }
      if (script.src !== '' && new URL(script.src, location.href).origin !== location.origin)
        found.push(`foreign script: ${script.src}`);
      if (marker.test(text)) found.push(`script with a payload marker: ${describe(script)}`);
    }
    if ((window as { __xss?: unknown }).__xss !== undefined) found.push('window.__xss was set');
    return found;
  });
}

/** Options of visitSafely. */
export interface VisitOptions {
  /** Text the main content must show (proves the page rendered what was stored). */
  expectText?: string | undefined;
  /** A value some form field must show (stored values that are edited in place). */
  expectValue?: string | undefined;
  /** A heading is expected (every content page has an h1); off for PDFs and bare pages. */
  heading?: boolean | undefined;
}

// Pages rendered earlier in the run sit in the origin's route cache, which the editor API does
// not invalidate in e2e (no webhook): a query parameter of this worker makes a fresh render.
const cacheBuster = `nocache=${Date.now().toString(36)}`;

/** The URL with this worker's cache-busting query parameter. */
export function uncached(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${cacheBuster}`;
}

/**
 * Opens a URL, checks it answers below 500, renders its heading (and `expectText`), and holds
 * nothing executable, before and after scrolling to the bottom. Returns the findings so a test
 * can report every page at once; the caller asserts the dialogs recorded with recordDialogs.
 */
export async function visitSafely(page: Page, url: string, options: VisitOptions = {}): Promise<string[]> {
  const response = await page.goto(uncached(url), { waitUntil: 'load' });
  const status = response?.status() ?? 0;
  const problems: string[] = [];
  if (status >= 500 || status === 0) problems.push(`${url}: HTTP ${String(status)}`);
  if (new URL(page.url()).host !== new URL(url).host) problems.push(`${url}: navigated to ${page.url()}`);
  if (options.heading !== false) {
    const heading = page.locator('h1').first();
    await expect(heading, `${url}: h1`).toBeVisible();
  }
  if (options.expectText !== undefined)
    await expect(page.locator('main, body').first(), `${url}: stored text`).toContainText(options.expectText);
  const value = options.expectValue;
  if (value !== undefined)
    await expect
      .poll(
        () =>
          page
            .locator('input, textarea')
            .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)),
        { message: `${url}: stored value` },
      )
      .toContainEqual(expect.stringContaining(value));
  problems.push(...(await findExecutableContent(page)).map((problem) => `${url}: ${problem}`));
  // Lazy images and anything scheduled after load get their chance to run.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  await page.waitForLoadState('load');
  const late = await findExecutableContent(page);
  problems.push(
    ...late.filter((problem) => !problems.includes(`${url}: ${problem}`)).map((p) => `${url}: ${p}`),
  );
  return problems;
}
