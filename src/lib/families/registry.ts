// One registry of page families: for each family its page files in src/pages, its paths (a
// builder for entity pages, the paths it answers otherwise) and the pattern that recognises them,
// where the edge serves it, the entity kind its cache tags name, how the export enumerates it
// (sitemap type, share picture, the family it is exported with) and the batch read its pages need. The export's inventory and
// batch reads (scripts/delivery/inventory.ts, prefetch-plan.ts) and the routing table's test
// read it; endpoint paths come from the contract (src/lib/contract/read-paths.ts).
import { cacheTags } from '../contract/cache-tags.ts';
import { batchPaths, readPaths } from '../contract/read-paths.ts';
import type { SitemapType } from '../contract/sitemap.ts';
import { exhibitionList } from '../lists/exhibitions.ts';
import { newsList } from '../lists/news.ts';
import { pavilionList } from '../lists/pavilions.ts';
import { visaList } from '../lists/visas.ts';
import { wikiList } from '../lists/wiki.ts';
import {
  boothPath,
  communityPath,
  companyPath,
  editionPath,
  exhibitionApplyPath,
  exhibitionCalendarPath,
  exhibitionPath,
  expoInfoPath,
  fairPicturesPath,
  flightRequestPath,
  floorPlanPath,
  newsPath,
  pavilionPath,
  periodicalPath,
  sharePicturePath,
  specialPath,
  ticketPath,
  tripPath,
  userPath,
  visaPath,
} from '../paths/entities.ts';
import { fixedPaths, seoListPath, sitemapFilePath, sitemapLetterPath } from '../paths/site.ts';
import type { RouteTarget } from '../routing/table.ts';

/** An entity kind with a cache tag of its own (`{kind}:{id}`). */
type EntityKind =
  | 'exhibition'
  | 'news'
  | 'pavilion'
  | 'company'
  | 'wiki'
  | 'visa'
  | 'periodical'
  | 'special'
  | 'trip'
  | 'about'
  | 'community'
  | 'user';

/** The batch read of a detail family: one call for many ids, each filed as the page's own read. */
interface FamilyBatch {
  /** The batch endpoint, answering the details in both locales for `?ids=1,2,3`. */
  endpoint: string;
  /** The single read the page makes for an id. */
  read: (id: number) => string;
}

/** One family of pages. */
export interface PageFamily {
  readonly name: string;
  /** Its page files, relative to src/pages. */
  readonly files: readonly string[];
  /** Tested against the locale-stripped path. */
  readonly pattern: RegExp;
  /** Paths of the family (examples for fixed pages, the builder's output for entity pages). */
  readonly samples: readonly string[];
  /** Who answers its paths (src/lib/routing/table.ts). */
  readonly target: RouteTarget;
  /** The path of an id (entity pages only); `pattern` captures the id as group 1. */
  readonly build?: (id: number) => string;
  /** The entity its cache tags name. */
  readonly kind?: EntityKind;
  /** The sitemap type the export enumerates its ids from (GET /api/sitemap/{type}). */
  readonly sitemapType?: SitemapType;
  /** The share picture exported next to each page. */
  readonly sharePicture?: 'exhibition' | 'news' | 'pavilion';
  /** The batch read its pages need in the export. */
  readonly batch?: FamilyBatch;
  /**
   * The entity family whose pages bring this one into the export: each of that family's pages is
   * followed by this family's page of the same id (scripts/delivery/inventory.ts).
   */
  readonly exportedWith?: string;
}

/** A pattern matching exactly the builder's paths, the id as group 1. */
function patternOf(build: (id: number) => string): RegExp {
  const [before = '', after = ''] = build(4_242_424_242).split('4242424242');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escape(before)}([1-9]\\d*)${escape(after)}$`);
}

/** A family of one page per entity id. */
function entity(
  name: string,
  files: readonly string[],
  build: (id: number) => string,
  target: RouteTarget,
  extra: Partial<Pick<PageFamily, 'kind' | 'sitemapType' | 'sharePicture' | 'batch' | 'exportedWith'>> = {},
): PageFamily {
  return { name, files, build, pattern: patternOf(build), samples: [build(7), build(123)], target, ...extra };
}

/** A family of fixed paths (or paths the API's data decides, shown by examples). */
function fixed(
  name: string,
  files: readonly string[],
  pattern: RegExp,
  samples: readonly string[],
  target: RouteTarget,
  extra: Partial<Pick<PageFamily, 'kind' | 'sitemapType'>> = {},
): PageFamily {
  return { name, files, pattern, samples, target, ...extra };
}

const exhibitionBatch: FamilyBatch = { endpoint: batchPaths.exhibitions, read: readPaths.exhibition };

/** Every page family; each page file of src/pages belongs to exactly one. */
export const pageFamilies: readonly PageFamily[] = [
  entity('exhibition', ['exhibition/[id].html.astro'], (id) => exhibitionPath(id), 'bucket', {
    kind: 'exhibition',
    sitemapType: 'exhibition',
    sharePicture: 'exhibition',
    batch: exhibitionBatch,
  }),
  entity('edition', ['exhibition/periodical/[id].html.astro'], editionPath, 'bucket', { kind: 'exhibition' }),
  entity('exhibition-calendar', ['exhibition/[id].ics.ts'], exhibitionCalendarPath, 'origin', {
    kind: 'exhibition',
  }),
  entity('exhibition-apply', ['exhibition/apply/[id].html.astro'], exhibitionApplyPath, 'origin'),
  entity('trip', ['exhibition/trip/[id].html.astro'], tripPath, 'origin', { kind: 'trip' }),
  entity('ticket', ['ticket/[id].html.astro'], ticketPath, 'origin'),
  entity('flight', ['flight/[id].html.astro'], flightRequestPath, 'origin'),
  entity('booth', ['booth/[id].html.astro'], boothPath, 'bucket', { kind: 'exhibition' }),
  entity('fair-pictures', ['fair/player/[id].html.astro'], fairPicturesPath, 'bucket', {
    kind: 'exhibition',
  }),
  entity('expoinfo', ['expoinfo/[id].html.astro'], expoInfoPath, 'origin', { kind: 'exhibition' }),
  entity('exhibitors', ['exhibitors/[id].html.astro'], (id) => `/exhibitors/${String(id)}.html`, 'bucket', {
    kind: 'exhibition',
    exportedWith: 'exhibition',
  }),
  entity('floor-plan', ['pavilion/[id]/plan.html.astro'], (id) => floorPlanPath(id), 'bucket', {
    kind: 'pavilion',
    exportedWith: 'pavilion',
  }),
  entity('exhibitors-pdf', ['exhibitors/[id].pdf.ts'], (id) => `/exhibitors/${String(id)}.pdf`, 'origin'),
  entity('news', ['information/[id].html.astro'], (id) => newsPath(id), 'bucket', {
    kind: 'news',
    sitemapType: 'news',
    sharePicture: 'news',
    batch: { endpoint: batchPaths.news, read: readPaths.newsArticle },
  }),
  entity('exponews', ['exponews/[id].html.astro'], (id) => `/exponews/${String(id)}.html`, 'bucket', {
    kind: 'news',
  }),
  entity('pavilion', ['pavilion/[id].html.astro'], pavilionPath, 'bucket', {
    kind: 'pavilion',
    sitemapType: 'pavilion',
    sharePicture: 'pavilion',
  }),
  fixed(
    'wiki',
    ['wiki/[id]-[a]-[h]-[aid].html.astro'],
    /^\/wiki\/\d+-\d+-\d+-\d+\.html$/,
    ['/wiki/1-0-0-0.html'],
    'bucket',
    {
      kind: 'wiki',
      sitemapType: 'wiki',
    },
  ),
  entity('visa', ['visa/[id].html.astro'], visaPath, 'bucket', { kind: 'visa', sitemapType: 'visa' }),
  entity('company', ['company/[id].html.astro'], companyPath, 'bucket', {
    kind: 'company',
    sitemapType: 'company',
    batch: { endpoint: batchPaths.companies, read: readPaths.company },
  }),
  entity('periodical', ['periodical/[id].html.astro'], periodicalPath, 'bucket', {
    kind: 'periodical',
    sitemapType: 'periodical',
    batch: { endpoint: batchPaths.periodicals, read: readPaths.periodical },
  }),
  entity('periodical-pdf', ['periodical/[id].pdf.ts'], (id) => `/periodical/${String(id)}.pdf`, 'origin'),
  entity('special', ['special/[id].html.astro'], specialPath, 'bucket', { kind: 'special' }),
  entity('about', ['about/[id].html.astro'], (id) => `/about/${String(id)}.html`, 'bucket', {
    kind: 'about',
  }),
  entity('community', ['community/[id].html.astro'], communityPath, 'bucket', { kind: 'community' }),
  entity('user', ['expouser/[id].html.astro'], userPath, 'bucket', { kind: 'user' }),
  entity(
    'share-exhibition',
    ['share/exhibition/[id].png.ts'],
    (id) => sharePicturePath('exhibition', id),
    'bucket',
    {
      kind: 'exhibition',
    },
  ),
  entity('share-news', ['share/news/[id].png.ts'], (id) => sharePicturePath('news', id), 'bucket', {
    kind: 'news',
  }),
  entity(
    'share-pavilion',
    ['share/pavilion/[id].png.ts'],
    (id) => sharePicturePath('pavilion', id),
    'bucket',
    {
      kind: 'pavilion',
    },
  ),
  fixed(
    'lists',
    [
      'exhibition-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro',
      'pavilion-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro',
      'information-[t]-[i]-[page].astro',
      'visa-[visaAreaId]-[areaId]-[type]-[bizType]-[page].astro',
      'wiki-[s]-[page].astro',
    ],
    /^\/(exhibition-\d+(-\d+){6}|pavilion-\d+(-\d+){6}|information-\d+-\d+-\d+|visa-\d+(-\d+){4}|wiki-\d+-\d+)\/?$/,
    [
      exhibitionList.dashPath({ ...exhibitionList.all, page: 2 }),
      pavilionList.dashPath({ ...pavilionList.all, page: 1 }),
      newsList.dashPath({ t: 0, i: 0, page: 2 }),
      visaList.dashPath({ ...visaList.all, page: 1 }),
      wikiList.path({ s: 0, page: 2 }),
    ],
    'bucket',
  ),
  fixed(
    'list-roots',
    [
      'exhibition/index.astro',
      'information/index.astro',
      'pavilion/index.astro',
      'visa/index.astro',
      'wiki/index.astro',
    ],
    /^\/(exhibition|information|pavilion)\/$|^\/(visa|wiki)$/,
    [fixedPaths.exhibitions, fixedPaths.news, fixedPaths.pavilions, fixedPaths.visas, fixedPaths.wiki],
    'bucket',
  ),
  fixed(
    'news-feeds',
    [
      'information/rss.xml.ts',
      'information/rss-[id].xml.ts',
      'information/atom.xml.ts',
      'information/atom-[id].xml.ts',
    ],
    /^\/information\/(rss|atom)(-\d+)?\.xml$/,
    ['/information/rss.xml', '/information/rss-3.xml', '/information/atom.xml', '/information/atom-3.xml'],
    'bucket',
  ),
  fixed(
    'fixed-pages',
    [
      'index.astro',
      'center/index.astro',
      'cooperation.html.astro',
      'fair/service/index.astro',
      'free-ticket/index.astro',
      'periodicals/index.astro',
      'proxy-exhibitor/index.astro',
      'terms.astro',
      'top100/index.astro',
    ],
    /^\/$|^\/(center|fair\/service|free-ticket|periodicals|proxy-exhibitor|top100)\/$|^\/(cooperation\.html|terms)$/,
    [
      fixedPaths.home,
      fixedPaths.centres,
      fixedPaths.cooperation,
      fixedPaths.fairService,
      fixedPaths.freeTicket,
      fixedPaths.periodicals,
      fixedPaths.proxyExhibitor,
      fixedPaths.terms,
      fixedPaths.top100,
    ],
    'bucket',
  ),
  fixed(
    'site-files',
    ['robots.txt.ts', 'manifest.webmanifest.ts', 'maps/world.json.ts'],
    /^\/(robots\.txt|manifest\.webmanifest|maps\/world\.json)$/,
    [fixedPaths.robots, fixedPaths.manifest, fixedPaths.worldBasemap],
    'bucket',
  ),
  fixed(
    'sitemaps',
    [
      'sitemap.astro',
      'sitemap_[letter].astro',
      'sitemap_index.astro',
      'sitemap_index.xml.ts',
      'sitemaps/[edition]/[file].xml.ts',
    ],
    /^\/(sitemap|sitemap_index\/|sitemap_index\.xml|sitemap_[a-z0]\/?|sitemaps\/(zh|en)\/[a-z]+-\d+\.xml)$/,
    [
      fixedPaths.sitemap,
      fixedPaths.sitemapIndex,
      fixedPaths.sitemapXmlIndex,
      sitemapLetterPath('a'),
      sitemapFilePath('zh', 'exhibition', 1),
    ],
    'bucket',
  ),
  fixed('status-pages', ['404.astro', '500.astro'], /^\/(404|500)$/, ['/404', '/500'], 'bucket'),
  fixed(
    'seo-mirror',
    [
      'seo/index.astro',
      'seo/exhibition/index.astro',
      'seo/exhibition/page/[page].astro',
      'seo/exhibition/[id].html.astro',
      'seo/information/index.astro',
      'seo/information/page/[page].astro',
      'seo/information/[id].html.astro',
    ],
    /^\/seo(\/|$)/,
    [
      fixedPaths.seo,
      seoListPath('exhibition', 2),
      exhibitionPath(1, 'seo'),
      seoListPath('information', 1),
      newsPath(1, 'seo'),
    ],
    'origin',
  ),
  fixed(
    'member-pages',
    [
      'manager/[...path].astro',
      'manager/eticket/[orderNo].pdf.ts',
      'manager/eticket/[orderNo]/print.astro',
      'manager/visit-plan/[id].pdf.ts',
      'about/index-nuxt3.astro',
      'calendar/feed/[token].ics.ts',
      'payment.astro',
      'result/[status].astro',
      'visa/submitOrder.astro',
      'visa-result/[status].astro',
    ],
    /^\/(manager|calendar\/feed|result|visa-result)\/|^\/(payment|visa\/submitOrder|about\/index-nuxt3)$/,
    [
      '/manager/order',
      '/manager/eticket/T202601010000001.pdf',
      '/manager/eticket/T202601010000001/print',
      '/manager/visit-plan/1.pdf',
      fixedPaths.memberHelp,
      '/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/payment',
      '/result/success',
      '/visa/submitOrder',
      '/visa-result/success',
    ],
    'origin',
  ),
  fixed(
    'editor-console',
    ['editor/[...path].astro', 'editor/preview/[entity]/[id].astro'],
    /^\/editor(\/|$)/,
    ['/editor', '/editor/exhibitions', '/editor/exhibitions/12/versions'],
    'origin',
  ),
  fixed('gate-checkin', ['checkin.astro'], /^\/checkin\/?$/, ['/checkin'], 'origin'),
  fixed(
    'session-pages',
    ['login.astro', 'locale/[lang].ts', 'search.astro', 'system/error.astro', 'system/index/index.astro'],
    /^\/(login|search|system\/error|system\/index)$|^\/locale\/(zh|en)$/,
    [fixedPaths.login, '/locale/en', fixedPaths.search, '/system/error', '/system/index'],
    'origin',
  ),
];

/** The family of a name (throws for a name the registry does not hold). */
export function pageFamily(name: string): PageFamily {
  const family = pageFamilies.find((candidate) => candidate.name === name);
  if (family === undefined) throw new Error(`no page family ${JSON.stringify(name)}`);
  return family;
}

/** The family of a locale-free path, or undefined for a path no page answers. */
export function familyOf(path: string): PageFamily | undefined {
  return pageFamilies.find((family) => family.pattern.test(path));
}

/** The id of an entity page's path in its family, or undefined. */
export function idOf(family: PageFamily, path: string): number | undefined {
  if (family.build === undefined) return undefined;
  const id = family.pattern.exec(path)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** The entity cache tag of an entity page (its family's kind and the path's id), or undefined. */
export function entityTagOf(path: string): string | undefined {
  const family = familyOf(path);
  if (family?.kind === undefined) return undefined;
  const id = idOf(family, path);
  return id === undefined ? undefined : cacheTags[family.kind](id);
}

/** The families the export enumerates from a sitemap type, in the registry's order. */
export const sitemapFamilies = pageFamilies.filter(
  (family): family is PageFamily & { sitemapType: SitemapType } => family.sitemapType !== undefined,
);
