/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/restrict-template-expressions, @typescript-eslint/no-unsafe-return -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { editViewSchemas } from '../../src/lib/contract/editor-reads.ts';
import { loginDemo, loginEditor } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Fair editions, special topics and visa products as editor kinds over HTTP: members and
// visitors kept out, lists with search and paging, saves in both languages with the tags of the
// pages that show them, every rule refused in the caller's language, the stale save refused,
// versions and restore, and the audit log.

let editor: string;
let member: string;
const api = useTestApi();
const bi = (zh: string, en: string) => ({ zh, en });
const view = async (path: string) => (await api.call('GET', path, { token: editor })).body.data;
const fieldsOf = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).filter(([key]) => key !== 'id' && key !== 'updatedAt' && key !== 'version'),
  );
const firstId = async (entity: string) =>
  (await view(`/api/editor/${entity}?pageSize=1`)).records[0].id as number;

beforeAll(async () => {
  editor = await loginEditor(api);
  member = await loginDemo(api, 3);
});

describe('who may edit editions, special topics and visa products', () => {
  it('refuses members (403) and visitors (login) on every call', async () => {
    for (const entity of ['editions', 'specials', 'visas']) {
      const id = await firstId(entity);
      for (const [method, path] of [
        ['GET', `/api/editor/${entity}`],
        ['GET', `/api/editor/${entity}/${id}`],
        ['POST', `/api/editor/${entity}`],
        ['PUT', `/api/editor/${entity}/${id}`],
        ['GET', `/api/editor/${entity}/${id}/versions`],
        ['POST', `/api/editor/${entity}/${id}/versions/0/restore`],
      ] as const) {
        const body = method === 'GET' ? undefined : { title: bi('甲', 'A') };
        expect([path, (await api.call(method, path, { token: member, body })).status]).toEqual([path, 403]);
        expect([path, (await api.call(method, path, { body })).body.code]).toEqual([path, 111006]);
      }
    }
  });
});

describe('lists', () => {
  it('pages each kind and finds an item by either language', async () => {
    for (const entity of ['editions', 'specials', 'visas'] as const) {
      const first = await view(`/api/editor/${entity}?pageSize=3&pageNum=1`);
      const second = await view(`/api/editor/${entity}?pageSize=3&pageNum=2`);
      expect(first.records).toHaveLength(3);
      const firstIds = first.records.map((r: { id: number }) => r.id);
      for (const r of second.records) expect(firstIds).not.toContain(r.id);
      const item = first.records[0];
      for (const keyword of [item.title.zh.slice(0, 30), item.title.en.slice(0, 30)]) {
        const found = await view(`/api/editor/${entity}?keyword=${encodeURIComponent(keyword)}&pageSize=50`);
        expect([entity, found.records.map((r: { id: number }) => r.id)]).toEqual([
          entity,
          expect.arrayContaining([item.id]),
        ]);
      }
      editViewSchemas[entity].parse(await view(`/api/editor/${entity}/${item.id}`));
    }
  });

  it('filters visa products by destination country', async () => {
    const visa = await view(`/api/editor/visas/${await firstId('visas')}`);
    const found = await view(`/api/editor/visas?countryId=${visa.areaId}&pageSize=100`);
    expect(found.total).toBeGreaterThan(0);
    for (const r of found.records) expect((await view(`/api/editor/visas/${r.id}`)).areaId).toBe(visa.areaId);
    const all = await view('/api/editor/visas?pageSize=1');
    expect(found.total).toBeLessThan(all.total);
  });
});

describe('editions', () => {
  it('saves both languages, tags its fairs, refuses a stale save, restores and audits', async () => {
    const id = await firstId('editions');
    const path = `/api/editor/editions/${id}`;
    const before = editViewSchemas.editions.parse(await view(path));
    const otherFair = before.exhibitionId === 1 ? 2 : 1;
    const saved = await api.call('PUT', path, {
      token: editor,
      headers: { 'If-Match': `"${before.version}"` },
      body: {
        summary: bi('第九十九届改名展', 'Renamed Fair, edition 99'),
        visitors: 4321,
        exhibitionId: otherFair,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.cacheTags).toEqual(
      expect.arrayContaining([`exhibition:${otherFair}`, `exhibition:${before.exhibitionId}`]),
    );
    const en = (await api.call('GET', `/api/editions/${id}`, { locale: 'EN' })).body.data;
    const zh = (await api.call('GET', `/api/editions/${id}`, { locale: 'CN' })).body.data;
    expect([en.summary, zh.summary, en.visitors]).toEqual([
      'Renamed Fair, edition 99',
      '第九十九届改名展',
      4321,
    ]);

    const late = await api.call('PUT', path, {
      token: editor,
      headers: { 'If-Match': `"${before.version}"` },
      body: { visitors: 1 },
    });
    expect(late.status).toBe(412);

    for (const locale of ['CN', 'EN'] as const) {
      const backwards = await api.call('PUT', path, {
        token: editor,
        locale,
        body: { startDate: '2030-05-10', endDate: '2030-05-01' },
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.message).toContain('endDate');
      if (locale === 'CN') expect(backwards.body.message).toMatch(/[\u4e00-\u9fff]/);
      else expect(backwards.body.message).toMatch(/before startDate/);
    }
    expect((await api.call('PUT', path, { token: editor, body: { exhibitionId: 99999999 } })).status).toBe(
      404,
    );
    expect((await api.call('PUT', path, { token: editor, body: { year: 1800 } })).status).toBe(400);

    const restored = await api.call('POST', `${path}/versions/0/restore`, { token: editor });
    expect(restored.body.data).toMatchObject({ version: 2 });
    expect(fieldsOf(editViewSchemas.editions.parse(await view(path)))).toEqual(fieldsOf(before));
    const audit = await view(`/api/editor/audit?entity=edition&entityId=${id}`);
    expect(audit.records.map((r: { action: string }) => r.action)).toEqual(['restore', 'save']);
    // Its last change dates it in the list.
    const listed = await view('/api/editor/editions?pageSize=1');
    expect(listed.records[0].id).toBe(id);
  });
});

describe('special topics', () => {
  it('saves both languages with its fairs and news, refuses unknown ones, keeps versions', async () => {
    const id = await firstId('specials');
    const path = `/api/editor/specials/${id}`;
    const before = editViewSchemas.specials.parse(await view(path));
    const saved = await api.call('PUT', path, {
      token: editor,
      headers: { 'If-Match': `"${before.version}"` },
      body: { title: bi('新专题标题', 'New Special Title'), exhibitionIds: [3, 1, 3], newsIds: [2] },
    });
    expect(saved.status).toBe(200);
    // Its fairs and news show on its own page alone; the home page carries the topic's tag.
    expect(saved.body.data.cacheTags).toEqual([`special:${id}`]);
    const en = (await api.call('GET', `/api/special-topics/${id}`, { locale: 'EN' })).body.data;
    expect(en.title).toBe('New Special Title');
    expect(en.exhibitions.map((e: { id: number }) => e.id)).toEqual([3, 1]);
    expect((await api.call('GET', `/api/special-topics/${id}`, { locale: 'CN' })).body.data.title).toBe(
      '新专题标题',
    );

    for (const locale of ['CN', 'EN'] as const) {
      const unknown = await api.call('PUT', path, { token: editor, locale, body: { newsIds: [99999999] } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toContain('99999999');
      expect(unknown.body.data.fields).toEqual([{ field: 'body.newsIds', message: unknown.body.message }]);
      if (locale === 'CN') expect(unknown.body.message).toMatch(/[\u4e00-\u9fff]/);
      const empty = await api.call('PUT', path, { token: editor, locale, body: { title: bi('', 'x') } });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toContain('title.zh');
    }
    expect(
      (
        await api.call('PUT', path, {
          token: editor,
          headers: { 'If-Match': '"0"' },
          body: { cover: '/x.jpg' },
        })
      ).status,
    ).toBe(412);
    const restored = await api.call('POST', `${path}/versions/0/restore`, {
      token: editor,
      headers: { 'If-Match': '"1"' },
    });
    expect(restored.status).toBe(200);
    expect(fieldsOf(editViewSchemas.specials.parse(await view(path)))).toEqual(fieldsOf(before));
    const audit = await view(`/api/editor/audit?entity=special&entityId=${id}`);
    expect(audit.records.map((r: { action: string }) => r.action)).toEqual(['restore', 'save']);
  });

  it('creates one as version 1', async () => {
    const created = await api.call('POST', '/api/editor/specials', {
      token: editor,
      body: {
        title: bi('新建专题', 'Newly Made Special'),
        intro: bi('简介', 'An intro'),
        cover: '/oss/images/special/1.jpg',
        exhibitionIds: [1],
        newsIds: [],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.version).toBe(1);
    expect((await api.call('GET', `/api/special-topics/${created.body.data.id}`)).status).toBe(200);
  });
});

describe('visa products', () => {
  it('saves both languages, fees and documents, refuses what breaks a rule, restores', async () => {
    const id = await firstId('visas');
    const path = `/api/editor/visas/${id}`;
    const before = editViewSchemas.visas.parse(await view(path));
    const fees = [
      { code: 'consular', zh: '使馆费', en: 'Consular fee', amountMinor: 50000 },
      { code: 'service', zh: '服务费', en: 'Service fee', amountMinor: 12000 },
    ];
    const saved = await api.call('PUT', path, {
      token: editor,
      headers: { 'If-Match': `"${before.version}"` },
      body: {
        title: bi('新签证产品', 'New Visa Product'),
        intro: bi('<p>新简介</p><img src=x onerror=alert(1)>', '<p>New intro</p><script>alert(1)</script>'),
        fees,
        priceMinor: 62000,
        refundDays: 7,
        refundLateFeePercent: 20,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.cacheTags).toEqual(expect.arrayContaining([`visa:${id}`, 'sitemap:visa']));
    expect(saved.body.data.cacheTags).not.toContain('list:visa');
    const en = (await api.call('GET', `/api/visas/${id}`, { locale: 'EN' })).body.data;
    expect(en.title).toBe('New Visa Product');
    expect(en.intro).not.toMatch(/script|onerror/i);
    expect(en.fees.map((f: { name: string }) => f.name)).toEqual(['Consular fee', 'Service fee']);
    expect((await api.call('GET', `/api/visas/${id}`, { locale: 'CN' })).body.data.title).toBe('新签证产品');

    const refusals: [Record<string, unknown>, string][] = [
      [{ stayDays: before.validityDays + 1 }, 'stayDays'],
      [{ fees: [fees[0], fees[0]] }, 'fees'],
      [{ refundDays: null, refundLateFeePercent: 10 }, 'refundLateFeePercent'],
      [{ fees: [{ ...fees[0], code: 'Has Space' }] }, 'fees.0.code'],
      [{ currency: 'XXX' }, 'currency'],
      [{ dailyQuota: -1 }, 'dailyQuota'],
    ];
    for (const [body, field] of refusals)
      for (const locale of ['CN', 'EN'] as const) {
        const refused = await api.call('PUT', path, { token: editor, locale, body });
        expect([field, refused.status]).toEqual([field, 400]);
        expect(refused.body.message).toContain(field);
        if (locale === 'CN') expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
      }
    expect((await api.call('PUT', path, { token: editor, body: { areaId: 99999999 } })).status).toBe(404);

    const late = await api.call('PUT', path, {
      token: editor,
      headers: { 'If-Match': `"${before.version}"` },
      body: { dailyQuota: 5 },
    });
    expect(late.status).toBe(412);
    const versions = await view(`${path}/versions`);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 0]);
    await api.call('POST', `${path}/versions/0/restore`, { token: editor });
    const back = editViewSchemas.visas.parse(await view(path));
    expect({ ...fieldsOf(back), intro: null }).toEqual({ ...fieldsOf(before), intro: null });
    const audit = await view(`/api/editor/audit?entity=visa&entityId=${id}`);
    expect(audit.records.map((r: { action: string }) => r.action)).toEqual(['restore', 'save']);
  });

  it('takes fees and documents as the objects the console’s rows make, never a line of text', async () => {
    const id = await firstId('visas');
    const document = {
      code: 'invitation',
      applicantKind: 'employed',
      zh: '邀请函',
      en: 'Invitation letter',
      required: true,
      noteZh: '',
      noteEn: '',
    };
    const saved = await api.call('PUT', `/api/editor/visas/${id}`, {
      token: editor,
      body: { documents: [document] },
    });
    expect(saved.status).toBe(200);
    expect((await view(`/api/editor/visas/${id}`)).documents).toEqual([document]);
    const broken = await api.call('PUT', `/api/editor/visas/${id}`, {
      token: editor,
      body: { documents: ['{not json'] },
    });
    expect(broken.status).toBe(400);
    const asText = await api.call('PUT', `/api/editor/visas/${id}`, {
      token: editor,
      body: { documents: [JSON.stringify(document)] },
    });
    expect(asText.status).toBe(400);
  });
});
