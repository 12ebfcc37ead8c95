import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../../src/lib/api/api-error.ts';
import { createServerApiClient } from '../../../../src/lib/api/server-client.ts';
import { clearLookups, getLookups } from '../../../../src/lib/endpoints/lookups.ts';
import { delay, sendJson, useTestServer } from '../../../support/api-test-server.ts';

// The lookups are one read shared by the requests rendered meanwhile. Each request keeps its own
// list of failed calls (what /system/error shows), so a failure of the shared read must be in
// every waiting request's list, not only in the one whose client made the call.

const server = useTestServer();

/** A request's client and its failed-call list, as the middleware builds them. */
function requestClient() {
  const failed: ApiError[] = [];
  const api = createServerApiClient({
    baseURL: server.origin,
    ossBase: server.origin,
    locale: 'zh',
    timeoutMs: 2000,
    noteError: (error) => failed.push(error),
  });
  return { api, failed };
}

afterEach(() => {
  clearLookups();
});

describe('getLookups', () => {
  it('notes a failure of the shared read in every request that waited on it', async () => {
    server.route('GET', '/api/lookups', async (_hit, response) => {
      await delay(50);
      sendJson(response, 500, { code: 0, data: null, message: 'broken' });
    });
    const first = requestClient();
    const second = requestClient();
    const reads = [getLookups(first.api, 'zh'), getLookups(second.api, 'zh')];
    const outcomes = await Promise.allSettled(reads);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(first.failed.map((error) => error.path)).toEqual(['/api/lookups']);
    expect(second.failed.map((error) => error.path)).toEqual(['/api/lookups']);
    // One call was made for both (the retries of the client aside), and it was not kept.
    const calls = server.hitsOf('/api/lookups').length;
    server.route('GET', '/api/lookups', (_hit, response) => {
      sendJson(response, 500, { code: 0, data: null });
    });
    await expect(getLookups(requestClient().api, 'zh')).rejects.toBeDefined();
    expect(server.hitsOf('/api/lookups').length).toBeGreaterThan(calls);
  });
});
