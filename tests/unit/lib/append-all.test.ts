import { describe, expect, it } from 'vitest';
import { appendAll } from '../../../src/lib/append-all.ts';

describe('appendAll', () => {
  it('appends in order and returns the target', () => {
    const target = [1];
    expect(appendAll(target, [2, 3])).toBe(target);
    expect(target).toEqual([1, 2, 3]);
  });

  it('appends more items than a spread call can pass', () => {
    const many = Array.from({ length: 300_000 }, (_, index) => index);
    expect(() => [].push(...(many as never[]))).toThrow(RangeError);
    const target: number[] = [];
    appendAll(target, many);
    expect(target).toHaveLength(300_000);
    expect(target.at(-1)).toBe(299_999);
  });
});
