import { describe, expect, it } from 'vitest';
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
