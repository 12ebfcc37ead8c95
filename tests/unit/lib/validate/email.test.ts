import { describe, expect, it } from 'vitest';
import { emailMessage, emailMessageKey, isEmail, validateEmail } from '../../../../src/lib/validate/email.ts';

describe('isEmail', () => {
  it.each([
    'buyer@expo.cn',
    'first.last+tag@mail.expo-global.com',
    'a_b%c@sub.domain.org',
    '  spaced@expo.cn  ',
    'X@Y.IO',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['a top-level part of one letter', 'buyer@expo.c'],
    ['a numeric top-level part', 'buyer@expo.123'],
    ['no top-level part', 'buyer@localhost'],
    ['no @', 'buyer.expo.cn'],
    ['two @', 'a@b@expo.cn'],
    ['an empty local part', '@expo.cn'],
    ['a leading dot', '.a@expo.cn'],
    ['a double dot', 'a..b@expo.cn'],
    ['a trailing dot in the local part', 'a.@expo.cn'],
    ['a label starting with a hyphen', 'a@-expo.cn'],
    ['an empty label', 'a@expo..cn'],
    ['inner spaces', 'a b@expo.cn'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@expo.cn`],
    ['an address over 254 characters', `a@${'b'.repeat(250)}.cn`],
    ['an empty string', ''],
    ['a number', 12345],
    ['undefined', undefined],
  ])('rejects %s', (_name, value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('validateEmail', () => {
  it('is ok for a valid address', () => {
    expect(validateEmail('buyer@expo.cn')).toEqual({ ok: true });
  });

  it('gives the i18n key and the spec message otherwise', () => {
    expect(validateEmail('buyer@expo')).toEqual({
      ok: false,
      key: 'validation.email',
      message: '请输入正确的邮箱',
    });
    expect(emailMessageKey).toBe('validation.email');
    expect(emailMessage).toBe('请输入正确的邮箱');
  });
});
