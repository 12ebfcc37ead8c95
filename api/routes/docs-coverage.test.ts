import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './all-routes.ts';

describe('docs/api.md', () => {
  it('lists every endpoint of the API', () => {
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const missing = allRoutes.map((r) => `| ${r.method.toUpperCase()} | \`${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}\``).filter((row) => !docs.includes(row));
    expect(missing).toEqual([]);
  });
});
