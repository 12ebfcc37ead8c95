/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/restrict-template-expressions, @typescript-eslint/no-unsafe-return -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { editViewSchemas } from '../../src/lib/contract/editor-reads.ts';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Periodicals (a fair's exhibitor directory or show daily) as an editor kind over HTTP: list and
// paging, a save in both languages with the tags of the pages that show it (its own, its fair's
// before and after a move), the stale save refused, versions and restore, audit, and members
// and visitors kept out.

let editor: string;
let member: string;
let periodicalId: number;
let fairId: number;
const api = useTestApi();
const bi = (zh: string, en: string) => ({ zh, en });

beforeAll(async () => {
  editor = await loginEditor(api);
  member = await loginDemo(api, 4);
  const list = (await api.call('GET', '/api/editor/periodicals?pageSize=50', { token: editor })).body.data;
  periodicalId = list.records[0].id;
  fairId = (await api.call('GET', `/api/editor/periodicals/${periodicalId}`, { token: editor })).body.data
    .exhibitionId;
});

const view = async (path: string) => (await api.call('GET', path, { token: editor })).body.data;

describe('periodicals in the console', () => {
  it('refuses members (403) and visitors (login)', async () => {
    for (const [method, path] of [
      ['GET', '/api/editor/periodicals'],
      ['GET', `/api/editor/periodicals/${periodicalId}`],
      ['PUT', `/api/editor/periodicals/${periodicalId}`],
      ['POST', `/api/editor/periodicals/${periodicalId}/versions/0/restore`],
    ] as const) {
      const body = method === 'GET' ? undefined : { pages: 10 };
      expect([path, (await api.call(method, path, { token: member, body })).status]).toEqual([path, 403]);
      expect([path, (await api.call(method, path, { body })).body.code]).toEqual([path, 111006]);
    }
  });

  it('lists and pages them, found by either title', async () => {
    const item = editViewSchemas.periodicals.parse(await view(`/api/editor/periodicals/${periodicalId}`));
    const first = await view('/api/editor/periodicals?pageSize=5&pageNum=1');
    const second = await view('/api/editor/periodicals?pageSize=5&pageNum=2');
    expect(second.records).toHaveLength(5);
    expect(second.records.map((r: { id: number }) => r.id)).not.toEqual(
      expect.arrayContaining(first.records.map((r: { id: number }) => r.id)),
    );
    for (const keyword of [item.title.zh.slice(0, 40), item.title.en.slice(0, 40)]) {
      const found = await view(`/api/editor/periodicals?keyword=${encodeURIComponent(keyword)}`);
      expect(found.records.map((r: { id: number }) => r.id)).toContain(periodicalId);
      expect(found.total).toBeLessThan(first.total);
    }
  });

  it('saves both languages, tags its fairs, refuses a stale save, keeps versions, restores and audits', async () => {
    const path = `/api/editor/periodicals/${periodicalId}`;
    const before = editViewSchemas.periodicals.parse(await view(path));
    const otherFair = fairId === 1 ? 2 : 1;
    const saved = await api.call('PUT', path, {
      token: editor,
      headers: { 'If-Match': `"${before.version}"` },
      body: { title: bi('新版展商名录', 'New Exhibitor Directory'), pages: 99, exhibitionId: otherFair },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.cacheTags).toEqual(
      expect.arrayContaining([
        `periodical:${periodicalId}`,
        `exhibition:${otherFair}`,
        `exhibition:${fairId}`,
        'list:periodical',
        'sitemap',
      ]),
    );
    expect(
      (await api.call('GET', `/api/periodicals/${periodicalId}`, { locale: 'EN' })).body.data.title,
    ).toBe('New Exhibitor Directory');
    expect(
      (await api.call('GET', `/api/periodicals/${periodicalId}`, { locale: 'CN' })).body.data.title,
    ).toBe('新版展商名录');

    const late = await api.call('PUT', path, {
      token: editor,
      headers: { 'If-Match': `"${before.version}"` },
      body: { pages: 1 },
    });
    expect(late.status).toBe(412);
    expect((await view(path)).pages).toBe(99);

    const refused = await api.call('PUT', path, { token: editor, body: { exhibitionId: 99999999 } });
    expect(refused.status).toBe(404);
    expect((await api.call('PUT', path, { token: editor, body: { year: 1800 } })).status).toBe(400);

    const versions = await view(`${path}/versions`);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 0]);
    const restored = await api.call('POST', `${path}/versions/0/restore`, { token: editor });
    expect(restored.body.data).toMatchObject({ version: 2 });
    const back = editViewSchemas.periodicals.parse(await view(path));
    expect({ ...back, id: 0, updatedAt: '', version: 0, intro: null }).toEqual({
      ...before,
      id: 0,
      updatedAt: '',
      version: 0,
      intro: null,
    });
    const audit = await view(`/api/editor/audit?entity=periodical&entityId=${periodicalId}`);
    expect(audit.records.map((r: { action: string }) => r.action)).toEqual(['restore', 'save']);
  });

  it('creates one as version 1 under its fair', async () => {
    const created = await api.call('POST', '/api/editor/periodicals', {
      token: editor,
      body: {
        title: bi('新建展会快讯', 'Newly Made Show Daily'),
        intro: bi('<p>每日快讯</p>', '<p>Daily news</p>'),
        kind: 'magazine',
        exhibitionId: fairId,
        year: 2027,
        cover: '/oss/images/periodical/1.jpg',
        pages: 12,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.version).toBe(1);
    expect(created.body.data.cacheTags).toContain(`exhibition:${fairId}`);
    const found = await view('/api/editor/periodicals?keyword=Newly%20Made');
    expect(found.records.map((r: { id: number }) => r.id)).toEqual([created.body.data.id]);
  });
});
