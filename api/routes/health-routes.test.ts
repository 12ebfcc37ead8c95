import { describe, expect, it } from 'vitest';
import { startTestApi } from '../test/harness.ts';
import { useTestApi } from '../test/per-file-api.ts';

const api = useTestApi();

describe('GET /api/health', () => {
  it('answers the success envelope with the database driver', async () => {
    const { status, body } = await api.call('GET', '/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 1,
      data: { status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite', env: 'test' },
      message: 'success',
      errorMessage: null,
    });
  });

  it('answers an unknown path with a not-found envelope', async () => {
    const { status, body } = await api.call('GET', '/api/no-such-thing');
    expect(status).toBe(404);
    expect(body.code).toBe(0);
    expect(body.message).toContain('/api/no-such-thing');
  });
});

describe('dev-only endpoints', () => {
  it('do not exist in prod: SMS outbox, QR scan and the sandbox pay page answer 404', async () => {
    const prod = await startTestApi({ envName: 'prod' });
    try {
      expect((await prod.call('GET', '/api/dev/sms-outbox')).status).toBe(404);
      expect((await prod.call('POST', `/api/dev/wx-scan/${'A'.repeat(32)}`)).status).toBe(404);
      expect((await prod.call('GET', '/api/pay/sandbox/P20260101000000000001')).status).toBe(404);
      const sent = await prod.call('GET', '/api/auth/sendRegisterVerifyCode/13698765432/login');
      expect(sent.body.code).toBe(1);
      const doc = (await (await prod.raw('GET', '/api/openapi.json')).json()) as {
        paths: Record<string, unknown>;
      };
      expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
      expect((await api.call('GET', '/api/dev/sms-outbox')).status).toBe(200);
    } finally {
      await prod.stop();
    }
  });
});
