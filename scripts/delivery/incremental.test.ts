import { describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../env/index.ts';
import type { ExportMeta } from './export-meta.ts';
import {
  changedInputs,
  configDigest,
  exportDay,
  exportInputs,
  fullRenderReason,
  needsRender,
  planPages,
  sinceRoot,
} from './incremental.ts';

const config = loadEnvConfig({ APP_ENV: 'test' });
const at = new Date('2026-03-02T10:00:00Z');
const inputs = exportInputs({ database: 'db1', cursor: 40 }, config, at, 'lookups1');

/** A record of the pages given as path -> tags. */
function record(pages: Record<string, string[]>, extra: Partial<ExportMeta> = {}): ExportMeta {
  return {
    edition: 'zh',
    exportedAt: at.toISOString(),
    buildId: 'b1',
    pages: Object.fromEntries(
      Object.entries(pages).map(([path, tags]) => [path, { file: `${path.slice(1)}.html`, tags }]),
    ),
    partial: false,
    warnings: [],
    inputs,
    ...extra,
  };
}

const changedFair = changedInputs({ tags: { 'exhibition:7': 41, 'pavilion:3': 41, 'company:9': 41 } });

describe('needsRender', () => {
  it('renders the pages showing a changed entity, and the venue and organiser pages the change named', () => {
    expect(needsRender(['exhibition:7', 'pavilion:3', 'company:9'], changedFair)).toBe(true);
    expect(needsRender(['pavilion:3', 'exhibition:1', 'exhibition:7'], changedFair)).toBe(true);
    expect(needsRender(['company:9', 'exhibition:2'], changedFair)).toBe(true);
  });

  it('reuses pages whose every entity is unchanged, lists that name their entities included', () => {
    expect(needsRender(['exhibition:8', 'pavilion:4', 'company:10'], changedFair)).toBe(false);
    // A list page that tags every fair it shows, none of them changed, no fair moved in the lists.
    expect(needsRender(['list:exhibition', 'exhibition:1', 'exhibition:2'], changedFair)).toBe(false);
    expect(needsRender(['list:news', 'news:1'], changedFair)).toBe(false);
    expect(needsRender(['about:2'], changedFair)).toBe(false);
    expect(needsRender(['page:service'], changedFair)).toBe(false);
  });

  it('renders every list of a kind when an entity of it moved (created, or a listed field changed)', () => {
    const moved = changedInputs({ tags: { 'exhibition:7': 41, 'list:exhibition': 41 } });
    expect(needsRender(['list:exhibition', 'exhibition:1', 'exhibition:2'], moved)).toBe(true);
    expect(needsRender(['list:news', 'news:1'], moved)).toBe(false);
    expect(needsRender(['exhibition:8'], moved)).toBe(false);
  });

  it('renders pages that list a kind without naming its entities on any change of that kind', () => {
    // Top 100, free tickets, the /seo lists: they show fairs they do not tag.
    expect(needsRender(['list:exhibition'], changedFair)).toBe(true);
    expect(needsRender(['list:exhibition', 'list:news'], changedInputs({ tags: { 'news:4': 2 } }))).toBe(
      true,
    );
    expect(needsRender(['list:wiki'], changedFair)).toBe(false);
    expect(needsRender(['list:periodical'], changedFair)).toBe(false);
  });

  it('renders home and sitemap pages on any change, untagged pages always', () => {
    expect(needsRender(['home', 'list:exhibition'], changedFair)).toBe(true);
    expect(needsRender(['home'], changedInputs({ tags: { 'wiki:1': 3 } }))).toBe(true);
    expect(needsRender(['sitemap'], changedFair)).toBe(true);
    expect(needsRender(['sitemap', 'sitemap:news'], changedFair)).toBe(true);
    expect(needsRender([], changedFair)).toBe(true);
    expect(needsRender([], changedInputs({ tags: {} }))).toBe(true);
  });

  it('reuses everything tagged when nothing changed', () => {
    const nothing = changedInputs({ tags: {} });
    for (const tags of [['home'], ['sitemap'], ['list:exhibition'], ['exhibition:1']])
      expect(needsRender(tags, nothing)).toBe(false);
  });

  it('matches other entity tags exactly (a news fragment, an exhibitor list, a wiki category)', () => {
    const changed = changedInputs({ tags: { 'news-content:5': 3, 'exhibitors:2': 4, 'wiki-category:1': 5 } });
    expect(needsRender(['news-content:5'], changed)).toBe(true);
    expect(needsRender(['exhibitors:2', 'company:1'], changed)).toBe(true);
    expect(needsRender(['wiki:3', 'wiki-category:1'], changed)).toBe(true);
    expect(needsRender(['news:5', 'news-content:6'], changed)).toBe(false);
  });
});

describe('changedInputs', () => {
  it('collects the kinds of entity and list tags', () => {
    const changed = changedInputs({ tags: { 'exhibition:7': 1, 'list:news': 2, home: 2, sitemap: 2 } });
    expect([...changed.kinds].sort()).toEqual(['exhibition', 'news']);
    expect(changed.tags.has('home')).toBe(true);
  });
});

describe('fullRenderReason', () => {
  const versions = { since: 40, cursor: 45 };
  const base = record({});

  it('accepts the same build, database, settings and day, with the feed continuing the cursor', () => {
    expect(fullRenderReason(base, 'b1', inputs, versions)).toBeUndefined();
  });

  it('renders everything without a usable last export', () => {
    expect(fullRenderReason(undefined, 'b1', inputs, versions)).toMatch(/no last export/);
    const withoutInputs: ExportMeta = { ...base };
    Reflect.deleteProperty(withoutInputs, 'inputs');
    expect(fullRenderReason(withoutInputs, 'b1', inputs, versions)).toMatch(/no versions/);
  });

  it('renders everything for another build, database, settings, day or lookup tables', () => {
    expect(fullRenderReason(base, 'b2', inputs, versions)).toMatch(/another build/);
    expect(fullRenderReason({ ...base, buildId: 'unknown' }, 'unknown', inputs, versions)).toMatch(
      /another build/,
    );
    expect(fullRenderReason(base, 'b1', { ...inputs, database: 'db2' }, versions)).toMatch(/database/);
    expect(fullRenderReason(base, 'b1', { ...inputs, config: 'other' }, versions)).toMatch(/settings/);
    const nextDay = exportInputs(
      { database: 'db1', cursor: 40 },
      config,
      new Date('2026-03-03T10:00:00Z'),
      'lookups1',
    );
    expect(fullRenderReason(base, 'b1', nextDay, versions)).toMatch(/another day/);
    // The lookup tables reach no change feed: another digest, or none recorded, renders everything.
    expect(fullRenderReason(base, 'b1', { ...inputs, lookups: 'lookups2' }, versions)).toMatch(
      /lookup tables/,
    );
    const withoutLookups = { ...inputs };
    Reflect.deleteProperty(withoutLookups, 'lookups');
    expect(fullRenderReason({ ...base, inputs: withoutLookups }, 'b1', inputs, versions)).toMatch(
      /lookup tables/,
    );
  });

  it('renders everything when the versions do not continue from the cursor (asked from elsewhere, feed reset)', () => {
    expect(fullRenderReason(base, 'b1', inputs, { since: 41, cursor: 45 })).toMatch(/does not continue/);
    expect(fullRenderReason(base, 'b1', inputs, { since: 0, cursor: 12 })).toMatch(/does not continue/);
    // From an earlier cursor (the other edition's): more tags than needed, still right.
    expect(fullRenderReason(base, 'b1', inputs, { since: 39, cursor: 45 })).toBeUndefined();
  });
});

describe('planPages', () => {
  const base = record({
    '/exhibition/7.html': ['exhibition:7', 'pavilion:3', 'company:9'],
    '/exhibition/8.html': ['exhibition:8', 'pavilion:4', 'company:10'],
    '/en/exhibition/8.html': ['exhibition:8', 'pavilion:4', 'company:10'],
    '/gone.html': ['news:1'],
    '/robots.txt': [],
  });
  const paths = [
    '/exhibition/7.html',
    '/exhibition/8.html',
    '/en/exhibition/8.html',
    '/robots.txt',
    '/new.html',
  ];

  it('renders changed, untagged and new pages, reuses the rest, and leaves out pages gone from the inventory', () => {
    const plan = planPages(paths, base, changedFair, undefined, () => true);
    expect(plan).toEqual({
      render: ['/exhibition/7.html', '/robots.txt', '/new.html'],
      reuse: ['/exhibition/8.html', '/en/exhibition/8.html'],
    });
  });

  it('renders a page whose file the last export no longer holds', () => {
    const plan = planPages(
      paths,
      base,
      changedFair,
      undefined,
      (file) => file !== 'en/exhibition/8.html.html',
    );
    expect(plan.render).toContain('/en/exhibition/8.html');
    expect(plan.reuse).toEqual(['/exhibition/8.html']);
  });

  it('renders every path with the reason when nothing can be reused', () => {
    expect(planPages(paths, base, changedFair, 'another day', () => true)).toEqual({
      render: paths,
      reuse: [],
      fullReason: 'another day',
    });
    expect(planPages(paths, undefined, changedFair, undefined, () => true).fullReason).toMatch(
      /no last export/,
    );
  });
});

describe('inputs', () => {
  it('names the day in UTC and in China (where a fair is upcoming or past)', () => {
    expect(exportDay(new Date('2026-03-02T10:00:00Z'))).toBe('2026-03-02/2026-03-02');
    expect(exportDay(new Date('2026-03-02T17:00:00Z'))).toBe('2026-03-02/2026-03-03');
  });

  it('digests the settings: the same for the same environment, another for another', () => {
    expect(configDigest(loadEnvConfig({ APP_ENV: 'test' }))).toBe(configDigest(config));
    expect(configDigest(loadEnvConfig({ APP_ENV: 'dev' }))).not.toBe(configDigest(config));
    // Where the data was read from is not on any page (the database name tells other data).
    expect(configDigest(loadEnvConfig({ APP_ENV: 'test', API_BASE: 'http://127.0.0.1:9' }))).toBe(
      configDigest(config),
    );
  });

  it('takes --since as the export folder or one of its records', () => {
    expect(sinceRoot('/srv/static')).toBe('/srv/static');
    expect(sinceRoot('/srv/static/zh/.portal-export.json')).toBe('/srv/static');
  });
});
