import { describe, expect, it } from 'vitest';
import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import {
  SESSION_EXPIRES_HEADER,
  SESSION_ROTATE_HEADER,
  SESSION_TOKEN_HEADER,
} from '../../../src/lib/contract/headers.ts';
import {
  editorIdleSeconds,
  idleSeconds,
  rotateAfterSeconds,
  rotationGraceSeconds,
} from '../../domain/sessions.ts';
import { createClock } from '../../test/clock.ts';
import { loginDemo, loginEditor } from '../../test/login.ts';
import { useTestApi } from '../../test/per-file-api.ts';

// Sessions end when idle, rotate on use through the portal's proxy, and are listed and ended by
// their member (docs/security.md, Cookies).

const clock = createClock(Date.parse('2026-03-02T08:00:00Z'));
const api = useTestApi({ now: clock.now });
const minute = 60_000;
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const getInfo = (token: string, headers: Record<string, string> = {}) =>
  api.call('GET', '/api/user/getInfo', { token, headers });

describe('the idle timeout', () => {
  it('ends a session unused for longer than the idle time; use keeps it alive', async () => {
    const token = await loginDemo(api, 3);
    clock.advance(idleSeconds * 1000 - minute);
    expect((await getInfo(token)).body.code).toBe(1);
    // Used a minute before the limit: the idle time counts again from that use.
    clock.advance(idleSeconds * 1000 - minute);
    expect((await getInfo(token)).body.code).toBe(1);
    clock.advance(idleSeconds * 1000 + minute);
    const idle = await getInfo(token);
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe(ResponseCode.restartLogin);
  });

  it("ends an editor's session sooner than a member's: idle past the editor's limit, a member's still works", async () => {
    expect(editorIdleSeconds).toBeLessThan(idleSeconds);
    const editor = await loginEditor(api);
    const member = await loginDemo(api, 5);
    clock.advance(editorIdleSeconds * 1000 - minute);
    expect((await getInfo(editor)).body.code).toBe(1);
    clock.advance(editorIdleSeconds * 1000 + minute);
    const idle = await getInfo(editor);
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe(ResponseCode.restartLogin);
    // The member was idle just as long (more: not used since login) and is still logged in.
    expect((await getInfo(member)).body.code).toBe(1);
  });
});

describe('rotation on use', () => {
  it('replaces an old token only for a caller that asks, keeps the old one for a short grace, then refuses it', async () => {
    const token = await loginDemo(api, 4);
    const rotate = { [SESSION_ROTATE_HEADER]: '1' };
    // Young tokens are kept.
    const early = await getInfo(token, rotate);
    expect(early.headers.get(SESSION_TOKEN_HEADER)).toBeNull();
    clock.advance(rotateAfterSeconds * 1000 + minute);
    // A caller that cannot store a new token (a server render) keeps its own.
    expect((await getInfo(token)).headers.get(SESSION_TOKEN_HEADER)).toBeNull();
    const rotated = await getInfo(token, rotate);
    expect(rotated.body.code).toBe(1);
    const fresh = rotated.headers.get(SESSION_TOKEN_HEADER) ?? '';
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(fresh).not.toBe(token);
    expect(Number(rotated.headers.get(SESSION_EXPIRES_HEADER))).toBeGreaterThan(0);
    // A request sent in parallel with the old token still works and does not rotate again.
    const parallel = await getInfo(token, rotate);
    expect(parallel.body.code).toBe(1);
    expect(parallel.headers.get(SESSION_TOKEN_HEADER)).toBeNull();
    expect((await getInfo(fresh, rotate)).body.code).toBe(1);
    clock.advance(rotationGraceSeconds * 1000 + 1000);
    expect((await getInfo(token)).status).toBe(401);
    expect((await getInfo(fresh)).body.code).toBe(1);
  });

  it('hands over the new token on an answer that fails after the session was resolved', async () => {
    const token = await loginDemo(api, 5);
    clock.advance(rotateAfterSeconds * 1000 + minute);
    const missing = await api.call('DELETE', '/api/manager/sessions/99999999', {
      token,
      headers: { [SESSION_ROTATE_HEADER]: '1' },
    });
    expect(missing.status).toBe(404);
    const fresh = missing.headers.get(SESSION_TOKEN_HEADER) ?? '';
    expect((await getInfo(fresh)).body.code).toBe(1);
  });
});

describe('/api/manager/sessions', () => {
  it('lists my sessions with browser, address and the current one, and ends one: its token then answers 401', async () => {
    const onLaptop = await loginDemo(api, 7);
    const onPhone = await loginDemo(api, 7);
    await getInfo(onLaptop, { 'User-Agent': chrome });
    clock.advance(minute);
    await getInfo(onPhone, { 'User-Agent': iphone });
    const listed = await api.call('GET', '/api/manager/sessions', {
      token: onLaptop,
      headers: { 'User-Agent': chrome },
    });
    expect(listed.body.code).toBe(1);
    const rows = listed.body.data as { id: number; userAgent: string; address: string; current: boolean }[];
    expect(rows.map((row) => [row.userAgent, row.current])).toEqual([
      ['Chrome 131, Linux', true],
      ['Safari 17, iOS', false],
    ]);
    expect(rows[0]?.address).toMatch(/127\.0\.0\.1|::1/);
    // Another member can neither see nor end these.
    const stranger = await loginDemo(api, 8);
    const strangerList = await api.call('GET', '/api/manager/sessions', { token: stranger });
    expect((strangerList.body.data as { id: number }[]).map((row) => row.id)).not.toContain(rows[1]?.id);
    const foreign = await api.call('DELETE', `/api/manager/sessions/${String(rows[1]?.id)}`, {
      token: stranger,
    });
    expect(foreign.status).toBe(404);
    expect((await getInfo(onPhone)).body.code).toBe(1);
    const ended = await api.call('DELETE', `/api/manager/sessions/${String(rows[1]?.id)}`, {
      token: onLaptop,
    });
    expect(ended.body.code).toBe(1);
    const revoked = await getInfo(onPhone);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(ResponseCode.authFailed);
    const after = await api.call('GET', '/api/manager/sessions', { token: onLaptop });
    expect((after.body.data as unknown[]).length).toBe(1);
  });

  it('logs out everywhere else and keeps the session that asked', async () => {
    const here = await loginDemo(api, 9);
    const elsewhere = [await loginDemo(api, 9), await loginDemo(api, 9)];
    const answer = await api.call('DELETE', '/api/manager/sessions', { token: here });
    expect(answer.body.data).toEqual({ revoked: 2 });
    for (const token of elsewhere) expect((await getInfo(token)).status).toBe(401);
    expect((await getInfo(here)).body.code).toBe(1);
  });

  it('leaves idle sessions out of the list', async () => {
    const old = await loginDemo(api, 10);
    clock.advance(idleSeconds * 1000 + minute);
    const current = await loginDemo(api, 10);
    const listed = await api.call('GET', '/api/manager/sessions', { token: current });
    expect((listed.body.data as unknown[]).length).toBe(1);
    expect((await getInfo(old)).status).toBe(401);
  });
});
