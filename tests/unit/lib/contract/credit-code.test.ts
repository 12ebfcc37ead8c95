import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isCreditCode } from '../../../../src/lib/contract/credit-code.ts';

// GB 32100-2015: 18 characters, the last one the check character of the first 17.

describe('isCreditCode', () => {
  it('accepts codes whose check character matches', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode(`91110000100001303${creditCodeCheckChar('91110000100001303') ?? ''}`)).toBe(true);
  });

  it('refuses a wrong check character, letters outside the alphabet, and other lengths', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100I43')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100Y433')).toBe(false);
    expect(isCreditCode('9135010OM000100Y43')).toBe(false);
  });

  it('computes a check character of 0 when the weighted sum is a multiple of 31', () => {
    const code = '00000000000000000';
    expect(creditCodeCheckChar(code)).toBe('0');
    expect(isCreditCode(`${code}0`)).toBe(true);
  });
});
