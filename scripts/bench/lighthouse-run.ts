// Shared by the Lighthouse benches: starts the stack with the given environment, audits home,
// an exhibition list and an exhibition detail (mobile profile) in Debian's chromium and prints
// the four category scores plus every failing audit.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from './stack.ts';

/** The pages every Lighthouse run audits. */
export const auditedPages = [
  ['home', '/'],
  ['exhibition list', '/exhibition/'],
  ['exhibition detail', '/exhibition/1.html'],
] as const;

/** Scores of one page, 0–100. */
export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Runs Lighthouse on the audited pages of a stack started with `extraEnv`; returns the scores. */
export async function auditPortal(options: {
  portalPort: number;
  apiPort: number;
  dataDir: string;
  extraEnv?: Record<string, string>;
}): Promise<PageScores[]> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const stack = await startStack({
    portalPort: options.portalPort,
    apiPort: options.apiPort,
    dataDir: options.dataDir,
    // Audited as crawlers see production: robots.txt allows indexing.
    extraEnv: { ALLOW_ROBOTS: '1', ...options.extraEnv },
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
  const scores: PageScores[] = [];
  try {
    console.log('page                 perf  a11y  best-practices  seo');
    for (const [name, path] of auditedPages) {
      const url = `${stack.origin.replace('127.0.0.1', 'localhost')}${path}`;
      await fetch(url); // fill the route cache first, as a real visitor would find it
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const row = {
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      };
      scores.push(row);
      const cell = (value: number, width = 4) => String(value).padStart(width);
      console.log(
        `${name.padEnd(20)} ${cell(row.performance)}  ${cell(row.accessibility)}  ${cell(row.bestPractices, 14)}  ${cell(row.seo)}`,
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
  return scores;
}
