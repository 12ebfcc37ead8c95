/* eslint-disable @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerBodySchema } from '../../src/lib/contract/auth.ts';
import { messages } from '../../src/lib/i18n/messages.ts';
import { demoMember, demoPassword } from '../seed/demo-accounts.ts';
import { ApiError } from '../server/api-error.ts';
import { apiText, type ApiMessageKey } from '../server/api-messages.ts';
import { parsePart } from '../server/input.ts';
import { startTestApi, type TestApi } from '../test/harness.ts';
import { loginDemo } from '../test/login.ts';

// Every message the API writes comes from the apiMessage.* catalogue in both languages, and the
// envelope answers in the caller's: Locale CN (or none) in Chinese, Locale EN in English.

const cjk = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
const root = join(import.meta.dirname, '..', '..');
const catalogue = Object.keys(messages.zh).filter((key): key is ApiMessageKey =>
  key.startsWith('apiMessage.'),
);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('the apiMessage catalogue', () => {
  it('holds every API message in both languages: Chinese in zh, no Chinese in en, the same placeholders', () => {
    expect(catalogue.length).toBeGreaterThan(150);
    const enKeys = Object.keys(messages.en).filter((key) => key.startsWith('apiMessage.'));
    expect(enKeys.sort()).toEqual([...catalogue].sort());
    for (const key of catalogue) {
      const zh = messages.zh[key];
      const en = messages.en[key];
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholders(zh), key).toEqual(placeholders(en));
      // A message made only of placeholders (field: message) has no words of its own to check.
      const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').replace(/[\s\p{P}]/gu, '');
      if (words(zh) === '') continue;
      expect(zh, key).toMatch(cjk);
      expect(en, key).not.toMatch(cjk);
    }
  });

  it('renders values into each language, bilingual values in the matching one', () => {
    const text = apiText('apiMessage.tooManyRequests', {
      subject: apiText('apiMessage.limit.orders'),
      wait: apiText('apiMessage.wait.minutes', { n: 2 }),
    });
    expect(text.en).toBe('Too many orders. Try again in 2 minutes.');
    expect(text.zh).toBe('下单过于频繁，请 2 分钟后再试');
    expect(text.key).toBe('apiMessage.tooManyRequests');
    // A value is text, never markup or a nested lookup.
    expect(apiText('apiMessage.notFound.order', { id: '$t(apiMessage.internalError) <b>' }).en).toBe(
      'order $t(apiMessage.internalError) <b> not found',
    );
  });
});

describe('validation messages', () => {
  it("answers zod's own messages and the contract's custom ones in both languages", () => {
    let thrown: unknown;
    try {
      parsePart('body', registerBodySchema, { phone: 12345, code: 'abc', password: 'short' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    const error = thrown as ApiError;
    expect(error.code).toBe(20002);
    const byField = new Map<string, { zh: string; en: string }>();
    for (const f of error.fields ?? []) if (!byField.has(f.field)) byField.set(f.field, f.message);
    expect(byField.get('body.phone')?.en).toBe('Invalid input: expected string, received number');
    expect(byField.get('body.phone')?.zh).toMatch(cjk);
    expect(byField.get('body.code')).toMatchObject({
      zh: '验证码应为 6 位数字',
      en: 'invalid verification code',
    });
    expect(byField.get('body.password')).toMatchObject({ zh: '密码太短', en: 'password too short' });
    expect(error.text.zh).toMatch(/^参数不合法：body\.phone：/);
    expect(error.text.en).toMatch(/^illegal parameter: body\.phone: Invalid input/);
    expect(error.text.en).not.toMatch(cjk);
  });

  it('leaves the process-wide zod configuration alone', () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe(
      'Invalid input: expected string, received number',
    );
  });
});

describe('no message skips the catalogue', () => {
  const sources = [
    ...listTs(join(root, 'api')).filter((file) => !file.endsWith('.test.ts') && !file.includes('/seed/')),
    ...listTs(join(root, 'src', 'lib', 'contract')),
  ];
  const forbidden: [string, RegExp][] = [
    ['a literal ApiError message', /new ApiError\(\s*[^,()]+,\s*\d+,\s*['"`]/],
    ['a literal refusal', /\brefused\(\s*['"`]/],
    ['a not-found of free words', /\bnotFound\(\s*['"`][^'"`]*\s/],
    ['a literal field message', /\bmessage:\s*['"`]/],
    [
      'a literal zod message',
      /\.(?:regex|min|max|length|refine|superRefine|email|url|nonempty|startsWith|endsWith|includes|gte|lte|gt|lt)\((?:[^()'"`]|\([^()]*\))*,\s*['"`]/,
    ],
    ['a picked pair of words in a failure', /\b(?:refused|ApiError)\([^;]*\bpick\(/],
  ];

  it('finds the files it scans', () => {
    expect(sources.some((file) => file.endsWith('api/domain/accounts.ts'))).toBe(true);
    expect(sources.some((file) => file.endsWith('src/lib/contract/auth.ts'))).toBe(true);
  });

  it.each(forbidden)('no API source or contract schema has %s', (_label, pattern) => {
    const offenders = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const flat = text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
      return pattern.test(flat) ? [relative(root, file)] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('would catch an English literal in each form', () => {
    const samples = [
      "throw new ApiError(ResponseCode.error, 409, 'no')",
      'throw refused(`only ${n} left`)',
      "throw notFound('news type', 1)",
      "illegalParameter([{ field: 'body', message: 'bad' }])",
      "z.string().regex(/x/, 'expected x')",
      "throw refused(pick(locale, '不', 'no'))",
    ];
    for (const [i, sample] of samples.entries()) expect(forbidden[i]?.[1].test(sample), sample).toBe(true);
  });
});

describe('answers over HTTP in the caller’s language', () => {
  let api: TestApi;
  let member: string;

  beforeAll(async () => {
    api = await startTestApi();
    member = await loginDemo(api, 3);
  });

  afterAll(async () => {
    await api.stop();
  });

  it('a follow of a missing fair: 404 in Chinese for CN and by default, in English for EN', async () => {
    const follow = (locale?: 'CN' | 'EN') =>
      api.call('POST', '/api/manager/follows', {
        token: member,
        body: { targetType: 'exhibition', targetId: 99999999 },
        ...(locale !== undefined && { locale }),
      });
    const [cn, en, none] = await Promise.all([follow('CN'), follow('EN'), follow()]);
    for (const answer of [cn, en, none]) expect([answer.status, answer.body.code]).toEqual([404, 0]);
    expect(cn.body).toMatchObject({ message: '展会 99999999 不存在', errorMessage: '展会 99999999 不存在' });
    expect(en.body).toMatchObject({
      message: 'exhibition 99999999 not found',
      errorMessage: 'exhibition 99999999 not found',
    });
    expect(none.body.message).toBe(cn.body.message);
  });

  it('a wrong password', async () => {
    const login = (locale: 'CN' | 'EN') =>
      api.call('POST', '/api/auth/login', {
        body: { account: demoMember(6).phone, password: `${demoPassword}-wrong` },
        headers: { 'X-Forwarded-For': locale === 'CN' ? '198.18.0.1' : '198.18.0.2' },
        locale,
      });
    const cn = await login('CN');
    const en = await login('EN');
    expect([cn.status, cn.body.code, cn.body.message]).toEqual([400, 0, '账号或密码错误']);
    expect([en.status, en.body.code, en.body.message]).toEqual([400, 0, 'wrong account or password']);
  });

  it('a body with bad fields: 20002 with every field message in the language', async () => {
    const register = (locale: 'CN' | 'EN') =>
      api.call('POST', '/api/auth/register', {
        body: { phone: 12345, code: 'abc', password: 'short' },
        locale,
      });
    const [cn, en] = await Promise.all([register('CN'), register('EN')]);
    for (const answer of [cn, en]) expect([answer.status, answer.body.code]).toEqual([400, 20002]);
    // The first message of each field (the password breaks two rules).
    const fields = (answer: typeof cn) => {
      const first: Record<string, string> = {};
      for (const f of answer.body.data.fields as { field: string; message: string }[])
        first[f.field] ??= f.message;
      return first;
    };
    expect(fields(cn)).toMatchObject({ 'body.code': '验证码应为 6 位数字', 'body.password': '密码太短' });
    expect(fields(en)).toMatchObject({
      'body.phone': 'Invalid input: expected string, received number',
      'body.code': 'invalid verification code',
      'body.password': 'password too short',
    });
    expect(fields(cn)['body.phone']).toMatch(cjk);
    expect(cn.body.message).toMatch(/^参数不合法：/);
    expect(JSON.stringify(en.body)).not.toMatch(cjk);
  });

  it('a body that is not JSON and an unknown endpoint', async () => {
    const notJson = (locale: 'CN' | 'EN') =>
      api.raw('POST', '/api/auth/login', {
        headers: { 'Content-Type': 'application/json', Locale: locale },
        body: '{"account":',
      });
    const cn = (await (await notJson('CN')).json()) as { code: number; message: string };
    const en = (await (await notJson('EN')).json()) as { code: number; message: string };
    expect(cn).toMatchObject({ code: 20002, message: '参数不合法：body：不是有效的 JSON' });
    expect(en).toMatchObject({ code: 20002, message: 'illegal parameter: body: not valid JSON' });
    const missing = await api.call('GET', '/api/no-such-thing', { locale: 'CN' });
    expect([missing.status, missing.body.message]).toEqual([404, '接口不存在：GET /api/no-such-thing']);
  });

  it('429 with Retry-After, in the language of each request', async () => {
    const phone = '13799990000';
    const send = (locale: 'CN' | 'EN') =>
      api.call('GET', `/api/auth/sendRegisterVerifyCode/${phone}/login`, { locale });
    expect((await send('CN')).body.code).toBe(1);
    const cn = await send('CN');
    const en = await send('EN');
    for (const answer of [cn, en]) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(cn.body.message).toMatch(/^一分钟内已向该手机号发送过验证码，请 (\d+ 秒|1 分钟)后再试$/);
    expect(en.body.message).toMatch(
      /^A code was sent to this phone less than a minute ago\. Try again in (\d+ s|1 minute)\.$/,
    );
  });

  it('not logged in: 111006 in each language', async () => {
    const cn = await api.call('GET', '/api/manager/follows?targetType=exhibition', { locale: 'CN' });
    const en = await api.call('GET', '/api/manager/follows?targetType=exhibition', { locale: 'EN' });
    expect([cn.status, cn.body.code, cn.body.message]).toEqual([401, 111006, '未登录']);
    expect([en.status, en.body.code, en.body.message]).toEqual([401, 111006, 'not logged in']);
  });
});

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listTs(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}
