import { describe, expect, it } from 'vitest';
import { isDigitsId, parseDashParams, parseListPage } from '../../../../src/lib/validate/route-params.ts';

describe('isDigitsId', () => {
  it.each(['1', '123', '900000000000000001', '999999999999999999'])('accepts %s', (value) => {
    expect(isDigitsId(value)).toBe(true);
  });

  it.each([
    ['zero', '0'],
    ['a leading zero', '0123'],
    ['a sign', '+12'],
    ['a negative', '-12'],
    ['spaces', ' 12'],
    ['a decimal', '1.5'],
    ['an exponent', '1e5'],
    ['19 digits', '1234567890123456789'],
    ['letters', '12a'],
    ['full-width digits', '１２'],
    ['an empty string', ''],
    ['a number', 12],
    ['undefined', undefined],
  ])('rejects %s', (_name, value) => {
    expect(isDigitsId(value)).toBe(false);
  });
});

describe('parseListPage', () => {
  it('reads positive page numbers', () => {
    expect(parseListPage('1')).toBe(1);
    expect(parseListPage('25')).toBe(25);
    expect(parseListPage('999999999')).toBe(999999999);
  });

  it.each(['0', '01', '-1', '1.0', 'abc', '', ' 2', '1000000000'])('rejects %j', (value) => {
    expect(parseListPage(value)).toBeUndefined();
  });

  it('rejects non-strings', () => {
    expect(parseListPage(2)).toBeUndefined();
    expect(parseListPage(undefined)).toBeUndefined();
  });
});

describe('parseDashParams', () => {
  const exhibition = ['f', 's', 'g', 'p', 'c', 't', 'page'] as const;

  it('splits a filtered list segment into named integers', () => {
    expect(parseDashParams('exhibition-0-0-3-0-12-0-2', exhibition, { prefix: 'exhibition' })).toEqual({
      f: 0,
      s: 0,
      g: 3,
      p: 0,
      c: 12,
      t: 0,
      page: 2,
    });
    expect(parseDashParams('/exhibition-0-0-0-0-0-0-1/', exhibition, { prefix: 'exhibition' })).toMatchObject(
      { page: 1 },
    );
  });

  it('parses segments without a prefix, such as joined Astro params', () => {
    expect(parseDashParams(['1', '2', '3'].join('-'), ['t', 'i', 'page'])).toEqual({ t: 1, i: 2, page: 3 });
  });

  it.each([
    ['extra dashes taken by the last param', '0-0-0-0-0-0-1-5'],
    ['too few parts', '0-0-0-0-0-1'],
    ['an empty part', '0--0-0-0-0-1'],
    ['a trailing dash', '0-0-0-0-0-0-1-'],
    ['letters', '0-0-a-0-0-0-1'],
    ['a leading zero', '0-0-01-0-0-0-1'],
    ['a negative number', '0-0-0-0-0-0--1'],
    ['page 0', '0-0-0-0-0-0-0'],
    ['spaces', '0-0-0-0-0-0- 1'],
    ['a huge number', '0-0-0-0-0-0-1000000000'],
  ])('rejects %s', (_name, segment) => {
    expect(parseDashParams(segment, exhibition)).toBeUndefined();
  });

  it('rejects a wrong prefix', () => {
    expect(parseDashParams('pavilion-0-0-0-0-0-0-1', exhibition, { prefix: 'exhibition' })).toBeUndefined();
    expect(parseDashParams('exhibition0-0-0-0-0-0-1', exhibition, { prefix: 'exhibition' })).toBeUndefined();
  });

  it('lets the caller choose which params must be positive', () => {
    expect(parseDashParams('0-0', ['a', 'b'])).toEqual({ a: 0, b: 0 });
    expect(parseDashParams('0-1', ['a', 'b'], { positive: ['a'] })).toBeUndefined();
    expect(parseDashParams('0-0', ['a', 'page'], { positive: [] })).toEqual({ a: 0, page: 0 });
  });

  it('rejects an empty name list', () => {
    expect(parseDashParams('', [])).toBeUndefined();
  });
});
