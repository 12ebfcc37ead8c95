import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

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
