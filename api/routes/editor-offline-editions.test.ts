/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/lib/i18n/messages.ts';
import { runDueActions } from '../domain/editor/scheduler.ts';
import { createClock } from '../test/clock.ts';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// A fair's edition taken offline and back on its own: its read (the page /exhibition/periodical/{id}.html)
// answers not found in both languages, its fair's detail (the fair's page and its other editions'
// pages) and the edition batch leave it out; the editor still reads it, marked offline. Its change
// names its own page and its fair's pages. Back online, all return; on a schedule too.

const clock = createClock(Date.parse('2026-06-01T08:00:00Z'));
const api = useTestApi({ now: clock.now, seedDay: '2026-06-01', schedulerMs: 0 });
let editor: string;
let member: string;

beforeAll(async () => {
  editor = await loginEditor(api);
  member = await loginDemo(api, 2);
});

const setOnline = (id: number, online: boolean, token = editor) =>
  api.call('POST', `/api/editor/editions/${String(id)}/${online ? 'online' : 'offline'}`, { token });

/** A fair with at least two editions, and its editions' ids as its detail lists them. */
async function fairWithEditions(skip: number): Promise<{ fairId: number; editionIds: number[] }> {
  const fairs = (await api.call('GET', '/api/exhibitions?pageSize=50')).body.data.records as { id: number }[];
  let found = 0;
  for (const fair of fairs) {
    const editionIds = await editionsOfFair(fair.id);
    if (editionIds.length >= 2 && found++ === skip) return { fairId: fair.id, editionIds };
  }
  throw new Error('no fair with two editions');
}

/** The editions a fair's detail lists, in the given language. */
async function editionsOfFair(fairId: number, locale: 'CN' | 'EN' = 'CN'): Promise<number[]> {
  const detail = await api.call('GET', `/api/exhibitions/${String(fairId)}`, { locale });
  return detail.body.data.editions.map((e: { id: number }) => e.id);
}

/** The ids the edition batch answers, in both languages. */
async function batchIds(ids: readonly number[]): Promise<number[][]> {
  const answer = await api.call('GET', `/api/batch/editions?ids=${ids.join(',')}`);
  return ['CN', 'EN'].map((locale) => answer.body.data[locale].map((e: { id: number }) => e.id));
}

/** The public read's status and message in both languages. */
async function readBoth(id: number): Promise<[number, string][]> {
  return Promise.all(
    (['CN', 'EN'] as const).map(async (locale) => {
      const answer = await api.call('GET', `/api/editions/${String(id)}`, { locale });
      return [answer.status, answer.body.message] as [number, string];
    }),
  );
}

const notFoundIn = (id: number): [number, string][] =>
  (['zh', 'en'] as const).map((locale) => [
    404,
    messages[locale]['apiMessage.notFound.edition'].replace('{{id}}', String(id)),
  ]);

describe('an edition taken offline and back', () => {
  it("answers not found in both languages and leaves its fair's pages; the editor still reads it; back online it returns", async () => {
    const { fairId, editionIds } = await fairWithEditions(0);
    const [id = 0, sibling = 0] = editionIds;
    expect((await readBoth(id)).map(([status]) => status)).toEqual([200, 200]);
    expect(await batchIds([id, sibling])).toEqual([
      [id, sibling],
      [id, sibling],
    ]);

    expect((await setOnline(id, false, member)).status).toBe(403);
    const offline = await setOnline(id, false);
    expect(offline.status).toBe(200);
    expect(offline.body.data).toMatchObject({ id, online: false });
    // Its own page (to delete it, and to render it on its return) and its fair's pages: the fair's
    // page and every edition page of the fair list the fair's editions.
    expect(offline.body.data.cacheTags).toEqual(
      expect.arrayContaining([`edition:${String(id)}`, `exhibition:${String(fairId)}`]),
    );
    expect(await readBoth(id)).toEqual(notFoundIn(id));
    for (const locale of ['CN', 'EN'] as const) {
      const listed = await editionsOfFair(fairId, locale);
      expect(listed).not.toContain(id);
      expect(listed).toContain(sibling);
    }
    expect((await api.call('GET', `/api/editions/${String(sibling)}`)).status).toBe(200);
    expect(await batchIds([id, sibling])).toEqual([[sibling], [sibling]]);
    expect((await api.call('GET', `/api/exhibitions/${String(fairId)}`)).status).toBe(200);

    // The editor still reads it, marked offline, and finds it in its list; a save keeps it offline.
    const view = await api.call('GET', `/api/editor/editions/${String(id)}`, { token: editor });
    expect(view.body.data).toMatchObject({ id, exhibitionId: fairId, offline: true });
    const keyword = encodeURIComponent((view.body.data.summary.en as string).slice(0, 50));
    const editorList = await api.call('GET', `/api/editor/editions?keyword=${keyword}&pageSize=100`, {
      token: editor,
    });
    expect(editorList.body.data.records.map((r: { id: number }) => r.id)).toContain(id);
    const saved = await api.call('PUT', `/api/editor/editions/${String(id)}`, {
      token: editor,
      body: { visitors: 12_345 },
    });
    expect(saved.status).toBe(200);
    expect((await api.call('GET', `/api/editions/${String(id)}`)).status).toBe(404);
    const again = await setOnline(id, false);
    expect([again.status, again.body.message]).toEqual([
      409,
      messages.zh['apiMessage.editor.alreadyOffline'],
    ]);
    const versions = await api.call('GET', `/api/editor/editions/${String(id)}/versions`, { token: editor });
    expect(versions.body.data.map((v: { version: number }) => v.version)).toEqual([2, 1, 0]);

    const online = await setOnline(id, true);
    expect(online.status).toBe(200);
    expect(online.body.data).toMatchObject({ id, online: true });
    expect(online.body.data.cacheTags).toEqual(offline.body.data.cacheTags);
    expect((await readBoth(id)).map(([status]) => status)).toEqual([200, 200]);
    expect((await api.call('GET', `/api/editions/${String(id)}`)).body.data.visitors).toBe(12_345);
    for (const locale of ['CN', 'EN'] as const)
      expect(await editionsOfFair(fairId, locale)).toEqual(editionIds);
    expect(await batchIds([id, sibling])).toEqual([
      [id, sibling],
      [id, sibling],
    ]);
    const viewBack = await api.call('GET', `/api/editor/editions/${String(id)}`, { token: editor });
    expect(viewBack.body.data.offline).toBe(false);
    expect((await setOnline(id, true)).status).toBe(409);
  });
});

describe('an edition taken offline on a schedule and back', () => {
  it('goes offline once when due and comes back online when its second action is due', async () => {
    const { fairId, editionIds } = await fairWithEditions(1);
    const id = editionIds.at(-1) ?? 0;
    const schedule = (action: 'offline' | 'online', inMs: number) =>
      api.call('POST', `/api/editor/editions/${String(id)}/schedule`, {
        token: editor,
        body: { action, at: new Date(clock.now().getTime() + inMs).toISOString() },
      });
    const goesOffline = await schedule('offline', 60_000);
    expect(goesOffline.status).toBe(200);
    const comesBack = await schedule('online', 120_000);
    expect(comesBack.status).toBe(200);
    expect(await runDueActions(api.ctx)).toBe(0);
    expect((await api.call('GET', `/api/editions/${String(id)}`)).status).toBe(200);

    clock.advance(61_000);
    const ran = await Promise.all([runDueActions(api.ctx), runDueActions(api.ctx)]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(await readBoth(id)).toEqual(notFoundIn(id));
    expect(await editionsOfFair(fairId)).not.toContain(id);
    const view = await api.call('GET', `/api/editor/editions/${String(id)}`, { token: editor });
    expect(view.body.data).toMatchObject({ id, offline: true });

    clock.advance(60_000);
    expect(await runDueActions(api.ctx)).toBe(1);
    expect((await readBoth(id)).map(([status]) => status)).toEqual([200, 200]);
    expect(await editionsOfFair(fairId)).toEqual(editionIds);
    const listed = await api.call('GET', `/api/editor/editions/${String(id)}/schedule`, { token: editor });
    expect(listed.body.data.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([
      [comesBack.body.data.id, 'done'],
      [goesOffline.body.data.id, 'done'],
    ]);
    expect(await runDueActions(api.ctx)).toBe(0);
  });
});
