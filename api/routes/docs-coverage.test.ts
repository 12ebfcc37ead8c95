import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeIndex } from '../../scripts/api-routes.ts';
import { openApiPath } from '../server/openapi.ts';
import { allRoutes } from './all-routes.ts';

const read = (file: string) => readFileSync(new URL(`../../docs/${file}`, import.meta.url), 'utf8');

describe('docs', () => {
  it('document every route: a tag and a summary the OpenAPI document and the route index show', () => {
    const undocumented = allRoutes
      .filter((route) => route.tag.trim() === '' || route.summary.trim().length < 10)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(undocumented).toEqual([]);
  });

  it('docs/api-routes.md is what node scripts/api-routes.ts writes from the OpenAPI document', async () => {
    // Stale? Run `node scripts/api-routes.ts`.
    expect(read('api-routes.md')).toBe(await routeIndex());
    for (const route of allRoutes) {
      expect(read('api-routes.md')).toContain(`\`${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}\``);
    }
  }, 60_000);

  it('docs/api.md links the generated document and index instead of keeping a route table', () => {
    const docs = read('api.md');
    expect(docs).toContain(`GET ${openApiPath}`);
    expect(docs).toContain('](api-routes.md)');
    const handKept = docs.split('\n').filter((line) => /^\|\s*(GET|POST|PUT|DELETE)\s*\|\s*`\//.test(line));
    expect(handKept).toEqual([]);
  });
});
