/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { runDueActions } from '../domain/editor/scheduler.ts';
import { createClock } from '../test/clock.ts';
import { loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Fairs, venues and wiki articles taken offline and back (issue 38 item 5): an offline item's
// page answers 404, it leaves the lists, the search and the sitemaps; back online, all return.

const clock = createClock(Date.parse('2026-06-01T08:00:00Z'));
const api = useTestApi({ now: clock.now, seedDay: '2026-06-01', schedulerMs: 0 });
let editor: string;

beforeAll(async () => {
  editor = await loginEditor(api);
});

/** The ids of a page's records (none when the answer carries no data). */
const ids = (answer: { body: { data: { records: { id: number }[] } | null } }): number[] =>
  answer.body.data?.records.map((r) => r.id) ?? [];

/** The ids a sitemap lists. */
async function sitemapIds(type: string): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.call('GET', `/api/sitemap/${type}?pageSize=5000&pageNum=${String(page)}`);
    found.push(...ids(answer));
    if (page * 5000 >= (answer.body.data.total as number)) return found;
  }
}

/** The ids of a kind the site search finds for a name. */
async function searchIds(type: string, q: string): Promise<number[]> {
  const query = new URLSearchParams({ q, type, pageSize: '50' });
  return ids(await api.call('GET', `/api/search?${query.toString()}`));
}

async function setOnline(entity: string, id: number, online: boolean, locale?: 'EN') {
  return api.call('POST', `/api/editor/${entity}/${String(id)}/${online ? 'online' : 'offline'}`, {
    token: editor,
    ...(locale !== undefined && { locale }),
  });
}

describe('a fair taken offline and back', () => {
  it('answers 404, leaves the lists, search and sitemap and the fairs of its venue; returns online', async () => {
    const list = await api.call('GET', '/api/exhibitions?pageSize=5');
    const fair = list.body.data.records[0] as { id: number; name: string };
    const id = fair.id;
    const page = await api.call('GET', `/api/exhibitions/${String(id)}`);
    expect(page.status).toBe(200);
    const venueId = page.body.data.pavilion.id as number;
    const venueFairs = async () =>
      ids(await api.call('GET', `/api/exhibitions?pavilionId=${String(venueId)}&pageSize=100`));
    expect(await venueFairs()).toContain(id);
    expect(await sitemapIds('exhibition')).toContain(id);
    expect(await searchIds('exhibition', fair.name)).toContain(id);

    const offline = await setOnline('exhibitions', id, false);
    expect(offline.status).toBe(200);
    expect(offline.body.data).toMatchObject({ id, online: false });
    expect(offline.body.data.cacheTags).toEqual(
      expect.arrayContaining([`exhibition:${String(id)}`, 'sitemap', `pavilion:${String(venueId)}`]),
    );
    for (const locale of ['CN', 'EN'] as const)
      expect((await api.call('GET', `/api/exhibitions/${String(id)}`, { locale })).status).toBe(404);
    expect((await api.call('GET', `/api/exhibitions/${String(id)}/exhibitors`)).status).toBe(404);
    expect(ids(await api.call('GET', '/api/exhibitions?pageSize=5'))).not.toContain(id);
    expect(await venueFairs()).not.toContain(id);
    expect(await sitemapIds('exhibition')).not.toContain(id);
    expect(await searchIds('exhibition', fair.name)).not.toContain(id);
    // The editor still reads it, and it says so.
    const view = await api.call('GET', `/api/editor/exhibitions/${String(id)}`, { token: editor });
    expect(view.body.data).toMatchObject({ id, offline: true });
    const again = await setOnline('exhibitions', id, false, 'EN');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('this item is already offline');
    const versions = await api.call('GET', `/api/editor/exhibitions/${String(id)}/versions`, {
      token: editor,
    });
    expect(versions.body.data[0].changeId).toBe(offline.body.data.changeId);

    const online = await setOnline('exhibitions', id, true);
    expect(online.body.data).toMatchObject({ id, online: true });
    expect((await api.call('GET', `/api/exhibitions/${String(id)}`)).status).toBe(200);
    expect(ids(await api.call('GET', '/api/exhibitions?pageSize=5'))).toContain(id);
    expect(await sitemapIds('exhibition')).toContain(id);
    expect(await searchIds('exhibition', fair.name)).toContain(id);
    expect((await setOnline('exhibitions', id, true, 'EN')).status).toBe(409);
  });
});

describe('a venue taken offline and back', () => {
  it('answers 404 and leaves the venue list, search and sitemap; returns online', async () => {
    const list = await api.call('GET', '/api/pavilions?pageSize=5');
    const venue = list.body.data.records[0] as { id: number; name: string };
    const offline = await setOnline('pavilions', venue.id, false);
    expect(offline.status).toBe(200);
    expect((await api.call('GET', `/api/pavilions/${String(venue.id)}`)).status).toBe(404);
    expect(ids(await api.call('GET', '/api/pavilions?pageSize=5'))).not.toContain(venue.id);
    expect(await sitemapIds('pavilion')).not.toContain(venue.id);
    expect(await searchIds('pavilion', venue.name)).not.toContain(venue.id);
    expect((await setOnline('pavilions', venue.id, false)).status).toBe(409);

    expect((await setOnline('pavilions', venue.id, true)).status).toBe(200);
    expect((await api.call('GET', `/api/pavilions/${String(venue.id)}`)).status).toBe(200);
    expect(await sitemapIds('pavilion')).toContain(venue.id);
    expect(await searchIds('pavilion', venue.name)).toContain(venue.id);
  });
});

describe('a wiki article taken offline on a schedule', () => {
  it('goes offline once when due: 404, out of the lists, the home, related blocks and the sitemap', async () => {
    const list = await api.call('GET', '/api/wiki/articles?pageSize=5');
    const article = list.body.data.records[0] as { id: number };
    const id = article.id;
    const read = await api.call('GET', `/api/wiki/articles/${String(id)}`);
    expect(read.status).toBe(200);
    const neighbour = read.body.data.related[0] as { id: number } | undefined;
    const at = new Date(clock.now().getTime() + 60_000).toISOString();
    const scheduled = await api.call('POST', `/api/editor/wiki/${String(id)}/schedule`, {
      token: editor,
      body: { action: 'offline', at },
    });
    expect(scheduled.status).toBe(200);
    expect(await runDueActions(api.ctx)).toBe(0);
    expect((await api.call('GET', `/api/wiki/articles/${String(id)}`)).status).toBe(200);

    clock.advance(61_000);
    const ran = await Promise.all([runDueActions(api.ctx), runDueActions(api.ctx)]);
    expect(ran[0] + ran[1]).toBe(1);
    expect((await api.call('GET', `/api/wiki/articles/${String(id)}`)).status).toBe(404);
    expect(ids(await api.call('GET', '/api/wiki/articles?pageSize=5'))).not.toContain(id);
    const home = await api.call('GET', '/api/wiki');
    const homeIds = [...home.body.data.latest, ...home.body.data.popular].map((r: { id: number }) => r.id);
    expect(homeIds).not.toContain(id);
    if (neighbour !== undefined) {
      const other = await api.call('GET', `/api/wiki/articles/${String(neighbour.id)}`);
      expect(other.body.data.related.map((r: { id: number }) => r.id)).not.toContain(id);
    }
    expect(await sitemapIds('wiki')).not.toContain(id);
    const listed = await api.call('GET', `/api/editor/wiki/${String(id)}/schedule`, { token: editor });
    expect(listed.body.data[0]).toMatchObject({ id: scheduled.body.data.id, status: 'done' });
    expect(await runDueActions(api.ctx)).toBe(0);

    await api.call('POST', `/api/editor/wiki/${String(id)}/schedule`, {
      token: editor,
      body: { action: 'online', at: new Date(clock.now().getTime() + 1000).toISOString() },
    });
    clock.advance(2000);
    expect(await runDueActions(api.ctx)).toBe(1);
    expect((await api.call('GET', `/api/wiki/articles/${String(id)}`)).status).toBe(200);
    expect(await sitemapIds('wiki')).toContain(id);
  });
});
