/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- these tests read JSON over HTTP: its shape is what they assert */
import { describe, expect, it } from 'vitest';
import { maxJsonDepth } from './input.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { rawGet } from '../../tests/support/raw-request.ts';

// Targets and bodies the API refuses before routing or validation: a dot segment in the path
// (src/lib/contract/request-path.ts) and JSON nested deeper than any request needs.

const api = useTestApi();

function raw(path: string, locale: 'CN' | 'EN') {
  return rawGet(api.url, path, { Locale: locale });
}

describe('request targets', () => {
  it('refuses a dot segment, encoded or not, with 400 in the caller’s language instead of resolving it', async () => {
    for (const path of ['/api/%2e%2e/ossApi/newsContent/5.html', '/api/./user/getInfo', '/api/..%5cx']) {
      const english = await raw(path, 'EN');
      expect(english.status, path).toBe(400);
      expect(JSON.parse(english.body)).toMatchObject({ code: 20002, data: null });
      expect(JSON.parse(english.body).message).toMatch(/segment/);
      const chinese = JSON.parse((await raw(path, 'CN')).body);
      expect(chinese.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const fine = await raw('/ossApi/InnerChainInfo/key.json', 'EN');
    expect(fine.status).toBe(200);
  });
});

describe('JSON bodies', () => {
  it('answers 400 to 120,000 nested arrays, and to one level past the limit, never 500', async () => {
    for (const depth of [120_000, maxJsonDepth + 1]) {
      const body = '['.repeat(depth) + ']'.repeat(depth);
      const response = await api.raw('POST', '/api/auth/login', {
        headers: { 'Content-Type': 'application/json', Locale: 'EN' },
        body,
      });
      expect(response.status, String(depth)).toBe(400);
      const envelope = (await response.json()) as {
        code: number;
        data: { fields: { field: string; message: string }[] };
      };
      expect(envelope.code).toBe(20002);
      expect(envelope.data.fields).toEqual([
        { field: 'body', message: `nested deeper than ${String(maxJsonDepth)} levels` },
      ]);
    }
    // Brackets inside strings are text, not nesting.
    const text = await api.call('POST', '/api/auth/login', {
      body: { account: '['.repeat(100), password: ']'.repeat(60) },
      locale: 'EN',
    });
    expect(text.status).toBe(400);
    expect(text.body.data?.fields?.[0]?.field).not.toBe('body');
  });
});
