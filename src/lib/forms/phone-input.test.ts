import { describe, expect, it } from 'vitest';
import { composePhone, countryOptions, defaultPhoneCountry, splitPhone } from './phone-input.ts';
import { checkPhone, phoneValue } from './rules.ts';

describe('defaultPhoneCountry', () => {
  it('is China on the Chinese edition whatever the browser says', () => {
    expect(defaultPhoneCountry('zh', ['de-DE'])).toBe('CN');
  });

  it("takes the browser's region on the English edition, else the US", () => {
    expect(defaultPhoneCountry('en', ['de-DE', 'en'])).toBe('DE');
    expect(defaultPhoneCountry('en', ['en', 'en-GB'])).toBe('GB');
    expect(defaultPhoneCountry('en', ['zh-Hans-CN'])).toBe('CN');
    expect(defaultPhoneCountry('en', ['en'])).toBe('US');
    expect(defaultPhoneCountry('en', ['xx-ZZ', 'fr-419'])).toBe('US');
    expect(defaultPhoneCountry('en')).toBe('US');
  });
});

describe('composePhone and splitPhone', () => {
  it('puts the calling code before the number as typed, and takes it off again', () => {
    const value = composePhone('DE', '0151 2345');
    expect(value).toBe('+49 0151 2345');
    expect(splitPhone(value, 'DE')).toEqual({ country: 'DE', national: '0151 2345' });
    // A space typed between groups survives the round trip.
    expect(splitPhone(composePhone('DE', '0151 '), 'DE').national).toBe('0151 ');
    expect(composePhone('DE', '   ')).toBe('');
    expect(splitPhone('', 'GB')).toEqual({ country: 'GB', national: '' });
  });

  it('leaves a number typed with its own code alone, and the picker follows once it is whole', () => {
    expect(composePhone('US', '+49 151 23456789')).toBe('+49 151 23456789');
    expect(composePhone('US', '0049 151')).toBe('0049 151');
    expect(splitPhone('+49 151 23456789', 'US')).toEqual({ country: 'DE', national: '15123456789' });
    expect(splitPhone('+49 15', 'US')).toEqual({ country: 'US', national: '+49 15' });
  });

  it('splits saved numbers and old 11-digit drafts', () => {
    expect(splitPhone('+4915123456789', 'CN')).toEqual({ country: 'DE', national: '15123456789' });
    expect(splitPhone('+8613612345678', 'US')).toEqual({ country: 'CN', national: '13612345678' });
    expect(splitPhone('13612345678', 'US')).toEqual({ country: 'CN', national: '13612345678' });
    // Canada shares +1 with the US: a picked Canada stays.
    expect(splitPhone('+16135550123', 'CA')).toEqual({ country: 'CA', national: '6135550123' });
  });

  it('gives values the form rules and the API take', () => {
    expect(checkPhone(composePhone('CN', '13612345678'))).toBeUndefined();
    expect(phoneValue(composePhone('CN', '13612345678'))).toBe('+8613612345678');
    expect(phoneValue(composePhone('DE', '0151 23456789'))).toBe('+4915123456789');
    // With the US picked, 1 361 234 5678 is a US number (trunk 1 dropped), not a mainland one.
    expect(phoneValue(composePhone('US', '13612345678'))).toBe('+13612345678');
    expect(checkPhone(composePhone('DE', '13612345678999'))).toEqual({ key: 'form.errors.phone' });
    expect(checkPhone(composePhone('CN', '12'))).toEqual({ key: 'form.errors.phone' });
    expect(checkPhone('')).toEqual({ key: 'form.errors.required' });
  });
});

describe('countryOptions', () => {
  it('names every country in the page language with its calling code, sorted by name', () => {
    const en = countryOptions('en');
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((option) => option.country === 'DE')?.label).toBe('Germany +49');
    const zh = countryOptions('zh');
    expect(zh.find((option) => option.country === 'CN')?.label).toBe('中国 +86');
    const names = en.map((option) => option.label);
    expect(names.indexOf('Austria +43')).toBeLessThan(names.indexOf('Germany +49'));
  });
});
