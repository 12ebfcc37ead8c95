/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.ts';
import { demoEditor, demoPassword } from '../seed/demo-accounts.ts';
import { activeRoutes } from '../server/app.ts';
import type { AnyRoute } from '../server/route.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { loginDemo, loginStaff } from '../test/login.ts';
import { allRoutes } from './all-routes.ts';

// Feeds every endpoint hostile input and checks the service answers cleanly: an envelope, a
// catalogue code, never a 500, never a write.

// Dozens of bad requests per endpoint from one user and address: far over the abuse limits,
// which have their own test (abuse-limits.test.ts).
const plenty = { points: 100_000, seconds: 3600, blockSeconds: 0 };
const api = useTestApi({
  limits: {
    orderUser: plenty,
    paymentUser: plenty,
    uploadUser: plenty,
    smsAddress: plenty,
    wxTicketAddress: plenty,
    wxPollAddress: plenty,
    checkExistAddress: plenty,
    login: {
      pair: { free: 100_000, windowSeconds: 3600, maxWaitSeconds: 1 },
      account: { free: 100_000, windowSeconds: 3600, maxWaitSeconds: 1 },
      address: { free: 100_000, windowSeconds: 3600, maxWaitSeconds: 1 },
      knownSeconds: 3600,
    },
  },
});
let member: string;
let editor: string;
let staff: string;
let routes: AnyRoute[];
const allowedCodes = new Set([0, 1, 401, 111006, 20002, 20004, 20008, 20012, 200015]);
const garbageParams = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999',
  "1' OR '1'='1",
  '%FF%FE',
  '%00',
  '%E4%B8',
  'x'.repeat(300),
];
const tables = [
  t.exhibitions,
  t.news,
  t.pavilions,
  t.wikiArticles,
  t.users,
  t.ticketOrders,
  t.visaOrders,
  t.tripSignups,
  t.exhibitionApplications,
  t.flightOrders,
  t.payments,
  t.visitors,
  t.follows,
  t.cacheEvents,
  t.uploads,
  t.ticketTiers,
];

async function rowCounts(): Promise<number[]> {
  return Promise.all(
    tables.map(async (table) => (await api.ctx.db.select({ n: count() }).from(table))[0]?.n ?? -1),
  );
}

function validPath(route: AnyRoute): string {
  return route.path.replace(
    /:([A-Za-z]+)/g,
    (_m, name: string) =>
      ({
        // Staff's flight-order calls take flight order numbers only.
        orderNo: route.path.includes('/flight-orders/') ? 'F20260101000000000001' : 'T202601010000001',
        paymentNo: 'P20260101000000000001',
        ticket: 'A'.repeat(32),
        type: 'exhibition',
        targetType: 'exhibition',
        file: '1.html',
      })[name] ?? '1',
  );
}

function headersFor(route: AnyRoute, extra: Record<string, string> = {}): Record<string, string> {
  const token = route.auth === 'editor' ? editor : route.auth === 'staff' ? staff : member;
  return { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'bad-input-key-1', ...extra };
}

async function expectClean(response: Response, label: string): Promise<{ code: number; status: number }> {
  expect(response.status, label).toBeLessThan(500);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return { code: -1, status: response.status };
  const body = (await response.json()) as unknown;
  if (Array.isArray(body)) return { code: 1, status: response.status };
  const envelope = body as { code: number; message: unknown };
  expect(typeof envelope.code, label).toBe('number');
  expect(
    allowedCodes.has(envelope.code) || envelope.code === 20003 || envelope.code === 20013,
    `${label}: code ${String(envelope.code)}`,
  ).toBe(true);
  return { code: envelope.code, status: response.status };
}

beforeAll(async () => {
  member = await loginDemo(api, 1);
  editor = (
    await api.call('POST', '/api/auth/login', { body: { account: demoEditor.phone, password: demoPassword } })
  ).body.data.accessToken;
  staff = await loginStaff(api);
  routes = activeRoutes(allRoutes, api.ctx).filter((r) => r.path !== '/api/auth/logout');
});

describe('every endpoint', () => {
  it('answers garbage path params with 20002 or not-found, never a 500', async () => {
    const before = await rowCounts();
    for (const route of routes.filter((r) => r.params !== undefined)) {
      const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
      for (const name of names) {
        for (const garbage of garbageParams) {
          const targetPath = route.path.replace(/:([A-Za-z]+)/g, (_m, n: string) =>
            n === name ? garbage : validPath({ ...route, path: `:${n}` }),
          );
          const response = await api.raw(route.method.toUpperCase(), targetPath, {
            headers: headersFor(route, { 'Content-Type': 'application/json' }),
            ...(route.method !== 'get' && route.method !== 'delete' && { body: '{}' }),
          });
          const { code, status } = await expectClean(response, `${route.method} ${targetPath}`);
          // checkExist takes free text: any value is a fair question there.
          const freeText = route.path === '/api/user/checkExist/:value';
          expect(
            freeText || [20002, 0, 401, 111006].includes(code) || status === 404,
            `${route.method} ${targetPath} answered ${String(code)}/${String(status)}`,
          ).toBe(true);
        }
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers unknown ids with a clear not-found envelope', async () => {
    const idRoutes = routes.filter(
      // Object storage is not an id lookup: any well-formed picture name answers a picture.
      (r) =>
        r.method === 'get' && r.tag !== 'storage' && /:(id|orderNo|paymentNo|ticket|file)\b/.test(r.path),
    );
    expect(idRoutes.length).toBeGreaterThan(20);
    for (const route of idRoutes) {
      const path = route.path.replace(
        /:([A-Za-z]+)/g,
        (_m, name: string) =>
          ({
            orderNo: 'T209901010000009999',
            paymentNo: 'P20990101000000009999',
            ticket: 'Z'.repeat(32),
            type: 'exhibition',
            targetType: 'exhibition',
            file: '2147483647.html',
          })[name] ?? '2147483647',
      );
      for (const [locale, words] of [
        ['EN', /not found/],
        ['CN', /不存在/],
      ] as const) {
        const response = await api.raw('GET', path, { headers: headersFor(route, { Locale: locale }) });
        expect(response.status, path).toBe(404);
        const body = (await response.json()) as { code: number; message: string };
        expect(body.code, path).toBe(0);
        expect(body.message, `${locale} ${path}`).toMatch(words);
      }
    }
  });

  it('answers bad query values (huge page sizes, negative pages, wrong types) with 20002 naming the field', async () => {
    for (const route of routes.filter((r) => r.query !== undefined)) {
      const shape = (route.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const bad: Record<string, string> = {};
      if ('pageSize' in shape) bad.pageSize = '1000000';
      if ('pageNum' in shape) bad.pageNum = '-1';
      for (const [name, value] of Object.entries(bad)) {
        const response = await api.raw(
          'GET'.toUpperCase() === route.method.toUpperCase() ? 'GET' : route.method.toUpperCase(),
          `${validPath(route)}?${name}=${value}`,
          {
            headers: headersFor(route, { 'Content-Type': 'application/json' }),
            ...(route.method === 'post' && { body: '{}' }),
          },
        );
        const body = (await response.json()) as {
          code: number;
          data: { fields: { field: string }[] } | null;
        };
        expect(body.code, `${route.path}?${name}=${value}`).toBe(20002);
        expect(
          body.data?.fields.map((f) => f.field),
          route.path,
        ).toContain(`query.${name}`);
      }
      for (const name of Object.keys(shape)) {
        for (const garbage of ['%FF', "'; drop table users;--", 'x'.repeat(5000), '1e400']) {
          const response = await api.raw(
            route.method.toUpperCase(),
            `${validPath(route)}?${name}=${garbage}`,
            {
              headers: headersFor(route, { 'Content-Type': 'application/json' }),
              ...(route.method === 'post' && { body: '{}' }),
            },
          );
          await expectClean(response, `${route.path}?${name}=${garbage.slice(0, 20)}`);
        }
      }
    }
  });

  it('answers bad bodies (wrong type, invalid JSON or UTF-8, NUL, oversized, empty object) with 20002 and writes nothing', async () => {
    const before = await rowCounts();
    const jsonRoutes = routes.filter((r) => r.body !== undefined && r.bodyKind !== 'raw');
    expect(jsonRoutes.length).toBeGreaterThan(20);
    const bodies: { label: string; type: string; body: BodyInit; status?: number; valid?: boolean }[] = [
      { label: 'text/plain', type: 'text/plain', body: '{"a":1}', status: 415 },
      { label: 'invalid JSON', type: 'application/json', body: '{"a":' },
      {
        label: 'invalid UTF-8',
        type: 'application/json',
        body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      },
      {
        label: 'NUL in a string',
        type: 'application/json',
        body: '{"name":"a\\u0000b","title":"a\\u0000b","account":"a\\u0000b"}',
      },
      {
        label: 'lone surrogate',
        type: 'application/json',
        body: '{"name":"\\ud800","title":"\\ud800","phone":"\\ud800"}',
      },
      { label: 'array', type: 'application/json', body: '[]' },
      {
        label: 'oversized',
        type: 'application/json',
        body: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
        status: 400,
      },
      {
        label: 'SQL metacharacters',
        type: 'application/json',
        body: JSON.stringify({
          account: "' OR 1=1 --",
          password: "'; drop table users; --",
          name: "Robert'); DROP TABLE visitors;--",
        }),
        valid: true,
      },
    ];
    for (const route of jsonRoutes) {
      for (const { label, type, body, status, valid } of bodies) {
        const response = await api.raw(route.method.toUpperCase(), validPath(route), {
          headers: headersFor(route, {
            'Content-Type': route.bodyKind === 'form' && label === 'text/plain' ? 'text/plain' : type,
          }),
          body,
        });
        const result = await expectClean(response, `${route.method} ${route.path} ${label}`);
        if (valid !== true) expect(result.code, `${route.method} ${route.path} ${label}`).toBe(20002);
        if (status !== undefined) expect(result.status, `${route.path} ${label}`).toBe(status);
      }
      {
        const empty = await api.raw(route.method.toUpperCase(), validPath(route), {
          headers: headersFor(route, {
            'Content-Type':
              route.bodyKind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
          }),
          body: route.bodyKind === 'form' ? '' : '{}',
        });
        const result = await expectClean(empty, `${route.path} {}`);
        expect(result.code, `${route.method} ${route.path} {}`).toBe(20002);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers raw-body endpoints cleanly: wrong upload type 415, oversized 413, unsigned notify 20002', async () => {
    const wrongType = await api.raw('POST', '/api/uploads', {
      headers: { Authorization: member, 'Content-Type': 'text/html' },
      body: '<script>',
    });
    expect(wrongType.status).toBe(415);
    const huge = await api.raw('POST', '/api/uploads', {
      headers: { Authorization: member, 'Content-Type': 'image/png' },
      body: new Uint8Array(6 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    const unsigned = await api.raw('POST', '/api/pay/notify/wxpay', {
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(((await unsigned.json()) as { code: number }).code).toBe(20002);
  });
});
