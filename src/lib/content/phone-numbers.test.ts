import { describe, expect, it } from 'vitest';
import { stripPhoneNumbers } from './phone-numbers.ts';

describe('stripPhoneNumbers', () => {
  it.each([
    ['13812345678', ''],
    ['138 1234 5678', ''],
    ['+86-138-1234-5678', ''],
    ['0086 13812345678', ''],
    ['(+86)13812345678', ''],
    ['Tel:010-12345678.', 'Tel:.'],
    ['0755 8888 6666', ''],
    ['+86 10 1234 5678', ''],
    ['800 820 8820', ''],
    ['4008208820', ''],
  ])('removes %s', (input, expected) => {
    expect(stripPhoneNumbers(input)).toBe(expected);
  });

  it.each([
    '1990 1991 1992 1993',
    '12345678901',
    '138123456789',
    'ID abc13812345678',
    'v1.13812345678',
    '1.3812345678',
    '13812345678.5',
    '2026-11-21',
    '¥1,380.00',
    '010-1234',
    'http://a.cn/?tel=13812345678',
  ])('keeps %s', (input) => {
    expect(stripPhoneNumbers(input)).toBe(input);
  });
});
