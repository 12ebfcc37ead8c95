import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firstLine,
  playwrightOutcome,
  readReport,
  vitestOutcome,
} from '../../../scripts/tasks/run-reports.ts';

/** The stats a Playwright report always has (the lists are read from its suites). */
const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
/** One try of a Playwright test: its status and, when it failed, its error. */
const result = (status: string, message?: string) => ({
  status,
  ...(message ? { error: { message } } : {}),
});

describe('run reports', () => {
  it('keeps the first non-empty line of a message, without colours, cut to a length', () => {
    expect(firstLine('\n\u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n    at x.ts:1')).toBe(
      'AssertionError: expected 1 to be 2',
    );
    expect(firstLine(undefined)).toBe('');
    expect(firstLine('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('names every failed vitest test with its file, and a file that failed without a test', () => {
    const lines = vitestOutcome(
      {
        testResults: [
          {
            name: '/repo/tests/unit/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a works', title: 'works', status: 'passed' },
              {
                fullName: 'a breaks',
                title: 'breaks',
                status: 'failed',
                failureMessages: ['Error: boom\n at a'],
              },
            ],
          },
          {
            name: '/repo/tests/unit/b.test.ts',
            status: 'failed',
            message: 'Hook timed out in 10000ms',
            assertionResults: [],
          },
          {
            name: '/repo/tests/unit/c.test.ts',
            status: 'passed',
            assertionResults: [{ title: 'c', status: 'passed' }],
          },
        ],
      },
      '/repo',
      'all',
    ).failed;
    expect(lines).toEqual([
      'tests/unit/a.test.ts › a breaks: Error: boom',
      'tests/unit/b.test.ts: Hook timed out in 10000ms',
    ]);
  });

  it('names Playwright tests that failed after their retries, with describe titles, and run-wide errors', () => {
    const lines = playwrightOutcome({
      stats,
      suites: [
        {
          title: 'edge.spec.ts',
          specs: [
            {
              title: 'serves the page',
              file: 'edge.spec.ts',
              line: 12,
              tests: [
                {
                  projectName: 'edge',
                  status: 'unexpected',
                  results: [result('failed', 'first'), result('failed', 'Timeout 30000ms exceeded')],
                },
                {
                  projectName: 'chromium',
                  status: 'flaky',
                  results: [result('failed', 'x'), result('passed')],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'English edition',
              specs: [
                {
                  title: 'renders',
                  file: 'edge.spec.ts',
                  line: 40,
                  tests: [{ projectName: 'edge', status: 'expected', results: [result('passed')] }],
                },
              ],
            },
            {
              title: 'Chinese edition',
              specs: [
                {
                  title: 'renders',
                  file: 'edge.spec.ts',
                  line: 40,
                  tests: [
                    {
                      projectName: 'edge',
                      status: 'unexpected',
                      results: [result('failed', 'expected 200')],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: webServer exited early' }],
    }).failed;
    expect(lines).toEqual([
      '[edge] edge.spec.ts:12 › serves the page: Timeout 30000ms exceeded',
      '[edge] edge.spec.ts:40 › Chinese edition › renders: expected 200',
      'playwright: Error: webServer exited early',
    ]);
  });

  it('reads a whole report and gives nothing for a missing or cut one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-reports-'));
    writeFileSync(join(dir, 'whole.json'), '{"testResults":[]}');
    writeFileSync(join(dir, 'cut.json'), '{"testResults":[');
    expect(readReport(join(dir, 'whole.json'))).toEqual({ testResults: [] });
    expect(readReport(join(dir, 'cut.json'))).toBeUndefined();
    expect(readReport(join(dir, 'missing.json'))).toBeUndefined();
  });

  it('counts a failed vitest test once, not with the describe block and file around it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-counts-'));
    const file = join(dir, 'report.json');
    writeFileSync(
      file,
      JSON.stringify({
        numTotalTests: 4,
        numPassedTests: 2,
        numFailedTests: 1,
        numFailedTestSuites: 4,
        testResults: [
          { name: '/r/a.test.ts', status: 'failed', assertionResults: [{ title: 'a', status: 'failed' }] },
          { name: '/r/b.test.ts', status: 'failed', message: 'SyntaxError', assertionResults: [] },
          {
            name: '/r/c.test.ts',
            status: 'passed',
            assertionResults: [
              { title: 'c', status: 'passed' },
              { title: 'd', status: 'passed' },
              { title: 'e', status: 'skipped' },
            ],
          },
        ],
      }),
    );
    expect(vitestOutcome(readReport(file), '/r', 'all').counts).toEqual({ passed: 2, failed: 2, skipped: 1 });
    expect(vitestOutcome(readReport(join(dir, 'missing.json')), '/r', 'all').counts).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    });
  });

  it('names the tests that passed only on a retry, in both runners', () => {
    const vitest = vitestOutcome(
      {
        testResults: [
          {
            name: '/repo/a.test.ts',
            status: 'passed',
            assertionResults: [
              { fullName: 'a steady', title: 'steady', status: 'passed', failureMessages: [] },
              {
                fullName: 'a shaky',
                title: 'shaky',
                status: 'passed',
                failureMessages: ['Error: timed out'],
              },
            ],
          },
        ],
      },
      '/repo',
      'all',
    ).retried;
    expect(vitest).toEqual(['a.test.ts › a shaky: Error: timed out']);
    const playwright = playwrightOutcome({
      stats,
      suites: [
        {
          title: 'x.spec.ts',
          specs: [
            {
              title: 'shaky',
              file: 'x.spec.ts',
              line: 3,
              tests: [
                {
                  projectName: 'chromium',
                  status: 'flaky',
                  results: [result('failed', 'first try'), result('passed')],
                },
              ],
            },
            {
              title: 'broken',
              file: 'x.spec.ts',
              line: 9,
              tests: [{ projectName: 'chromium', status: 'unexpected', results: [result('failed', 'no')] }],
            },
          ],
        },
      ],
      errors: [{ message: 'not a retry' }],
    }).retried;
    expect(playwright).toEqual(['[chromium] x.spec.ts:3 › shaky: first try']);
  });
});
