/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/restrict-template-expressions, @typescript-eslint/no-unsafe-return, @typescript-eslint/restrict-plus-operands -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { editViewSchemas } from '../../src/lib/contract/editor-reads.ts';
import { demoEditor } from '../seed/demo-accounts.ts';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Companies as an editor kind, end to end over HTTP: the list with its search, filters and
// paging, the edit view, a save in both languages (with the contact e-mail a fair's calendar
// names) and its cache tags, the stale save refused, versions and restore, the audit log, and
// members and visitors kept out.

let editor: string;
let member: string;
let organiserId: number;
let fairId: number;
const api = useTestApi();
const bi = (zh: string, en: string) => ({ zh, en });

beforeAll(async () => {
  editor = await loginEditor(api);
  member = await loginDemo(api, 2);
  const fair = (await api.call('GET', '/api/exhibitions/3')).body.data;
  organiserId = fair.organiser.id;
  fairId = fair.id;
});

const view = async (path: string) => (await api.call('GET', path, { token: editor })).body.data;
const fieldsOf = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).filter(([key]) => key !== 'id' && key !== 'updatedAt' && key !== 'version'),
  );

describe('who may edit companies', () => {
  it('refuses members (403) and visitors (login) on every company call', async () => {
    const calls = [
      ['GET', '/api/editor/companies'],
      ['GET', `/api/editor/companies/${organiserId}`],
      ['PUT', `/api/editor/companies/${organiserId}`],
      ['POST', '/api/editor/companies'],
      ['GET', `/api/editor/companies/${organiserId}/versions`],
      ['POST', `/api/editor/companies/${organiserId}/versions/0/restore`],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : { website: null };
      expect([path, (await api.call(method, path, { token: member, body })).status]).toEqual([path, 403]);
      expect([path, (await api.call(method, path, { body })).body.code]).toEqual([path, 111006]);
    }
  });
});

describe('GET /api/editor/companies', () => {
  it('finds companies by either name, filters by industry and country, and pages', async () => {
    const item = editViewSchemas.companies.parse(await view(`/api/editor/companies/${organiserId}`));
    const page = await view('/api/editor/companies?pageSize=7&pageNum=2');
    expect(page.records).toHaveLength(7);
    expect(page.total).toBeGreaterThan(14);
    const first = await view('/api/editor/companies?pageSize=7&pageNum=1');
    expect(first.records.map((r: { id: number }) => r.id)).not.toEqual(
      expect.arrayContaining(page.records.map((r: { id: number }) => r.id)),
    );

    const word = item.name.en.split(' ')[0] ?? '';
    const byName = await view(`/api/editor/companies?keyword=${encodeURIComponent(word)}&pageSize=100`);
    expect(byName.records.length).toBeGreaterThan(0);
    for (const r of byName.records) expect(r.title.en.toLowerCase()).toContain(word.toLowerCase());
    const byZh = await view(`/api/editor/companies?keyword=${encodeURIComponent(item.name.zh)}&pageSize=100`);
    expect(byZh.records.map((r: { id: number }) => r.id)).toContain(organiserId);

    const byIndustry = await view(`/api/editor/companies?industryId=${item.industryId}&pageSize=100`);
    const otherIndustry = await view(`/api/editor/companies?industryId=${item.industryId + 1}&pageSize=100`);
    expect(byIndustry.records.map((r: { id: number }) => r.id)).toContain(organiserId);
    expect(otherIndustry.records.map((r: { id: number }) => r.id)).not.toContain(organiserId);
    expect(byIndustry.total + otherIndustry.total).toBeLessThanOrEqual(first.total);

    const public_ = (await api.call('GET', `/api/companies/${organiserId}`)).body.data;
    const byCountry = await view(`/api/editor/companies?countryId=${public_.country.id}&pageSize=100`);
    expect(byCountry.records.map((r: { id: number }) => r.id)).toContain(organiserId);
    expect(byCountry.total).toBeLessThan(first.total);
    // Companies have no status: a status filter matches nothing rather than everything.
    expect((await view('/api/editor/companies?status=published')).total).toBe(0);
  });
});

describe('PUT /api/editor/companies/{id}', () => {
  it('saves both languages and the e-mail, answers the tags of its pages, and the fair names it', async () => {
    const path = `/api/editor/companies/${organiserId}`;
    const before = editViewSchemas.companies.parse(await view(path));
    expect(before.version).toBe(0);
    expect(before.email).toMatch(/^info@[a-z0-9-]+\.example$/);
    const saved = await api.call('PUT', path, {
      token: editor,
      headers: { 'If-Match': '"0"' },
      body: {
        name: bi('华信新名会展集团', 'Huaxin Renamed Exhibition Group'),
        intro: bi('<p>新的简介</p><script>alert(1)</script>', '<p>A new introduction</p>'),
        email: 'events@huaxin-renamed.example',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(1);
    // A text edit names the company (every page showing it carries it), not the company lists.
    expect(saved.body.data.cacheTags).toEqual(
      expect.arrayContaining([`company:${organiserId}`, 'sitemap:company']),
    );
    expect(saved.body.data.cacheTags).not.toContain('list:company');
    const after = editViewSchemas.companies.parse(await view(path));
    expect(after).toMatchObject({ email: 'events@huaxin-renamed.example', version: 1 });
    expect(after.intro.zh).not.toContain('script');
    const en = (await api.call('GET', `/api/companies/${organiserId}`, { locale: 'EN' })).body.data;
    const zh = (await api.call('GET', `/api/companies/${organiserId}`, { locale: 'CN' })).body.data;
    expect([en.name, zh.name]).toEqual(['Huaxin Renamed Exhibition Group', '华信新名会展集团']);
    const fair = (await api.call('GET', `/api/exhibitions/${fairId}`, { locale: 'EN' })).body.data;
    expect(fair.organiser).toMatchObject({
      name: 'Huaxin Renamed Exhibition Group',
      email: 'events@huaxin-renamed.example',
    });

    // Two editors: a save from version 0 now is stale, in either language, and stores nothing.
    for (const locale of ['CN', 'EN'] as const) {
      const late = await api.call('PUT', path, {
        token: editor,
        locale,
        headers: { 'If-Match': '"0"' },
        body: { email: 'late@late.example' },
      });
      expect(late.status).toBe(412);
      if (locale === 'CN') expect(late.body.message).toMatch(/[\u4e00-\u9fff]{4}/);
      else expect(late.body.message).toMatch(/changed since you opened it/);
    }
    expect((await view(path)).email).toBe('events@huaxin-renamed.example');

    // Versions and restore: version 0 is the company as seeded, restoring it is version 2.
    const versions = await view(`${path}/versions`);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 0]);
    expect(await view(`${path}/versions/0`)).toEqual(fieldsOf(before));
    const restored = await api.call('POST', `${path}/versions/0/restore`, {
      token: editor,
      headers: { 'If-Match': '"1"' },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ version: 2 });
    expect(restored.body.data.cacheTags).toContain(`company:${organiserId}`);
    // Rich text reads back as the cleaner keeps it (an ampersand as an entity), the rest as it was.
    const back = editViewSchemas.companies.parse(await view(path));
    expect({ ...fieldsOf(back), intro: null }).toEqual({ ...fieldsOf(before), intro: null });
    expect(back.intro.zh).toBe(before.intro.zh);
    expect((await api.call('GET', `/api/companies/${organiserId}`, { locale: 'EN' })).body.data.name).toBe(
      before.name.en,
    );

    // Both actions are in the audit log under the company.
    const audit = await view(`/api/editor/audit?entity=company&entityId=${organiserId}&pageSize=10`);
    expect(audit.records.map((r: { action: string }) => r.action)).toEqual(['restore', 'save']);
    expect(audit.records[0]).toMatchObject({ editor: demoEditor.nickname, detail: { restored: 0 } });
  });

  it('refuses an e-mail that is not one, or would break a calendar address, in the caller’s language', async () => {
    const path = `/api/editor/companies/${organiserId}`;
    const start = (await view(path)).email;
    for (const email of ['no-at-sign', 'a@b', 'x@y.example:evil', '"Boss" <boss@x.cn>', 'a,b@x.cn']) {
      for (const locale of ['CN', 'EN'] as const) {
        const refused = await api.call('PUT', path, { token: editor, locale, body: { email } });
        expect([email, refused.status]).toEqual([email, 400]);
        expect(refused.body.message).toContain('email');
        if (locale === 'CN') expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    const clear = await api.call('PUT', path, { token: editor, body: { email: null } });
    expect(clear.status).toBe(200);
    expect((await view(path)).email).toBeNull();
    await api.call('PUT', path, { token: editor, body: { email: start } });
    expect((await view(path)).email).toBe(start);
  });

  it('writes nothing when the city or industry is unknown', async () => {
    const path = `/api/editor/companies/${organiserId}`;
    const versions = (await view(`${path}/versions`)).length;
    const name = (await view(path)).name;
    for (const body of [
      { cityId: 99999999, name: bi('不该保存', 'Must not be saved') },
      { industryId: 99999999, name: bi('不该保存', 'Must not be saved') },
    ]) {
      const refused = await api.call('PUT', path, { token: editor, body });
      expect(refused.status).toBe(404);
    }
    expect((await view(path)).name).toEqual(name);
    expect((await view(`${path}/versions`)).length).toBe(versions);
  });
});

describe('POST /api/editor/companies', () => {
  it('creates a company as version 1, in its city’s country, found in the list', async () => {
    const template = fieldsOf(await view(`/api/editor/companies/${organiserId}`));
    const created = await api.call('POST', '/api/editor/companies', {
      token: editor,
      body: {
        ...template,
        name: bi('新建服务有限公司', 'Newly Made Services Co.'),
        kind: 'service',
        email: null,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.version).toBe(1);
    const id = created.body.data.id;
    expect(created.body.data.cacheTags).toEqual(expect.arrayContaining([`company:${id}`, 'list:company']));
    const found = await view('/api/editor/companies?keyword=Newly%20Made');
    expect(found.records.map((r: { id: number }) => r.id)).toEqual([id]);
    const organiser = (await api.call('GET', `/api/companies/${organiserId}`)).body.data;
    const made = (await api.call('GET', `/api/companies/${id}`)).body.data;
    expect(made.country.id).toBe(organiser.country.id);
  });
});
