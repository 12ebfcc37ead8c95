import { describe, expect, it } from 'vitest';
import { cleanStyle } from './inline-style.ts';

describe('cleanStyle', () => {
  it('keeps allowed declarations and colour functions only', () => {
    expect(cleanStyle('COLOR: #333; font-weight:bold; behavior:url(x.htc); width:calc(100% - 1px)')).toBe(
      'color: #333; font-weight: bold',
    );
    expect(cleanStyle('color: hsl(0, 50%, 50%)')).toBe('color: hsl(0, 50%, 50%)');
    expect(cleanStyle('font-family: "a\\" ; x:y')).toBe('');
  });
});
