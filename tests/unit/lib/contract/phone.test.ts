import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  mainCountryOf,
  phoneSchema,
  splitE164,
  toE164,
} from '../../../../src/lib/contract/phone.ts';

describe('toE164', () => {
  it('takes mainland mobile numbers as 11 digits, as always, and stores them as +86', () => {
    expect(toE164('13612345678')).toBe('+8613612345678');
    expect(toE164(' 136 1234 5678 ')).toBe('+8613612345678');
    expect(toE164('136-1234-5678', 'CN')).toBe('+8613612345678');
    expect(toE164('+86 136 1234 5678')).toBe('+8613612345678');
    expect(toE164('008613612345678')).toBe('+8613612345678');
  });

  it('keeps mainland numbers to mobile numbers', () => {
    expect(toE164('+86 10 1234 5678')).toBeUndefined();
    expect(toE164('12345678901')).toBeUndefined();
    expect(toE164('+8612345678901')).toBeUndefined();
    expect(toE164('23612345678')).toBeUndefined();
  });

  it('reads German, US and British numbers with their code, trunk prefixes dropped', () => {
    expect(toE164('+49 151 23456789')).toBe('+4915123456789');
    expect(toE164('+49 0151 23456789')).toBe('+4915123456789');
    expect(toE164('0049-151-2345-6789')).toBe('+4915123456789');
    expect(toE164('+1 (212) 555-0123')).toBe('+12125550123');
    expect(toE164('+1 1 212 555 0123')).toBe('+12125550123');
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
  });

  it('reads national numbers in the country given', () => {
    expect(toE164('0151 23456789', 'DE')).toBe('+4915123456789');
    expect(toE164('(212) 555-0123', 'US')).toBe('+12125550123');
    // A bare national number needs its country: without one only a mainland mobile is taken.
    expect(toE164('015123456789')).toBeUndefined();
    // The same 11 digits are a US number when the US is picked, not a mainland one.
    expect(toE164('13612345678', 'US')).toBe('+13612345678');
  });

  it('refuses junk', () => {
    for (const junk of [
      '',
      ' ',
      '+',
      '+0',
      '+000',
      '123',
      '+49 1',
      'abc',
      '+49 151 CALL ME',
      '1-800-FLOWERS',
    ])
      expect(toE164(junk), junk).toBeUndefined();
  });

  it('refuses hostile input before parsing: 10 KB, emoji, NUL, control characters, double plus', () => {
    const hostile = [
      '1'.repeat(10_240),
      `+49${' '.repeat(10_240)}15123456789`,
      '📞13612345678',
      '13612345678📞',
      '+49\u0000151 23456789',
      '13612345678\u0000',
      '+49\u202e15123456789',
      '+49\n15123456789',
      '++4915123456789',
      '+49+15123456789',
      '<script>13612345678',
      '13612345678; DROP TABLE users',
    ];
    for (const value of hostile) expect(toE164(value), JSON.stringify(value.slice(0, 20))).toBeUndefined();
  });

  it('answers every valid number in E.164', () => {
    for (const value of [
      '13612345678',
      '+4915123456789',
      '+12125550123',
      '+447911123456',
      '+33 6 12 34 56 78',
    ])
      expect(toE164(value)).toMatch(/^\+[1-9]\d{6,14}$/);
  });
});

describe('phoneSchema (requests)', () => {
  it('answers E.164 and names the problem by its catalogue key (the API words it per caller)', () => {
    expect(phoneSchema.parse('13800000001')).toBe('+8613800000001');
    expect(phoneSchema.parse('+49 151 23456789')).toBe('+4915123456789');
    const bad = phoneSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('apiMessage.validation.phone');
    expect(phoneSchema.safeParse('9'.repeat(10_240)).error?.issues[0]?.message).toBe(
      'apiMessage.validation.phoneTooLong',
    );
  });
});

describe('splitE164, mainCountryOf and formatPhone', () => {
  it('splits a stored number into its main country and national digits', () => {
    expect(splitE164('+4915123456789')).toEqual({ country: 'DE', national: '15123456789' });
    expect(splitE164('+447911123456')).toEqual({ country: 'GB', national: '7911123456' });
    expect(splitE164('+12125550123')).toEqual({ country: 'US', national: '2125550123' });
    expect(splitE164('13612345678')).toBeUndefined();
    expect(mainCountryOf('44')).toBe('GB');
    expect(mainCountryOf('999')).toBeUndefined();
  });

  it('formats mainland numbers nationally in Chinese and every number internationally in English', () => {
    expect(formatPhone('+8613612345678', 'zh')).toBe('136 1234 5678');
    expect(formatPhone('+8613612345678', 'en')).toBe('+86 136 1234 5678');
    expect(formatPhone('+4915123456789', 'zh')).toBe('+49 1512 3456789');
    expect(formatPhone('+12125550123', 'en')).toBe('+1 212 555 0123');
    expect(formatPhone('not a number', 'en')).toBe('not a number');
  });
});
