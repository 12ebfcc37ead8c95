/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument -- these tests read JSON over HTTP: its shape is what they assert */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhook, progressOf, ReplayGuard } from '../../scripts/delivery/webhook.ts';
import type { RebuildSummary } from '../../scripts/delivery/rebuild.ts';
import { signatureHeader } from '../../src/lib/contract/rebuild-webhook.ts';
import { runDueActions } from '../domain/editor/scheduler.ts';
import { demoEditor, demoPassword } from '../seed/demo-accounts.ts';
import { createClock } from '../test/clock.ts';
import { startTestApi, type TestApi } from '../test/harness.ts';
import { loginDemo } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

const clock = createClock(Date.parse('2026-06-01T08:00:00Z'));
const api = useTestApi({ now: clock.now, seedDay: '2026-06-01', schedulerMs: 0 });
let editor: string;
let member: string;

async function editorLogin(target: TestApi): Promise<string> {
  const login = await target.call('POST', '/api/auth/login', {
    body: { account: demoEditor.phone, password: demoPassword },
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  return login.body.data.accessToken as string;
}

/** A published article's id (the first of the public list). */
async function publishedNewsId(skip = 0): Promise<number> {
  const list = await api.call('GET', '/api/news?pageSize=10');
  return list.body.data.records[skip].id as number;
}

/** The ids the news sitemap lists. */
async function sitemapNewsIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.call('GET', `/api/sitemap/news?pageSize=5000&pageNum=${String(page)}`);
    for (const entry of answer.body.data.records) ids.push(entry.id as number);
    if (page * 5000 >= (answer.body.data.total as number)) return ids;
  }
}

beforeAll(async () => {
  editor = await editorLogin(api);
  member = await loginDemo(api, 1);
});

describe('taking a news article offline and back', () => {
  it('answers 404 and leaves the sitemap while offline, returns when online, and refuses twice', async () => {
    const id = await publishedNewsId();
    expect((await api.call('GET', `/api/news/${String(id)}`)).status).toBe(200);
    expect(await sitemapNewsIds()).toContain(id);

    const offline = await api.call('POST', `/api/editor/news/${String(id)}/offline`, { token: editor });
    expect(offline.status).toBe(200);
    expect(offline.body.data).toMatchObject({ id, online: false });
    expect(offline.body.data.cacheTags).toEqual(expect.arrayContaining([`news:${String(id)}`, 'sitemap']));
    expect((await api.call('GET', `/api/news/${String(id)}`)).status).toBe(404);
    expect(await sitemapNewsIds()).not.toContain(id);
    const list = await api.call('GET', '/api/news?pageSize=100');
    expect(list.body.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    const again = await api.call('POST', `/api/editor/news/${String(id)}/offline`, {
      token: editor,
      locale: 'EN',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('this item is already offline');
    // Kept as a version like any save.
    const versions = await api.call('GET', `/api/editor/news/${String(id)}/versions`, { token: editor });
    expect(versions.body.data[0].changeId).toBe(offline.body.data.changeId);

    const online = await api.call('POST', `/api/editor/news/${String(id)}/online`, { token: editor });
    expect(online.body.data).toMatchObject({ id, online: true });
    expect((await api.call('GET', `/api/news/${String(id)}`)).status).toBe(200);
    expect(await sitemapNewsIds()).toContain(id);
  });

  it('refuses members, visitors and unknown articles', async () => {
    const id = await publishedNewsId(1);
    expect((await api.call('POST', `/api/editor/news/${String(id)}/offline`, { token: member })).status).toBe(
      403,
    );
    expect((await api.call('POST', `/api/editor/news/${String(id)}/offline`)).status).toBe(401);
    expect((await api.call('GET', `/api/news/${String(id)}`)).status).toBe(200);
    expect((await api.call('POST', '/api/editor/news/99999999/offline', { token: editor })).status).toBe(404);
    expect((await api.call('GET', '/api/editor/audit', { token: member })).status).toBe(403);
    expect((await api.call('GET', '/api/editor/publishes', { token: member })).status).toBe(403);
  });
});

describe('scheduled take-offline and publish', () => {
  it('runs a due action exactly once when two workers look at the same time', async () => {
    const id = await publishedNewsId(2);
    const at = new Date(clock.now().getTime() + 60_000).toISOString();
    const scheduled = await api.call('POST', `/api/editor/news/${String(id)}/schedule`, {
      token: editor,
      body: { action: 'offline', at },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({ action: 'offline', at, status: 'pending' });
    // Not due yet: nothing runs.
    expect(await runDueActions(api.ctx)).toBe(0);
    expect((await api.call('GET', `/api/news/${String(id)}`)).status).toBe(200);

    clock.advance(61_000);
    const feedBefore = await api.call('GET', '/api/editor/changes?limit=1000', { token: editor });
    const ran = await Promise.all([runDueActions(api.ctx), runDueActions(api.ctx)]);
    expect(ran[0] + ran[1]).toBe(1);
    expect((await api.call('GET', `/api/news/${String(id)}`)).status).toBe(404);
    const feedAfter = await api.call('GET', '/api/editor/changes?limit=1000', { token: editor });
    const newChanges = feedAfter.body.data.slice(feedBefore.body.data.length);
    expect(newChanges.map((c: { entityId: number }) => c.entityId)).toEqual([id]);
    const listed = await api.call('GET', `/api/editor/news/${String(id)}/schedule`, { token: editor });
    expect(listed.body.data[0]).toMatchObject({ id: scheduled.body.data.id, status: 'done' });
    expect(await runDueActions(api.ctx)).toBe(0);

    // Publish (bring online) at a time, and a schedule that cannot run records why.
    const back = await api.call('POST', `/api/editor/news/${String(id)}/schedule`, {
      token: editor,
      body: { action: 'online', at: new Date(clock.now().getTime() + 1000).toISOString() },
    });
    const twice = await api.call('POST', `/api/editor/news/${String(id)}/schedule`, {
      token: editor,
      body: { action: 'online', at: new Date(clock.now().getTime() + 2000).toISOString() },
    });
    clock.advance(3000);
    expect(await runDueActions(api.ctx)).toBe(2);
    expect((await api.call('GET', `/api/news/${String(id)}`)).status).toBe(200);
    const outcomes = await api.call('GET', `/api/editor/news/${String(id)}/schedule`, { token: editor });
    const byId = new Map(outcomes.body.data.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(back.body.data.id)).toMatchObject({ status: 'done' });
    expect(byId.get(twice.body.data.id)).toMatchObject({ status: 'failed' });
  });

  it('refuses a time in the past and cancels a pending action once', async () => {
    const id = await publishedNewsId(3);
    const past = await api.call('POST', `/api/editor/news/${String(id)}/schedule`, {
      token: editor,
      locale: 'EN',
      body: { action: 'offline', at: new Date(clock.now().getTime() - 1000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain('must be a time in the future');
    const pending = await api.call('POST', `/api/editor/news/${String(id)}/schedule`, {
      token: editor,
      body: { action: 'offline', at: new Date(clock.now().getTime() + 5000).toISOString() },
    });
    const path = `/api/editor/scheduled/${String(pending.body.data.id)}`;
    expect((await api.call('DELETE', path, { token: editor })).body.data.status).toBe('cancelled');
    expect((await api.call('DELETE', path, { token: editor })).status).toBe(409);
    clock.advance(6000);
    await runDueActions(api.ctx);
    expect((await api.call('GET', `/api/news/${String(id)}`)).status).toBe(200);
  });
});

describe('audit log', () => {
  it('records login, save, restore, offline, online and schedule with who and the address, filtered', async () => {
    const since = clock.now().toISOString();
    const token = await editorLogin(api);
    const id = await publishedNewsId(4);
    const headers = { 'x-forwarded-for': '198.51.100.23' };
    const saved = await api.call('PUT', `/api/editor/news/${String(id)}`, {
      token,
      headers,
      body: { summary: { zh: '审计摘要', en: 'Audited summary' } },
    });
    expect(saved.status).toBe(200);
    await api.call('POST', `/api/editor/news/${String(id)}/versions/0/restore`, { token, headers });
    await api.call('POST', `/api/editor/news/${String(id)}/offline`, { token, headers });
    await api.call('POST', `/api/editor/news/${String(id)}/online`, { token, headers });
    // A refused action leaves no entry.
    await api.call('POST', `/api/editor/news/${String(id)}/online`, { token, headers });
    const all = await api.call('GET', `/api/editor/audit?since=${encodeURIComponent(since)}&pageSize=100`, {
      token,
    });
    const mine = all.body.data.records.filter((r: { entityId: number | null }) => r.entityId === id);
    expect(mine.map((r: { action: string }) => r.action)).toEqual(['online', 'offline', 'restore', 'save']);
    for (const entry of mine)
      expect(entry).toMatchObject({ editor: demoEditor.nickname, address: '198.51.100.23', entity: 'news' });
    expect(mine[2].detail).toMatchObject({ restored: 0 });
    const logins = await api.call(
      'GET',
      `/api/editor/audit?action=login&since=${encodeURIComponent(since)}`,
      {
        token,
      },
    );
    expect(logins.body.data.records[0]).toMatchObject({ action: 'login', address: '203.0.113.7' });
    const byItem = await api.call('GET', `/api/editor/audit?entity=news&entityId=${String(id)}&action=save`, {
      token,
    });
    expect(byItem.body.data.total).toBe(1);
    const bad = await api.call('GET', '/api/editor/audit?action=delete', { token });
    expect(bad.status).toBe(400);
  });
});

describe('publish log', () => {
  let origin: Server;
  let pushing: TestApi;
  let token: string;
  const secret = 'test-publish-webhook-secret-0123';
  const guard = new ReplayGuard();
  let answer: 'stream' | 'fail' = 'stream';
  const heard: string[][] = [];

  // The origin's side of the protocol as scripts/portal-server.ts speaks it: a checked
  // signature, then one NDJSON progress line per phase of the rebuild.
  beforeAll(async () => {
    origin = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const header = request.headers[signatureHeader];
        const check = checkWebhook(body, typeof header === 'string' ? header : undefined, secret, guard);
        if (!check.ok || answer === 'fail') {
          response.writeHead(check.ok ? 500 : check.status).end();
          return;
        }
        expect(request.headers.accept).toContain('application/x-ndjson');
        heard.push(check.request.tags);
        const summary: RebuildSummary = {
          ...check.request,
          rendered: 3,
          changed: ['zh/information/1.html'],
          removed: [],
          uploaded: ['zh/information/1.html'],
          failures: [],
          warnings: [{ url: 'http://127.0.0.1/information/1.html', entities: ['keyword:2'] }],
          notified: 0,
          refreshed: 1,
          noExport: false,
          firstLiveMs: 40,
          totalMs: 0,
          phases: [],
        };
        response.writeHead(200, { 'content-type': 'application/x-ndjson' });
        response.write(`${JSON.stringify(progressOf(summary, 'first'))}\n`);
        setTimeout(() => {
          summary.rendered = 9;
          summary.changed.push('en/information.html');
          summary.totalMs = 120;
          response.end(`${JSON.stringify(progressOf(summary, 'done'))}\n`);
        }, 300);
      });
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const { port } = origin.address() as AddressInfo;
    pushing = await startTestApi({
      cacheWebhook: { url: `http://127.0.0.1:${String(port)}/_hooks/rebuild`, secret },
      schedulerMs: 0,
    });
    token = await editorLogin(pushing);
  });
  afterAll(async () => {
    await pushing.stop();
    await new Promise((resolve) => origin.close(resolve));
  });

  async function until(
    id: number,
    done: (row: { status: string; progress?: { phase: string } | null }) => boolean,
  ) {
    for (let i = 0; i < 100; i += 1) {
      const row = await pushing.call('GET', `/api/editor/publishes/${String(id)}`, { token });
      if (done(row.body.data)) return row;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`publish ${String(id)} did not finish`);
  }

  it('records each save with who, what and its pages, and follows the rebuild to live', async () => {
    const saved = await pushing.call('PUT', '/api/editor/wiki/2', {
      token,
      body: { title: { zh: '发布记录', en: 'Publish record' } },
    });
    const publishId = saved.body.data.publishId as number;
    const first = await until(
      publishId,
      (row) => row.status !== 'pending' || row.progress?.phase === 'first',
    );
    expect(first.headers.get('cache-control')).toBe('no-store');
    const live = await until(publishId, (row) => row.status !== 'pending');
    expect(live.body.data).toMatchObject({
      id: publishId,
      changeId: saved.body.data.changeId,
      action: 'save',
      entity: 'wiki',
      entityId: 2,
      editor: demoEditor.nickname,
      cacheTags: saved.body.data.cacheTags,
      status: 'live',
      progress: {
        phase: 'done',
        rendered: 9,
        changed: ['zh/information/1.html', 'en/information.html'],
        uploaded: 1,
        firstLiveMs: 40,
        lastLiveMs: 120,
        warnings: [{ entities: ['keyword:2'] }],
      },
    });
    expect(heard.at(-1)).toEqual(saved.body.data.cacheTags);
    const log = await pushing.call('GET', '/api/editor/publishes?entity=wiki&entityId=2', { token });
    expect(log.body.data.records[0].id).toBe(publishId);
  });

  it('marks a publish the origin refused as failed, and one without a webhook as unsent', async () => {
    answer = 'fail';
    const saved = await pushing.call('PUT', '/api/editor/wiki/3', {
      token,
      body: { title: { zh: '失败的发布', en: 'Failed publish' } },
    });
    const failed = await until(saved.body.data.publishId as number, (row) => row.status !== 'pending');
    expect(failed.body.data.status).toBe('failed');
    answer = 'stream';
    const quiet = await api.call('PUT', '/api/editor/wiki/3', {
      token: editor,
      body: { title: { zh: '无推送', en: 'Not pushed' } },
    });
    const row = await api.call('GET', `/api/editor/publishes/${String(quiet.body.data.publishId)}`, {
      token: editor,
    });
    expect(row.body.data.status).toBe('unsent');
    const onlyFailed = await pushing.call('GET', '/api/editor/publishes?status=failed', { token });
    expect(onlyFailed.body.data.records.map((r: { id: number }) => r.id)).toEqual([
      saved.body.data.publishId,
    ]);
  });
});
