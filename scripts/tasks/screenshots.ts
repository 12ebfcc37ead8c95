// `npm run screenshots`: builds the portal, starts the test servers through Playwright
// (playwright.screenshots.config.ts) and photographs every page family at 390 and 1280 px in
// both editions into screenshots/ (git-ignored), then writes screenshots/index.html, one row per
// family, so a reviewer sees them all on one page. Only node: built-ins, as every task module.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, root, run } from './commands.ts';
import { ensureChromium } from './test-suite.ts';

/** The folder the pictures go to. */
const screenshotsDir = join(root, 'screenshots');

/** A picture's name: {family}-{edition}-{width}.png. */
const pictureName = /^(?<family>.+)-(?<edition>zh|en)-(?<width>\d+)\.png$/;

/** Escapes text for an HTML attribute or element (names come from our own files, but still). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/**
 * The contact sheet of a folder of pictures: a row per family, its pictures in the order
 * zh 390, zh 1280, en 390, en 1280 (whichever exist).
 */
export function contactSheet(files: readonly string[]): string {
  const families = new Map<string, string[]>();
  for (const file of [...files].sort()) {
    const family = pictureName.exec(file)?.groups?.family;
    if (family === undefined) continue;
    families.set(family, [...(families.get(family) ?? []), file]);
  }
  const order = (file: string) => {
    const groups = pictureName.exec(file)?.groups;
    return `${groups?.edition === 'zh' ? '0' : '1'}-${(groups?.width ?? '').padStart(5, '0')}`;
  };
  const rows = [...families].map(([family, pictures]) => {
    const cells = pictures
      .sort((a, b) => order(a).localeCompare(order(b)))
      .map(
        (file) =>
          `<figure><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(file)}" loading="lazy"></a><figcaption>${escapeHtml(file)}</figcaption></figure>`,
      )
      .join('');
    return `<section><h2 id="${escapeHtml(family)}">${escapeHtml(family)}</h2><div class="row">${cells}</div></section>`;
  });
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots</title><style>body{font:14px system-ui,sans-serif;margin:16px;background:#f6f7f9}section{margin-bottom:24px}h2{font-size:16px;margin:0 0 8px}.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}figure{margin:0;background:#fff;padding:6px;border:1px solid #e3e5e8}img{display:block;width:180px;height:320px;object-fit:cover;object-position:top}figcaption{font-size:12px;color:#5c6370}</style><h1>${String(families.size)} page families</h1>${rows.join('')}</html>\n`;
}

/** Runs the task; `--skip-build` takes the build in dist/ as current. Answers the exit status. */
export function screenshots(args: readonly string[]): number {
  ensureChromium();
  // A database of its own, freshly seeded each run (the pictures show the seed as it is), unless
  // E2E_DATA_DIR names one.
  const ownData = join(root, '.data', 'screenshots');
  const env = {
    ...process.env,
    APP_ENV: 'test',
    E2E_EDGE: '0',
    SCREENSHOTS_DIR: screenshotsDir,
    E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? ownData,
  };
  if (!args.includes('--skip-build') || !existsSync(join(root, 'dist', 'server', 'entry.mjs'))) build(env);
  if (env.E2E_DATA_DIR === ownData) rmSync(ownData, { recursive: true, force: true });
  rmSync(screenshotsDir, { recursive: true, force: true });
  mkdirSync(screenshotsDir, { recursive: true });
  const status = run('playwright', ['test', '--config', 'playwright.screenshots.config.ts'], env);
  const files = readdirSync(screenshotsDir);
  writeFileSync(join(screenshotsDir, 'index.html'), contactSheet(files));
  console.log(
    `[screenshots] ${String(files.filter((file) => file.endsWith('.png')).length)} pictures in ${screenshotsDir} (open index.html)`,
  );
  return status;
}
