/* eslint-disable @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { editorPageSchemas } from '../../src/lib/contract/editor-pages.ts';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// The preview's read (GET /api/editor/{entity}/{id}/page): an item as its public page reads it,
// for editors only, and for an offline item too, while the public read of it stays 404 and
// nothing of the read is kept.

const api = useTestApi();
let editor: string;
let member: string;

beforeAll(async () => {
  editor = await loginEditor(api);
  member = await loginDemo(api, 2);
});

const publicPaths = {
  exhibitions: (id: number) => `/api/exhibitions/${String(id)}`,
  news: (id: number) => `/api/news/${String(id)}`,
  pavilions: (id: number) => `/api/pavilions/${String(id)}`,
  wiki: (id: number) => `/api/wiki/articles/${String(id)}`,
  companies: (id: number) => `/api/companies/${String(id)}`,
  periodicals: (id: number) => `/api/periodicals/${String(id)}`,
  specials: (id: number) => `/api/special-topics/${String(id)}`,
  visas: (id: number) => `/api/visas/${String(id)}`,
} as const;

describe('the preview read', () => {
  it('answers each kind as its public call does, in the asked language', async () => {
    for (const entity of Object.keys(publicPaths) as (keyof typeof publicPaths)[]) {
      const list = await api.call('GET', `/api/editor/${entity}?pageSize=1`, { token: editor });
      const id = list.body.data.records[0].id as number;
      for (const locale of ['CN', 'EN'] as const) {
        const read = await api.call('GET', `/api/editor/${entity}/${String(id)}/page`, {
          token: editor,
          locale,
        });
        const pub = await api.call('GET', publicPaths[entity](id), { locale });
        expect([entity, read.status]).toEqual([entity, 200]);
        if (pub.status === 200) expect(read.body.data).toEqual(pub.body.data);
        editorPageSchemas[entity].parse(read.body.data);
      }
    }
  });

  it('reads an offline fair and an unpublished article, which stay 404 to the public', async () => {
    const fairId = 4;
    expect(
      (await api.call('POST', `/api/editor/exhibitions/${String(fairId)}/offline`, { token: editor })).status,
    ).toBe(200);
    const read = await api.call('GET', `/api/editor/exhibitions/${String(fairId)}/page`, { token: editor });
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(fairId);
    expect((await api.call('GET', `/api/exhibitions/${String(fairId)}`)).status).toBe(404);
    const view = await api.call('GET', `/api/editor/exhibitions/${String(fairId)}`, { token: editor });
    expect(view.body.data.offline).toBe(true);

    const pending = await api.call('GET', '/api/editor/news?status=pending&pageSize=1', { token: editor });
    const newsId = pending.body.data.records[0]?.id as number | undefined;
    if (newsId !== undefined) {
      expect((await api.call('GET', `/api/news/${String(newsId)}`)).status).toBe(404);
      expect(
        (await api.call('GET', `/api/editor/news/${String(newsId)}/page`, { token: editor })).status,
      ).toBe(200);
      expect((await api.call('GET', `/api/news/${String(newsId)}`)).status).toBe(404);
      const article = await api.call('GET', `/api/editor/news/${String(newsId)}`, { token: editor });
      expect(article.body.data.status).toBe('pending');
    }
  });

  it('answers 404 for an unknown item, 403 to a member and the login code to a visitor', async () => {
    expect((await api.call('GET', '/api/editor/visas/99999999/page', { token: editor })).status).toBe(404);
    for (const entity of Object.keys(publicPaths)) {
      const path = `/api/editor/${entity}/1/page`;
      expect([path, (await api.call('GET', path, { token: member })).status]).toEqual([path, 403]);
      expect([path, (await api.call('GET', path)).body.code]).toEqual([path, 111006]);
    }
    expect((await api.call('GET', '/api/editor/editions/1/page', { token: editor })).status).toBe(404);
  });
});
