/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument, @typescript-eslint/restrict-template-expressions -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditableEntity } from '../../src/lib/contract/editor-reads.ts';
import { cleanRichTextFields } from '../domain/editor/rich-text-fields.ts';
import { demoEditor, demoPassword } from '../seed/demo-accounts.ts';
import { loginDemo } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// The editorial console's reads: lists with filters and the change filters, and each item as
// its edit form holds it (sent back unchanged, it stores nothing new).

let editor: string;
let editorId: number;
let member: string;
const api = useTestApi();

beforeAll(async () => {
  editor = (
    await api.call('POST', '/api/auth/login', { body: { account: demoEditor.phone, password: demoPassword } })
  ).body.data.accessToken;
  editorId = (await api.call('GET', '/api/user/getInfo', { token: editor })).body.data.id;
  member = await loginDemo(api, 2);
});

const list = async (entity: string, query = '') =>
  (await api.call('GET', `/api/editor/${entity}?pageSize=100${query}`, { token: editor })).body.data;
const view = async (entity: string, id: number) =>
  (await api.call('GET', `/api/editor/${entity}/${id}`, { token: editor })).body.data;
const withoutStamps = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !['id', 'updatedAt', 'version'].includes(key)));

describe('who may read the console', () => {
  it('refuses members (403) and visitors (login needed) on lists and items', async () => {
    for (const path of ['/api/editor/exhibitions', '/api/editor/news/1']) {
      expect((await api.call('GET', path, { token: member })).status).toBe(403);
      expect((await api.call('GET', path)).body.code).toBe(111006);
    }
  });
});

describe('GET /api/editor/{entity}', () => {
  it('lists what the public lists leave out: an article waiting for an editor', async () => {
    const pending = await view('news', 6);
    await api.call('PUT', '/api/editor/news/6', { token: editor, body: { status: 'pending' } });
    const listed = await list(
      'news',
      `&status=pending&keyword=${encodeURIComponent(pending.title.en.slice(0, 30))}`,
    );
    expect(listed.records.map((r: { id: number }) => r.id)).toContain(6);
    expect((await api.call('GET', '/api/news/6')).status).toBe(404);
    await api.call('PUT', '/api/editor/news/6', { token: editor, body: { status: pending.status } });
  });

  it('finds a fair by a part of either name', async () => {
    const first = await list('exhibitions');
    const some = await view('exhibitions', first.records[3].id);
    for (const part of [some.name.zh.slice(1, 4), some.name.en.split(' ')[0]]) {
      const found = await list('exhibitions', `&keyword=${encodeURIComponent(part)}`);
      expect(found.records.map((r: { id: number }) => r.id)).toContain(some.id);
      for (const r of found.records)
        expect(`${r.title.zh} ${r.title.en}`.toLowerCase()).toContain(part.toLowerCase());
    }
    // Wildcards are literal: a lone % matches only titles that hold one.
    expect((await list('exhibitions', '&keyword=%25')).total).toBe(0);
  });

  it('filters fairs by industry and country, articles by status', async () => {
    const some = await view('exhibitions', 5);
    const detail = (await api.call('GET', '/api/exhibitions/5')).body.data;
    const byIndustry = await list('exhibitions', `&industryId=${detail.industry.id}&pageSize=10`);
    expect(byIndustry.records.map((r: { id: number }) => r.id)).toContain(5);
    for (const r of byIndustry.records)
      expect((await api.call('GET', `/api/exhibitions/${r.id}`)).body.data.industry.id).toBe(
        detail.industry.id,
      );
    const byCountry = await list('exhibitions', `&countryId=${detail.country.id}`);
    expect(byCountry.total).toBeLessThan((await list('exhibitions')).total);
    expect(byCountry.records.map((r: { id: number }) => r.id)).toContain(some.id);

    const pending = await list('news', '&status=pending');
    for (const r of pending.records) expect(r.status).toBe('pending');
    // Venues have no status: asking for one finds none rather than all.
    expect((await list('pavilions', '&status=published')).total).toBe(0);
  });

  it('lists what an editor changed since an instant, newest change first, with who changed it', async () => {
    const since = new Date().toISOString();
    await api.call('PUT', '/api/editor/pavilions/2', { token: editor, body: { halls: 12 } });
    const changed = await list(
      'pavilions',
      `&changedBy=${editorId}&changedSince=${encodeURIComponent(since)}`,
    );
    expect(changed.records.map((r: { id: number }) => r.id)).toEqual([2]);
    expect(changed.records[0].lastChange).toMatchObject({ userId: editorId, editor: demoEditor.nickname });
    expect((await list('pavilions')).records[0].id).toBe(2);
    expect((await list('pavilions', `&changedBy=${editorId + 999}`)).total).toBe(0);
  });

  it('answers a bad filter with 400', async () => {
    for (const query of ['&changedSince=yesterday', '&status=gone', '&pageSize=0'])
      expect((await api.call('GET', `/api/editor/news?${query.slice(1)}`, { token: editor })).status).toBe(
        400,
      );
  });
});

describe('GET /api/editor/{entity}/{id}', () => {
  it.each([
    ['exhibitions', 3],
    ['news', 4],
    ['pavilions', 3],
    ['wiki', 2],
  ] as const satisfies [EditableEntity, number][])(
    'reads %s %i in the create shape: sent back unchanged, it reads back the same',
    async (entity, id) => {
      const before = await view(entity, id);
      expect(before.id).toBe(id);
      const saved = await api.call('PUT', `/api/editor/${entity}/${id}`, {
        token: editor,
        body: withoutStamps(before),
      });
      expect(saved.status).toBe(200);
      // The seed's hazards (scripts, handlers) are cleaned on the first save, as any save cleans
      // them; every other field reads back unchanged, and a second save changes nothing more.
      const after = withoutStamps(await view(entity, id));
      expect(after).toEqual(cleanRichTextFields(entity, withoutStamps(before)));
      await api.call('PUT', `/api/editor/${entity}/${id}`, { token: editor, body: after });
      expect(withoutStamps(await view(entity, id))).toEqual(after);
    },
  );

  it('answers an unknown id with 404 in the caller’s language', async () => {
    const zh = await api.call('GET', '/api/editor/wiki/99999999', { token: editor, locale: 'CN' });
    const en = await api.call('GET', '/api/editor/wiki/99999999', { token: editor, locale: 'EN' });
    expect([zh.status, en.status]).toEqual([404, 404]);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.body.message).toMatch(/99999999/);
    expect(en.body.message).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
