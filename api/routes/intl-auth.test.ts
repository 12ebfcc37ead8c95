/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../db/schema.ts';
import { configureMail, mailTransportFromEnv, queueMail } from '../domain/mail-outbox.ts';
import { startTestApi } from '../test/harness.ts';
import { createClock } from '../test/clock.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { emailCode, loginDemo, mailedCode, smsCode } from '../test/login.ts';
import { demoMember, demoPassword } from '../seed/demo-accounts.ts';

// Foreign buyers (issue 14): accounts by e-mail code, phone numbers of every country stored as
// E.164, and the e-mail that carries the codes (outbox in test, the provider elsewhere).

const clock = createClock();
const api = useTestApi({ now: clock.now });
const cjk = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

describe('e-mail codes', () => {
  it('registers an e-mail with its code and a password; the account has no phone and logs in by password', async () => {
    const email = 'Buyer.One@Example.DE';
    const code = await emailCode(api, email, 'register', 'EN');
    const reg = await api.call('POST', '/api/auth/register', {
      body: { email, code, password: 'Foreign2026' },
      locale: 'EN',
    });
    expect(reg.body.data.created).toBe(true);
    const info = await api.call('GET', '/api/user/getInfo', { token: reg.body.data.accessToken });
    expect(info.body.data).toMatchObject({ email: 'buyer.one@example.de', phone: null });
    // The default nickname is in the page's language and never shows the address.
    expect(info.body.data.nickname).toMatch(/^User \d{4}$/);
    const login = await api.call('POST', '/api/auth/login', {
      body: { account: 'buyer.one@example.de', password: 'Foreign2026' },
    });
    expect(login.body.data.uid).toBe(reg.body.data.uid);
    expect((await api.call('GET', '/api/user/checkExist/BUYER.ONE%40example.de')).body.data).toEqual({
      exists: true,
    });
    clock.advance(61_000);
    // Codes go out whether or not the address has an account; only the code's owner learns it
    // is taken (20003) or unknown (20004).
    const taken = await api.call('POST', '/api/auth/email-code', { body: { email, purpose: 'register' } });
    expect(taken.body.code).toBe(1);
    const again = await api.call('POST', '/api/auth/register', {
      body: { email, code: await mailedCode(api, email), password: 'Foreign2027' },
    });
    expect(again.body.code).toBe(20003);
    const unknown = await api.call('POST', '/api/auth/email-code', {
      body: { email: 'nobody@example.de', purpose: 'forget' },
    });
    expect(unknown.body.code).toBe(1);
    expect(Object.keys(unknown.body.data as object).sort()).toEqual(
      Object.keys(taken.body.data as object).sort(),
    );
  });

  it('logs an e-mail in (or registers it) with a login code, and resets its password by e-mail', async () => {
    const email = 'buyer.two@example.com';
    const first = await api.call('POST', '/api/auth/email-login', {
      body: { email, code: await emailCode(api, email, 'login') },
    });
    expect(first.body.data).toMatchObject({ created: true });
    clock.advance(61_000);
    const again = await api.call('POST', '/api/auth/email-login', {
      body: { email: 'BUYER.TWO@example.com', code: await emailCode(api, email, 'login') },
    });
    expect(again.body.data).toMatchObject({ created: false, uid: first.body.data.uid });
    clock.advance(61_000);
    const reset = await api.call('POST', '/api/auth/forget', {
      body: { email, code: await emailCode(api, email, 'forget'), password: 'NewSecret99' },
    });
    expect(reset.body.code).toBe(1);
    const byPassword = await api.call('POST', '/api/auth/login', {
      body: { account: email, password: 'NewSecret99' },
    });
    expect(byPassword.body.data.uid).toBe(first.body.data.uid);
  });

  it('keeps the SMS limits: one a minute, ten a day, five wrong tries, five minutes, one purpose, hashed', async () => {
    const email = 'limits@example.org';
    expect(
      (await api.call('POST', '/api/auth/email-code', { body: { email, purpose: 'login' } })).body.code,
    ).toBe(1);
    const tooSoon = await api.call('POST', '/api/auth/email-code', {
      body: { email, purpose: 'login' },
      locale: 'EN',
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toContain('e-mail address less than a minute ago');
    for (let i = 0; i < 9; i++) {
      clock.advance(61_000);
      expect(
        (await api.call('POST', '/api/auth/email-code', { body: { email, purpose: 'login' } })).body.code,
      ).toBe(1);
    }
    clock.advance(61_000);
    const eleventh = await api.call('POST', '/api/auth/email-code', {
      body: { email, purpose: 'login' },
      locale: 'EN',
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toContain('10 codes a day per e-mail address');
    expect(Number(eleventh.headers.get('retry-after'))).toBe(86_400 - 10 * 61);
    const inChinese = await api.call('POST', '/api/auth/email-code', { body: { email, purpose: 'login' } });
    expect(inChinese.body.errorMessage).toBe('该邮箱今日验证码次数已达上限，请 24 小时后再试');

    // Codes are stored hashed: no row holds the mailed digits.
    const code = await mailedCode(api, email);
    const rows = await api.ctx.db.select().from(emailCodes).where(eq(emailCodes.target, email));
    expect(rows.length).toBe(10);
    expect(rows.every((row) => row.codeHash.length === 64 && !row.codeHash.includes(code))).toBe(true);

    // Purpose-bound: a login code does not reset a password.
    const wrongPurpose = await api.call('POST', '/api/auth/forget', {
      body: { email, code, password: 'Whatever123' },
    });
    expect(wrongPurpose.body.code).toBe(20008);

    const other = 'tries@example.org';
    const live = await emailCode(api, other, 'login');
    const wrong = live === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(
        (await api.call('POST', '/api/auth/email-login', { body: { email: other, code: wrong } })).body.code,
      ).toBe(20008);
    const dead = await api.call('POST', '/api/auth/email-login', {
      body: { email: other, code: live },
      locale: 'EN',
    });
    expect(dead.body.message).toContain('too many wrong tries');
    clock.advance(61_000);
    const fresh = await emailCode(api, other, 'login');
    clock.advance(301_000);
    expect(
      (await api.call('POST', '/api/auth/email-login', { body: { email: other, code: fresh } })).body.code,
    ).toBe(20008);
  });

  it('writes the code e-mail in the language of the page that asked', async () => {
    await emailCode(api, 'english@example.net', 'register', 'EN');
    await emailCode(api, 'chinese@example.net', 'register', 'CN');
    const [en] = (await api.call('GET', '/api/dev/mail-outbox?to=english%40example.net')).body.data;
    const [zh] = (await api.call('GET', '/api/dev/mail-outbox?to=chinese%40example.net')).body.data;
    expect(en.subject).toMatch(/^Your verification code: \d{6}$/);
    expect(`${String(en.subject)} ${String(en.text)}`).not.toMatch(cjk);
    expect(zh.subject).toMatch(/^您的验证码：\d{6}$/);
    expect(zh.purpose).toBe('code:register');
  });

  it('refuses malformed addresses with an English message', async () => {
    const bad = await api.call('POST', '/api/auth/email-code', {
      body: { email: 'not-an-address', purpose: 'login' },
      locale: 'EN',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toMatch(cjk);
  });
});

describe('phone numbers of every country, stored as E.164', () => {
  it('registers a +49 number by SMS in any spelling and finds it again in any other', async () => {
    const typed = '+49 151 2345 6789';
    const code = await smsCode(api, typed, 'register');
    const reg = await api.call('POST', '/api/auth/register', {
      body: { phone: '0049-151-23456789', code, password: 'Berlin2026' },
    });
    expect(reg.body.data.created).toBe(true);
    const uid = Number(reg.body.data.uid);
    const [row] = await api.ctx.db.select().from(users).where(eq(users.id, uid));
    expect(row?.phone).toBe('+4915123456789');
    for (const spelling of ['+4915123456789', '0049 151 23456789', '+49 (151) 234-56789'])
      expect(
        (await api.call('GET', `/api/user/checkExist/${encodeURIComponent(spelling)}`)).body.data,
      ).toEqual({ exists: true });
    const login = await api.call('POST', '/api/auth/login', {
      body: { account: '+49 151 23456789', password: 'Berlin2026' },
    });
    expect(login.body.data.uid).toBe(reg.body.data.uid);
    clock.advance(61_000);
    const again = await api.call('POST', '/api/auth/register', {
      body: {
        phone: '+4915123456789',
        code: await smsCode(api, '+4915123456789', 'register'),
        password: 'Berlin2027',
      },
    });
    expect(again.body.code).toBe(20003);
  });

  it('still takes mainland numbers as 11 digits and stores them as +86', async () => {
    const phone = '13766660000';
    const code = await smsCode(api, phone, 'login');
    const session = await api.call('GET', `/api/auth/phonelr/${phone}/${code}`);
    expect(session.body.data.created).toBe(true);
    const info = await api.call('GET', '/api/user/getInfo', { token: session.body.data.accessToken });
    expect(info.body.data.phone).toBe('+8613766660000');
    expect(info.body.data.nickname).toBe('用户0000');
    // The seeded demo accounts log in with their number typed either way.
    for (const account of ['13800000001', '+86 138 0000 0001', demoMember(1).phone]) {
      const login = await api.call('POST', '/api/auth/login', { body: { account, password: demoPassword } });
      expect(login.body.data.uid).toBe(2);
    }
  });

  it('stores visitors, order contacts and visa applicants as E.164', async () => {
    const token = await loginDemo(api, 5);
    const visitor = await api.call('POST', '/api/manager/visitors', {
      token,
      body: { name: 'Ann Lee', phone: '+1 (212) 555-0123', idType: 'passport', idNumber: 'X1234567' },
    });
    expect(visitor.body.data.phone).toBe('+12125550123');
    const order = await api.call('POST', '/api/orders/visas', {
      token,
      headers: { 'Idempotency-Key': 'intl-visa-order-1' },
      body: {
        visaId: 1,
        departDate: '2099-05-01',
        contact: { name: 'Hans Müller', phone: '+49 151 23456789', email: 'hans@example.de' },
        applicants: [
          {
            name: 'Hans Müller',
            pinyin: 'Hans Mueller',
            passportNo: 'C01X00T47',
            applicantKind: 'employed',
            phone: '+44 7911 123456',
          },
        ],
      },
    });
    expect(order.body.code).toBe(1);
    expect(order.body.data.visa.applicants[0].phone).toBe('+447911123456');
    expect(JSON.stringify(order.body.data)).toContain('+4915123456789');
  });

  it('refuses junk and hostile phone input with 400, never 500', async () => {
    const token = await loginDemo(api, 6);
    for (const phone of [
      '12345',
      '+49 1',
      '+86 12345678901',
      'x'.repeat(10_240),
      '9'.repeat(10_240),
      '📞13612345678',
      '+49\u0000151234567',
      '+49 151 2345 6789 ext 12',
      '++4915123456789',
    ]) {
      const response = await api.call('POST', '/api/manager/visitors', {
        token,
        body: { name: 'Junk', phone, idType: 'passport', idNumber: 'X1234567' },
        locale: 'EN',
      });
      expect(response.status, phone.slice(0, 20)).toBe(400);
      expect(JSON.stringify(response.body)).not.toMatch(cjk);
    }
    const path = await api.call(
      'GET',
      `/api/auth/sendRegisterVerifyCode/${encodeURIComponent('+49\u0000151')}/login`,
    );
    expect(path.status).toBe(400);
  });
});

describe('mail transport', () => {
  it('takes the outbox in dev and test and the provider from the environment elsewhere', () => {
    const provider = { MAIL_PROVIDER_URL: 'https://mail.example/send', MAIL_PROVIDER_KEY: 'k'.repeat(20) };
    expect(mailTransportFromEnv('test', provider)).toEqual({ kind: 'outbox' });
    expect(mailTransportFromEnv('dev', {})).toEqual({ kind: 'outbox' });
    expect(mailTransportFromEnv('prod', provider)).toMatchObject({
      kind: 'provider',
      url: 'https://mail.example/send',
      from: 'no-reply@expoportal.example',
    });
    expect(mailTransportFromEnv('pre', { ...provider, MAIL_FROM: 'expo@example.com' })).toMatchObject({
      from: 'expo@example.com',
    });
    expect(mailTransportFromEnv('prod', {}).kind).toBe('unconfigured');
    expect(mailTransportFromEnv('prod', { ...provider, MAIL_PROVIDER_URL: 'ftp://mail.example' }).kind).toBe(
      'unconfigured',
    );
    expect(mailTransportFromEnv('prod', { ...provider, MAIL_PROVIDER_KEY: 'short' }).kind).toBe(
      'unconfigured',
    );
  });

  const received: { auth: string | undefined; body: unknown }[] = [];
  let failNext = 0;
  const provider = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        response.writeHead(502).end();
        return;
      }
      received.push({
        auth: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"m1"}');
    });
  });
  afterAll(() => {
    provider.close();
  });

  it('posts to the provider in prod (retrying a 5xx once) and answers 503 when it is unconfigured or down', async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const port = (provider.address() as AddressInfo).port;
    const key = 'k'.repeat(24);
    const prod = await startTestApi({
      envName: 'prod',
      mail: { kind: 'provider', url: `http://127.0.0.1:${String(port)}/send`, key, from: 'expo@example.com' },
    });
    try {
      failNext = 1;
      const sent = await prod.call('POST', '/api/auth/email-code', {
        body: { email: 'prod.buyer@example.com', purpose: 'login' },
        locale: 'EN',
      });
      expect(sent.body.code).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]?.auth).toBe(`Bearer ${key}`);
      expect(received[0]?.body).toMatchObject({ from: 'expo@example.com', to: 'prod.buyer@example.com' });
      // The outbox is a dev/test endpoint: not there in prod.
      expect((await prod.call('GET', '/api/dev/mail-outbox')).status).toBe(404);
      failNext = 2;
      await expect(
        queueMail(prod.ctx.db, { to: 'x@example.com', subject: 's', text: 't', purpose: 'test' }, new Date()),
      ).rejects.toMatchObject({ status: 503 });
      // Without a provider (MAIL_PROVIDER_* unset in prod) nothing is sent and the caller hears 503.
      configureMail(prod.ctx.db, { kind: 'unconfigured', reason: 'test' });
      const refused = await prod.call('POST', '/api/auth/email-code', {
        body: { email: 'other.buyer@example.com', purpose: 'login' },
      });
      expect(refused.status).toBe(503);
      expect(received).toHaveLength(1);
    } finally {
      await prod.stop();
    }
  }, 120_000);
});
