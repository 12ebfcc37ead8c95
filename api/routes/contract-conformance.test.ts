import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../src/lib/contract/envelope.ts';
import { activeRoutes } from '../server/app.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { loginDemo, loginStaff } from '../test/login.ts';
import { allRoutes } from './all-routes.ts';

// The response schemas are what the portal's types and the OpenAPI document promise: every GET
// that can be called with seeded ids must answer data that parses with its own schema.

const seededParams: Record<string, string> = {
  id: '1',
  orderNo: 'T202601010000001',
  type: 'exhibition',
  targetType: 'exhibition',
  targetId: '1',
};
const queries: Record<string, string> = {
  '/api/manager/follows': '?targetType=exhibition',
  '/api/manager/orders': '?orderType=ticket',
  '/api/batch/exhibitions': '?ids=1,2',
  '/api/batch/news': '?ids=1,2',
  '/api/batch/companies': '?ids=1,2',
  '/api/batch/periodicals': '?ids=1,2',
  '/api/batch/editions': '?ids=1,2',
  '/api/batch/exhibition-periodicals': '?ids=1,2&pageSize=100',
  '/api/checkin/day': '?fairId=1&day=2027-04-08',
  '/api/checkin/hours': '?fairId=1&day=2027-04-08',
};

let token: string;
let staffToken: string;
const api = useTestApi();
beforeAll(async () => {
  token = await loginDemo(api, 1);
  staffToken = await loginStaff(api);
});

describe('response schemas', () => {
  it('match what every seeded GET endpoint answers', async () => {
    const routes = activeRoutes(allRoutes, api.ctx).filter(
      (r) =>
        r.method === 'get' &&
        r.response !== undefined &&
        r.produces !== 'html' &&
        r.produces !== 'webp' &&
        r.auth !== 'editor' &&
        [...r.path.matchAll(/:([A-Za-z]+)/g)].every((m) => (m[1] ?? '') in seededParams),
    );
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) {
      const path =
        route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => seededParams[name] ?? '') +
        (queries[route.path] ?? '');
      const response = await api.raw('GET', path, {
        headers: { Authorization: route.auth === 'staff' ? staffToken : token, Locale: 'EN' },
      });
      const json: unknown = await response.json();
      const schema =
        route.produces === 'json' || route.response === undefined
          ? route.response
          : envelopeSchema(route.response);
      const result = schema?.safeParse(json);
      expect(result?.success, `${path}: ${JSON.stringify(result?.error?.issues.slice(0, 3))}`).toBe(true);
    }
  });
});
