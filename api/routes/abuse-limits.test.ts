/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument -- these tests read JSON over HTTP: its shape is what they assert */
import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToApi } from '../../scripts/api-proxy.ts';
import { rateLimits, users } from '../db/schema.ts';
import type { LimitRule } from '../domain/abuse-limits.ts';
import { formatHash, hashPassword, parseHash, verifyPassword } from '../domain/passwords.ts';
import { demoMember, demoPassword } from '../seed/demo-accounts.ts';
import { parseTrustedProxies } from '../server/client-address.ts';
import { startTestApi, type TestApi } from '../test/harness.ts';
import { emailCode, loginDemo, smsCode } from '../test/login.ts';
import { setTimeout as sleep } from 'node:timers/promises';

// The abuse limits over real HTTP, shortened through the app factory's `limits` option. The test
// client connects from loopback, which the API trusts as a proxy by default, so X-Forwarded-For
// plays the client address of each request.

const rule = (points: number, seconds: number, blockSeconds = 0): LimitRule => ({
  points,
  seconds,
  blockSeconds,
});

let api: TestApi;
let strict: TestApi;
let origin: Server;
let originUrl = '';
let buyer: string;
let otherBuyer: string;

const from = (address: string) => ({ 'X-Forwarded-For': address });

function login(account: string, password: string, address: string, locale?: 'CN' | 'EN') {
  return api.call('POST', '/api/auth/login', {
    body: { account, password },
    headers: from(address),
    ...(locale !== undefined && { locale }),
  });
}

/** A 429 in the spec's envelope with Retry-After in seconds, within the window. */
function expectLimited(response: { status: number; body: object; headers: Headers }, maxSeconds: number) {
  const body = response.body as Record<string, unknown>;
  expect(response.status).toBe(429);
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'errorMessage', 'message']);
  expect(body).toMatchObject({ code: 0, data: null });
  expect(body.errorMessage).toBe(body.message);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

beforeAll(async () => {
  api = await startTestApi({
    limits: {
      login: {
        pair: { free: 3, windowSeconds: 60, maxWaitSeconds: 60 },
        account: { free: 6, windowSeconds: 60, maxWaitSeconds: 60 },
        address: { free: 8, windowSeconds: 60, maxWaitSeconds: 60 },
        knownSeconds: 3600,
      },
      checkExistAddress: rule(3, 600),
      smsAddress: rule(3, 600),
      wxTicketAddress: rule(2, 60),
      wxPollAddress: rule(3, 60),
      orderUser: rule(2, 600),
      uploadUser: rule(2, 600),
      telemetryAddress: rule(2, 60),
      hashGate: { concurrent: 1, queue: 2 },
    },
  });
  // Trusts no proxy at all: the loopback test client is an untrusted peer here.
  strict = await startTestApi({
    trustedProxies: '',
    limits: {
      login: {
        pair: { free: 3, windowSeconds: 60, maxWaitSeconds: 60 },
        account: { free: 3, windowSeconds: 60, maxWaitSeconds: 60 },
        address: { free: 3, windowSeconds: 60, maxWaitSeconds: 60 },
        knownSeconds: 3600,
      },
    },
  });
  // The origin's proxy, trusting nobody in front of it (an attacker connects to it directly).
  const nobody = parseTrustedProxies('');
  origin = createServer((req, res) => {
    proxyToApi(api.url, req, res, { trusted: nobody });
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${String((origin.address() as AddressInfo).port)}`;
  buyer = await loginDemo(api, 6);
  otherBuyer = await loginDemo(api, 7);
});

afterAll(async () => {
  await new Promise((resolve) => origin.close(resolve));
  await api.stop();
  await strict.stop();
});

describe('password login', () => {
  it('slows one account from one address with waits that double, while the owner logs in elsewhere', async () => {
    const victim = demoMember(3).phone;
    const guesser = '203.0.113.10';
    for (let i = 0; i < 4; i++)
      expect((await login(victim, `Wrong-guess-${String(i)}`, guesser)).status).toBe(400);
    // The fourth failure is one over the allowance of three: a wait of 1 s, then 2 s.
    const first = await login(victim, 'Wrong-guess-4', guesser, 'EN');
    expectLimited(first, 1);
    expect(first.body.message).toMatch(/^Too many login attempts\. Try again in 1 s\.$/);
    const chinese = await login(victim, 'Wrong-guess-4', guesser, 'CN');
    expectLimited(chinese, 1);
    expect(chinese.body.message).toMatch(/^登录尝试次数过多，请 1 秒后再试$/);
    await sleep(1100);
    expect((await login(victim, 'Wrong-guess-5', guesser)).status).toBe(400);
    expect(Number((await login(victim, 'Wrong-guess-6', guesser)).headers.get('retry-after'))).toBe(2);
    // Even the right password waits at the guesser's address ...
    expect((await login(victim, demoPassword, guesser)).status).toBe(429);
    // ... but not at the owner's.
    expect((await login(victim, demoPassword, '203.0.113.99')).status).toBe(200);
  });

  it('keeps the owner in during a flood from many addresses: only strangers to the account wait', async () => {
    const victim = demoMember(5).phone;
    const home = '198.51.100.50';
    expect((await login(victim, demoPassword, home)).status).toBe(200);
    const flood: number[] = [];
    for (let i = 0; i < 8; i++)
      flood.push((await login(victim, `Flood-${String(i)}`, `203.0.113.${String(20 + i)}`)).status);
    // Each address fails once; the seventh failure of the account starts waits for new addresses.
    expect(flood).toEqual([400, 400, 400, 400, 400, 400, 400, 429]);
    // Past the account's allowance of six, a new address waits, whatever the password ...
    const stranger = await login(victim, 'Flood-late', '203.0.113.60');
    expectLimited(stranger, 60);
    // ... while the owner logs in from where they logged in before,
    expect((await login(victim, demoPassword, home)).status).toBe(200);
    // and SMS code login is not throttled at all,
    const code = await smsCode(api, victim, 'login');
    expect((await api.call('GET', `/api/auth/phonelr/${encodeURIComponent(victim)}/${code}`)).body.code).toBe(
      1,
    );
    // nor e-mail code login.
    const email = demoMember(5).email;
    const mailed = await emailCode(api, email, 'login');
    const byMail = await api.call('POST', '/api/auth/email-login', { body: { email, code: mailed } });
    expect(byMail.body.code).toBe(1);
    expect(byMail.body.data).toMatchObject({ created: false });
  });

  it('slows a shared address that sprays many accounts, not the members who logged in from it', async () => {
    const office = '100.64.1.1';
    const colleague = demoMember(14).phone;
    expect((await login(colleague, demoPassword, office)).status).toBe(200);
    // Nine accounts failing once each from the office: one over the address's allowance of eight.
    for (let n = 6; n < 15; n++) {
      if (n === 14) continue;
      expect((await login(demoMember(n).email, 'Wrong-pass-1', office)).status).toBe(400);
    }
    expect((await login(demoMember(15).email, 'Wrong-pass-1', office)).status).toBe(400);
    expectLimited(await login(demoMember(16).phone, 'Wrong-pass-1', office), 60);
    // The colleague is known at the office: not slowed.
    expect((await login(colleague, demoPassword, office)).status).toBe(200);
  });

  it('answers an unknown account after the same password hashing as a known one', async () => {
    const times = async (account: (i: number) => string, prefix: string) => {
      const spent: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const response = await login(account(i), 'Wrong-pass-1', `${prefix}.${String(i)}`);
        spent.push(performance.now() - started);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 0, data: null });
      }
      return spent.sort((x, y) => x - y)[2] ?? 0;
    };
    const known = await times((i) => demoMember(i + 8).email, '192.0.2');
    const unknown = await times((i) => `nobody-${String(i)}@example.com`, '198.18.0');
    // Without the decoy hash an unknown account answered ~15 times faster; allow for noise.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('does not let an untrusted peer dodge the address limit by rotating X-Forwarded-For', async () => {
    const tries = [];
    for (let n = 1; n <= 5; n++) {
      tries.push(
        await strict.call('POST', '/api/auth/login', {
          body: { account: demoMember(n).phone, password: 'Wrong-pass-1' },
          headers: from(`192.0.2.${String(n)}`),
        }),
      );
    }
    expect(tries.slice(0, 4).map((response) => response.status)).toEqual([400, 400, 400, 400]);
    const fifth = tries[4];
    if (fifth === undefined) throw new Error('no fifth try');
    expectLimited(fifth, 60);
  });

  it("through the origin's proxy, a client's own X-Forwarded-For is replaced by its address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${originUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `100.64.0.${String(i)}`,
          Locale: 'EN',
        },
        body: JSON.stringify({ account: demoMember(17).phone, password: `Wrong-${String(i)}-x` }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // One account from one address (the header was not believed): four failures, then the wait.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('answers 503 with Retry-After when too many passwords are being checked at once', async () => {
    // Twelve accounts (each under its own limit) from twelve addresses, all at once.
    const members = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    const responses = await Promise.all(
      members.map((n, i) => login(demoMember(n).email, demoPassword, `233.252.0.${String(i)}`, 'EN')),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    const busy = responses.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) {
      expect(response.headers.get('retry-after')).toBe('1');
      expect(response.body).toMatchObject({
        code: 0,
        data: null,
        message: 'The server is busy. Try again in a moment.',
      });
    }
    // A refused check was no failure: the account is not shut by the 503s.
    expect((await login(demoMember(1).email, demoPassword, '233.252.0.1')).status).toBe(200);
  });
});

describe('counter store', () => {
  it('keeps the counters in PostgreSQL when the API runs on it, else in memory', async () => {
    const onPostgres = api.ctx.driver === 'postgres';
    expect(api.ctx.limits.store).toBe(onPostgres ? 'postgres' : 'memory');
    const rows = await api.ctx.db.select().from(rateLimits);
    if (onPostgres) expect(rows.map((row) => row.key)).toContain('login_fail_account:+8613800000003');
    else expect(rows).toEqual([]);
  });
});

describe('password hashes', () => {
  it('rewrites an old base64url hash in the standard PHC format at the next login', async () => {
    const { phone } = demoMember(19);
    let legacy = '';
    let standard = '';
    // A salt and tag whose base64url differs from base64 (holds - or _), as most old rows do.
    while (legacy === standard) {
      standard = await hashPassword(demoPassword);
      const parsed = parseHash(standard);
      if (parsed === null) throw new Error('unparsable');
      legacy = `$argon2id$v=19$m=19456,t=2,p=1$${parsed.salt.toString('base64url')}$${parsed.hash.toString('base64url')}`;
    }
    await api.ctx.db.update(users).set({ passwordHash: legacy }).where(eq(users.phone, phone));
    expect((await login(phone, 'Not-the-pass-1', '203.0.113.200')).status).toBe(400);
    const [unchanged] = await api.ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(unchanged?.passwordHash).toBe(legacy);
    expect((await login(phone, demoPassword, '203.0.113.200')).status).toBe(200);
    const [row] = await api.ctx.db.select().from(users).where(eq(users.phone, phone));
    const parsedLegacy = parseHash(legacy);
    if (parsedLegacy === null) throw new Error('unparsable');
    expect(row?.passwordHash).toBe(formatHash(parsedLegacy));
    expect(row?.passwordHash).toBe(standard);
    expect(row?.passwordHash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(await verifyPassword(demoPassword, row?.passwordHash ?? '')).toBe(true);
    expect((await login(phone, demoPassword, '203.0.113.200')).status).toBe(200);
  });
});

describe('account lookups', () => {
  it('answers checkExist under a per-address limit, with nothing but whether the value is taken', async () => {
    const look = (value: string, address: string) =>
      api.call('GET', `/api/user/checkExist/${encodeURIComponent(value)}`, { headers: from(address) });
    const taken = await look(demoMember(1).phone, '203.0.113.150');
    expect(taken.body.data).toEqual({ exists: true });
    expect((await look('13000000777', '203.0.113.150')).body.data).toEqual({ exists: false });
    expect((await look(demoMember(2).email, '203.0.113.150')).body.data).toEqual({ exists: true });
    expectLimited(await look(demoMember(3).phone, '203.0.113.150'), 600);
    expect((await look(demoMember(3).phone, '203.0.113.151')).status).toBe(200);
  });
});

describe('SMS, QR login, orders and uploads', () => {
  it('limits SMS sends per address, whatever the phone', async () => {
    const send = (phone: string, address: string, locale?: 'CN' | 'EN') =>
      api.call('GET', `/api/auth/sendRegisterVerifyCode/${phone}/login`, {
        headers: from(address),
        ...(locale !== undefined && { locale }),
      });
    for (const phone of ['13755550001', '13755550002', '13755550003'])
      expect((await send(phone, '198.51.100.50')).body.code).toBe(1);
    const fourth = await send('13755550004', '198.51.100.50');
    expectLimited(fourth, 600);
    expect(fourth.body.message).toBe('验证码发送过于频繁，请 10 分钟后再试');
    expect((await send('13755550005', '198.51.100.50', 'EN')).body.message).toBe(
      'Too many verification codes requested. Try again in 10 minutes.',
    );
    expect((await send('13755550004', '198.51.100.51')).body.code).toBe(1);
  });

  it('limits QR tickets and polls per address', async () => {
    const address = '198.51.100.60';
    const ticket = (await api.call('GET', '/api/auth/getWxQRScanCode', { headers: from(address) })).body.data
      .ticket as string;
    expect((await api.call('GET', '/api/auth/getWxQRScanCode', { headers: from(address) })).body.code).toBe(
      1,
    );
    expectLimited(await api.call('GET', '/api/auth/getWxQRScanCode', { headers: from(address) }), 60);
    for (let i = 0; i < 3; i++)
      expect(
        (await api.call('GET', `/api/auth/wxlogin/${ticket}`, { headers: from(address) })).body.code,
      ).toBe(200015);
    expectLimited(await api.call('GET', `/api/auth/wxlogin/${ticket}`, { headers: from(address) }), 60);
    expect(
      (await api.call('GET', `/api/auth/wxlogin/${ticket}`, { headers: from('198.51.100.61') })).body.code,
    ).toBe(200015);
  });

  it('limits order creation per user, whichever kind and address', async () => {
    // t=1: upcoming fairs, which take applications.
    const exhibitions = (await api.call('GET', '/api/exhibitions?t=1&pageSize=5')).body.data.records;
    const apply = (token: string, key: string, address: string, exhibitionId: number) =>
      api.call('POST', '/api/orders/applications', {
        token,
        locale: 'EN',
        headers: { 'Idempotency-Key': key, ...from(address) },
        body: {
          exhibitionId,
          companyName: '上海展贸有限公司',
          boothType: 'standard',
          boothAreaSqm: 18,
          contact: { name: '王伟', phone: '13800000006', email: 'buyer@example.com' },
        },
      });
    const first = await apply(buyer, 'limit-order-0001', '198.51.100.70', exhibitions[0].id);
    expect(first.body).toMatchObject({ code: 1, data: { orderType: 'application' } });
    // Invalid bodies count too: the limit is taken before the body is read.
    const invalid = await api.call('POST', '/api/orders/tickets', {
      token: buyer,
      headers: { 'Idempotency-Key': 'limit-order-0002' },
      body: {},
    });
    expect(invalid.body.code).toBe(20002);
    const third = await apply(buyer, 'limit-order-0003', '198.51.100.71', exhibitions[1].id);
    expectLimited(third, 600);
    expect(third.body.message).toBe('Too many orders. Try again in 10 minutes.');
    expect((await apply(otherBuyer, 'limit-order-0004', '198.51.100.70', exhibitions[1].id)).body.code).toBe(
      1,
    );
  });

  it('limits uploads per user', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
    const upload = async (token: string) => {
      const response = await api.raw('POST', '/api/uploads?fileName=passport.jpg', {
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg', Locale: 'EN' },
        body: jpeg,
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      };
    };
    expect((await upload(buyer)).status).toBe(200);
    expect((await upload(buyer)).status).toBe(200);
    const third = await upload(buyer);
    expectLimited(third, 600);
    expect(third.body.message).toBe('Too many uploads. Try again in 10 minutes.');
    expect((await upload(otherBuyer)).status).toBe(200);
  });

  it('limits tracking events and recordings per address', async () => {
    const send = (path: string, body: unknown, address: string) =>
      api.call('POST', path, { headers: { 'Content-Type': 'text/plain', ...from(address) }, body });
    const event = {
      name: 'pc_submit_ticket',
      platform: 'pc',
      url: 'http://localhost/ticket/1.html',
      sessionId: 'session-limit-1',
      traceId: 'trace-limit-1',
      props: {},
    };
    const events = { events: [event] };
    expect((await send('/api/telemetry/events', events, '198.51.100.80')).body.code).toBe(1);
    const recording = {
      sessionId: 'session-limit-1',
      url: 'http://localhost/',
      events: [{ type: 4, timestamp: 1, data: { href: 'http://localhost/' } }],
    };
    expect((await send('/api/telemetry/recordings', recording, '198.51.100.80')).body.code).toBe(1);
    expectLimited(await send('/api/telemetry/events', events, '198.51.100.80'), 60);
    expect((await send('/api/telemetry/events', events, '198.51.100.81')).body.code).toBe(1);
  });
});
