import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/lib/api/api-error.ts';
import { authErrorKey } from '../../../../src/lib/auth/auth-errors.ts';
import { loginTarget } from '../../../../src/lib/auth/login-rules.ts';
import { maskPhone } from '../../../../src/lib/auth/mask-phone.ts';
import { loginRedirectFor } from '../../../../src/lib/auth/route-guard.ts';
import { collectErrors } from '../../../../src/lib/forms/field-errors.ts';
import {
  checkAccount,
  checkLoginNewPassword as checkNewPassword,
  checkLoginPassword,
  checkLoginPhone as checkPhone,
  checkSmsCode,
} from '../../../../src/lib/forms/login.ts';

const apiError = (details: Partial<ConstructorParameters<typeof ApiError>[1]>): ApiError =>
  new ApiError('server text', { kind: 'api-code', method: 'GET', path: '/api/auth/x', ...details });

describe('auth field checks', () => {
  it('accepts a mainland mobile number and refuses short, foreign or empty ones', () => {
    expect(checkPhone(' 13800000001 ')).toBeUndefined();
    expect(checkPhone('')).toEqual({ key: 'login.errors.phoneRequired' });
    expect(checkPhone('1380000000')).toEqual({ key: 'login.errors.phoneInvalid' });
    expect(checkPhone('12800000001')).toEqual({ key: 'login.errors.phoneInvalid' });
  });

  it('takes a phone or an e-mail as the login account', () => {
    expect(checkAccount('13800000001')).toBeUndefined();
    expect(checkAccount('demo01@demo.expoportal.example')).toBeUndefined();
    expect(checkAccount('demo01@demo')).toEqual({ key: 'login.errors.accountInvalid' });
    expect(checkAccount('   ')).toEqual({ key: 'login.errors.accountRequired' });
  });

  it('asks only for presence of a login password but the full rule for a new one', () => {
    expect(checkLoginPassword('x')).toBeUndefined();
    expect(checkLoginPassword('')).toEqual({ key: 'login.errors.passwordRequired' });
    expect(checkNewPassword('Expo2026pass')).toBeUndefined();
    expect(checkNewPassword('short1')).toEqual({ key: 'login.errors.passwordRule' });
    expect(checkNewPassword('onlyletters')).toEqual({ key: 'login.errors.passwordRule' });
    expect(checkNewPassword('12345678')).toEqual({ key: 'login.errors.passwordRule' });
  });

  it('wants a 6-digit code', () => {
    expect(checkSmsCode('012345')).toBeUndefined();
    expect(checkSmsCode('')).toEqual({ key: 'login.errors.codeRequired' });
    expect(checkSmsCode('12345a')).toEqual({ key: 'login.errors.codeInvalid' });
  });

  it('keeps only the failing fields', () => {
    expect(collectErrors({ phone: checkPhone('1'), code: checkSmsCode('123456') })).toEqual({
      phone: { key: 'login.errors.phoneInvalid' },
    });
  });
});

describe('authErrorKey', () => {
  it('names each refused input by its code, whatever the server text says', () => {
    expect(authErrorKey(apiError({ code: 20008 }), 'smsLogin')).toBe('login.errors.wrongCode');
    expect(authErrorKey(apiError({ kind: 'http', code: 20003, status: 409 }), 'sendCode')).toBe(
      'login.errors.phoneTaken',
    );
    expect(authErrorKey(apiError({ kind: 'http', code: 20004, status: 404 }), 'login')).toBe(
      'login.errors.userNotFound',
    );
    expect(authErrorKey(apiError({ kind: 'session', code: 111008, status: 403 }), 'login')).toBe(
      'login.errors.blocked',
    );
    expect(authErrorKey(apiError({ kind: 'http', code: 20013, status: 409 }), 'bind')).toBe(
      'login.errors.phoneBound',
    );
  });

  it('reads a bare error code as a wrong password only for the password login', () => {
    expect(authErrorKey(apiError({ kind: 'http', code: 0, status: 400 }), 'login')).toBe(
      'login.errors.wrongPassword',
    );
    expect(authErrorKey(apiError({ kind: 'http', code: 0, status: 400 }), 'forget')).toBe(
      'login.errors.failed',
    );
  });

  it('tells rate limits, network failures and anything else apart', () => {
    expect(authErrorKey(apiError({ kind: 'http', code: 0, status: 429 }), 'sendCode')).toBe(
      'login.errors.tooFrequent',
    );
    expect(authErrorKey(apiError({ kind: 'timeout' }), 'login')).toBe('login.errors.network');
    expect(authErrorKey(apiError({ kind: 'transport' }), 'login')).toBe('login.errors.network');
    expect(authErrorKey(new Error('boom'), 'login')).toBe('login.errors.failed');
    expect(authErrorKey(apiError({ kind: 'http', status: 500 }), 'wechat')).toBe('login.errors.wechat');
  });

  it('reads a login 429 as too frequent and a login 503 (server busy) as no verdict on the password', () => {
    expect(authErrorKey(apiError({ kind: 'http', code: 0, status: 429 }), 'login')).toBe(
      'login.errors.tooFrequent',
    );
    expect(authErrorKey(apiError({ kind: 'http', code: 0, status: 503 }), 'login')).toBe(
      'login.errors.failed',
    );
  });
});

describe('loginTarget', () => {
  it('returns a same-site relative redirect with its query', () => {
    expect(loginTarget('?redirect=%2Fmanager%2Fticket-my%3Fpage%3D2')).toBe('/manager/ticket-my?page=2');
  });

  it('sends every other target to the home page', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'manager',
      '',
    ]) {
      expect(loginTarget(`?redirect=${encodeURIComponent(target)}`)).toBe('/');
    }
    expect(loginTarget('')).toBe('/');
  });

  it('never returns to /login itself', () => {
    expect(loginTarget(`?redirect=${encodeURIComponent('/login?redirect=/manager')}`)).toBe('/');
  });
});

describe('loginRedirectFor', () => {
  it('sends a guarded page without a token to login with its full path', () => {
    expect(loginRedirectFor('/manager/fair-my', '?p=2', false)).toBe(
      `/login?redirect=${encodeURIComponent('/manager/fair-my?p=2')}`,
    );
    expect(loginRedirectFor('/en/manager', '', false)).toBe('/login?redirect=%2Fen%2Fmanager');
  });

  it('leaves public pages and pages with a token alone', () => {
    expect(loginRedirectFor('/exhibition/', '', false)).toBeNull();
    expect(loginRedirectFor('/manager', '', true)).toBeNull();
  });
});

describe('maskPhone', () => {
  it('hides the middle four digits', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('+8613800000001')).toBe('138****0001');
  });

  it('shows other countries (and every number in English) with their code', () => {
    expect(maskPhone('+8613800000001', 'en')).toBe('+86 138****0001');
    expect(maskPhone('+4915123456789', 'en')).toBe('+49 151****6789');
    expect(maskPhone('+12125550123', 'zh')).toBe('+1 212****0123');
  });
});
