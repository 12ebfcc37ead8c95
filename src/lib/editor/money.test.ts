import { describe, expect, it } from 'vitest';
import { isMinorUnits, minorToUnits, unitsToMinor } from './money.ts';

describe('amounts in currency units', () => {
  it('shows minor units as currency units with two decimals', () => {
    expect(minorToUnits(50000)).toBe('500.00');
    expect(minorToUnits(5)).toBe('0.05');
    expect(minorToUnits(0)).toBe('0.00');
    expect(minorToUnits(-1250)).toBe('-12.50');
    expect(minorToUnits(100_000_000)).toBe('1000000.00');
  });

  it('reads what an editor writes exactly, without float errors', () => {
    expect(unitsToMinor('500')).toBe(50000);
    expect(unitsToMinor(' 500.5 ')).toBe(50050);
    expect(unitsToMinor('0.29')).toBe(29);
    expect(unitsToMinor('1.13')).toBe(113);
    expect(unitsToMinor('4.35')).toBe(435);
    expect(unitsToMinor('12,30')).toBe(1230);
    expect(unitsToMinor('7.')).toBe(700);
    expect(unitsToMinor('-3')).toBe(-300);
    expect(unitsToMinor('-0')).toBe(0);
    for (let minor = 0; minor < 2000; minor += 7) expect(unitsToMinor(minorToUnits(minor))).toBe(minor);
  });

  it('reads anything else as NaN, which the schema refuses', () => {
    for (const text of ['', ' ', '12.345', 'abc', '1e3', '0x10', '1 000', '.5', '5..0', '¥5', 'Infinity'])
      expect(unitsToMinor(text)).toBeNaN();
  });

  it('knows the fields in minor units by their names', () => {
    expect(isMinorUnits('amountMinor')).toBe(true);
    expect(isMinorUnits('priceMinor')).toBe(true);
    expect(isMinorUnits('dailyQuota')).toBe(false);
  });
});
