/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { affectedPaths, entityPath } from '../../../scripts/delivery/rebuild.ts';
import type { ExportMeta } from '../../../scripts/delivery/export-meta.ts';
import {
  cacheTags,
  exhibitionCardTags,
  exhibitionTags,
  listPageTags,
  type ListKind,
} from '../../../src/lib/contract/cache-tags.ts';
import type { ExhibitionDetail } from '../../../src/lib/contract/exhibition.ts';
import { demoEditor, demoPassword } from '../../seed/demo-accounts.ts';
import { useTestApi } from '../../test/per-file-api.ts';
import { kindChangeTags, specialTagRule } from './change-tags.ts';

// As exhibition-tags.test.ts for fairs: for each other kind, the pages a rebuild of a save's tags
// re-renders, in an export record whose list pages are tagged as the portal tags them
// (listPageTags: the list's membership tag and each item shown).

const api = useTestApi();
let editor: string;
const bi = (zh: string, en: string) => ({ zh, en });
const pageSize = 5;

beforeAll(async () => {
  editor = (
    await api.call('POST', '/api/auth/login', { body: { account: demoEditor.phone, password: demoPassword } })
  ).body.data.accessToken;
});

interface Named {
  id: number;
}
/** What these tests read of a list's entries (each kind has some of these). */
interface Summary {
  id: number;
  year?: number;
  industry?: Named;
  city?: Named;
  category?: Named;
  type?: Named;
  pavilion: Named;
}

/** Every page of an unfiltered public list, as its list pages show it. */
async function listPages(path: string): Promise<Summary[][]> {
  const pages: Summary[][] = [];
  for (let page = 1; page <= 50; page += 1) {
    const join = path.includes('?') ? '&' : '?';
    const answer = await api.call(
      'GET',
      `${path}${join}pageNum=${String(page)}&pageSize=${String(pageSize)}`,
    );
    const records = answer.body.data.records as Summary[];
    if (records.length === 0) break;
    pages.push(records);
  }
  return pages;
}

const listPath = (kind: string, index: number) => `/${kind}-list-${String(index + 1)}/`;

/** An export record holding a kind's list pages and its items' own pages. */
function exportOf(kind: ListKind, lists: Summary[][], own: Record<string, string[]>): ExportMeta {
  const pages: ExportMeta['pages'] = {};
  lists.forEach((items, index) => {
    const path = listPath(kind, index);
    pages[path] = {
      file: `${path}index.html`,
      tags: listPageTags(
        kind,
        items.map((item) => item.id),
      ),
    };
  });
  for (const [path, tags] of Object.entries(own)) pages[path] = { file: path, tags };
  return { edition: 'zh', exportedAt: '', buildId: 'test', pages, partial: false, warnings: [] };
}

function rebuilt(meta: ExportMeta, tags: string[]): Set<string> {
  const plan = affectedPaths(meta, { tags, paths: [], who: 'test' });
  return new Set([...plan.first, ...plan.second]);
}

/** A value of a column another item has and this one has not. */
function otherValue(item: Summary, items: Summary[], value: (entry: Summary) => number): number {
  const found = items.map(value).find((entry) => entry !== value(item));
  if (found === undefined) throw new Error('every item has the same value');
  return found;
}

async function save(entity: string, id: number, body: Record<string, unknown>): Promise<string[]> {
  const saved = await api.call('PUT', `/api/editor/${entity}/${String(id)}`, { token: editor, body });
  expect(saved.status).toBe(200);
  return saved.body.data.cacheTags as string[];
}

interface Case {
  kind: ListKind;
  entity: string;
  list: string;
  tag: (id: number) => string;
  text: Record<string, unknown>;
  /** A change of a listed column (a value another item of the list has, where it takes one). */
  move: (item: Summary, items: Summary[]) => Record<string, unknown>;
}

const cases: Case[] = [
  {
    kind: 'news',
    entity: 'news',
    list: '/api/news',
    tag: cacheTags.news,
    text: { title: bi('改名的资讯', 'Renamed article'), summary: bi('新', 'New') },
    move: (item, items) => ({ industryId: otherValue(item, items, (entry) => entry.industry?.id ?? 0) }),
  },
  {
    kind: 'pavilion',
    entity: 'pavilions',
    list: '/api/pavilions',
    tag: cacheTags.pavilion,
    text: { name: bi('改名的展馆', 'Renamed venue'), intro: bi('<p>新</p>', '<p>New</p>') },
    move: (item, items) => ({ cityId: otherValue(item, items, (entry) => entry.city?.id ?? 0) }),
  },
  {
    kind: 'wiki',
    entity: 'wiki',
    list: '/api/wiki/articles',
    tag: cacheTags.wiki,
    text: { title: bi('改名的百科', 'Renamed entry'), summary: bi('新', 'New') },
    move: (item, items) => ({ categoryId: otherValue(item, items, (entry) => entry.category?.id ?? 0) }),
  },
  {
    kind: 'company',
    entity: 'companies',
    list: '/api/companies',
    tag: cacheTags.company,
    text: { name: bi('改名的公司', 'Renamed company'), intro: bi('<p>新</p>', '<p>New</p>') },
    move: (item, items) => ({ industryId: otherValue(item, items, (entry) => entry.industry?.id ?? 0) }),
  },
  {
    kind: 'periodical',
    entity: 'periodicals',
    list: '/api/periodicals',
    tag: cacheTags.periodical,
    text: { title: bi('改名的会刊', 'Renamed directory') },
    move: (item) => ({ year: Number(item.year) - 1 }),
  },
  {
    kind: 'visa',
    entity: 'visas',
    list: '/api/visas',
    tag: cacheTags.visa,
    text: { title: bi('改名的签证', 'Renamed visa') },
    move: (item, items) => ({ type: otherValue(item, items, (entry) => entry.type?.id ?? 0) }),
  },
];

describe.each(cases)('a $kind save', (spec) => {
  it('re-renders its own page and the list pages that show it after a text edit, and no other list', async () => {
    const before = await listPages(spec.list);
    expect(before.length).toBeGreaterThan(2);
    const item = before[1]?.[0];
    const neighbour = before[2]?.[0];
    if (item === undefined || neighbour === undefined) throw new Error('too few items');
    const pageOf = (id: number) => entityPath(spec.tag(id)) ?? `/${spec.kind}/${String(id)}.html`;
    const own = pageOf(item.id);
    const other = pageOf(neighbour.id);
    const meta = exportOf(spec.kind, before, {
      [own]: [spec.tag(item.id)],
      [other]: [spec.tag(neighbour.id)],
    });
    const tags = await save(spec.entity, item.id, spec.text);
    expect(tags).not.toContain(cacheTags.list(spec.kind));
    expect(tags).not.toContain(cacheTags.home);
    const paths = rebuilt(meta, tags);
    // Its own page and the list page holding it; no other list page, no other item's page.
    expect(paths).toContain(own);
    expect(paths).not.toContain(other);
    expect([...paths].filter((path) => path.startsWith(`/${spec.kind}-list-`))).toEqual([
      listPath(spec.kind, 1),
    ]);
    // The lists did not move.
    expect((await listPages(spec.list)).map((page) => page.map((entry) => entry.id))).toEqual(
      before.map((page) => page.map((entry) => entry.id)),
    );
    // The new name moves it in the letter index, and its site-map file names its change.
    expect(tags).toEqual(expect.arrayContaining(['sitemap:letter-R', `sitemap:${spec.kind}`]));
  });

  it('names the list tag when a save can move it between lists', async () => {
    const pages = await listPages(spec.list);
    const item = pages[0]?.[0];
    if (item === undefined) throw new Error('an empty list');
    const tags = await save(spec.entity, item.id, spec.move(item, pages.flat()));
    expect(tags).toEqual(
      expect.arrayContaining([cacheTags.list(spec.kind), cacheTags.sitemap, cacheTags.home]),
    );
    // Every list page re-renders, so none stays stale.
    const meta = exportOf(spec.kind, pages, {});
    const paths = rebuilt(meta, tags);
    pages.forEach((_page, index) => {
      expect(paths).toContain(listPath(spec.kind, index));
    });
  });
});

describe('a venue save', () => {
  it('re-renders the fair list pages naming the venue, and not the others', async () => {
    const fairs = (await api.call('GET', '/api/exhibitions?pageNum=1&pageSize=40')).body.data
      .records as Summary[];
    const venue = fairs[0]?.pavilion.id ?? 0;
    const naming = fairs.filter((fair) => fair.pavilion.id === venue);
    const others = fairs.filter((fair) => fair.pavilion.id !== venue);
    expect(others.length).toBeGreaterThan(0);
    const meta: ExportMeta = {
      edition: 'zh',
      exportedAt: '',
      buildId: 'test',
      partial: false,
      warnings: [],
      pages: {
        '/exhibition-naming/': { file: 'a', tags: exhibitionCardTags(naming) },
        '/exhibition-others/': { file: 'b', tags: exhibitionCardTags(others) },
      },
    };
    const paths = rebuilt(meta, await save('pavilions', venue, { name: bi('新馆名', 'New hall name') }));
    expect(paths).toContain('/exhibition-naming/');
    expect(paths).not.toContain('/exhibition-others/');
  });
});

describe('a special topic save', () => {
  it('names the topic alone for a text edit, and the topic lists when it goes offline', async () => {
    const topics = (await api.call('GET', '/api/special-topics')).body.data as
      Summary[] | { records: Summary[] };
    const id = (Array.isArray(topics) ? topics : topics.records)[0]?.id ?? 1;
    expect(await save('specials', id, { title: bi('新专题', 'New topic') })).toEqual([cacheTags.special(id)]);
    const row = { id, offline: false };
    expect(kindChangeTags(specialTagRule as never, row as never, { ...row, offline: true } as never)).toEqual(
      [cacheTags.special(id), cacheTags.list('special'), cacheTags.sitemap, cacheTags.home],
    );
  });
});

describe('a company or periodical taken offline', () => {
  /** An export record of the given pages and their tags. */
  const exportOfPages = (pages: Record<string, string[]>): ExportMeta => ({
    edition: 'zh',
    exportedAt: '',
    buildId: 'test',
    partial: false,
    warnings: [],
    pages: Object.fromEntries(Object.entries(pages).map(([path, tags]) => [path, { file: path, tags }])),
  });
  const offline = async (entity: string, id: number): Promise<string[]> => {
    const answer = await api.call('POST', `/api/editor/${entity}/${String(id)}/offline`, { token: editor });
    expect(answer.status).toBe(200);
    const tags = answer.body.data.cacheTags as string[];
    const back = await api.call('POST', `/api/editor/${entity}/${String(id)}/online`, { token: editor });
    expect(back.body.data.cacheTags).toEqual(tags);
    return tags;
  };

  it("re-renders the company's page, the fair naming it as organiser, the directory listing it and its lists", async () => {
    const fair = (await api.call('GET', '/api/exhibitions/1')).body.data as ExhibitionDetail;
    const organiser = fair.organiser.id;
    const records = (await api.call('GET', '/api/exhibitions?pageNum=1&pageSize=40')).body.data
      .records as Summary[];
    const other = records.find((item) => item.id !== fair.id)?.id ?? 0;
    const otherFair = (await api.call('GET', `/api/exhibitions/${String(other)}`)).body
      .data as ExhibitionDetail;
    const meta = exportOfPages({
      [`/company/${String(organiser)}.html`]: [cacheTags.company(organiser)],
      '/exhibition/1.html': exhibitionTags(fair),
      '/exhibitors/1.html': [cacheTags.exhibitors(1), cacheTags.company(organiser)],
      '/company-list-1/': listPageTags('company', [organiser]),
      '/company-list-2/': listPageTags('company', [organiser + 1]),
      ...(otherFair.organiser.id !== organiser && {
        [`/exhibition/${String(otherFair.id)}.html`]: exhibitionTags(otherFair),
      }),
    });
    const tags = await offline('companies', organiser);
    expect(tags).toEqual(
      expect.arrayContaining([
        cacheTags.list('company'),
        cacheTags.home,
        cacheTags.sitemap,
        'sitemap:company',
      ]),
    );
    const paths = rebuilt(meta, tags);
    for (const path of [
      `/company/${String(organiser)}.html`,
      '/exhibition/1.html',
      '/exhibitors/1.html',
      '/company-list-1/',
      '/company-list-2/',
    ])
      expect(paths).toContain(path);
    if (otherFair.organiser.id !== organiser)
      expect(paths).not.toContain(`/exhibition/${String(otherFair.id)}.html`);
  });

  it("re-renders the periodical's page, its fair's pages and the periodical lists", async () => {
    const periodical = (await api.call('GET', '/api/periodicals?pageSize=1')).body.data.records[0] as {
      id: number;
      exhibition: { id: number };
    };
    const fairId = periodical.exhibition.id;
    const meta = exportOfPages({
      [`/periodical/${String(periodical.id)}.html`]: [cacheTags.periodical(periodical.id)],
      [`/exhibition/${String(fairId)}.html`]: [cacheTags.exhibition(fairId)],
      '/exhibition/999999.html': [cacheTags.exhibition(999999)],
      '/periodical-list-2/': listPageTags('periodical', [periodical.id + 1]),
    });
    const tags = await offline('periodicals', periodical.id);
    expect(tags).toEqual(
      expect.arrayContaining([cacheTags.list('periodical'), cacheTags.sitemap, 'sitemap:periodical']),
    );
    const paths = rebuilt(meta, tags);
    expect(paths).toContain(`/periodical/${String(periodical.id)}.html`);
    expect(paths).toContain(`/exhibition/${String(fairId)}.html`);
    expect(paths).toContain('/periodical-list-2/');
    expect(paths).not.toContain('/exhibition/999999.html');
  });
});
