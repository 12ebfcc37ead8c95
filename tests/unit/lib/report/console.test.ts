import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consoleReporter,
  getReporter,
  reportError,
  setReporter,
  type ReportContext,
} from '../../../../src/lib/report/reporter.ts';

const context: ReportContext = {
  kind: 'transport',
  sessionId: 'session-1',
  traceId: 'trace-1',
  userId: 'user-1',
  uid: '42',
  platform: 'pc',
  url: '/news/1.html',
  userAgent: 'vitest',
};

afterEach(() => {
  setReporter(consoleReporter);
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('goes to the console reporter by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(getReporter()).toBe(consoleReporter);
    reportError(new Error('boom'), context);
    expect(error).toHaveBeenCalledWith('[report:transport]', expect.any(Error), context);
  });

  it('goes to the reporter set with setReporter', () => {
    const reports: [unknown, ReportContext][] = [];
    setReporter({ report: (error, ctx) => reports.push([error, ctx]) });
    reportError('failure', context);
    expect(reports).toEqual([['failure', context]]);
  });

  it('never throws when the reporter itself fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setReporter({
      report: () => {
        throw new Error('reporter down');
      },
    });
    expect(() => {
      reportError(new Error('x'), context);
    }).not.toThrow();
    expect(error).toHaveBeenCalledWith('[report] the error reporter failed', expect.any(Error));
  });
});
