import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './all-routes.ts';

describe('docs/api.md', () => {
  it('lists every endpoint of the API', () => {
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    // Prettier pads table cells: compare method and path cells with the padding removed.
    const documented = new Set(
      docs
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) =>
          line
            .split('|')
            .slice(1, 3)
            .map((cell) => cell.trim())
            .join(' '),
        ),
    );
    const missing = allRoutes
      .map((r) => `${r.method.toUpperCase()} \`${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}\``)
      .filter((row) => !documented.has(row));
    expect(missing).toEqual([]);
  });
});
