/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/restrict-template-expressions, @typescript-eslint/no-unsafe-return, @typescript-eslint/restrict-plus-operands -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoPassword } from '../seed/demo-accounts.ts';
import { loginDemo } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Every save kept as a version, the save that did not start from the latest one refused, and a
// version restored as the newest.

let editor: string;
let member: string;
const api = useTestApi();
const bi = (zh: string, en: string) => ({ zh, en });

beforeAll(async () => {
  editor = (
    await api.call('POST', '/api/auth/login', { body: { account: demoEditor.phone, password: demoPassword } })
  ).body.data.accessToken;
  member = await loginDemo(api, 3);
});

const view = async (path: string) => (await api.call('GET', path, { token: editor })).body.data;
const save = (path: string, body: unknown, version?: number, locale?: 'CN' | 'EN') =>
  api.call('PUT', path, {
    token: editor,
    body,
    ...(locale !== undefined && { locale }),
    ...(version !== undefined && { headers: { 'If-Match': `"${version}"` } }),
  });
const fieldsOf = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).filter(([key]) => key !== 'id' && key !== 'updatedAt' && key !== 'version'),
  );

describe('versions', () => {
  it('keeps the item as it stood before its first edit as version 0 and each save as the next', async () => {
    const path = '/api/editor/wiki/5';
    const original = await view(path);
    expect(original.version).toBe(0);
    const first = await save(path, { title: bi('第一版标题', 'First title') }, 0);
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(1);
    const secondSave = await save(path, { title: bi('第二版标题', 'Second title') }, 1);
    expect(secondSave.body.data.version).toBe(2);
    expect((await view(path)).version).toBe(2);
    const versions = await view(`${path}/versions`);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1, 0]);
    expect(versions[0]).toMatchObject({
      editor: demoEditor.nickname,
      changeId: secondSave.body.data.changeId,
    });
    expect(versions[2]).toMatchObject({ userId: null, changeId: null });
    expect(await view(`${path}/versions/0`)).toEqual(fieldsOf(original));
    expect((await view(`${path}/versions/1`)).title).toEqual(bi('第一版标题', 'First title'));
  });

  it('restores a version as the newest one: the item reads as it did then', async () => {
    const path = '/api/editor/wiki/5';
    const original = await view(`${path}/versions/0`);
    const restored = await api.call('POST', `${path}/versions/0/restore`, { token: editor });
    expect(restored.status).toBe(200);
    expect(restored.body.data.cacheTags).toContain('wiki:5');
    expect(restored.body.data.version).toBe(3);
    expect(fieldsOf(await view(path))).toEqual(original);
    expect((await api.call('GET', '/api/wiki/articles/5', { locale: 'EN' })).body.data.title).toBe(
      original.title.en,
    );
  });

  it('numbers a created item from version 1', async () => {
    const body = fieldsOf(await view('/api/editor/pavilions/4'));
    const created = await api.call('POST', '/api/editor/pavilions', {
      token: editor,
      body: { ...body, name: bi('新建会展中心', 'New Convention Centre') },
    });
    expect(created.body.data.version).toBe(1);
    const versions = await view(`/api/editor/pavilions/${created.body.data.id}/versions`);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1]);
  });
});

describe('two editors on one item', () => {
  it('refuses the second save from the same version with 412 in the caller’s language, storing nothing of it', async () => {
    const path = '/api/editor/news/7';
    const start = (await view(path)).version;
    expect((await save(path, { source: 'First editor' }, start)).status).toBe(200);
    for (const locale of ['CN', 'EN'] as const) {
      const late = await save(path, { source: 'Second editor' }, start, locale);
      expect(late.status).toBe(412);
      expect(late.body.message).toContain(demoEditor.nickname);
      expect(late.body.message).toContain(String(start + 1));
      if (locale === 'CN') expect(late.body.message).toMatch(/[\u4e00-\u9fff]{4}/);
      else expect(late.body.message).toMatch(/changed since you opened it/);
    }
    const now = await view(path);
    expect(now).toMatchObject({ source: 'First editor', version: start + 1 });
    // From the version it now holds, the second editor's save goes through.
    expect((await save(path, { source: 'Second editor' }, now.version)).body.data.version).toBe(start + 2);
  });

  it('answers a malformed If-Match with 400 naming the header', async () => {
    const bad = await save('/api/editor/news/7', { source: 'x' }, undefined);
    expect(bad.status).toBe(200); // no header: no check (scripts that do not edit in a form)
    const malformed = await api.call('PUT', '/api/editor/news/7', {
      token: editor,
      body: { source: 'x' },
      headers: { 'If-Match': 'three' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('If-Match');
  });
});

describe('who may read versions', () => {
  it('refuses members and visitors, and answers an unknown version with 404', async () => {
    expect((await api.call('GET', '/api/editor/wiki/5/versions', { token: member })).status).toBe(403);
    expect((await api.call('POST', '/api/editor/wiki/5/versions/0/restore', { token: member })).status).toBe(
      403,
    );
    expect((await api.call('GET', '/api/editor/wiki/5/versions')).body.code).toBe(111006);
    expect((await api.call('GET', '/api/editor/wiki/5/versions/999', { token: editor })).status).toBe(404);
    expect((await api.call('GET', '/api/editor/wiki/99999999/versions', { token: editor })).status).toBe(404);
  });
});
