/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { describe, expect, it } from 'vitest';
import { createClock } from '../test/clock.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { loginDemo, smsCode } from '../test/login.ts';
import { demoEditor, demoPassword } from '../seed/demo-accounts.ts';

const clock = createClock();
const api = useTestApi({ now: clock.now });

describe('POST /api/auth/login', () => {
  it('logs a demo account in by phone or e-mail and getInfo returns the profile', async () => {
    const byEmail = await api.call('POST', '/api/auth/login', {
      body: { account: demoEditor.email, password: demoPassword },
    });
    expect(byEmail.body.code).toBe(1);
    expect(byEmail.body.data).toMatchObject({ uid: 1, expiresIn: 604800 });
    const info = await api.call('GET', '/api/user/getInfo', { token: byEmail.body.data.accessToken });
    expect(info.body.data).toMatchObject({
      id: 1,
      role: 'editor',
      phone: demoEditor.phone,
      email: demoEditor.email,
    });
  });

  it('answers code 0 alike for an unknown account and a wrong password', async () => {
    const unknown = await api.call('POST', '/api/auth/login', {
      body: { account: '13000000999', password: 'x' },
      locale: 'EN',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(0);
    const wrong = await api.call('POST', '/api/auth/login', {
      body: { account: demoEditor.phone, password: 'wrong-password1' },
      locale: 'EN',
    });
    expect(wrong.body.code).toBe(0);
    expect(wrong.body.data).toBeNull();
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body.message).toBe(unknown.body.message);
  });
});

describe('session codes', () => {
  it('answers 111006 without a token, 401 for an unknown one and 401 after logout', async () => {
    expect((await api.call('GET', '/api/user/getInfo')).body.code).toBe(111006);
    expect((await api.call('GET', '/api/user/getInfo', { token: 'A'.repeat(43) })).body.code).toBe(401);
    const token = await loginDemo(api, 2);
    const raw = await api.raw('GET', '/api/user/getInfo', { headers: { Authorization: token } });
    expect(((await raw.json()) as { code: number }).code).toBe(1);
    expect((await api.call('GET', '/api/auth/logout', { token })).body.code).toBe(1);
    expect((await api.call('GET', '/api/user/getInfo', { token })).body.code).toBe(401);
  });

  it('answers 200016 once the token has expired', async () => {
    const token = await loginDemo(api, 3);
    clock.advance(8 * 24 * 3600 * 1000);
    expect((await api.call('GET', '/api/user/getInfo', { token })).body.code).toBe(200016);
  });
});

describe('SMS login (phonelr)', () => {
  it('registers a new phone with the code from the outbox, then logs it in again', async () => {
    const phone = '13712345678';
    const code = await smsCode(api, phone, 'login');
    const first = await api.call('GET', `/api/auth/phonelr/${phone}/${code}`);
    expect(first.body.data).toMatchObject({ created: true });
    expect((await api.call('GET', `/api/auth/phonelr/${phone}/${code}`)).body.code).toBe(20008);
    clock.advance(61_000);
    const again = await api.call('GET', `/api/auth/phonelr/${phone}/${await smsCode(api, phone, 'login')}`);
    expect(again.body.data).toMatchObject({ created: false, uid: first.body.data.uid });
    expect((await api.call('GET', `/api/user/checkExist/${phone}`)).body.data).toEqual({ exists: true });
  });

  it('limits sending to one code a minute and ten a day', async () => {
    const phone = '13711110000';
    expect((await api.call('GET', `/api/auth/sendRegisterVerifyCode/${phone}/login`)).body.code).toBe(1);
    const tooSoon = await api.call('GET', `/api/auth/sendRegisterVerifyCode/${phone}/login`);
    expect(tooSoon.status).toBe(429);
    for (let i = 0; i < 9; i++) {
      clock.advance(61_000);
      expect((await api.call('GET', `/api/auth/sendRegisterVerifyCode/${phone}/login`)).body.code).toBe(1);
    }
    clock.advance(61_000);
    const eleventh = await api.call('GET', `/api/auth/sendRegisterVerifyCode/${phone}/login`, {
      locale: 'EN',
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toContain('10 codes a day');
    // Retry-After: until the oldest of the ten leaves the 24 hours (sent 10 x 61 s ago).
    expect(Number(eleventh.headers.get('retry-after'))).toBe(86_400 - 10 * 61);
    const inChinese = await api.call('GET', `/api/auth/sendRegisterVerifyCode/${phone}/login`);
    expect(inChinese.body.errorMessage).toBe('该手机号今日验证码次数已达上限，请 24 小时后再试');
  });

  it('kills a code after five wrong tries and expires codes after five minutes', async () => {
    const phone = '13722220000';
    const code = await smsCode(api, phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await api.call('GET', `/api/auth/phonelr/${phone}/${wrong}`)).body.code).toBe(20008);
    expect(
      (await api.call('GET', `/api/auth/phonelr/${phone}/${code}`, { locale: 'EN' })).body.message,
    ).toContain('too many wrong tries');
    clock.advance(61_000);
    const fresh = await smsCode(api, phone, 'login');
    clock.advance(301_000);
    expect((await api.call('GET', `/api/auth/phonelr/${phone}/${fresh}`)).body.code).toBe(20008);
  });

  it('sends register and forget codes whatever the account; 20003 and 20004 come only with the right code', async () => {
    const registered = await api.call('GET', `/api/auth/sendRegisterVerifyCode/${demoEditor.phone}/register`);
    const unknown = await api.call('GET', '/api/auth/sendRegisterVerifyCode/13733330000/forget');
    expect([registered.status, registered.body.code, unknown.status, unknown.body.code]).toEqual([
      200, 1, 200, 1,
    ]);
    expect(Object.keys(registered.body.data as object).sort()).toEqual(
      Object.keys(unknown.body.data as object).sort(),
    );
    const [editorCode] = (
      await api.call('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(demoEditor.phone)}`)
    ).body.data;
    const taken = await api.call('POST', '/api/auth/register', {
      body: { phone: demoEditor.phone, code: editorCode.code, password: 'Another-pass1' },
    });
    expect(taken.body.code).toBe(20003);
    const [unknownCode] = (await api.call('GET', '/api/dev/sms-outbox?phone=13733330000')).body.data;
    const missing = await api.call('POST', '/api/auth/forget', {
      body: { phone: '13733330000', code: unknownCode.code, password: 'Another-pass1' },
    });
    expect(missing.body.code).toBe(20004);
  });
});

describe('register, forget and bind', () => {
  it('registers with a password, resets it with a forget code, and old tokens stop working', async () => {
    const phone = '13744440000';
    const reg = await api.call('POST', '/api/auth/register', {
      body: { phone, code: await smsCode(api, phone, 'register'), password: 'FirstPass1' },
    });
    expect(reg.body.data.created).toBe(true);
    clock.advance(61_000);
    const reset = await api.call('POST', '/api/auth/forget', {
      body: { phone, code: await smsCode(api, phone, 'forget'), password: 'SecondPass2' },
    });
    expect(reset.body.code).toBe(1);
    expect((await api.call('GET', '/api/user/getInfo', { token: reg.body.data.accessToken })).body.code).toBe(
      401,
    );
    expect(
      (await api.call('POST', '/api/auth/login', { body: { account: phone, password: 'FirstPass1' } })).body
        .code,
    ).toBe(0);
    expect(
      (await api.call('POST', '/api/auth/login', { body: { account: phone, password: 'SecondPass2' } })).body
        .code,
    ).toBe(1);
  });

  it('logs in by WeChat QR: 200015 until the dev scan, then a session; binds a phone; 20013 for a taken phone', async () => {
    const qr = await api.call('GET', '/api/auth/getWxQRScanCode');
    const ticket = qr.body.data.ticket as string;
    const pending = await api.call('GET', `/api/auth/wxlogin/${ticket}`);
    expect(pending.body.code).toBe(200015);
    expect((await api.call('POST', `/api/dev/wx-scan/${ticket}?openId=o_test_user_1`)).body.code).toBe(1);
    const session = await api.call('GET', `/api/auth/wxlogin/${ticket}`);
    expect(session.body.data.created).toBe(true);
    const token = session.body.data.accessToken as string;
    expect((await api.call('GET', '/api/user/getInfo', { token })).body.data).toMatchObject({
      openId: 'o_test_user_1',
      phone: null,
    });
    expect((await api.call('GET', `/api/auth/wxlogin/${ticket}`)).body.code).toBe(0);
    const phone = '13755550000';
    const bound = await api.call('POST', '/api/auth/bind', {
      token,
      body: { phone, code: await smsCode(api, phone, 'bind') },
    });
    expect(bound.body.code).toBe(1);
    expect((await api.call('GET', '/api/user/getInfo', { token })).body.data.phone).toBe(`+86${phone}`);
    const taken = await api.call('POST', '/api/auth/bind', {
      token,
      body: { phone: demoEditor.phone, code: await smsCode(api, demoEditor.phone, 'bind') },
    });
    expect(taken.body.code).toBe(20013);
  });
});
