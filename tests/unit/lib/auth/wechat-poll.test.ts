import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../src/lib/api/client.ts';
import { createSilentPlatform } from '../../../../src/lib/api/platform.ts';
import { pollWxLogin } from '../../../../src/lib/auth/wechat-poll.ts';
import { delay, sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

// pollWxLogin over real HTTP: a local server answers wxlogin the way the reference API does
// (200015 until scanned, a session after, 410 once the ticket expired).

const server = useTestServer();

const ticket = 'tkt_0123456789abcdef';
const session = { accessToken: 'a'.repeat(32), uid: 5, expiresIn: 604_800, created: true };
const client = () =>
  createApiClient({ baseURL: server.origin, platform: createSilentPlatform(), retryDelayMs: 1 });

describe('pollWxLogin', () => {
  it('polls quietly while the code is not scanned and returns the session once it is', async () => {
    server.route('GET', `/api/auth/wxlogin/${ticket}`, (_request, response, attempt) => {
      if (attempt < 3) sendEnvelope(response, 200015, null, { message: 'not scanned' });
      else sendEnvelope(response, 1, session);
    });
    const result = await pollWxLogin(client(), ticket, { expiresIn: 60, intervalMs: 5 });
    expect(result).toEqual({ status: 'scanned', session });
    expect(server.hitsOf(`/api/auth/wxlogin/${ticket}`)).toHaveLength(3);
  });

  it('stops at the ticket lifetime, or when the API says it expired (410)', async () => {
    server.route('GET', `/api/auth/wxlogin/${ticket}`, (_request, response) => {
      sendEnvelope(response, 200015, null);
    });
    let now = 0;
    const byClock = await pollWxLogin(client(), ticket, {
      expiresIn: 1,
      intervalMs: 1,
      now: () => (now += 400),
    });
    expect(byClock).toEqual({ status: 'expired' });
    server.route('GET', `/api/auth/wxlogin/${ticket}`, (_request, response) => {
      sendJson(response, 410, { code: 0, data: null, message: 'QR ticket expired' });
    });
    expect(await pollWxLogin(client(), ticket, { expiresIn: 60, intervalMs: 1 })).toEqual({
      status: 'expired',
    });
  });

  it('ends with stopped when aborted (closed modal, another tab)', async () => {
    server.route('GET', `/api/auth/wxlogin/${ticket}`, async (_request, response) => {
      await delay(5);
      sendEnvelope(response, 200015, null);
    });
    const stop = new AbortController();
    const polling = pollWxLogin(client(), ticket, { expiresIn: 60, intervalMs: 1000, signal: stop.signal });
    await delay(30);
    stop.abort();
    expect(await polling).toEqual({ status: 'stopped' });
  });

  it('lets other failures through (a used ticket answers 409)', async () => {
    server.route('GET', `/api/auth/wxlogin/${ticket}`, (_request, response) => {
      sendJson(response, 409, { code: 0, data: null, message: 'QR ticket already used' });
    });
    await expect(pollWxLogin(client(), ticket, { expiresIn: 60, intervalMs: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
    });
  });
});
