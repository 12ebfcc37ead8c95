import { describe, expect, it } from 'vitest';
import { poolSize } from './database.ts';

describe('poolSize', () => {
  it('is twice the cores plus one unless DATABASE_POOL_MAX says otherwise', () => {
    expect(poolSize({}, 2)).toBe(5);
    expect(poolSize({}, 8)).toBe(17);
    expect(poolSize({ DATABASE_POOL_MAX: '12' }, 2)).toBe(12);
  });

  it('ignores a DATABASE_POOL_MAX that is not a positive whole number', () => {
    for (const value of ['', '0', '-3', '2.5', 'ten'])
      expect(poolSize({ DATABASE_POOL_MAX: value }, 2)).toBe(5);
  });
});
