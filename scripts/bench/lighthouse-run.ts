// Shared by the Lighthouse benches: starts the stack with the given environment, audits one page
// of every page family (mobile profile) in Debian's chromium and prints the four category scores,
// the gzipped JavaScript a page loads before any interaction, and every failing audit. Each page is
// audited `runs` times (`--runs N`, default 3) and the run with the median performance score is the
// one printed, as Lighthouse's own guidance on variability advises: on these 2 shared cores one
// page's score moves by 5 points between runs of the same build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from './stack.ts';
import { median } from './stats.ts';

/**
 * One page of every family: a fixed path, or the first link whose path matches on a page (a path,
 * or `@name`: the page audited for an earlier family), so the bench follows whatever the seed holds.
 */
export const auditedPages: readonly (readonly [name: string, path: string, pick?: RegExp])[] = [
  ['home', '/'],
  ['exhibition list', '/exhibition/'],
  ['exhibition detail', '/exhibition/', /^\/exhibition\/\d+\.html$/],
  ['edition', '@exhibition detail', /^\/exhibition\/periodical\/\d+\.html$/],
  ['convention centre list', '/pavilion/'],
  ['convention centre detail', '/pavilion/', /^\/pavilion\/\d+\.html$/],
  ['floor plan', '@convention centre detail', /^\/pavilion\/\d+\/plan\.html$/],
  ['news list', '/information/'],
  ['news detail', '/information/', /^\/information\/\d+\.html$/],
  ['visa list', '/visa'],
  ['visa detail', '/visa', /^\/visa\/\d+\.html$/],
  ['wiki', '/wiki'],
  ['wiki article', '/wiki', /^\/wiki\/\d+-\d+-\d+-\d+\.html$/],
  ['company', '/', /^\/company\/\d+\.html$/],
  ['periodical', '/', /^\/periodical\/\d+\.html$/],
  ['exhibitor directory', '@periodical', /^\/exhibitors\/\d+\.html$/],
  ['special topic', '/', /^\/special\/\d+\.html$/],
  ['about', '/about/3.html'],
  ['sitemap', '/sitemap'],
  ['search', '/search?q=%E5%B1%95'],
  ['login', '/login'],
];

/** Pages that are `noindex` on purpose: Lighthouse's SEO category counts that against them. */
const noindexPages: ReadonlySet<string> = new Set(['search', 'login']);

/** The path of the first link on `listPath` matching `pick`. */
async function firstLink(origin: string, listPath: string, pick: RegExp): Promise<string | undefined> {
  const html = await (await fetch(`${origin}${listPath}`)).text();
  for (const match of html.matchAll(/href="([^"#?]+)"/g)) {
    const href = match[1] ?? '';
    const path = href.startsWith('http') ? new URL(href).pathname : href;
    if (pick.test(path)) return path;
  }
  return undefined;
}

/** Transfer bytes of the scripts a page loaded (before any interaction: Lighthouse never clicks). */
function scriptBytes(audits: Record<string, { details?: unknown }>): number {
  const items = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return items
    .map((item) => item as { resourceType?: string; transferSize?: number })
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** Scores of one page, 0–100. */
export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Kilobytes of (compressed) JavaScript loaded without interaction. */
  scriptKb: number;
  /** Performance scores of every run, lowest first (the printed row is the median run). */
  runs: number[];
  /** Lighthouse's CPU benchmark of the machine in each run (scores move with it). */
  benchmarkIndex: number[];
}

/** `--runs N` on the command line (at least 1), else 3. */
export function runsFromArgs(argv: readonly string[] = process.argv): number {
  const at = argv.indexOf('--runs');
  const value = at === -1 ? 3 : Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--runs takes a whole number of at least 1');
  return value;
}

/** Runs Lighthouse on the audited pages of a stack started with `extraEnv`; returns the scores. */
export async function auditPortal(options: {
  portalPort: number;
  apiPort: number;
  dataDir: string;
  extraEnv?: Record<string, string>;
  runs?: number;
}): Promise<PageScores[]> {
  const runs = options.runs ?? runsFromArgs();
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
    console.log(`median of ${String(runs)} runs per page (performance of every run in brackets)`);
    console.log('page                       perf  a11y  best-practices  seo  JS KB');
    const origin = stack.origin.replace('127.0.0.1', 'localhost');
    const audited = new Map<string, string>();
    for (const [name, from, pick] of auditedPages) {
      const listPath = from.startsWith('@') ? (audited.get(from.slice(1)) ?? '/') : from;
      const path = pick === undefined ? listPath : await firstLink(origin, listPath, pick);
      if (path === undefined) {
        console.log(`${name.padEnd(26)} no link matching ${String(pick)} on ${listPath}`);
        continue;
      }
      audited.set(name, path);
      const url = `${origin}${path}`;
      await fetch(url); // fill the route cache first, as a real visitor would find it
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const score = (id: string) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100);
        results.push({ result, score });
      }
      for (const { result, score } of results) {
        const error = result?.lhr.runtimeError;
        if (score('performance') === 0 && error !== undefined)
          console.log(`    a run failed: ${error.code} ${error.message}`);
      }
      const performances = results.map(({ score }) => score('performance')).sort((a, b) => a - b);
      const middle = median(performances);
      const chosen = results.find(({ score }) => score('performance') === middle) ?? results[0];
      if (chosen === undefined) continue;
      const { result, score } = chosen;
      const row = {
        page: name,
        performance: middle,
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        scriptKb: Math.round(scriptBytes(result?.lhr.audits ?? {}) / 1024),
        runs: performances,
        benchmarkIndex: results.map(({ result }) => Math.round(result?.lhr.environment.benchmarkIndex ?? 0)),
      };
      scores.push(row);
      const cell = (value: number, width = 4) => String(value).padStart(width);
      console.log(
        `${name.padEnd(26)} ${cell(row.performance)}  ${cell(row.accessibility)}  ${cell(row.bestPractices, 14)}  ${cell(row.seo)}  ${cell(row.scriptKb, 5)}  ${path} [${performances.join(' ')}] cpu [${row.benchmarkIndex.join(' ')}]${noindexPages.has(name) ? '  (noindex on purpose: SEO counts is-crawlable)' : ''}`,
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
    console.log(
      `median performance ${String(median(scores.map((row) => row.performance)))}, lowest ${String(Math.min(...scores.map((row) => row.performance)))}; pages under 100 in a11y/best practices/SEO: ${String(scores.filter((row) => row.accessibility < 100 || row.bestPractices < 100 || (row.seo < 100 && !noindexPages.has(row.page))).length)}; most JS ${String(Math.max(...scores.map((row) => row.scriptKb)))} KB`,
    );
    console.log(
      'targets: performance >= 98, accessibility, best practices and SEO 100, JS before interaction <= 40 KB',
    );
    console.log(
      `Lighthouse's CPU benchmark of this machine: median ${String(median(scores.flatMap((row) => row.benchmarkIndex)))} (the score of a page moves with it)`,
    );
  } finally {
    chrome.kill();
    stack.stop();
  }
  return scores;
}
