import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseOrderNo, parsePaymentNo, parseResultKind } from '../checkout/result.ts';
import { isCalendarFeedToken } from '../contract/calendar-feed.ts';
import { parseLocale } from '../contract/locale.ts';
import { parseTicketOrderNo } from '../eticket/ticket-document.ts';
import { stripLocalePrefix } from '../edition.ts';
import { resolveManagerRoute } from '../manager/sections.ts';
import { exhibitionList } from '../lists/exhibitions.ts';
import { newsList } from '../lists/news.ts';
import { pavilionList } from '../lists/pavilions.ts';
import { visaList } from '../lists/visas.ts';
import { wikiList } from '../lists/wiki.ts';
import { parseFloorPlanQuery } from '../pages/floor-plan.ts';
import { isSitemapLetter, parseSitemapFile } from '../pages/sitemap.ts';
import { parseWikiDetailParams } from '../pages/wiki-routes.ts';
import * as paths from './index.ts';
import { safeRedirect } from '../routes.ts';
import { isDigitsId, parseDashParams, parseListPage } from '../validate/route-params.ts';

// The route table is the file tree of src/pages, read the way Astro reads it: every builder's
// output must land on the page file it means, with parameters that page accepts.

interface Route {
  file: string;
  pattern: RegExp;
  params: string[];
}

const pagesDir = fileURLToPath(new URL('../../pages', import.meta.url));

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function routeOf(file: string): Route {
  const params: string[] = [];
  const route = file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '');
  const source = route.replace(/\[(\.\.\.)?(\w+)\]|[^[]+/g, (part: string, rest?: string, name?: string) => {
    if (name === undefined) return part.replace(/[.*+?^${}()|\\]/g, '\\$&');
    params.push(name);
    return rest === undefined ? '([^/]+)' : '(.*)';
  });
  // trailingSlash is 'ignore' (astro.config.mjs): a route answers with and without the slash;
  // a rest parameter may be empty, with its slash (/manager answers manager/[...path]).
  return { file, pattern: new RegExp(`^/${source.replace('/(.*)', '(?:/(.*))?')}/?$`), params };
}

const routes = pageFiles(pagesDir).map((file) => routeOf(relative(pagesDir, file)));

// Astro prefers static routes over dynamic ones: the fewest parameters win.
function routeFor(pathname: string): { route: Route; values: Record<string, string> } | undefined {
  const matches = routes
    .map((route) => ({ route, match: route.pattern.exec(pathname) }))
    .filter((item) => item.match !== null)
    // ...and a rest parameter ([...path]) after every other route that matches.
    .sort(
      (a, b) =>
        Number(a.route.file.includes('[...')) - Number(b.route.file.includes('[...')) ||
        a.route.params.length - b.route.params.length,
    );
  const [first] = matches;
  if (first === undefined || first.match === null) return undefined;
  const { route, match } = first;
  return {
    route,
    values: Object.fromEntries(route.params.map((name, index) => [name, match[index + 1] ?? ''])),
  };
}

const dashNames = (file: string) => file.match(/\[(\w+)\]/g)?.map((name) => name.slice(1, -1)) ?? [];

/** Whether a page's parameters pass that page's own rules (src/lib/validate and the route modules). */
function paramsValid(file: string, values: Record<string, string>): boolean {
  if (/^(exhibition|pavilion|information|visa|wiki)-/.test(file)) {
    const names = dashNames(file);
    return parseDashParams(names.map((name) => values[name]).join('-'), names) !== undefined;
  }
  if (file.startsWith('wiki/[')) return parseWikiDetailParams(values) !== undefined;
  return Object.entries(values).every(([name, value]) => {
    if (name === 'id') return isDigitsId(value);
    if (name === 'page') return (parseListPage(value) ?? 0) >= 2;
    if (name === 'letter') return isSitemapLetter(value);
    if (name === 'status') return parseResultKind(value) !== undefined;
    if (name === 'lang') return parseLocale(value) !== undefined;
    if (name === 'edition') return parseLocale(value) !== undefined;
    if (name === 'file') return parseSitemapFile(value) !== undefined;
    if (name === 'path') return resolveManagerRoute(value, 'en').kind !== 'not-found';
    if (name === 'orderNo') return parseTicketOrderNo(value) !== undefined;
    if (name === 'token') return isCalendarFeedToken(value);
    return false;
  });
}

/** Whether each query parameter a builder adds is one its page reads, with a value it accepts. */
function queryValid(query: URLSearchParams): boolean {
  return [...query].every(([name, value]) => {
    if (name === 'page') return (parseListPage(value) ?? 0) >= 2;
    if (name === 'exhibition' || name === 'visaId' || name === 'fair') return isDigitsId(value);
    if (name === 'orderNo') return parseOrderNo(value) !== undefined;
    if (name === 'paymentNo') return parsePaymentNo(value) !== undefined;
    if (name === 'redirect') return safeRedirect(value) === value;
    if (name === 'type') return value === 'tianxi';
    if (name === 'category' || name === 'hall' || name === 'country') return isDigitsId(value);
    if (name === 'q') return value.trim() !== '';
    if (name === 'stands')
      return parseFloorPlanQuery(new URLSearchParams({ stands: value }))?.stands.join(',') === value;
    return false;
  });
}

const orderNo = 'T20261121000000123456';
const paymentNo = 'P20261121000000123456';
const tianxi = new URLSearchParams('type=tianxi');

// Every builder with the page file it must reach.
const cases: [string, string][] = [
  ...Object.values(paths.fixedPaths).map((path): [string, string] => [path, '']),
  [paths.queryPageHref(paths.fixedPaths.centres, 3), 'center/index.astro'],
  [exhibitionList.dashPath(exhibitionList.all), 'exhibition-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro'],
  [
    pavilionList.dashPath({ ...pavilionList.all, f: 2, g: 1 }),
    'pavilion-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro',
  ],
  [newsList.dashPath(newsList.all), 'information-[t]-[i]-[page].astro'],
  [visaList.dashPath(visaList.all), 'visa-[visaAreaId]-[areaId]-[type]-[bizType]-[page].astro'],
  [wikiList.dashPath({ s: 0, page: 1 }), 'wiki-[s]-[page].astro'],
  [
    paths.exhibitionListPath({ ...exhibitionList.all, f: 3, page: 2 }),
    'exhibition-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro',
  ],
  [paths.newsListPath({ ...newsList.all, t: 2 }), 'information-[t]-[i]-[page].astro'],
  [
    paths.visaListPath({ ...visaList.all, visaAreaId: 2 }),
    'visa-[visaAreaId]-[areaId]-[type]-[bizType]-[page].astro',
  ],
  [paths.wikiListPath({ s: 3, page: 2 }), 'wiki-[s]-[page].astro'],
  [paths.industryListPath(4), 'exhibition-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro'],
  [paths.upcomingExhibitionsPath(), 'exhibition-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro'],
  [paths.exhibitionPath(12), 'exhibition/[id].html.astro'],
  [paths.exhibitionPath('12', 'seo'), 'seo/exhibition/[id].html.astro'],
  [paths.exhibitionApplyPath(12), 'exhibition/apply/[id].html.astro'],
  [paths.tripPath(12), 'exhibition/trip/[id].html.astro'],
  [paths.editionPath(20), 'exhibition/periodical/[id].html.astro'],
  [paths.ticketPath(12), 'ticket/[id].html.astro'],
  [paths.flightRequestPath(12), 'flight/[id].html.astro'],
  [paths.boothPath(12), 'booth/[id].html.astro'],
  [paths.fairPicturesPath(12), 'fair/player/[id].html.astro'],
  [paths.expoInfoPath(12), 'expoinfo/[id].html.astro'],
  [paths.exhibitorListPath(12), 'exhibitors/[id].html.astro'],
  [paths.exhibitorListPath(12, 3), 'exhibitors/[id].html.astro'],
  [
    paths.exhibitorDirectoryPath(12, { category: 4, hall: 2, country: 9, q: 'nova', page: 3 }),
    'exhibitors/[id].html.astro',
  ],
  [paths.floorPlanPath(12), 'pavilion/[id]/plan.html.astro'],
  [
    paths.floorPlanPath(12, { hall: 2, exhibition: 7, stands: ['2B07', '1A01'] }),
    'pavilion/[id]/plan.html.astro',
  ],
  [paths.newsPath(12), 'information/[id].html.astro'],
  [paths.newsPath(12, 'seo'), 'seo/information/[id].html.astro'],
  [paths.newsHref({ id: 12, link: null }), 'information/[id].html.astro'],
  [paths.pavilionPath(12), 'pavilion/[id].html.astro'],
  [paths.pavilionListPath({ ...exhibitionList.all, g: 1 }), 'pavilion-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro'],
  [paths.visaPath(12), 'visa/[id].html.astro'],
  [paths.visaOrderPath(12), 'visa/submitOrder.astro'],
  [paths.companyPath(12), 'company/[id].html.astro'],
  [paths.periodicalPath(12), 'periodical/[id].html.astro'],
  [paths.exhibitionCalendarPath(12), 'exhibition/[id].ics.ts'],
  [paths.newsFeedPath('rss'), 'information/rss.xml.ts'],
  [paths.newsFeedPath('atom'), 'information/atom.xml.ts'],
  [paths.newsFeedPath('rss', 3), 'information/rss-[id].xml.ts'],
  [paths.newsFeedPath('atom', 3), 'information/atom-[id].xml.ts'],
  [paths.sharePicturePath('exhibition', 12), 'share/exhibition/[id].png.ts'],
  [paths.sharePicturePath('news', 12), 'share/news/[id].png.ts'],
  [paths.sharePicturePath('pavilion', 12), 'share/pavilion/[id].png.ts'],
  [paths.pdfExportPath('periodical', 12, tianxi), 'periodical/[id].pdf.ts'],
  [paths.pdfExportPath('exhibitors', 12, new URLSearchParams()), 'exhibitors/[id].pdf.ts'],
  [paths.specialPath(12), 'special/[id].html.astro'],
  [paths.communityPath(12), 'community/[id].html.astro'],
  [paths.userPath(12), 'expouser/[id].html.astro'],
  [paths.aboutPath(paths.aboutPageIds.data), 'about/[id].html.astro'],
  [paths.aboutPath(paths.aboutPageIds.terms), 'terms.astro'],
  [paths.aboutPath(paths.aboutPageIds.cooperation), 'cooperation.html.astro'],
  [paths.seoListPath('exhibition', 1), 'seo/exhibition/index.astro'],
  [paths.seoListPath('information', 2), 'seo/information/page/[page].astro'],
  [paths.seoListCanonical('exhibition', 2), 'exhibition-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro'],
  [paths.sitemapLetterPath('A'), 'sitemap_[letter].astro'],
  [paths.sitemapLetterPath('0', 2), 'sitemap_[letter].astro'],
  [paths.sitemapFilePath('en', 'news', 2), 'sitemaps/[edition]/[file].xml.ts'],
  [paths.sitemapFilePath('zh', 'pages', 1), 'sitemaps/[edition]/[file].xml.ts'],
  [paths.loginPath('/manager/fair-my?p=2'), 'login.astro'],
  [paths.localeSwitchPath('en', '/exhibition/'), 'locale/[lang].ts'],
  [paths.errorPagePath('/exhibition/1.html'), 'system/error.astro'],
  [paths.paymentPath(orderNo), 'payment.astro'],
  [paths.freeResultPath('ticket', orderNo), 'result/[status].astro'],
  [paths.paidResultPath('visa', orderNo, paymentNo), 'visa-result/[status].astro'],
  [paths.managerPath('visitor-edit', 12), 'manager/[...path].astro'],
  [paths.editorPath(), 'editor/[...path].astro'],
  [paths.checkinPath(), 'checkin.astro'],
  [paths.checkinPath(12), 'checkin.astro'],
  [paths.managerPath('flight-my', 'F20261121000000123456'), 'manager/[...path].astro'],
  [paths.paymentPath('F20261121000000123456'), 'payment.astro'],
  [paths.managerHomePath, 'manager/[...path].astro'],
  [paths.ticketPrintPath(orderNo), 'manager/eticket/[orderNo]/print.astro'],
  [paths.ticketPdfPath(orderNo), 'manager/eticket/[orderNo].pdf.ts'],
  [paths.visitPlanPdfPath(12), 'manager/visit-plan/[id].pdf.ts'],
  [paths.calendarFeedPath('Ab_-'.repeat(10) + 'xyz'), 'calendar/feed/[token].ics.ts'],
];

describe('paths', () => {
  it.each(cases)('%s reaches its page with parameters it accepts', (path, file) => {
    const url = new URL(path, 'http://portal.invalid');
    const found = routeFor(url.pathname);
    expect(found, path).toBeDefined();
    if (found === undefined) return;
    if (file !== '') expect(found.route.file).toBe(file);
    else expect(found.route.params, `${path} is a fixed page`).toEqual([]);
    expect(paramsValid(found.route.file, found.values), path).toBe(true);
    expect(queryValid(url.searchParams), path).toBe(true);
  });

  it('gives the unfiltered lists the same path as the fixed page', () => {
    expect(paths.exhibitionListPath(exhibitionList.all)).toBe(paths.fixedPaths.exhibitions);
    expect(paths.newsListPath(newsList.all)).toBe(paths.fixedPaths.news);
    expect(paths.pavilionListPath(pavilionList.all)).toBe(paths.fixedPaths.pavilions);
    expect(paths.visaListPath(visaList.all)).toBe(paths.fixedPaths.visas);
    expect(paths.seoListPath('exhibition', 1)).toBe('/seo/exhibition/');
  });
});

describe('newsHref', () => {
  it('keeps the mirror within itself', () => {
    expect(paths.newsHref({ id: 7, link: null }, 'seo')).toBe('/seo/information/7.html');
    expect(paths.newsHref({ id: 7, link: '/special/5.html' }, 'seo')).toBe('/seo/information/7.html');
    expect(paths.newsHref({ id: 7, link: '/special/5.html' })).toBe('/special/5.html');
  });
});

describe('freeResultPath', () => {
  it('sends a free visa order to the visa result page', () => {
    expect(paths.freeResultPath('visa', 'V20261121000000123456')).toBe(
      '/visa-result/2?orderNo=V20261121000000123456',
    );
  });
});

describe('managerPath', () => {
  it('adds the visitor id to visitor-edit', () => {
    expect(paths.managerPath('visitor-edit', 12)).toBe('/manager/visitor-edit/12');
    expect(paths.managerHomePath).toBe('/manager');
  });
});

describe('localePrefixedPath', () => {
  it('puts the locale before a page, which the middleware strips again', () => {
    expect(paths.localePrefixedPath('en', paths.fixedPaths.home)).toBe('/en/');
    expect(stripLocalePrefix(paths.localePrefixedPath('zh', paths.fixedPaths.wiki))).toBe('/wiki');
  });
});

describe('localePagePath', () => {
  it("links the edition's own locale without a prefix and the other one under its prefix, as exported", () => {
    const page = paths.exhibitionPath(3);
    expect(paths.localePagePath('zh', page, 'zh')).toBe(page);
    expect(paths.localePagePath('en', page, 'zh')).toBe(`/en${page}`);
    expect(paths.localePagePath('en', page, 'en')).toBe(page);
    expect(paths.localePagePath('zh', paths.fixedPaths.home, 'en')).toBe('/zh/');
    for (const locale of ['zh', 'en'] as const) {
      for (const edition of ['zh', 'en'] as const) {
        const linked = paths.localePagePath(locale, page, edition);
        expect(stripLocalePrefix(linked)).toBe(page);
        expect(parseLocale(linked.split('/')[1]) ?? edition).toBe(locale);
      }
    }
  });
});

describe('exhibitorDirectoryPath and floorPlanPath', () => {
  it('spell the filters in a fixed order and leave the defaults out', () => {
    expect(paths.exhibitorDirectoryPath(7)).toBe('/exhibitors/7.html');
    expect(paths.exhibitorDirectoryPath(7, { category: 0, hall: 0, q: '', page: 1 })).toBe(
      '/exhibitors/7.html',
    );
    expect(paths.exhibitorDirectoryPath(7, { page: 2, q: 'a b', hall: 3, category: 5 })).toBe(
      '/exhibitors/7.html?category=5&hall=3&q=a+b&page=2',
    );
  });

  it('names the hall in the query and the fragment, and the chosen stands with plain commas', () => {
    expect(paths.floorPlanPath(3)).toBe('/pavilion/3/plan.html');
    expect(paths.floorPlanPath(3, { hall: 2, stands: ['2B07', '1A01'] })).toBe(
      '/pavilion/3/plan.html?hall=2&stands=2B07,1A01#hall-2',
    );
  });
});
