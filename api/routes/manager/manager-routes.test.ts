/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/restrict-template-expressions -- these tests read JSON over HTTP: its shape is what they assert, and ids from responses go straight into the next URL */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../test/per-file-api.ts';
import { loginDemo, mailedCode } from '../../test/login.ts';
import { demoMember, demoPassword } from '../../seed/demo-accounts.ts';

let token: string;
let otherToken: string;
const visitor = {
  name: '张敏',
  phone: '13800000099',
  idType: 'id-card',
  idNumber: '31010119900101123X',
  company: 'Kessler',
  position: 'Buyer',
};

const api = useTestApi();
beforeAll(async () => {
  token = await loginDemo(api, 1);
  otherToken = await loginDemo(api, 6);
});

describe('/api/manager/visitors', () => {
  it('creates, edits, lists and deletes my visitors; others cannot see or change them', async () => {
    const created = await api.call('POST', '/api/manager/visitors', { token, body: visitor });
    expect(created.body.data).toMatchObject({ name: '张敏', email: null });
    const id = created.body.data.id as number;
    const edited = await api.call('PUT', `/api/manager/visitors/${String(id)}`, {
      token,
      body: { ...visitor, name: '张敏敏', email: 'zm@example.com' },
    });
    expect(edited.body.data).toMatchObject({ name: '张敏敏', email: 'zm@example.com' });
    expect((await api.call('GET', `/api/manager/visitors/${String(id)}`, { token: otherToken })).status).toBe(
      404,
    );
    expect(
      (await api.call('PUT', `/api/manager/visitors/${String(id)}`, { token: otherToken, body: visitor }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/api/manager/visitors/${String(id)}`, { token: otherToken })).status,
    ).toBe(404);
    const list = await api.call('GET', '/api/manager/visitors', { token });
    expect(list.body.data.map((v: { id: number }) => v.id)).toContain(id);
    expect((await api.call('DELETE', `/api/manager/visitors/${String(id)}`, { token })).body.code).toBe(1);
    expect((await api.call('GET', `/api/manager/visitors/${String(id)}`, { token })).status).toBe(404);
  });
});

describe('/api/manager/follows and fans', () => {
  it('lists the seeded follows with summaries and follows and unfollows idempotently', async () => {
    const fairs = await api.call('GET', '/api/manager/follows?targetType=exhibition', {
      token,
      locale: 'EN',
    });
    expect(fairs.body.data.total).toBe(5);
    expect(fairs.body.data.records[0].target).toHaveProperty('startDate');
    await api.call('POST', '/api/manager/follows', { token, body: { targetType: 'company', targetId: 7 } });
    await api.call('POST', '/api/manager/follows', { token, body: { targetType: 'company', targetId: 7 } });
    const companies = await api.call('GET', '/api/manager/follows?targetType=company', { token });
    expect(companies.body.data.records.filter((r: { targetId: number }) => r.targetId === 7)).toHaveLength(1);
    expect((await api.call('DELETE', '/api/manager/follows/company/7', { token })).body.data.following).toBe(
      false,
    );
    expect(
      (
        await api.call('POST', '/api/manager/follows', {
          token,
          body: { targetType: 'exhibition', targetId: 99999999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call('POST', '/api/manager/follows', { token, body: { targetType: 'user', targetId: 2 } }))
        .status,
    ).toBe(409);
    const fans = await api.call('GET', '/api/manager/fans', { token });
    expect(fans.body.data.records.map((f: { id: number }) => f.id)).toContain(3);
    const industries = await api.call('GET', '/api/manager/follows?targetType=industry', {
      token,
      locale: 'EN',
    });
    expect(industries.body.data.records[0].target).toEqual({ id: 1, name: 'Machinery' });
  });
});

describe('/api/manager reminders, orders, news, periodicals', () => {
  it('sets a reminder for an upcoming fair and lists my seeded orders', async () => {
    // "Upcoming" lists a fair opening today, which has started as far as a reminder goes.
    const today = new Date().toISOString().slice(0, 10);
    const upcoming: { id: number; startDate: string }[] = (
      await api.call('GET', '/api/exhibitions?t=1&pageSize=20')
    ).body.data.records;
    const fair = upcoming.find((f) => f.startDate > today);
    if (fair === undefined) throw new Error('no fair opens after today');
    const reminder = await api.call('POST', '/api/manager/reminders', {
      token,
      body: { exhibitionId: fair.id, daysBefore: 3, channel: 'email' },
    });
    expect(reminder.body.data.exhibition.id).toBe(fair.id);
    const tickets = await api.call('GET', '/api/manager/orders?orderType=ticket', { token });
    expect(tickets.body.data.records.map((o: { orderNo: string }) => o.orderNo)).toEqual(
      expect.arrayContaining(['T202601010000001', 'T202601020000002']),
    );
    expect(
      (await api.call('GET', '/api/manager/orders?orderType=ticket', { token: otherToken })).body.data.total,
    ).toBe(0);
    const visas = await api.call('GET', '/api/manager/orders?orderType=visa', { token });
    expect(visas.body.data.records[0].visa.applicants[0].pinyin).toBe('WANG WEI');
  });

  it('submits an article that stays out of the public list until published', async () => {
    const mine = await api.call('POST', '/api/manager/news', {
      token,
      body: {
        language: 'zh',
        title: '我们的新品发布',
        summary: '摘要',
        body: '<p>正文</p>',
        typeId: 1,
        industryId: 2,
      },
    });
    expect(mine.body.data.status).toBe('pending');
    expect((await api.call('GET', `/api/news/${mine.body.data.id}`)).status).toBe(404);
    expect(
      (await api.call('DELETE', `/api/manager/news/${mine.body.data.id}`, { token: otherToken })).status,
    ).toBe(404);
    expect((await api.call('GET', '/api/manager/news', { token })).body.data[0].id).toBe(mine.body.data.id);
  });

  it('requests a periodical once', async () => {
    expect(
      (
        await api.call('POST', '/api/manager/periodicals', {
          token,
          body: { periodicalId: 1, address: '上海市浦东新区世纪大道1号' },
        })
      ).body.code,
    ).toBe(1);
    expect(
      (
        await api.call('POST', '/api/manager/periodicals', {
          token,
          body: { periodicalId: 1, address: '上海市浦东新区世纪大道1号' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('/api/manager profile, password and enterprise auth', () => {
  it('updates the profile; an e-mail of another account stays pending and is refused with 20003 at the code', async () => {
    const updated = await api.call('PUT', '/api/manager/profile', {
      token,
      body: { nickname: '新昵称', bio: 'hello' },
    });
    expect(updated.body.data.nickname).toBe('新昵称');
    const claimed = await api.call('PUT', '/api/manager/profile', {
      token,
      body: { email: demoMember(2).email },
    });
    expect(claimed.body.code).toBe(1);
    expect(claimed.body.data.email).not.toBe(demoMember(2).email);
    expect(claimed.body.data.pendingEmail).toBe(demoMember(2).email);
    const confirmed = await api.call('POST', '/api/manager/profile/email', {
      token,
      body: { code: await mailedCode(api, demoMember(2).email) },
    });
    expect(confirmed.body.code).toBe(20003);
  });

  it('submits enterprise authentication with an uploaded licence image', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const upload = (await (
      await api.raw('POST', '/api/uploads?fileName=licence.png', {
        headers: { Authorization: token, 'Content-Type': 'image/png' },
        body: png,
      })
    ).json()) as { data: { id: number } };
    expect(
      (
        await api.call('POST', '/api/manager/enterprise-auth', {
          token: otherToken,
          body: {
            companyName: '华信',
            licenceNo: '91310000MA1FL0000X'.replace('X', '1'),
            licenceImages: [upload.data.id],
          },
        })
      ).status,
    ).toBe(404);
    const auth = await api.call('POST', '/api/manager/enterprise-auth', {
      token,
      body: { companyName: '上海华信科技', licenceNo: '913100001234567890', licenceImages: [upload.data.id] },
    });
    expect(auth.body.data).toMatchObject({
      status: 'pending',
      licenceImages: [`/api/uploads/${String(upload.data.id)}`],
    });
    expect((await api.call('GET', '/api/manager/enterprise-auth', { token })).body.data.companyName).toBe(
      '上海华信科技',
    );
  });

  it('changes the password with the old one and ends the session', async () => {
    const own = await loginDemo(api, 7);
    expect(
      (
        await api.call('POST', '/api/manager/password', {
          token: own,
          body: { oldPassword: 'wrong', newPassword: 'BrandNew123' },
        })
      ).body.code,
    ).toBe(0);
    expect(
      (
        await api.call('POST', '/api/manager/password', {
          token: own,
          body: { oldPassword: demoPassword, newPassword: 'BrandNew123' },
        })
      ).body.code,
    ).toBe(1);
    expect((await api.call('GET', '/api/user/getInfo', { token: own })).body.code).toBe(401);
    expect(
      (
        await api.call('POST', '/api/auth/login', {
          body: { account: demoMember(7).phone, password: 'BrandNew123' },
        })
      ).body.code,
    ).toBe(1);
  });
});
