import { describe, expect, it } from 'vitest';
import { queryPage } from '../../../../src/lib/pages/small-page-loaders.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import { queryPageHref } from '../../../../src/lib/paths/index.ts';

describe('queryPage', () => {
  it('reads ?page= as a positive integer, absent as 1', () => {
    expect(queryPage(new URL('http://x/periodicals/'))).toBe(1);
    expect(queryPage(new URL('http://x/periodicals/?page=3'))).toBe(3);
  });
  it('treats page 0, signs, leading zeros and junk as not found', () => {
    for (const value of ['0', '-1', '01', 'abc', '1.5', '', '9999999']) {
      expect(() => queryPage(new URL(`http://x/p/?page=${value}`)), value).toThrow(PageNotFoundError);
    }
  });
});

describe('queryPageHref', () => {
  it('leaves page 1 without a query so each page has one URL', () => {
    expect(queryPageHref('/center/', 1)).toBe('/center/');
    expect(queryPageHref('/center/', 2)).toBe('/center/?page=2');
  });
});
