// What the test runners' JSON reports say, read once per run: the counts of the closing line
// `N passed, N failed`, and, one line each, the tests that failed and those that passed only on
// a retry (CI retries a failed test once), printed above that line: the end of a CI log is often
// all that is kept of it. Every failure listed is one counted, and the other way round.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Tests that passed, failed and were left out (skipped or marked to do). */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** One runner's run: its counts, what failed and what passed only on a retry. */
export interface RunOutcome {
  counts: Counts;
  failed: string[];
  retried: string[];
}

/** A run without its report (the runner died or was killed): one failure, named. */
function unreported(runner: string): RunOutcome {
  return {
    counts: { passed: 0, failed: 1, skipped: 0 },
    failed: [`${runner}: no report, the run did not finish`],
    retried: [],
  };
}

/** The first line of a failure message, without terminal colours, at most `max` characters. */
export function firstLine(message: string | undefined, max = 240): string {
  // eslint-disable-next-line no-control-regex -- colour codes are what is removed
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((part) => part.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** Reads a JSON report if it is there and whole; undefined for a missing or cut one. */
export function readReport(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * A vitest run (`name` says which, for a missing report). Failed are the failed tests and the
 * files that failed without one (they did not load, or a hook threw): vitest's own failed-suite
 * count also holds every describe block and file around a failed test, so one failure counted
 * three times. A test passed on a retry keeps the messages of its failed attempts.
 */
export function vitestOutcome(parsed: unknown, root: string, name: string): RunOutcome {
  if (parsed === undefined) return unreported(`vitest (${name})`);
  const report = parsed as VitestReport;
  const failed: string[] = [];
  const retried: string[] = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    let failedHere = 0;
    for (const test of file.assertionResults ?? []) {
      const line = `${path} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`;
      if (test.status === 'failed') {
        failed.push(line);
        failedHere += 1;
      } else if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0) retried.push(line);
    }
    if (file.status === 'failed' && failedHere === 0) failed.push(`${path}: ${firstLine(file.message)}`);
  }
  return {
    counts: {
      passed: report.numPassedTests,
      failed: failed.length,
      skipped: report.numTotalTests - report.numPassedTests - report.numFailedTests,
    },
    failed,
    retried,
  };
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { status: string; error?: { message?: string }; errors?: { message?: string }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

/**
 * A Playwright run. Failed are the unexpected results (failed after every retry) and run-wide
 * errors; retried the flaky ones (failed, then passed on a retry), with their first failure.
 */
export function playwrightOutcome(parsed: unknown): RunOutcome {
  if (parsed === undefined) return unreported('playwright');
  const report = parsed as PlaywrightReport;
  const failed: string[] = [];
  const retried: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.title.endsWith('.ts') ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const flaky = test.status === 'flaky';
        if (!flaky && test.status !== 'unexpected') continue;
        const shown = flaky ? test.results.find((result) => result.status !== 'passed') : test.results.at(-1);
        const message = shown?.error?.message ?? shown?.errors?.[0]?.message;
        const title = [...path, spec.title].join(' › ');
        (flaky ? retried : failed).push(
          `[${test.projectName}] ${spec.file}:${String(spec.line)} › ${title}: ${firstLine(message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failed.push(`playwright: ${firstLine(error.message)}`);
  return {
    counts: {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
      skipped: report.stats.skipped,
    },
    failed,
    retried,
  };
}
