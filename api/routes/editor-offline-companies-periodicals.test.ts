/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { runDueActions } from '../domain/editor/scheduler.ts';
import { createClock } from '../test/clock.ts';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Companies and periodicals taken offline and back (issue 38 item 5): the public page answers 404
// in both languages, the item leaves its lists, the sitemap, the search, a fair's exhibitor
// directory, its venue plan, the periodicals listing it and a fair's periodicals; a fair it
// organises still names it, marked offline so the portal shows the name unlinked; back online, all
// return. A periodical goes offline at a time too.

const clock = createClock(Date.parse('2026-06-01T08:00:00Z'));
const api = useTestApi({ now: clock.now, seedDay: '2026-06-01', schedulerMs: 0 });
let editor: string;
let member: string;

beforeAll(async () => {
  editor = await loginEditor(api);
  member = await loginDemo(api, 2);
});

const ids = (answer: { body: { data: { records: { id: number }[] } | null } }): number[] =>
  answer.body.data?.records.map((r) => r.id) ?? [];

async function sitemapIds(type: string): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.call('GET', `/api/sitemap/${type}?pageSize=5000&pageNum=${String(page)}`);
    found.push(...ids(answer));
    if (page * 5000 >= (answer.body.data.total as number)) return found;
  }
}

/** Every id of a public list, page by page. */
async function allIds(path: string): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const join = path.includes('?') ? '&' : '?';
    const answer = await api.call('GET', `${path}${join}pageSize=100&pageNum=${String(page)}`);
    const records = ids(answer);
    found.push(...records);
    if (records.length < 100) break;
  }
  return found;
}

const setOnline = (entity: string, id: number, online: boolean, token = editor) =>
  api.call('POST', `/api/editor/${entity}/${String(id)}/${online ? 'online' : 'offline'}`, { token });

describe('an exhibiting company taken offline and back', () => {
  it('answers 404, leaves its lists, search, sitemap, the directory, the venue plan and the periodicals listing it', async () => {
    const fairId = 1;
    const directoryCompanies = async () =>
      (
        await api.call('GET', `/api/exhibitions/${String(fairId)}/directory?pageSize=100`)
      ).body.data.page.records.map((r: { company: { id: number } }) => r.company.id);
    const listed = await directoryCompanies();
    const id = listed[0] as number;
    const detail = (await api.call('GET', `/api/companies/${String(id)}`, { locale: 'EN' })).body.data;
    const venueId = (await api.call('GET', `/api/exhibitions/${String(fairId)}`)).body.data.venue
      .id as number;
    const planCompanies = async () =>
      (
        await api.call('GET', `/api/pavilions/${String(venueId)}/plan?exhibition=${String(fairId)}`)
      ).body.data.halls.flatMap((hall: { stands: { exhibitor: { company: { id: number } } | null }[] }) =>
        hall.stands.flatMap((stand) => (stand.exhibitor === null ? [] : [stand.exhibitor.company.id])),
      );
    const printed = detail.exhibitsAt[0]?.periodicalId as number | undefined;
    const printedCompanies = async () =>
      printed === undefined
        ? []
        : (await api.call('GET', `/api/periodicals/${String(printed)}`)).body.data.exhibitors.map(
            (e: { company: { id: number } }) => e.company.id,
          );
    const found = async () =>
      ids(
        await api.call(
          'GET',
          `/api/search?${new URLSearchParams({ q: detail.name, type: 'company', pageSize: '50' }).toString()}`,
        ),
      );
    const inList = async () => (await allIds(`/api/companies?kind=${String(detail.kind)}`)).includes(id);
    expect(await inList()).toBe(true);
    expect(await sitemapIds('company')).toContain(id);
    expect(await found()).toContain(id);
    expect(await planCompanies()).toContain(id);
    expect(printed).toBeDefined();
    expect(await printedCompanies()).toContain(id);

    expect((await setOnline('companies', id, false, member)).status).toBe(403);
    const offline = await setOnline('companies', id, false);
    expect(offline.status).toBe(200);
    expect(offline.body.data).toMatchObject({ id, online: false });
    expect(offline.body.data.cacheTags).toEqual(
      // Every directory and venue plan of its fairs and the periodicals printing it: a page it left
      // no longer carries its tag, and its return must re-render it.
      expect.arrayContaining([
        `company:${String(id)}`,
        'list:company',
        'sitemap',
        'home',
        `exhibitors:${String(fairId)}`,
        `periodical:${String(printed)}`,
      ]),
    );
    for (const locale of ['CN', 'EN'] as const)
      expect((await api.call('GET', `/api/companies/${String(id)}`, { locale })).status).toBe(404);
    expect(await inList()).toBe(false);
    expect(await sitemapIds('company')).not.toContain(id);
    expect(await found()).not.toContain(id);
    expect(await directoryCompanies()).not.toContain(id);
    expect(await planCompanies()).not.toContain(id);
    expect(await printedCompanies()).not.toContain(id);
    const exhibitors = await api.call('GET', `/api/exhibitions/${String(fairId)}/exhibitors?pageSize=100`);
    expect(exhibitors.body.data.records.map((r: { company: { id: number } }) => r.company.id)).not.toContain(
      id,
    );
    // The editor still reads it, says it is offline and previews it; a save keeps it offline.
    const view = await api.call('GET', `/api/editor/companies/${String(id)}`, { token: editor });
    expect(view.body.data).toMatchObject({ id, offline: true });
    expect(
      (await api.call('GET', `/api/editor/companies/${String(id)}/page`, { token: editor })).status,
    ).toBe(200);
    const saved = await api.call('PUT', `/api/editor/companies/${String(id)}`, {
      token: editor,
      body: { website: 'https://offline.example' },
    });
    expect(saved.status).toBe(200);
    expect((await api.call('GET', `/api/companies/${String(id)}`)).status).toBe(404);
    expect((await setOnline('companies', id, false)).status).toBe(409);
    const versions = await api.call('GET', `/api/editor/companies/${String(id)}/versions`, { token: editor });
    expect(versions.body.data.map((v: { version: number }) => v.version)).toEqual([2, 1, 0]);

    const online = await setOnline('companies', id, true);
    expect(online.body.data.cacheTags).toEqual(offline.body.data.cacheTags);
    expect((await api.call('GET', `/api/companies/${String(id)}`)).status).toBe(200);
    expect(await inList()).toBe(true);
    expect(await sitemapIds('company')).toContain(id);
    expect(await found()).toContain(id);
    expect(await directoryCompanies()).toContain(id);
    expect(await planCompanies()).toContain(id);
    expect(await printedCompanies()).toContain(id);
  });
});

describe("a fair's organiser taken offline and back", () => {
  it('answers 404 while the fair still names it, marked offline (shown unlinked); returns online', async () => {
    const fair = (await api.call('GET', '/api/exhibitions?pageSize=1')).body.data.records[0] as {
      id: number;
    };
    const organiser = async () =>
      (await api.call('GET', `/api/exhibitions/${String(fair.id)}`)).body.data.organiser as {
        id: number;
        name: string;
        online: boolean;
      };
    const before = await organiser();
    expect(before.online).toBe(true);
    expect((await setOnline('companies', before.id, false)).status).toBe(200);
    expect((await api.call('GET', `/api/companies/${String(before.id)}`)).status).toBe(404);
    expect(await organiser()).toEqual({ ...before, online: false });
    expect((await api.call('GET', `/api/exhibitions/${String(fair.id)}`)).status).toBe(200);
    expect((await setOnline('companies', before.id, true)).status).toBe(200);
    expect(await organiser()).toEqual(before);
  });
});

describe('a periodical taken offline on a schedule and back', () => {
  it("goes offline once when due: 404, out of its lists, the sitemap, its fair's periodicals and its exhibitors' pages", async () => {
    const first = (await api.call('GET', '/api/periodicals?pageSize=1')).body.data.records[0] as {
      id: number;
      exhibition: { id: number };
    };
    const id = first.id;
    const fairId = first.exhibition.id;
    const ofFair = async () =>
      ids(await api.call('GET', `/api/periodicals?exhibitionId=${String(fairId)}&pageSize=100`));
    const fairLists = async () =>
      (await api.call('GET', `/api/exhibitions/${String(fairId)}`)).body.data.periodicals.map(
        (p: { id: number }) => p.id,
      );
    const detail = (await api.call('GET', `/api/periodicals/${String(id)}`)).body.data;
    const exhibitor = detail.exhibitors[0]?.company.id as number | undefined;
    const printedAt = async () =>
      exhibitor === undefined
        ? []
        : (await api.call('GET', `/api/companies/${String(exhibitor)}`)).body.data.exhibitsAt.map(
            (e: { periodicalId: number }) => e.periodicalId,
          );
    expect(await ofFair()).toContain(id);
    expect(await fairLists()).toContain(id);
    expect(await sitemapIds('periodical')).toContain(id);
    expect(ids(await api.call('GET', '/api/periodicals?pageSize=5'))).toContain(id);
    expect(await printedAt()).toContain(id);

    const at = new Date(clock.now().getTime() + 60_000).toISOString();
    const scheduled = await api.call('POST', `/api/editor/periodicals/${String(id)}/schedule`, {
      token: editor,
      body: { action: 'offline', at },
    });
    expect(scheduled.status).toBe(200);
    expect(await runDueActions(api.ctx)).toBe(0);
    expect((await api.call('GET', `/api/periodicals/${String(id)}`)).status).toBe(200);
    clock.advance(61_000);
    const ran = await Promise.all([runDueActions(api.ctx), runDueActions(api.ctx)]);
    expect(ran[0] + ran[1]).toBe(1);

    for (const locale of ['CN', 'EN'] as const)
      expect((await api.call('GET', `/api/periodicals/${String(id)}`, { locale })).status).toBe(404);
    expect(await ofFair()).not.toContain(id);
    expect(await fairLists()).not.toContain(id);
    expect(await sitemapIds('periodical')).not.toContain(id);
    expect(ids(await api.call('GET', '/api/periodicals?pageSize=5'))).not.toContain(id);
    expect(await printedAt()).not.toContain(id);
    const listed = await api.call('GET', `/api/editor/periodicals/${String(id)}/schedule`, { token: editor });
    expect(listed.body.data[0]).toMatchObject({ id: scheduled.body.data.id, status: 'done' });
    const view = await api.call('GET', `/api/editor/periodicals/${String(id)}`, { token: editor });
    expect(view.body.data).toMatchObject({ id, offline: true });
    expect(await runDueActions(api.ctx)).toBe(0);

    const online = await setOnline('periodicals', id, true);
    expect(online.body.data.cacheTags).toEqual(
      expect.arrayContaining([
        `periodical:${String(id)}`,
        `exhibition:${String(fairId)}`,
        'list:periodical',
        // The company pages it left: they no longer carry its tag.
        `company:${String(exhibitor)}`,
      ]),
    );
    expect((await api.call('GET', `/api/periodicals/${String(id)}`)).status).toBe(200);
    expect(await ofFair()).toContain(id);
    expect(await fairLists()).toContain(id);
    expect(await sitemapIds('periodical')).toContain(id);
    expect(await printedAt()).toContain(id);
  });
});
