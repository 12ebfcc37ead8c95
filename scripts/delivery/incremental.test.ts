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

  it('renders home on any change, untagged pages always', () => {
    expect(needsRender(['home', 'list:exhibition'], changedFair)).toBe(true);
    expect(needsRender(['home'], changedInputs({ tags: { 'wiki:1': 3 } }))).toBe(true);
    expect(needsRender([], changedFair)).toBe(true);
    expect(needsRender([], changedInputs({ tags: {} }))).toBe(true);
  });

  // The tags of a rename of fair 7 from "Apex" to "Zenith" (exhibition-tags.ts): the fair, its
  // site-map file type and the letters of both names, in both indexes (names and pinyin).
  const renamed = changedInputs({
    tags: {
      'exhibition:7': 41,
      'sitemap:exhibition': 41,
      'sitemap:letter-A': 41,
      'sitemap:letter-Z': 41,
      'sitemap:letter-P': 41,
    },
  });
  const letterPage = (letter: string) => ['sitemap', `sitemap:letter-${letter}`];
  /** A sitemap file's tags (src/pages/sitemaps/[edition]/[file].xml.ts). */
  const sitemapFile = (type: string, first: number, last: number) => [
    'sitemap',
    `sitemap:${type}`,
    `sitemap:${type}:${String(first)}-${String(last)}`,
  ];

  it('renders the letter pages of the old and new letters of a rename, and no other', () => {
    for (const letter of ['A', 'Z', 'P']) expect(needsRender(letterPage(letter), renamed), letter).toBe(true);
    for (const letter of ['B', 'Q', 'Y', '0'])
      expect(needsRender(letterPage(letter), renamed), letter).toBe(false);
    // A text edit names no letter: no letter page renders.
    const text = changedInputs({ tags: { 'exhibition:7': 41, 'sitemap:exhibition': 41 } });
    for (const letter of ['A', 'Z']) expect(needsRender(letterPage(letter), text), letter).toBe(false);
  });

  it('renders the letter counts (the index page) on a rename, the site-map pages of totals only when entities moved', () => {
    const index = ['sitemap', ...['A', 'B', 'P', 'Z', '0'].map((letter) => `sitemap:letter-${letter}`)];
    expect(needsRender(index, renamed)).toBe(true);
    expect(
      needsRender(index, changedInputs({ tags: { 'exhibition:7': 41, 'sitemap:exhibition': 41 } })),
    ).toBe(false);
    // /sitemap and sitemap_index.xml: totals and the files per type, changed only by a move.
    expect(needsRender(['sitemap'], renamed)).toBe(false);
    const moved = changedInputs({
      tags: { 'exhibition:7': 41, 'list:exhibition': 41, sitemap: 41, home: 41 },
    });
    expect(needsRender(['sitemap'], moved)).toBe(true);
    for (const letter of ['B', 'Q']) expect(needsRender(letterPage(letter), moved), letter).toBe(true);
  });

  it('renders a sitemap file only for a change of an entity of its type in its id range, or a move', () => {
    expect(needsRender(sitemapFile('exhibition', 1, 45_000), renamed)).toBe(true);
    expect(needsRender(sitemapFile('exhibition', 7, 7), renamed)).toBe(true);
    expect(needsRender(sitemapFile('exhibition', 45_001, 90_000), renamed)).toBe(false);
    expect(needsRender(sitemapFile('exhibition', 8, 45_000), renamed)).toBe(false);
    // Another type's file, with an id in range: a fair's save is not in it.
    expect(needsRender(sitemapFile('news', 1, 45_000), renamed)).toBe(false);
    expect(
      needsRender(
        sitemapFile('news', 1, 45_000),
        changedInputs({ tags: { 'news:9': 2, 'sitemap:news': 2 } }),
      ),
    ).toBe(true);
    // A move (a new fair, offline) may shift every file's entries.
    const created = changedInputs({ tags: { 'exhibition:90001': 5, 'sitemap:exhibition': 5, sitemap: 5 } });
    expect(needsRender(sitemapFile('exhibition', 1, 45_000), created)).toBe(true);
    expect(needsRender(sitemapFile('news', 1, 45_000), created)).toBe(true);
    // A file recorded without its range (an older export) renders for any save of its type.
    expect(needsRender(['sitemap', 'sitemap:exhibition'], renamed)).toBe(true);
    expect(needsRender(['sitemap', 'sitemap:pages'], renamed)).toBe(false);
  });

  it('renders for 100 renamed fairs only the pages showing them, the letters and the files holding them', () => {
    const tags: Record<string, number> = { 'sitemap:exhibition': 200 };
    for (let id = 101; id <= 200; id += 1) tags[`exhibition:${String(id)}`] = id;
    for (const letter of ['C', 'D', 'R']) tags[`sitemap:letter-${letter}`] = 200;
    const hundred = changedInputs({ tags });
    const pages: Record<string, string[]> = {
      fair: ['exhibition:150', 'pavilion:3', 'company:9'],
      otherFair: ['exhibition:50', 'pavilion:3', 'company:9'],
      venueListingIt: ['pavilion:3', 'list:exhibition', 'exhibition:150', 'exhibition:50'],
      listOfOthers: ['list:exhibition', 'exhibition:1', 'exhibition:2', 'pavilion:3'],
      letterC: letterPage('C'),
      letterE: letterPage('E'),
      file1: sitemapFile('exhibition', 1, 120),
      file2: sitemapFile('exhibition', 201, 400),
      newsFile: sitemapFile('news', 1, 400),
      sitemap: ['sitemap'],
      news: ['news:3', 'list:news'],
    };
    const rendered = Object.keys(pages).filter((name) => needsRender(pages[name] ?? [], hundred));
    expect(rendered).toEqual(['fair', 'venueListingIt', 'letterC', 'file1']);
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
  it("collects the kinds of entity and list tags, and the entities' ids by kind", () => {
    const changed = changedInputs({
      tags: { 'exhibition:7': 1, 'exhibition:9': 1, 'list:news': 2, home: 2, sitemap: 2 },
    });
    expect([...changed.kinds].sort()).toEqual(['exhibition', 'news']);
    expect(changed.tags.has('home')).toBe(true);
    expect(Object.fromEntries(changed.ids)).toEqual({ exhibition: [7, 9] });
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
