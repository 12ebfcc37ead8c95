/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Special topics and visa products taken offline and back (issue 38 item 5): the public page
// answers 404 in both languages, the item leaves its lists, the sitemap and the search (a visa), an
// offline product takes no order; the editor still reads it and previews it; back online, all
// return. Members cannot take either offline.

const api = useTestApi();
let editor: string;
let member: string;

beforeAll(async () => {
  editor = await loginEditor(api);
  member = await loginDemo(api, 2);
});

const ids = (answer: { body: { data: { records: { id: number }[] } | null } }): number[] =>
  answer.body.data?.records.map((r) => r.id) ?? [];

async function sitemapVisas(): Promise<number[]> {
  return ids(await api.call('GET', '/api/sitemap/visa?pageSize=5000&pageNum=1'));
}

const setOnline = (entity: string, id: number, online: boolean, token = editor) =>
  api.call('POST', `/api/editor/${entity}/${String(id)}/${online ? 'online' : 'offline'}`, { token });

describe('a visa product taken offline and back', () => {
  it('answers 404, leaves the lists, the sitemap and search, takes no order; returns online', async () => {
    const id = 2;
    const detail = (await api.call('GET', `/api/visas/${String(id)}`, { locale: 'EN' })).body.data;
    const listed = async () =>
      ids(await api.call('GET', `/api/visas?areaId=${String(detail.area.id)}&pageSize=100`));
    const found = async () =>
      ids(
        await api.call(
          'GET',
          `/api/search?${new URLSearchParams({ q: detail.title, type: 'visa' }).toString()}`,
        ),
      );
    expect(await listed()).toContain(id);
    expect(await sitemapVisas()).toContain(id);
    expect(await found()).toContain(id);

    expect((await setOnline('visas', id, false, member)).status).toBe(403);
    const offline = await setOnline('visas', id, false);
    expect(offline.status).toBe(200);
    expect(offline.body.data.cacheTags).toEqual(expect.arrayContaining([`visa:${String(id)}`, 'sitemap']));
    for (const locale of ['CN', 'EN'] as const)
      expect((await api.call('GET', `/api/visas/${String(id)}`, { locale })).status).toBe(404);
    expect(await listed()).not.toContain(id);
    expect(await sitemapVisas()).not.toContain(id);
    expect(await found()).not.toContain(id);
    const order = await api.call('POST', '/api/orders/visas', {
      token: member,
      headers: { 'Idempotency-Key': 'offline-visa-0001' },
      body: {
        visaId: id,
        departDate: '2099-05-01',
        contact: { name: '王伟', phone: '13800000001', email: 'buyer@example.com' },
        applicants: [
          { name: '王伟', pinyin: 'wang wei', passportNo: 'E12345678', applicantKind: 'employed' },
        ],
      },
    });
    expect([order.status, order.body.message]).toEqual([404, expect.stringContaining(String(id))]);
    const view = await api.call('GET', `/api/editor/visas/${String(id)}`, { token: editor });
    expect(view.body.data).toMatchObject({ id, offline: true });
    const preview = await api.call('GET', `/api/editor/visas/${String(id)}/page`, { token: editor });
    expect(preview.status).toBe(200);
    expect((await api.call('GET', `/api/visas/${String(id)}`)).status).toBe(404);
    // A save of an offline product keeps it offline.
    expect(
      (await api.call('PUT', `/api/editor/visas/${String(id)}`, { token: editor, body: { dailyQuota: 9 } }))
        .status,
    ).toBe(200);
    expect((await api.call('GET', `/api/visas/${String(id)}`)).status).toBe(404);

    expect((await setOnline('visas', id, true)).status).toBe(200);
    expect((await api.call('GET', `/api/visas/${String(id)}`)).status).toBe(200);
    expect(await listed()).toContain(id);
    expect(await sitemapVisas()).toContain(id);
    expect(await found()).toContain(id);
  });
});

describe('a special topic taken offline and back', () => {
  it('answers 404 in both languages and leaves the topic list; returns online', async () => {
    const id = 3;
    const listed = async () =>
      ((await api.call('GET', '/api/special-topics')).body.data as { id: number }[]).map((t) => t.id);
    expect(await listed()).toContain(id);
    const offline = await setOnline('specials', id, false);
    expect(offline.status).toBe(200);
    expect(offline.body.data.cacheTags).toEqual(
      expect.arrayContaining([`special:${String(id)}`, 'list:special']),
    );
    for (const locale of ['CN', 'EN'] as const)
      expect((await api.call('GET', `/api/special-topics/${String(id)}`, { locale })).status).toBe(404);
    expect(await listed()).not.toContain(id);
    expect((await setOnline('specials', id, false)).status).toBe(409);
    expect((await api.call('GET', `/api/editor/specials/${String(id)}/page`, { token: editor })).status).toBe(
      200,
    );
    const versions = await api.call('GET', `/api/editor/specials/${String(id)}/versions`, { token: editor });
    expect(versions.body.data.map((v: { version: number }) => v.version)).toEqual([1, 0]);
    expect((await setOnline('specials', id, true)).status).toBe(200);
    expect((await api.call('GET', `/api/special-topics/${String(id)}`)).status).toBe(200);
    expect(await listed()).toContain(id);
  });
});
