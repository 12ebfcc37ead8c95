/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/restrict-template-expressions, @typescript-eslint/no-unsafe-return -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { editorChoicesSchema } from '../../src/lib/contract/editor-choices.ts';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// The console's item pickers over HTTP: editors only; fairs, venues, companies and news articles
// found by a part of either name (wildcards literal, hostile text answered as text) or named by
// the ids a form holds, each with its city and dates; and a save naming an id that does not exist
// refused in the editor's language.

let editor: string;
let member: string;
const api = useTestApi();
const choices = async (kind: string, query: string) => {
  const answer = await api.call('GET', `/api/editor/choices/${kind}?${query}`, { token: editor });
  expect(answer.status).toBe(200);
  return editorChoicesSchema.parse(answer.body.data);
};
const view = async (path: string) => (await api.call('GET', path, { token: editor })).body.data;

beforeAll(async () => {
  editor = await loginEditor(api);
  member = await loginDemo(api, 3);
});

describe('GET /api/editor/choices/{kind}', () => {
  it('refuses members (403) and visitors (login needed)', async () => {
    const path = '/api/editor/choices/exhibitions?keyword=a';
    expect((await api.call('GET', path, { token: member })).status).toBe(403);
    expect((await api.call('GET', path)).body.code).toBe(111006);
  });

  it('finds a fair by a part of either name, with its city and dates', async () => {
    const fair = (await api.call('GET', '/api/exhibitions/5', { locale: 'EN' })).body.data;
    const fairZh = (await api.call('GET', '/api/exhibitions/5', { locale: 'CN' })).body.data;
    for (const part of [fairZh.name.slice(1, 4), fair.name.split(' ')[0]]) {
      const found = await choices('exhibitions', `keyword=${encodeURIComponent(part)}`);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(20);
      for (const choice of found)
        expect(`${choice.name.zh} ${choice.name.en}`.toLowerCase()).toContain(part.toLowerCase());
      const five = found.find((choice) => choice.id === 5);
      expect(five).toMatchObject({
        name: { zh: fairZh.name, en: fair.name },
        city: { en: fair.city.name, zh: fairZh.city.name },
        startDate: fair.startDate,
        endDate: fair.endDate,
        offline: false,
      });
    }
  });

  it('names the ids a form holds, leaving out unknown ids', async () => {
    const named = await choices('exhibitions', 'ids=5,3,99999999');
    expect(named.map((choice) => choice.id).sort()).toEqual([3, 5]);
    const venue = (await choices('pavilions', 'ids=1'))[0];
    expect(venue).toMatchObject({ id: 1, startDate: null, endDate: null });
    expect(venue?.city).not.toBeNull();
    const article = (await choices('news', 'ids=1'))[0];
    expect(article).toMatchObject({ id: 1, city: null, endDate: null });
    expect(article?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('narrows companies to organisers when asked', async () => {
    const fair = (await api.call('GET', '/api/exhibitions/5', { locale: 'EN' })).body.data;
    const organiser = await view(`/api/editor/companies/${fair.organiser.id}`);
    const found = await choices(
      'companies',
      `companyKind=organiser&keyword=${encodeURIComponent(organiser.name.en.slice(0, 12))}`,
    );
    expect(found.map((choice) => choice.id)).toContain(fair.organiser.id);
    for (const choice of found)
      expect((await view(`/api/editor/companies/${choice.id}`)).kind).toBe('organiser');
  });

  it('answers hostile text as text: wildcards are literal, markup matches nothing, long text is refused', async () => {
    expect(await choices('exhibitions', 'keyword=%25')).toEqual([]);
    expect(await choices('news', 'keyword=_')).toEqual([]);
    expect(
      await choices('exhibitions', `keyword=${encodeURIComponent('<img src=x onerror=alert(1)>')}`),
    ).toEqual([]);
    expect(await choices('exhibitions', "keyword=' OR 1=1 --")).toEqual([]);
    // Nothing asked (an empty keyword, no ids): nothing answered.
    expect(await choices('exhibitions', 'keyword=')).toEqual([]);
    const long = await api.call('GET', `/api/editor/choices/exhibitions?keyword=${'a'.repeat(10_000)}`, {
      token: editor,
    });
    expect(long.status).toBe(400);
    for (const bad of [
      'ids=0',
      'ids=1,,2',
      'ids=abc',
      `ids=${Array.from({ length: 51 }, () => '1').join(',')}`,
    ])
      expect((await api.call('GET', `/api/editor/choices/news?${bad}`, { token: editor })).status).toBe(400);
    expect((await api.call('GET', '/api/editor/choices/users?keyword=a', { token: editor })).status).toBe(
      400,
    );
  });
});

describe('a save naming an item that does not exist', () => {
  it('is refused with the item named in the editor’s language', async () => {
    const edition = (await view('/api/editor/editions?pageSize=1')).records[0].id;
    for (const [locale, text] of [
      ['CN', '展会 99999999 不存在'],
      ['EN', 'exhibition 99999999 not found'],
    ] as const) {
      const refused = await api.call('PUT', `/api/editor/editions/${edition}`, {
        token: editor,
        locale,
        body: { exhibitionId: 99999999 },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(text);
    }
    const special = (await view('/api/editor/specials?pageSize=1')).records[0].id;
    const topic = await api.call('PUT', `/api/editor/specials/${special}`, {
      token: editor,
      locale: 'EN',
      body: { exhibitionIds: [5, 99999998] },
    });
    expect([topic.status, topic.body.message]).toEqual([404, 'exhibition 99999998 not found']);
    const fair = await api.call('PUT', '/api/editor/exhibitions/5', {
      token: editor,
      locale: 'CN',
      body: { organiserId: 99999997 },
    });
    expect([fair.status, fair.body.message]).toEqual([404, '主办方 99999997 不存在']);
  });
});
