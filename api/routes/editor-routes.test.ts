/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/restrict-template-expressions -- these tests read JSON over HTTP: its shape is what they assert, and ids from responses go straight into the next URL */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkWebhook, ReplayGuard } from '../../scripts/delivery/webhook.ts';
import { cacheTags, exhibitionTags } from '../../src/lib/contract/cache-tags.ts';
import type { ExhibitionDetail } from '../../src/lib/contract/exhibition.ts';
import { signatureHeader } from '../../src/lib/contract/rebuild-webhook.ts';
import { startTestApi } from '../test/harness.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { loginDemo } from '../test/login.ts';
import { demoEditor, demoPassword } from '../seed/demo-accounts.ts';

let editor: string;
let member: string;
const bi = (zh: string, en: string) => ({ zh, en });

const api = useTestApi();
beforeAll(async () => {
  editor = (
    await api.call('POST', '/api/auth/login', { body: { account: demoEditor.phone, password: demoPassword } })
  ).body.data.accessToken;
  member = await loginDemo(api, 1);
});

describe('editor role', () => {
  it('refuses members and anonymous callers', async () => {
    expect(
      (await api.call('PUT', '/api/editor/exhibitions/1', { token: member, body: { shortName: 'X' } }))
        .status,
    ).toBe(403);
    expect((await api.call('PUT', '/api/editor/exhibitions/1', { body: { shortName: 'X' } })).body.code).toBe(
      111006,
    );
  });
});

describe('PUT /api/editor/exhibitions/{id}', () => {
  it('updates both languages and answers the cache tags of the fair, its venues and lists', async () => {
    const before = (await api.call('GET', '/api/exhibitions/1')).body.data;
    const other = before.venue.id === 1 ? 2 : 1;
    const result = await api.call('PUT', '/api/editor/exhibitions/1', {
      token: editor,
      body: { name: bi('新名称博览会', 'Renamed Expo'), pavilionId: other },
    });
    expect(result.body.data.cacheTags).toEqual(
      expect.arrayContaining([
        'exhibition:1',
        'list:exhibition',
        'sitemap',
        `pavilion:${other}`,
        `pavilion:${before.venue.id}`,
      ]),
    );
    expect((await api.call('GET', '/api/exhibitions/1', { locale: 'EN' })).body.data.name).toBe(
      'Renamed Expo',
    );
    expect((await api.call('GET', '/api/exhibitions/1', { locale: 'CN' })).body.data.name).toBe(
      '新名称博览会',
    );
    const feed = await api.call('GET', `/api/editor/changes?after=${String(result.body.data.changeId - 1)}`, {
      token: editor,
    });
    expect(feed.body.data[0]).toMatchObject({
      entity: 'exhibition',
      entityId: 1,
      action: 'update',
      cacheTags: result.body.data.cacheTags,
    });
  });

  it("answers the fair's own tag, which its pages carry, and not its venue's or organiser's for a text edit", async () => {
    // The page's tags come from the portal's loader over the API's own answer.
    const detail = (await api.call<ExhibitionDetail>('GET', '/api/exhibitions/3')).body.data;
    if (detail === null) throw new Error('no exhibition 3');
    const pageTags = exhibitionTags(detail);
    expect(pageTags).toContain(cacheTags.exhibition(3));
    const result = await api.call('PUT', '/api/editor/exhibitions/3', {
      token: editor,
      body: { shortName: 'TagExpo' },
    });
    expect(result.body.data.cacheTags).toContain(cacheTags.exhibition(3));
    // Every other fair at the venue or by the organiser carries these for their data, not this fair's.
    expect(result.body.data.cacheTags).not.toContain(cacheTags.pavilion(detail.venue.id));
    expect(result.body.data.cacheTags).not.toContain(cacheTags.company(detail.organiser.id));
    expect(result.body.data.cacheTags).not.toContain(cacheTags.list('exhibition'));
  });

  it('writes nothing when a referenced id is unknown, and names the input that sent it', async () => {
    const before = (await api.call('GET', '/api/exhibitions/2', { locale: 'EN' })).body.data;
    for (const field of ['pavilionId', 'organiserId', 'cityId', 'subIndustryId'])
      for (const locale of ['CN', 'EN'] as const) {
        const result = await api.call('PUT', '/api/editor/exhibitions/2', {
          token: editor,
          locale,
          body: { name: bi('坏', 'Bad'), [field]: 99999 },
        });
        expect(result.status).toBe(404);
        // The form says it at that input, in the editor's language, as the envelope's message does.
        expect(result.body.data.fields).toEqual([{ field: `body.${field}`, message: result.body.message }]);
        expect(result.body.message).toContain('99999');
        if (locale === 'CN') expect(result.body.message).toMatch(/[\u4e00-\u9fff]/);
        else expect(result.body.message).not.toMatch(/[\u4e00-\u9fff]/);
      }
    expect((await api.call('GET', '/api/exhibitions/2', { locale: 'EN' })).body.data.name).toBe(before.name);
  });
});

describe('POST /api/editor/*', () => {
  it('creates an exhibition that appears in the list and the sitemap letter', async () => {
    const body = {
      name: bi('测试国际机床展', 'Quantum Machine Tool Show'),
      intro: bi('<p>简介</p>', '<p>Intro</p>'),
      scope: bi('机床', 'Machine tools'),
      shortName: 'QMTS',
      subIndustryId: 25,
      cityId: 1,
      pavilionId: 1,
      organiserId: 1,
      startDate: '2099-03-01',
      endDate: '2099-03-04',
      images: ['/oss/images/exhibition/new.jpg'],
      frequency: 'annual',
      areaSqm: 50000,
      exhibitors: 300,
      visitors: 20000,
    };
    const created = await api.call('POST', '/api/editor/exhibitions', { token: editor, body });
    expect(created.body.code).toBe(1);
    const id = created.body.data.id as number;
    const detail = await api.call('GET', `/api/exhibitions/${String(id)}`, { locale: 'EN' });
    expect(detail.body.data).toMatchObject({
      name: 'Quantum Machine Tool Show',
      industry: { id: 1 },
      city: { id: 1 },
      country: { id: 1 },
    });
    const letterQ = await api.call('GET', '/api/sitemap/exhibition?letter=Q&pageSize=5000');
    expect(letterQ.body.data.records.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('publishes a pending user article and creates news, pavilions and wiki articles', async () => {
    const mine = await api.call('POST', '/api/manager/news', {
      token: member,
      body: {
        language: 'en',
        title: 'Our launch',
        summary: 'Launch',
        body: '<p>Body</p>',
        typeId: 1,
        industryId: 1,
      },
    });
    const published = await api.call('PUT', `/api/editor/news/${mine.body.data.id}`, {
      token: editor,
      body: { status: 'published', title: bi('我们的发布', 'Our launch') },
    });
    expect(published.body.data.cacheTags).toEqual(
      expect.arrayContaining([`news:${mine.body.data.id}`, 'list:news']),
    );
    expect((await api.call('GET', `/api/news/${mine.body.data.id}`)).body.data.title).toBe('我们的发布');
    const pavilion = await api.call('POST', '/api/editor/pavilions', {
      token: editor,
      body: {
        name: bi('新馆', 'New Hall'),
        address: bi('地址', 'Address'),
        intro: bi('介绍', 'Intro'),
        cityId: 2,
        lat: 39.9,
        lng: 116.4,
        areaSqm: 1000,
        halls: 2,
        image: '/oss/p.jpg',
      },
    });
    expect((await api.call('GET', `/api/pavilions/${pavilion.body.data.id}`)).body.data.city.id).toBe(2);
    const wiki = await api.call('POST', '/api/editor/wiki', {
      token: editor,
      body: {
        title: bi('标题', 'Title'),
        summary: bi('摘要', 'Summary'),
        body: bi('<p>正文</p>', '<p>Body</p>'),
        categoryId: 2,
        industryId: 3,
      },
    });
    expect((await api.call('GET', `/api/wiki/articles/${wiki.body.data.id}`)).body.data.path).toBe(
      `/wiki/${wiki.body.data.id}-2-3-0.html`,
    );
  });
});

describe('GET /api/export/versions', () => {
  it('answers the tags changed after a cursor with the id of their last change, and the cursor now', async () => {
    const start = (await api.call('GET', '/api/export/versions?since=0')).body.data;
    expect(start.database).toMatch(/^[0-9a-f-]{36}$/);
    // Asked past the end: no tags, the cursor of the last change.
    const now = (await api.call('GET', `/api/export/versions?since=${String(Number.MAX_SAFE_INTEGER)}`)).body
      .data;
    expect(now).toMatchObject({ database: start.database, tags: {}, membership: false });
    const cursor = now.cursor as number;
    // A text edit moves the fair in no list: its own tag and its site-map file's; not its lists,
    // venue and organiser (whose pages tag the fair itself where they list it).
    const intro = await api.call('PUT', '/api/editor/exhibitions/5', {
      token: editor,
      body: { intro: bi('<p>新简介</p>', '<p>New intro</p>') },
    });
    const afterIntro = (await api.call('GET', `/api/export/versions?since=${String(cursor)}`)).body.data;
    // It adds or removes no page either: the export may keep the last one's inventory.
    expect(afterIntro).toMatchObject({ since: cursor, cursor: intro.body.data.changeId, membership: false });
    expect(afterIntro.tags).toEqual({
      'exhibition:5': intro.body.data.changeId,
      'sitemap:exhibition': intro.body.data.changeId,
    });
    // A new date moves it in the lists; the news edit touches its own tags; the versions are
    // each tag's last change.
    const dated = await api.call('PUT', '/api/editor/exhibitions/6', {
      token: editor,
      body: { startDate: '2098-01-01', endDate: '2098-01-03' },
    });
    const article = await api.call('PUT', '/api/editor/news/1', {
      token: editor,
      body: { title: bi('新标题', 'New title') },
    });
    const all = (await api.call('GET', `/api/export/versions?since=${String(cursor)}`)).body.data;
    expect(all.cursor).toBe(article.body.data.changeId);
    expect(all.membership).toBe(true);
    expect(all.tags).toMatchObject({
      'exhibition:5': intro.body.data.changeId,
      'exhibition:6': dated.body.data.changeId,
      'list:exhibition': dated.body.data.changeId,
      'news:1': article.body.data.changeId,
      'sitemap:news': article.body.data.changeId,
    });
    // A new title moves the article in no list: the pages showing it carry its tag.
    expect(all.tags['list:news']).toBeUndefined();
    // From the middle: only what came after.
    const later = (
      await api.call<{ tags: Record<string, number> }>(
        'GET',
        `/api/export/versions?since=${String(dated.body.data.changeId)}`,
      )
    ).body.data;
    expect(Object.keys(later?.tags ?? {}).sort()).toEqual(article.body.data.cacheTags.sort());
    // The article's new title moved it in no list: the export may keep the last inventory, and
    // its fragment's tag (not the change's own `news:1`) reaches the versions too.
    const afterArticle = (
      await api.call<{ tags: Record<string, number>; membership: boolean }>(
        'GET',
        `/api/export/versions?since=${String(dated.body.data.changeId)}`,
      )
    ).body.data;
    expect(afterArticle?.membership).toBe(false);
    expect(afterArticle?.tags['news-content:1']).toBe(article.body.data.changeId);
  });

  it('refuses a cursor that is not a whole number', async () => {
    const bad = await api.call('GET', '/api/export/versions?since=-1');
    expect(bad.status).toBe(400);
  });
});

describe('cache webhook', () => {
  it('pushes each committed change, signed, to CACHE_WEBHOOK_URL', async () => {
    const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const secret = 'test-webhook-secret-0123456789';
    const pushing = await startTestApi({
      cacheWebhook: { url: `http://127.0.0.1:${String(port)}/hook`, secret },
    });
    try {
      const token = (
        await pushing.call('POST', '/api/auth/login', {
          body: { account: demoEditor.phone, password: demoPassword },
        })
      ).body.data.accessToken;
      const result = await pushing.call('PUT', '/api/editor/wiki/3', {
        token,
        body: { title: bi('新标题', 'New title') },
      });
      for (let i = 0; i < 50 && received.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const [push] = received;
      // The portal's own webhook check accepts the push, with the change's tags.
      const check = checkWebhook(
        push?.body ?? '',
        String(push?.headers[signatureHeader]),
        secret,
        new ReplayGuard(),
      );
      expect(check).toEqual({
        ok: true,
        request: {
          tags: result.body.data.cacheTags,
          paths: [],
          who: `api change ${String(result.body.data.changeId)} (wiki 3)`,
        },
      });
      expect(checkWebhook(push?.body ?? '', 'sha256=00', secret, new ReplayGuard()).ok).toBe(false);
    } finally {
      await pushing.stop();
      server.close();
    }
  });
});
