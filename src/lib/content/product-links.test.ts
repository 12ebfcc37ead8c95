import { describe, expect, it } from 'vitest';
import { isProductLink } from './product-links.ts';

describe('isProductLink', () => {
  it('accepts relative links and product hosts, refuses others and non-web schemes', () => {
    expect(isProductLink('/a', [])).toBe(true);
    expect(isProductLink('?page=2', [])).toBe(true);
    expect(isProductLink('https://m.expo.cn/a', ['expo.cn'])).toBe(true);
    expect(isProductLink('https://expo.cn.evil.example/', ['expo.cn'])).toBe(false);
    expect(isProductLink('javascript:alert(1)', ['expo.cn'])).toBe(false);
    expect(isProductLink('http://[invalid', ['expo.cn'])).toBe(false);
  });
});
