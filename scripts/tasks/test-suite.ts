// `npm test`: vitest's projects, then Playwright against the production build, and one closing
// line `N passed, N failed` summed from both runners' JSON reports (CI reads that line).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, must, root, run } from './commands.ts';
import { playwrightOutcome, readReport, vitestOutcome, type Counts, type RunOutcome } from './run-reports.ts';

const cacheDir = join(root, '.cache');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** What failed, a line each, printed above the closing line (the end of a CI log is what is kept). */
const failures: string[] = [];
/** What passed only on a retry, likewise: a retry must not hide a test that fails at times. */
const retried: string[] = [];
/**
 * On CI a failed test runs once more, in both runners (playwright.config.ts retries likewise): a
 * test that depends on the machine's load at one moment does not fail a whole run, and
 * the run still names it at the end.
 */
const retryArgs = process.env.CI ? ['--retry', '1'] : [];

/**
 * Installs a Debian package when its program is missing and we may (root); nothing is ever
 * downloaded from elsewhere. A missing program as another user stops the task with what to install.
 */
function ensureDebianPackage(program: string, pkg: string): void {
  if (existsSync(program)) return;
  if (process.getuid?.() !== 0) {
    console.error(`[tasks] ${program} is missing: install Debian's ${pkg} package first`);
    process.exit(1);
  }
  console.log(`[tasks] installing ${pkg} from Debian packages`);
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', pkg], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
}

/** Debian's chromium, for the end-to-end tests (browsers are never downloaded). */
export function ensureChromium(): void {
  ensureDebianPackage(chromiumPath, 'chromium');
}

/** Debian's nginx (the light flavour), for the edge in front of the bucket. */
export function ensureNginx(): void {
  ensureDebianPackage(process.env.NGINX_PATH ?? '/usr/sbin/nginx', 'nginx-light');
}

/** Debian's redis-server, for the route cache's Redis store tests (they start one). */
function ensureRedis(): void {
  ensureDebianPackage(process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server', 'redis-server');
}

/** Runs vitest (the given projects) and returns its counts. */
function runVitest(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Counts {
  const out = join(cacheDir, `vitest-${name}.json`);
  rmSync(out, { force: true });
  run(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...retryArgs, ...args],
    env,
  );
  return noted(vitestOutcome(readReport(out), root, name));
}

/** Keeps a run's failed and retried tests for the end of the run; answers its counts. */
function noted(outcome: RunOutcome): Counts {
  failures.push(...outcome.failed);
  retried.push(...outcome.retried);
  return outcome.counts;
}

/** Runs every test: unit and API tests (vitest), then end-to-end tests (Playwright). */
export function test(args: string[]): void {
  mkdirSync(cacheDir, { recursive: true });
  const only = args[0];
  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (counts: Counts) => {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  };
  // Every temporary folder a test makes (buckets, exports, edge configurations: gigabytes a run)
  // lands under one folder of this run's own, removed when the run ends, so no run fills /tmp.
  const scratch = mkdtempSync(join(tmpdir(), 'expoportal-test-'));
  const base = { ...process.env, TMPDIR: scratch };
  const env = { ...base, APP_ENV: 'test' };
  // One production build (dist/) serves the integration tests and Playwright alike.
  build(env);
  if (only !== 'e2e') {
    ensureRedis();
    add(runVitest('all', [], { ...base, DELIVERY_TEST_DIST: 'dist', DELIVERY_TEST_PREBUILT: '1' }));
    // CI starts a real PostgreSQL server and passes its URL: the API suite runs again on it.
    if (process.env.TEST_DATABASE_URL) {
      add(
        runVitest('postgres', ['--project', 'api'], {
          ...base,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
        }),
      );
    }
  }
  if (only !== 'unit') {
    ensureChromium();
    ensureNginx();
    // Every run starts from a freshly seeded database: tests never depend on an earlier run.
    rmSync(join(root, '.data', 'e2e'), { recursive: true, force: true });
    rmSync(join(root, '.data', 'e2e-edge'), { recursive: true, force: true });
    const out = join(cacheDir, 'playwright.json');
    rmSync(out, { force: true });
    run('playwright', ['test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    add(noted(playwrightOutcome(readReport(out))));
  }
  rmSync(scratch, { recursive: true, force: true });
  if (retried.length > 0)
    console.log(
      `\nPassed on a retry (${String(retried.length)}):\n${retried.map((line) => `  ↻ ${line}`).join('\n')}`,
    );
  if (failures.length > 0)
    console.log(
      `\nFailed (${String(failures.length)}):\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`,
    );
  const skipped = totals.skipped > 0 ? `, ${String(totals.skipped)} skipped` : '';
  console.log(`\n${String(totals.passed)} passed, ${String(totals.failed)} failed${skipped}`);
  process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
}
