// The tests that failed, and those that passed only on a retry (CI retries a failed test once),
// read back from vitest's and Playwright's JSON reports, one line each, so the end of a CI log
// (often all that is kept of it) names them above the `N passed, N failed` line.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The first line of a failure message, without terminal colours, at most `max` characters. */
export function firstLine(message: string | undefined, max = 240): string {
  // eslint-disable-next-line no-control-regex -- colour codes are what is removed
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((part) => part.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * Failed tests and failed files (a file that could not load or whose hooks threw) of a vitest
 * report; with `retried`, the tests that passed after failing instead (a passed test keeps the
 * messages of its failed attempts).
 */
export function vitestFailures(report: VitestReport, root: string, retried = false): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    const shown = retried
      ? (file.assertionResults ?? []).filter(
          (test) => test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0,
        )
      : failed;
    for (const test of shown) {
      lines.push(`${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (!retried && file.status === 'failed' && failed.length === 0)
      lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
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
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

/**
 * Unexpected results (failed after every retry) and run-wide errors of a Playwright report; with
 * `retried`, the flaky ones instead (failed, then passed on a retry), with their first failure.
 */
export function playwrightFailures(report: PlaywrightReport, retried = false): string[] {
  const lines: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.title.endsWith('.ts') ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== (retried ? 'flaky' : 'unexpected')) continue;
        const shown = retried
          ? test.results.find((result) => result.status !== 'passed')
          : test.results.at(-1);
        const message = shown?.error?.message ?? shown?.errors?.[0]?.message;
        const title = [...path, spec.title].join(' › ');
        lines.push(
          `[${test.projectName}] ${spec.file}:${String(spec.line)} › ${title}: ${firstLine(message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  if (!retried)
    for (const error of report.errors ?? []) lines.push(`playwright: ${firstLine(error.message)}`);
  return lines;
}

/** Reads a JSON report if it is there and whole; a missing or cut report is counted elsewhere. */
export function readReport(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export type { PlaywrightReport, VitestReport };
