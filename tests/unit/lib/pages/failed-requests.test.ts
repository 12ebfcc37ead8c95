import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/lib/api/api-error.ts';
import { createServerApiClient } from '../../../../src/lib/api/server-client.ts';
import { serverI18n } from '../../../../src/lib/i18n/server.ts';
import {
  failedRequestLine,
  failedRequestOf,
  systemErrorOutcome,
  type FailedRequest,
} from '../../../../src/lib/pages/failed-requests.ts';
import { hostileRedirectTargets } from '../../../../tests/fixtures/hostile-redirects.ts';
import { sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

const server = useTestServer();

const timedOut: FailedRequest = { method: 'GET', path: '/api/exhibitions/1', kind: 'timeout' };

describe('systemErrorOutcome', () => {
  it('shows the error page only when the list of failed requests is non-empty, retrying the redirect target', () => {
    expect(systemErrorOutcome([timedOut], '/exhibition/1.html')).toEqual({
      kind: 'error-page',
      failures: [timedOut],
      retryHref: '/exhibition/1.html',
    });
  });

  it('sends a visit with nothing failed back to its redirect target', () => {
    expect(systemErrorOutcome([], '/exhibition/')).toEqual({ kind: 'redirect', location: '/exhibition/' });
    expect(systemErrorOutcome(undefined, '/wiki?x=1')).toEqual({ kind: 'redirect', location: '/wiki?x=1' });
  });

  it('never redirects off the site', () => {
    const site = 'https://portal.example';
    for (const target of hostileRedirectTargets) {
      const outcome = systemErrorOutcome([], target);
      if (outcome.kind !== 'redirect') throw new Error(`no redirect for ${JSON.stringify(target)}`);
      expect(new URL(outcome.location, `${site}/system/error`).origin, JSON.stringify(target)).toBe(site);
      expect(outcome.location.startsWith('//'), JSON.stringify(target)).toBe(false);
    }
    expect(systemErrorOutcome([], '//evil.example/')).toEqual({ kind: 'redirect', location: '/' });
  });

  it('answers the plain page when nothing failed and no target is named', () => {
    expect(systemErrorOutcome([], null)).toEqual({ kind: 'no-error' });
    expect(systemErrorOutcome(undefined, '  ')).toEqual({ kind: 'no-error' });
  });
});

describe('failedRequestLine', () => {
  it('names the call and how it failed in the page language', () => {
    const zh = serverI18n('zh').t;
    const en = serverI18n('en').t;
    expect(failedRequestLine(timedOut, zh)).toBe('GET /api/exhibitions/1: 响应超时');
    expect(failedRequestLine({ ...timedOut, kind: 'http', status: 503 }, en)).toBe(
      'GET /api/exhibitions/1: HTTP 503',
    );
    expect(failedRequestLine({ ...timedOut, kind: 'transport' }, en)).toBe(
      'GET /api/exhibitions/1: no answer',
    );
  });

  it('keeps the message of the failure out of the list', () => {
    const error = new ApiError('<b>whatever the API said</b>', {
      kind: 'api-code',
      method: 'GET',
      path: '/api/x',
      code: 20002,
    });
    const line = failedRequestLine(failedRequestOf(error), serverI18n('en').t);
    expect(line).toBe('GET /api/x: code 20002');
  });
});

describe('the server client noteError option', () => {
  it('is told once of a failed call, after its retries', async () => {
    server.route('GET', '/api/down', (_hit, response) => {
      sendJson(response, 502, { code: 0, data: null });
    });
    const failed: FailedRequest[] = [];
    const api = createServerApiClient({
      baseURL: server.origin,
      ossBase: server.origin,
      locale: 'zh',
      noteError: (error) => {
        failed.push(failedRequestOf(error));
      },
    });
    await expect(api.get('/api/down')).rejects.toBeInstanceOf(ApiError);
    expect(server.hitsOf('/api/down')).toHaveLength(3);
    expect(failed).toEqual([{ method: 'GET', path: '/api/down', kind: 'http', status: 502, code: 0 }]);
  });
});
