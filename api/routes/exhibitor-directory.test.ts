/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call -- these tests read JSON over HTTP: its shape is what they assert */
import { describe, expect, it } from 'vitest';
import type { Directory, FloorPlan } from '../../src/lib/contract/exhibitors.ts';
import { useTestApi } from '../test/per-file-api.ts';

// A fair's exhibitor directory and a venue's floor plan over HTTP.
const api = useTestApi();

const directory = async (query: string, locale: 'CN' | 'EN' = 'EN'): Promise<Directory> =>
  (await api.call('GET', `/api/exhibitions/1/directory${query}`, { locale })).body.data;

describe('GET /api/exhibitions/{id}/directory', () => {
  it("answers the fair's category tree, halls and countries with counts, and exhibitors in stand order", async () => {
    const all = await directory('?pageSize=100');
    expect(all.page.total).toBeGreaterThan(5);
    expect(all.page.records).toHaveLength(all.page.total);
    const codes = all.page.records.map((record) => record.stand.code);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b)));
    expect(all.halls.reduce((sum, hall) => sum + hall.count, 0)).toBe(all.page.total);
    expect(all.countries.reduce((sum, country) => sum + country.count, 0)).toBe(all.page.total);
    expect(all.categories[0]?.parentId).toBeNull();
    const first = all.page.records[0];
    expect(first?.categories.length).toBeGreaterThan(0);
    expect(first?.brands.length).toBeGreaterThan(0);
    expect(first?.profile).toMatch(/^[\x20-\x7e]+$/);
    expect((await directory('', 'CN')).page.records[0]?.profile).toMatch(/[\u4e00-\u9fff]/);
  });

  it('filters by a root category (with its children), a hall, a country and words of the name', async () => {
    const all = await directory('?pageSize=100');
    const root = all.categories.find((category) => category.parentId === null && category.count > 0);
    expect(root).toBeDefined();
    const byRoot = await directory(`?category=${String(root?.id)}&pageSize=100`);
    expect(byRoot.page.total).toBe(root?.count);
    const children = all.categories.filter((category) => category.parentId === root?.id).map((c) => c.id);
    for (const record of byRoot.page.records)
      expect(record.categories.some((c) => c.id === root?.id || children.includes(c.id))).toBe(true);
    const hall = all.halls[0];
    const byHall = await directory(`?hall=${String(hall?.id)}&pageSize=100`);
    expect(byHall.page.total).toBe(hall?.count);
    expect(byHall.page.records.every((record) => record.stand.hall === hall?.id)).toBe(true);
    const country = all.countries[0];
    const byCountry = await directory(`?country=${String(country?.id)}`);
    expect(byCountry.page.total).toBe(country?.count);
    const named = all.page.records[3]?.company.name ?? '';
    const word = named.split(/\s+/)[0] ?? '';
    const found = await directory(`?q=${encodeURIComponent(word)}&pageSize=100`);
    expect(found.page.records.map((record) => record.company.name)).toContain(named);
    expect(
      found.page.records.every((record) => record.company.name.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
    expect((await directory('?q=zzqqxxnothing')).page.total).toBe(0);
  });

  it("finds words in the exhibitors' brands, profiles and categories too, in both languages, within the fair", async () => {
    const all = (await directory('?pageSize=100')).page.records;
    const allZh = (await directory('?pageSize=100', 'CN')).page.records;
    const text = (record: (typeof all)[number]) =>
      [record.company.name, ...record.brands, record.profile, ...record.categories.map((c) => c.name)]
        .join(' ')
        .toLowerCase();
    const words = (value: string) => value.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    // A brand word that is not in the company's name: only the brand can find it.
    const byBrand = all
      .flatMap((record) => record.brands.flatMap(words).map((word) => ({ record, word })))
      .find(({ record, word }) => !record.company.name.toLowerCase().includes(word));
    expect(byBrand).toBeDefined();
    const brandHits = (await directory(`?q=${encodeURIComponent(byBrand?.word ?? '')}&pageSize=100`)).page
      .records;
    expect(brandHits.map((record) => record.id)).toContain(byBrand?.record.id);
    for (const hit of brandHits) expect(text(hit)).toContain(byBrand?.word);
    // A profile word in neither the name nor the brands nor the categories.
    const byProfile = all
      .flatMap((record) => words(record.profile).map((word) => ({ record, word })))
      .find(({ record, word }) => word.length >= 6 && !text({ ...record, profile: '' }).includes(word));
    expect(byProfile).toBeDefined();
    const profileHits = await directory(`?q=${encodeURIComponent(byProfile?.word ?? '')}&pageSize=100`, 'CN');
    expect(profileHits.page.records.map((record) => record.id)).toContain(byProfile?.record.id);
    // The Chinese profile by two of its characters, asked from the English edition.
    const zh = allZh.find((record) => /[\u4e00-\u9fff]{2}/.test(record.profile));
    const pair = zh?.profile.match(/[\u4e00-\u9fff]{2}/)?.[0] ?? '';
    const zhHits = await directory(`?q=${encodeURIComponent(pair)}&pageSize=100`);
    expect(zhHits.page.records.map((record) => record.id)).toContain(zh?.id);
    // Scoped to the fair: no hit is another fair's exhibitor.
    const ids = new Set(all.map((record) => record.id));
    for (const hit of [...brandHits, ...profileHits.page.records, ...zhHits.page.records])
      expect(ids.has(hit.id)).toBe(true);
  });

  it('answers odd and hostile words without an error', async () => {
    const total = (await directory('')).page.total;
    for (const q of [
      '%',
      '_',
      '%_%',
      "'",
      '"',
      "' or 1=1 --",
      '\\',
      'x'.repeat(500),
      `${'牌'.repeat(300)}%`,
    ]) {
      const { status, body } = await api.call(
        'GET',
        `/api/exhibitions/1/directory?q=${encodeURIComponent(q)}`,
        { locale: 'EN' },
      );
      expect(status, q.slice(0, 20)).toBe(200);
      expect(body.data.page.total, q.slice(0, 20)).toBeLessThanOrEqual(total);
    }
    // As in the site search, wildcards and quotes are not words: they neither filter nor match all.
    expect((await directory(`?q=${encodeURIComponent('%_')}`)).page.total).toBe(total);
    expect((await directory(`?q=${encodeURIComponent(`zzqx${'%'.repeat(3)}qqzz`)}`)).page.total).toBe(0);
  });

  it("gives every exhibitor's company page the stand the directory shows, in both languages", async () => {
    for (const locale of ['EN', 'CN'] as const) {
      const fair = await directory('?pageSize=100', locale);
      for (const record of fair.page.records.slice(0, 8)) {
        const company = (await api.call('GET', `/api/companies/${String(record.company.id)}`, { locale }))
          .body.data;
        const stand = company.stands.find((one: { exhibition: { id: number } }) => one.exhibition.id === 1);
        expect(stand, record.company.name).toMatchObject({
          exhibition: { id: 1, name: fair.exhibition.name },
          pavilion: { id: fair.pavilion.id },
          hall: { number: record.stand.hall, name: record.stand.hallName },
          code: record.stand.code,
        });
      }
    }
  });

  it('answers 404 in the caller language for an unknown fair', async () => {
    const { status, body } = await api.call('GET', '/api/exhibitions/999999/directory', { locale: 'EN' });
    expect(status).toBe(404);
    expect(body.message).toContain('exhibition 999999 not found');
  });
});

describe('GET /api/pavilions/{id}/plan', () => {
  it("draws every hall with its stands and puts the fair's exhibitors on their stands", async () => {
    const all = await directory('?pageSize=100');
    const fair = (await api.call('GET', '/api/exhibitions/1', { locale: 'EN' })).body.data;
    const { body } = await api.call('GET', `/api/pavilions/${String(fair.pavilion.id)}/plan?exhibition=1`, {
      locale: 'EN',
    });
    const plan = body.data as unknown as FloorPlan;
    expect(plan.exhibition?.id).toBe(1);
    expect(plan.halls.length).toBeGreaterThan(0);
    const stands = plan.halls.flatMap((hall) => hall.stands);
    for (const record of all.page.records) {
      const stand = stands.find((candidate) => candidate.code === record.stand.code);
      expect(stand?.exhibitor?.id).toBe(record.id);
      expect(stand?.exhibitor?.company.name).toBe(record.company.name);
    }
    expect(stands.filter((stand) => stand.exhibitor !== null)).toHaveLength(all.page.total);
  });

  it("shows the venue's current or next fair by default and refuses a fair of another venue", async () => {
    const fair = (await api.call('GET', '/api/exhibitions/1', { locale: 'EN' })).body.data;
    const plan = (await api.call('GET', `/api/pavilions/${String(fair.pavilion.id)}/plan`)).body.data;
    expect(plan.exhibition).not.toBeNull();
    const other = fair.pavilion.id === 1 ? 2 : 1;
    const refused = await api.call('GET', `/api/pavilions/${String(other)}/plan?exhibition=1`, {
      locale: 'EN',
    });
    expect(refused.status).toBe(404);
    expect((await api.call('GET', '/api/pavilions/999999/plan')).status).toBe(404);
  });
});
