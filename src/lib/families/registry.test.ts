import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheTags } from '../contract/cache-tags.ts';
import { routeTarget } from '../routing/table.ts';
import { entityTagOf, familyOf, idOf, pageFamilies, sitemapFamilies } from './registry.ts';

const pagesDir = fileURLToPath(new URL('../../pages', import.meta.url));

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('pageFamilies', () => {
  it('names every page file of src/pages in exactly one family', () => {
    const files = pageFiles(pagesDir).map((file) => relative(pagesDir, file));
    const owners = new Map<string, string[]>();
    for (const family of pageFamilies) {
      for (const file of family.files) owners.set(file, [...(owners.get(file) ?? []), family.name]);
    }
    for (const file of files)
      expect({ file, families: owners.get(file) }).toEqual({ file, families: [expect.any(String)] });
    // No family names a file that does not exist.
    expect([...owners.keys()].sort()).toEqual([...files].sort());
    const names = pageFamilies.map((family) => family.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(pageFamilies.map((family) => [family.name, family] as const))(
    '%s: its paths round-trip through its pattern and no other family takes them',
    (_name, family) => {
      for (const path of family.samples) {
        const matching = pageFamilies.filter((other) => other.pattern.test(path));
        expect({ path, families: matching.map((other) => other.name) }).toEqual({
          path,
          families: [family.name],
        });
        expect(familyOf(path)).toBe(family);
        if (family.build !== undefined) {
          const id = idOf(family, path);
          expect(id).toBeGreaterThan(0);
          expect(family.build(id ?? 0)).toBe(path);
        }
      }
    },
  );

  it.each(pageFamilies.map((family) => [family.name, family] as const))(
    '%s: the routing table serves its paths from its target in both locales',
    (_name, family) => {
      for (const path of family.samples) {
        expect(routeTarget(path)).toBe(family.target);
        expect(routeTarget(`/en${path === '/' ? '' : path}`)).toBe(family.target);
        expect(routeTarget(`/zh${path}`)).toBe(family.target);
      }
    },
  );

  it('recognises no path of an entity family with a malformed id', () => {
    expect(familyOf('/exhibition/0.html')).toBeUndefined();
    expect(familyOf('/exhibition/07.html')).toBeUndefined();
    expect(familyOf('/exhibition/7.htm')).toBeUndefined();
    expect(familyOf('/company/7.html/x')).toBeUndefined();
  });

  it('names the entity tag of a page from its family', () => {
    expect(entityTagOf('/exhibition/12.html')).toBe(cacheTags.exhibition(12));
    expect(entityTagOf('/share/news/5.png')).toBe(cacheTags.news(5));
    expect(entityTagOf('/company/3.html')).toBe(cacheTags.company(3));
    expect(entityTagOf('/exhibition-0-0-0-0-0-0-1/')).toBeUndefined();
  });

  it('enumerates the sitemap types in the order of the API sitemap index', () => {
    expect(sitemapFamilies.map((family) => family.sitemapType)).toEqual([
      'exhibition',
      'news',
      'pavilion',
      'wiki',
      'visa',
      'company',
      'periodical',
    ]);
  });
});
