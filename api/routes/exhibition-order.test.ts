import { describe, expect, it } from 'vitest';
import { createClock } from '../test/clock.ts';
import { useTestApi } from '../test/per-file-api.ts';

// The seed spreads fairs over 2024-2028, so on this day some have ended, some are on and most
// are to come; the API's clock, not the machine's, decides which.
const clock = createClock(Date.parse('2026-03-10T08:00:00Z'));
const api = useTestApi({ now: clock.now });

interface Summary {
  id: number;
  startDate: string;
  endDate: string;
  views: number;
  state: 'upcoming' | 'ongoing' | 'past';
  industry: { id: number };
}

async function page(query: string): Promise<{ records: Summary[]; total: number }> {
  const { status, body } = await api.call<{ records: Summary[]; total: number }>(
    'GET',
    `/api/exhibitions?${query}`,
  );
  expect(status, query).toBe(200);
  return body.data ?? { records: [], total: 0 };
}

/** Every record of a list, read 100 at a time. */
async function everyRecord(query: string): Promise<Summary[]> {
  const first = await page(`${query}&pageSize=100&pageNum=1`);
  const records = [...first.records];
  for (let pageNum = 2; records.length < first.total; pageNum += 1) {
    records.push(...(await page(`${query}&pageSize=100&pageNum=${String(pageNum)}`)).records);
  }
  expect(records).toHaveLength(first.total);
  return records;
}

/** The state of a fair on the clock's day, as a visitor reads the dates. */
function stateOn(record: Summary, day: string): Summary['state'] {
  if (record.startDate > day) return 'upcoming';
  return record.endDate < day ? 'past' : 'ongoing';
}

/** Asserts the default order: not ended soonest first, then ended most recent first. */
function expectCurrentFirst(records: Summary[], day: string): void {
  const cut = records.findIndex((record) => stateOn(record, day) === 'past');
  const open = cut === -1 ? records : records.slice(0, cut);
  const ended = cut === -1 ? [] : records.slice(cut);
  expect(open.length).toBeGreaterThan(0);
  expect(ended.length).toBeGreaterThan(0);
  for (const record of open) expect(stateOn(record, day), String(record.id)).not.toBe('past');
  for (const record of ended) expect(stateOn(record, day), String(record.id)).toBe('past');
  const openStarts = open.map((record) => record.startDate);
  expect(openStarts).toEqual([...openStarts].sort());
  const endedStarts = ended.map((record) => record.startDate);
  expect(endedStarts).toEqual([...endedStarts].sort().reverse());
}

describe('GET /api/exhibitions default order', () => {
  it('lists upcoming and ongoing fairs soonest first, then past ones most recent first, by the API clock', async () => {
    const records = await everyRecord('t=0');
    expectCurrentFirst(records, '2026-03-10');
    expect(records[0]?.state).not.toBe('past');
    expect(records.some((record) => record.state === 'ongoing')).toBe(true);
    for (const record of records) expect(record.state, String(record.id)).toBe(stateOn(record, '2026-03-10'));
    expect(await everyRecord('sort=date')).toEqual(records);
  });

  it('pages the same order in any page size (the export reads blocks of 100)', async () => {
    const block = (await page('pageSize=100&pageNum=2')).records.map((record) => record.id);
    const small: number[] = [];
    for (let pageNum = 6; pageNum <= 10; pageNum += 1) {
      small.push(
        ...(await page(`pageSize=20&pageNum=${String(pageNum)}`)).records.map((record) => record.id),
      );
    }
    expect(small).toEqual(block);
  });

  it('keeps the order under a filter', async () => {
    const records = await everyRecord('f=1');
    for (const record of records) expect(record.industry.id).toBe(1);
    expectCurrentFirst(records, '2026-03-10');
  });

  it('moves a fair behind the open ones once the clock passes its last day', async () => {
    const first = (await page('pageSize=1')).records[0];
    expect(first).toBeDefined();
    const lastDay = Date.parse(`${first?.endDate ?? ''}T00:00:00Z`);
    const before = clock.now().getTime();
    clock.advance(lastDay - before + 2 * 86_400_000);
    try {
      const day = clock.now().toISOString().slice(0, 10);
      const records = await everyRecord('t=0');
      expectCurrentFirst(records, day);
      const moved = records.find((record) => record.id === first?.id);
      expect(moved?.state).toBe('past');
      expect(records[0]?.id).not.toBe(first?.id);
    } finally {
      clock.advance(before - clock.now().getTime());
    }
  });
});

describe('GET /api/exhibitions sort=popular', () => {
  it('lists the most viewed first, fairs that have not ended before those that have', async () => {
    const records = await everyRecord('sort=popular');
    const cut = records.findIndex((record) => record.state === 'past');
    expect(cut).toBeGreaterThan(0);
    for (const [index, record] of records.entries()) {
      expect(record.state === 'past', String(record.id)).toBe(index >= cut);
    }
    for (const part of [records.slice(0, cut), records.slice(cut)]) {
      const views = part.map((record) => record.views);
      expect(views).toEqual([...views].sort((a, b) => b - a));
    }
    const byViews = (await page('sort=views&pageSize=100')).records.map((record) => record.views);
    expect(byViews).toEqual([...byViews].sort((a, b) => b - a));
  });
});
