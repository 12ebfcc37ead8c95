/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { demoMember, demoPassword } from '../seed/demo-accounts.ts';
import { createClock } from '../test/clock.ts';
import { emailCode, loginDemo, mailedCode } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// A login identity is only ever a proved one (docs/security.md, "Accounts"): an e-mail set in the
// profile waits for its code, so nobody can claim a stranger's address before they register it.

const clock = createClock();
const api = useTestApi({ now: clock.now });

describe('an e-mail change', () => {
  it('does not let an account claim a stranger’s address: the owner registers it and logs into their own account', async () => {
    const victim = 'victim.buyer@example.net';
    const attacker = await loginDemo(api, 10);
    const claim = await api.call('PUT', '/api/manager/profile', { token: attacker, body: { email: victim } });
    expect(claim.body.code).toBe(1);
    expect(claim.body.data).toMatchObject({ email: demoMember(10).email, pendingEmail: victim });
    // The pending address is no login identity.
    const byPassword = await api.call('POST', '/api/auth/login', {
      body: { account: victim, password: demoPassword },
    });
    expect(byPassword.body.code).toBe(0);
    clock.advance(61_000);
    const registered = await api.call('POST', '/api/auth/register', {
      body: { email: victim, code: await emailCode(api, victim, 'register'), password: 'Victim-pass1' },
    });
    expect(registered.body.data.created).toBe(true);
    expect(registered.body.data.uid).not.toBe(11);
    // Proving the address took it away from the account that only asked for it.
    const after = await api.call('GET', '/api/manager/profile', { token: attacker });
    expect(after.body.data.pendingEmail).toBeNull();
    clock.advance(61_000);
    const codeLogin = await api.call('POST', '/api/auth/email-login', {
      body: { email: victim, code: await emailCode(api, victim, 'login') },
    });
    expect(codeLogin.body.data).toMatchObject({ uid: registered.body.data.uid, created: false });
  });

  it('takes effect with the code sent to the new address, and then logs in by it', async () => {
    const token = await loginDemo(api, 11);
    const address = 'new.address@example.org';
    const asked = await api.call('PUT', '/api/manager/profile', { token, body: { email: address } });
    expect(asked.body.data).toMatchObject({ email: demoMember(11).email, pendingEmail: address });
    const code = await mailedCode(api, address);
    const wrong = await api.call('POST', '/api/manager/profile/email', {
      token,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.code).toBe(20008);
    const confirmed = await api.call('POST', '/api/manager/profile/email', { token, body: { code } });
    expect(confirmed.body.data).toMatchObject({ email: address, pendingEmail: null });
    const login = await api.call('POST', '/api/auth/login', {
      body: { account: address, password: demoPassword },
    });
    expect(login.body.data.uid).toBe(12);
    // Nothing waits any more: a code alone confirms nothing.
    const nothing = await api.call('POST', '/api/manager/profile/email', { token, body: { code } });
    expect(nothing.body.code).toBe(20008);
  });

  it('migration 0018 clears stored addresses nobody proved, keeping proved ones', async () => {
    await api.ctx.db.insert(users).values([
      {
        phone: '+8613911110001',
        email: 'typed.in.profile@example.com',
        nickname: 'a',
        createdAt: clock.now(),
      },
      { phone: '+8613911110002', email: 'proved@example.com', nickname: 'b', createdAt: clock.now() },
    ]);
    clock.advance(61_000);
    await emailCode(api, 'proved@example.com', 'login');
    // The code used for the address is what proves it.
    await api.ctx.db.execute(
      sql`update email_codes set consumed_at = now() where email = 'proved@example.com'`,
    );
    const migration = readFileSync(new URL('../drizzle/0018_verified_email.sql', import.meta.url), 'utf8');
    const [, clearing = ''] = migration.split('--> statement-breakpoint');
    await api.ctx.db.execute(sql.raw(clearing));
    const rows = await api.ctx.db
      .select({ phone: users.phone, email: users.email })
      .from(users)
      .where(sql`${users.phone} in ('+8613911110001', '+8613911110002')`)
      .orderBy(users.phone);
    expect(rows).toEqual([
      { phone: '+8613911110001', email: null },
      { phone: '+8613911110002', email: 'proved@example.com' },
    ]);
    const [demo] = await api.ctx.db.select().from(users).where(eq(users.id, 2));
    expect(demo?.email).toBe(demoMember(1).email);
  });
});
