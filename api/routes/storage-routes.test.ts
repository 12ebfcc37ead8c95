import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test/per-file-api.ts';

const api = useTestApi();

describe('GET /oss/images/{kind}/{file}', () => {
  it('answers a seeded image address with an SVG picture that stays the same', async () => {
    const first = await api.raw('GET', '/oss/images/exhibition/1-1.jpg?x-oss-process=image/format,webp');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const body = await first.text();
    expect(body).toMatch(/^<svg [^>]*width="640" height="360"/);
    expect(await (await api.raw('GET', '/oss/images/exhibition/1-1.jpg')).text()).toBe(body);
    expect(await (await api.raw('GET', '/oss/images/exhibition/2-1.jpg')).text()).not.toBe(body);
  });

  it('refuses unknown kinds and odd names with 20002', async () => {
    for (const path of [
      '/oss/images/secret/1.jpg',
      '/oss/images/news/..%2f1.jpg',
      '/oss/images/news/1.exe',
    ]) {
      const { status, body } = await api.call('GET', path);
      expect(status, path).toBe(400);
      expect(body.code, path).toBe(20002);
    }
  });
});
