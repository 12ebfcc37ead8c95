import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchPage, SearchSuggestions } from '../../src/lib/contract/search.ts';
import { exhibitions } from '../db/schema.ts';
import { searchAnswersOf } from '../domain/search/answer-cache.ts';
import { createApp } from '../server/app.ts';
import { defineRoute } from '../server/route.ts';
import { loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Search answers are kept in memory until the database notifies a change (migration
// 0015_search_notify.sql). Runs on PGlite and, in CI's second pass, on PostgreSQL, where the
// notification comes over a connection of its own.
const api = useTestApi();

const suggestPath = `/api/search/suggest?q=${encodeURIComponent('Plastics Week Shanghai')}&limit=3`;
const pagePath = `/api/search?q=${encodeURIComponent('Plastics Week Shanghai')}`;

async function firstSuggestion(): Promise<string | undefined> {
  const { body } = await api.call<SearchSuggestions>('GET', suggestPath, { locale: 'EN' });
  return body.data?.groups[0]?.records[0]?.title;
}

async function firstResult(): Promise<string | undefined> {
  const { body } = await api.call<SearchPage>('GET', pagePath, { locale: 'EN' });
  return body.data?.records[0]?.title;
}

/** Polls `read` until it answers `expected` (a notification from another connection is not instant). */
async function eventually(read: () => Promise<string | undefined>, expected: string): Promise<number> {
  const started = performance.now();
  while ((await read()) !== expected) {
    if (performance.now() - started > 2000) throw new Error(`still not ${expected} after 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

describe('kept search answers', () => {
  let editor = '';
  beforeAll(async () => {
    editor = await loginEditor(api);
  });

  it('answers a repeated search from memory, the same as the first time', async () => {
    const answers = searchAnswersOf(api.ctx.db);
    expect(answers.listening).toBe(true);
    const first = await api.call<SearchSuggestions>('GET', suggestPath, { locale: 'EN' });
    const hits = answers.stats.hits;
    const again = await api.call<SearchSuggestions>('GET', suggestPath, { locale: 'EN' });
    expect(answers.stats.hits).toBe(hits + 1);
    expect(again.body).toEqual(first.body);
    // Another language is another answer.
    const zh = await api.call<SearchSuggestions>('GET', suggestPath, { locale: 'CN' });
    expect(zh.body.data?.groups[0]?.records[0]?.title).toBe('上海塑料周');
    expect(first.body.data?.groups[0]?.records[0]?.title).toBe('Plastics Week Shanghai');
  });

  it("shows an editor's change to the next request of the same search", async () => {
    expect(await firstSuggestion()).toBe('Plastics Week Shanghai');
    expect(await firstResult()).toBe('Plastics Week Shanghai');
    const saved = await api.call('PUT', '/api/editor/exhibitions/249', {
      token: editor,
      body: { name: { zh: '上海塑料周', en: 'Plastics Week Shanghai Pudong' } },
    });
    expect(saved.status).toBe(200);
    // The editor's route drops this process's kept answers when it succeeds: the database's
    // notification, a few milliseconds later on PostgreSQL, is not waited for.
    expect(await firstSuggestion()).toBe('Plastics Week Shanghai Pudong');
    expect(await firstResult()).toBe('Plastics Week Shanghai Pudong');
  });

  it('drops kept answers on a write from outside the API, and not on a rolled-back one', async () => {
    const answers = searchAnswersOf(api.ctx.db);
    await firstSuggestion();
    const invalidations = answers.stats.invalidations;
    await expect(
      api.ctx.db.transaction(async (tx) => {
        await tx.update(exhibitions).set({ nameEn: 'Never Committed' }).where(eq(exhibitions.id, 249));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answers.stats.invalidations).toBe(invalidations);
    expect(await firstSuggestion()).toBe('Plastics Week Shanghai Pudong');

    // Another process's write: on PostgreSQL a connection of its own, on PGlite the same session.
    const write = 'Plastics Week Shanghai Hongqiao';
    if (api.databaseUrl !== null) {
      const other = postgres(api.databaseUrl, { max: 1 });
      await other`update exhibitions set name_en = ${write} where id = 249`;
      await other.end();
    } else {
      await api.ctx.db.execute(sql`update exhibitions set name_en = ${write} where id = 249`);
    }
    const waited = await eventually(firstSuggestion, write);
    expect(waited).toBeLessThan(1000);
    expect(answers.stats.invalidations).toBeGreaterThan(invalidations);
  });

  it('drops kept answers when an editor change is recorded (what a result shows may have changed)', async () => {
    const answers = searchAnswersOf(api.ctx.db);
    await firstSuggestion();
    const invalidations = answers.stats.invalidations;
    await api.ctx.db.execute(
      sql`insert into cache_events (user_id, entity, entity_id, action, tags, created_at)
        values (1, 'city', 1, 'update', '[]'::jsonb, now())`,
    );
    const started = performance.now();
    while (answers.stats.invalidations === invalidations && performance.now() - started < 2000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answers.stats.invalidations).toBeGreaterThan(invalidations);
  });

  it('drops them after a route that changes search, even when it fails, and not after others', async () => {
    const answers = searchAnswersOf(api.ctx.db);
    const failing = (changesSearch: boolean) =>
      defineRoute({
        method: 'post',
        path: `/test/${changesSearch ? 'changes' : 'reads'}`,
        tag: 'test',
        summary: 'fails after its work',
        auth: 'none',
        changesSearch,
        handler: () => Promise.reject(new Error('failed after committing')),
      });
    const app = createApp(api.ctx, [failing(true), failing(false)]);
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    try {
      const before = answers.stats.invalidations;
      expect((await fetch(`${base}/test/reads`, { method: 'POST' })).status).toBe(500);
      expect(answers.stats.invalidations).toBe(before);
      expect((await fetch(`${base}/test/changes`, { method: 'POST' })).status).toBe(500);
      expect(answers.stats.invalidations).toBe(before + 1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
