import { describe, expect, it } from 'vitest';
import type { Lookups } from '../../src/lib/contract/lookup.ts';
import { useTestApi } from '../test/per-file-api.ts';

const api = useTestApi();

interface Summary {
  id: number;
  views: number;
}
interface Page {
  records: Summary[];
  total: number;
}

describe('GET /api/exhibitions ordering and the free-ticket filter', () => {
  it('sort=views lists the most viewed first (the top-100 list)', async () => {
    const { body } = await api.call<Page>('GET', '/api/exhibitions?sort=views&pageSize=100');
    const views = body.data?.records.map((record) => record.views) ?? [];
    expect(views).toHaveLength(100);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('free=1 keeps only fairs that offer a free ticket kind', async () => {
    const all = await api.call<Page>('GET', '/api/exhibitions?pageSize=1');
    const free = await api.call<Page>('GET', '/api/exhibitions?free=1&pageSize=20');
    const freeTotal = free.body.data?.total ?? 0;
    expect(freeTotal).toBeGreaterThan(0);
    expect(freeTotal).toBeLessThan(all.body.data?.total ?? 0);
    for (const record of free.body.data?.records ?? []) {
      const tickets = await api.call<{ payKind: number }[]>(
        'GET',
        `/api/exhibitions/${String(record.id)}/tickets`,
      );
      expect(
        tickets.body.data?.some((ticket) => ticket.payKind === 2),
        String(record.id),
      ).toBe(true);
    }
  });

  it('refuses unknown sort orders and free values with 20002', async () => {
    for (const query of ['sort=random', 'free=2', 'free=yes']) {
      const { status, body } = await api.call('GET', `/api/exhibitions?${query}`);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(20002);
    }
  });
});

describe('GET /api/exhibitions names', () => {
  it("names each fair's industries and places as the lookups do, in both languages", async () => {
    for (const locale of ['CN', 'EN'] as const) {
      const lookups = (await api.call<Lookups>('GET', '/api/lookups', { locale })).body.data;
      const names = new Map<string, string>();
      for (const industry of lookups?.industries ?? []) {
        names.set(`industry ${String(industry.id)}`, industry.name);
        for (const sub of industry.subIndustries) names.set(`industry ${String(sub.id)}`, sub.name);
      }
      for (const continent of lookups?.continents ?? []) {
        names.set(`continent ${String(continent.id)}`, continent.name);
        for (const country of continent.countries) {
          names.set(`country ${String(country.id)}`, country.name);
          for (const city of country.cities) names.set(`city ${String(city.id)}`, city.name);
        }
      }
      interface Named {
        id: number;
        name: string;
      }
      type Placed = Record<'industry' | 'subIndustry' | 'continent' | 'country' | 'city', Named>;
      const page = (await api.call<{ records: Placed[] }>('GET', '/api/exhibitions?pageSize=50', { locale }))
        .body.data;
      expect(page?.records.length).toBe(50);
      for (const record of page?.records ?? []) {
        const pairs: [string, Named][] = [
          ['industry', record.industry],
          ['industry', record.subIndustry],
          ['continent', record.continent],
          ['country', record.country],
          ['city', record.city],
        ];
        for (const [kind, named] of pairs) {
          expect(named.name, `${locale} ${kind} ${String(named.id)}`).not.toBe('');
          expect(named.name, `${locale} ${kind} ${String(named.id)}`).toBe(
            names.get(`${kind} ${String(named.id)}`),
          );
        }
      }
    }
  });
});

describe('GET /api/exhibitions lists of one shape', () => {
  // The SQL of a list is built once per shape (which filters are set); the values are bound
  // per request. Requests of one shape with different values must answer each their own.
  interface Filtered {
    id: number;
    startDate: string;
    endDate: string;
    industry: { id: number };
  }
  const page = async (query: string) =>
    (await api.call<{ records: Filtered[]; total: number }>('GET', `/api/exhibitions?${query}`)).body.data;

  it('answers each industry its own fairs and total, and pages by the bound offset', async () => {
    for (const f of [1, 2, 3, 4]) {
      const first = await page(`f=${String(f)}&pageSize=40`);
      expect(first?.total, `f=${String(f)}`).toBeGreaterThan(0);
      for (const record of first?.records ?? []) expect(record.industry.id, `f=${String(f)}`).toBe(f);
      const second = await page(`f=${String(f)}&pageSize=20&pageNum=2`);
      expect(second?.records.map((record) => record.id)).toEqual(
        first?.records.slice(20, 40).map((record) => record.id),
      );
    }
  });

  it('binds the dates of the time windows and the keyword pattern (its wildcards literal)', async () => {
    const past = await page('t=7&pageSize=20');
    const today = new Date().toISOString().slice(0, 10);
    const starts = past?.records.map((record) => record.startDate) ?? [];
    expect(starts.length).toBeGreaterThan(0);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const record of past?.records ?? []) expect(record.endDate < today).toBe(true);
    const named = (await page('pageSize=1'))?.records[0];
    const word = (await api.call<{ name: string }>('GET', `/api/exhibitions/${String(named?.id)}`)).body.data
      ?.name;
    const found = await page(`keyword=${encodeURIComponent(word ?? '')}&pageSize=50`);
    expect(found?.records.map((record) => record.id)).toContain(named?.id);
    for (const wildcard of ['%', '_', '%_%']) {
      expect((await page(`keyword=${encodeURIComponent(wildcard)}`))?.total, wildcard).toBe(0);
    }
  });
});
