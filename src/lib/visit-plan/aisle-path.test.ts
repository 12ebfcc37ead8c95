import { describe, expect, it } from 'vitest';
import { aisleGrid } from './aisle-path.ts';

describe('aisleGrid', () => {
  // A 30 × 20 m hall with a block of stands in the middle (x 4..26, y 4..16): the aisles run round it.
  const grid = aisleGrid(30, 20, [{ x: 4, y: 4, width: 22, depth: 12 }]);

  it('goes round a stand, never across it, turning at corners only', () => {
    const path = grid.path({ x: 15, y: 1 }, { x: 15, y: 19 });
    const across = path.some((p) => p.x > 4 && p.x < 26 && p.y > 4 && p.y < 16);
    expect(across).toBe(false);
    expect(path[0]).toEqual({ x: 15, y: 1 });
    expect(path.at(-1)).toEqual({ x: 15, y: 19 });
    // Along the top aisle, down a side aisle, back along the bottom one.
    expect(path).toHaveLength(4 + 2);
    for (const [index, point] of path.entries()) {
      const next = path[index + 1];
      if (next !== undefined && index > 0 && index < path.length - 2)
        expect(point.x === next.x || point.y === next.y).toBe(true);
    }
  });

  it('leaves a place inside a stand by the nearest aisle', () => {
    const path = grid.path({ x: 6, y: 5 }, { x: 1, y: 1 });
    expect(path[0]).toEqual({ x: 6, y: 5 });
    expect(path[1]).toEqual({ x: 6.5, y: 3.5 });
  });
});
