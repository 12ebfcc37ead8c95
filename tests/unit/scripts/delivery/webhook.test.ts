import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWebhook, ReplayGuard } from '../../../../scripts/delivery/webhook.ts';
import { signBody, webhookBody } from '../../../../src/lib/contract/rebuild-webhook.ts';

const secret = 'a-webhook-secret-of-some-length';
const request = { tags: ['exhibition:1'], paths: [], who: 'editor' };

describe('checkWebhook', () => {
  it('accepts a signed fresh call once and refuses its replay', () => {
    const guard = new ReplayGuard();
    const body = webhookBody(request);
    const first = checkWebhook(body, signBody(body, secret), secret, guard);
    expect(first).toEqual({ ok: true, request });
    expect(checkWebhook(body, signBody(body, secret), secret, guard)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('refuses a wrong secret, a missing signature and a tampered body', () => {
    const guard = new ReplayGuard();
    const body = webhookBody(request);
    expect(checkWebhook(body, signBody(body, 'another-secret-entirely'), secret, guard)).toMatchObject({
      status: 401,
    });
    expect(checkWebhook(body, undefined, secret, guard)).toMatchObject({ status: 401 });
    const tampered = body.replace('exhibition:1', 'exhibition:2');
    expect(checkWebhook(tampered, signBody(body, secret), secret, guard)).toMatchObject({ status: 401 });
  });

  it('refuses timestamps more than 5 minutes away', () => {
    const guard = new ReplayGuard();
    const now = Date.now();
    for (const skew of [-301_000, 301_000]) {
      const body = webhookBody(request, now + skew);
      expect(checkWebhook(body, signBody(body, secret), secret, guard, now)).toMatchObject({
        ok: false,
        status: 401,
      });
    }
    const body = webhookBody(request, now - 299_000);
    expect(checkWebhook(body, signBody(body, secret), secret, guard, now).ok).toBe(true);
  });

  it('refuses a replay sent to another origin sharing the guard directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'webhook-seen-'));
    const body = webhookBody(request);
    expect(checkWebhook(body, signBody(body, secret), secret, new ReplayGuard(dir)).ok).toBe(true);
    expect(checkWebhook(body, signBody(body, secret), secret, new ReplayGuard(dir))).toMatchObject({
      status: 409,
    });
  });
});
