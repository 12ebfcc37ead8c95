import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyMembersSchema } from '../../../src/lib/contract/company-members.ts';
import { companyMembers, users } from '../../db/schema.ts';
import { demoExhibitor, demoMember } from '../../seed/demo-accounts.ts';
import { useTestApi } from '../../test/per-file-api.ts';
import { loginDemo, loginExhibitor } from '../../test/login.ts';

// A company's members over HTTP: the demo exhibitor (a member) adds a colleague by the phone of
// the colleague's account, in any spelling; a buyer who belongs to no company may not; the same
// account twice, an account of no one and an account already in the company are refused with a
// clear message in the caller's language; a member is taken off, but never the last one.

const api = useTestApi();
let exhibitor: string;
let buyer: string;

const members = async (token: string) =>
  companyMembersSchema.parse((await api.call('GET', '/api/manager/company-members', { token })).body.data);

beforeAll(async () => {
  exhibitor = await loginExhibitor(api);
  buyer = await loginDemo(api, 4);
});

describe('/api/manager/company-members', () => {
  it('lists my company and its members with masked phones; none for a buyer', async () => {
    const mine = await members(exhibitor);
    expect(mine.company?.name).toBeTruthy();
    expect(mine.members).toHaveLength(1);
    expect(mine.members[0]).toMatchObject({ me: true, phone: `+86 ••••${demoExhibitor.phone.slice(-4)}` });
    expect(JSON.stringify(mine)).not.toContain(demoExhibitor.phone);
    expect(await members(buyer)).toEqual({ company: null, members: [] });
  });

  it('lets only a member add, by the phone of a registered account', async () => {
    const colleague = demoMember(5);
    const refused = await api.call('POST', '/api/manager/company-members', {
      token: buyer,
      body: { phone: colleague.phone },
      locale: 'EN',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('only a member of a company can change its members');

    // Typed as 11 digits with spaces: the same account.
    const added = await api.call('POST', '/api/manager/company-members', {
      token: exhibitor,
      body: {
        phone: `${colleague.phone.slice(3, 6)} ${colleague.phone.slice(6, 10)} ${colleague.phone.slice(10)}`,
      },
    });
    expect(added.status).toBe(200);
    const list = companyMembersSchema.parse(added.body.data);
    expect(list.members.map((member) => member.nickname)).toEqual([expect.any(String), colleague.nickname]);

    const twice = await api.call('POST', '/api/manager/company-members', {
      token: exhibitor,
      body: { phone: colleague.phone },
      locale: 'EN',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('this account is already a member of your company');
    expect((await members(exhibitor)).members).toHaveLength(2);
  });

  it('names an unknown phone, an invalid one and an account of another company clearly, in both languages', async () => {
    const unknown = await api.call('POST', '/api/manager/company-members', {
      token: exhibitor,
      body: { phone: '+8613912345678' },
      locale: 'EN',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('no account is registered with this phone number');
    const unknownZh = await api.call('POST', '/api/manager/company-members', {
      token: exhibitor,
      body: { phone: '+8613912345678' },
      locale: 'CN',
    });
    expect(unknownZh.body.message).toContain('该手机号尚未注册账号');
    const invalid = await api.call('POST', '/api/manager/company-members', {
      token: exhibitor,
      body: { phone: 'not a phone' },
      locale: 'EN',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('phone');

    // An account of another company stays there.
    const taken = demoMember(7);
    const [account] = await api.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, taken.phone));
    const company = (await members(exhibitor)).company?.id ?? 0;
    await api.ctx.db.insert(companyMembers).values({ userId: account?.id ?? 0, companyId: company + 1 });
    const elsewhere = await api.call('POST', '/api/manager/company-members', {
      token: exhibitor,
      body: { phone: taken.phone },
      locale: 'EN',
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe('this account already belongs to another company');
  });

  it('takes a member off, refuses a stranger and never takes off the last member', async () => {
    const before = await members(exhibitor);
    const colleague = before.members.find((member) => !member.me);
    const me = before.members.find((member) => member.me);
    expect(colleague).toBeDefined();
    const stranger = await api.call('DELETE', '/api/manager/company-members/2', {
      token: exhibitor,
      locale: 'EN',
    });
    expect(stranger.status).toBe(404);
    expect(
      (await api.call('DELETE', `/api/manager/company-members/${String(me?.userId)}`, { token: buyer }))
        .status,
    ).toBe(403);
    const removed = await api.call('DELETE', `/api/manager/company-members/${String(colleague?.userId)}`, {
      token: exhibitor,
    });
    expect(removed.status).toBe(200);
    expect(companyMembersSchema.parse(removed.body.data).members).toHaveLength(1);
    const last = await api.call('DELETE', `/api/manager/company-members/${String(me?.userId)}`, {
      token: exhibitor,
      locale: 'EN',
    });
    expect(last.status).toBe(409);
    expect(last.body.message).toContain('the last member cannot be taken off');
  });
});
