import { describe, expect, it } from 'vitest';
import { standTextMatches } from './floor-plan-search.ts';

describe('standTextMatches', () => {
  it('finds a stand by its code or its exhibitor, every word, in any case', () => {
    expect(standTextMatches('1A02', 'Nova Tools', 'nova')).toBe(true);
    expect(standTextMatches('1A02', 'Nova Tools', '1a0')).toBe(true);
    expect(standTextMatches('1A02', 'Nova Tools', 'tools 1A02')).toBe(true);
    expect(standTextMatches('1A02', 'Nova Tools', 'nova pumps')).toBe(false);
  });

  it('finds nothing for an empty search', () => {
    expect(standTextMatches('1A02', 'Nova Tools', '  ')).toBe(false);
  });
});
