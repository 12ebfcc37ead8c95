import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isDynamicPath, routeRuleOf, routeTarget, routingTable, type RouteTarget } from './table.ts';

// Every page file of src/pages is named here with a path it answers and where the edge must
// send that path: a new page fails this test until someone decides where it is served from.
const pageTargets: Record<string, [path: string, target: RouteTarget]> = {
  '404.astro': ['/404', 'bucket'],
  '500.astro': ['/500', 'bucket'],
  'about/[id].html.astro': ['/about/1.html', 'bucket'],
  'about/index-nuxt3.astro': ['/about/index-nuxt3', 'origin'],
  'booth/[id].html.astro': ['/booth/1.html', 'bucket'],
  'calendar/feed/[token].ics.ts': [
    '/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    'origin',
  ],
  'center/index.astro': ['/center/', 'bucket'],
  'community/[id].html.astro': ['/community/1.html', 'bucket'],
  'company/[id].html.astro': ['/company/1.html', 'bucket'],
  'cooperation.html.astro': ['/cooperation.html', 'bucket'],
  'exhibition-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro': ['/exhibition-0-0-0-0-0-0-2/', 'bucket'],
  'exhibition/[id].html.astro': ['/exhibition/7.html', 'bucket'],
  'exhibition/[id].ics.ts': ['/exhibition/7.ics', 'origin'],
  'exhibition/apply/[id].html.astro': ['/exhibition/apply/7.html', 'origin'],
  'exhibition/index.astro': ['/exhibition/', 'bucket'],
  'exhibition/periodical/[id].html.astro': ['/exhibition/periodical/3.html', 'bucket'],
  'exhibition/trip/[id].html.astro': ['/exhibition/trip/7.html', 'origin'],
  'exhibitors/[id].html.astro': ['/exhibitors/3.html', 'origin'],
  'exhibitors/[id].pdf.ts': ['/exhibitors/3.pdf', 'origin'],
  'expoinfo/[id].html.astro': ['/expoinfo/1.html', 'origin'],
  'exponews/[id].html.astro': ['/exponews/1.html', 'bucket'],
  'expouser/[id].html.astro': ['/expouser/1.html', 'bucket'],
  'fair/player/[id].html.astro': ['/fair/player/1.html', 'bucket'],
  'fair/service/index.astro': ['/fair/service/', 'bucket'],
  'flight/[id].html.astro': ['/flight/7.html', 'origin'],
  'free-ticket/index.astro': ['/free-ticket/', 'bucket'],
  'index.astro': ['/', 'bucket'],
  'information-[t]-[i]-[page].astro': ['/information-0-0-2/', 'bucket'],
  'information/[id].html.astro': ['/information/1.html', 'bucket'],
  'information/index.astro': ['/information/', 'bucket'],
  'information/rss.xml.ts': ['/information/rss.xml', 'bucket'],
  'information/rss-[id].xml.ts': ['/information/rss-3.xml', 'bucket'],
  'information/atom.xml.ts': ['/information/atom.xml', 'bucket'],
  'information/atom-[id].xml.ts': ['/information/atom-3.xml', 'bucket'],
  'locale/[lang].ts': ['/locale/en', 'origin'],
  'login.astro': ['/login', 'origin'],
  'manager/[...path].astro': ['/manager/order', 'origin'],
  'editor/[...path].astro': ['/editor/exhibitions/12/versions', 'origin'],
  'manager/eticket/[orderNo].pdf.ts': ['/manager/eticket/T202601010000001.pdf', 'origin'],
  'manager/eticket/[orderNo]/print.astro': ['/manager/eticket/T202601010000001/print', 'origin'],
  'pavilion-[f]-[s]-[g]-[p]-[c]-[t]-[page].astro': ['/pavilion-0-0-0-0-0-0-1/', 'bucket'],
  'pavilion/[id].html.astro': ['/pavilion/1.html', 'bucket'],
  'pavilion/index.astro': ['/pavilion/', 'bucket'],
  'payment.astro': ['/payment', 'origin'],
  'periodical/[id].html.astro': ['/periodical/1.html', 'bucket'],
  'periodical/[id].pdf.ts': ['/periodical/1.pdf', 'origin'],
  'periodicals/index.astro': ['/periodicals/', 'bucket'],
  'proxy-exhibitor/index.astro': ['/proxy-exhibitor/', 'bucket'],
  'result/[status].astro': ['/result/success', 'origin'],
  'robots.txt.ts': ['/robots.txt', 'bucket'],
  'share/exhibition/[id].png.ts': ['/share/exhibition/7.png', 'bucket'],
  'share/news/[id].png.ts': ['/share/news/7.png', 'bucket'],
  'share/pavilion/[id].png.ts': ['/share/pavilion/7.png', 'bucket'],
  'manifest.webmanifest.ts': ['/manifest.webmanifest', 'bucket'],
  'maps/world.json.ts': ['/maps/world.json', 'bucket'],
  'search.astro': ['/search', 'origin'],
  'seo/exhibition/[id].html.astro': ['/seo/exhibition/1.html', 'origin'],
  'seo/exhibition/index.astro': ['/seo/exhibition/', 'origin'],
  'seo/exhibition/page/[page].astro': ['/seo/exhibition/page/2/', 'origin'],
  'seo/index.astro': ['/seo/', 'origin'],
  'seo/information/[id].html.astro': ['/seo/information/1.html', 'origin'],
  'seo/information/index.astro': ['/seo/information/', 'origin'],
  'seo/information/page/[page].astro': ['/seo/information/page/2/', 'origin'],
  'sitemap.astro': ['/sitemap', 'bucket'],
  'sitemap_[letter].astro': ['/sitemap_a', 'bucket'],
  'sitemap_index.astro': ['/sitemap_index/', 'bucket'],
  'sitemap_index.xml.ts': ['/sitemap_index.xml', 'bucket'],
  'sitemaps/[edition]/[file].xml.ts': ['/sitemaps/zh/exhibition-1.xml', 'bucket'],
  'special/[id].html.astro': ['/special/1.html', 'bucket'],
  'system/error.astro': ['/system/error', 'origin'],
  'system/index/index.astro': ['/system/index', 'origin'],
  'terms.astro': ['/terms', 'bucket'],
  'ticket/[id].html.astro': ['/ticket/7.html', 'origin'],
  'top100/index.astro': ['/top100/', 'bucket'],
  'visa-[visaAreaId]-[areaId]-[type]-[bizType]-[page].astro': ['/visa-0-0-0-0-1/', 'bucket'],
  'visa-result/[status].astro': ['/visa-result/success', 'origin'],
  'visa/[id].html.astro': ['/visa/1.html', 'bucket'],
  'visa/index.astro': ['/visa', 'bucket'],
  'visa/submitOrder.astro': ['/visa/submitOrder', 'origin'],
  'wiki-[s]-[page].astro': ['/wiki-0-2', 'bucket'],
  'wiki/[id]-[a]-[h]-[aid].html.astro': ['/wiki/1-0-0-0.html', 'bucket'],
  'wiki/index.astro': ['/wiki', 'bucket'],
};

const pagesDir = fileURLToPath(new URL('../../pages', import.meta.url));

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the routing table', () => {
  it('names every page file of src/pages with where it is served from', () => {
    const files = pageFiles(pagesDir)
      .map((file) => relative(pagesDir, file))
      .sort();
    expect(Object.keys(pageTargets).sort()).toEqual(files);
  });

  it.each(Object.entries(pageTargets))(
    '%s is served by its target in both locales',
    (_file, [path, target]) => {
      expect(routeTarget(path)).toBe(target);
      expect(routeTarget(`/en${path === '/' ? '' : path}`)).toBe(target);
      expect(routeTarget(`/zh${path}`)).toBe(target);
    },
  );

  it('sends API calls to the API and storage to object storage, the news fragment to the origin', () => {
    expect(routeTarget('/api/exhibitions', '?pageNum=2')).toBe('api');
    expect(routeTarget('/oss/images/exhibition/1.jpg', '?x-oss-process=image/resize,w_400')).toBe(
      'objectStorage',
    );
    expect(routeTarget('/ossApi/InnerChainInfo/key.json')).toBe('objectStorage');
    expect(routeTarget('/ossApi/newsContent/12.html')).toBe('origin');
    expect(routeTarget('/_hooks/rebuild')).toBe('origin');
  });

  it('sends a page request with a query to the origin, a bare one to the bucket', () => {
    expect(routeTarget('/center/', '?page=2')).toBe('origin');
    expect(routeTarget('/center/', '?')).toBe('bucket');
    expect(isDynamicPath('/exhibition/1.html')).toBe(false);
    expect(isDynamicPath('/exhibition/1.html', '?from=home')).toBe(true);
  });

  it('marks the filtered lists as held in part by the export', () => {
    expect(routeRuleOf('/exhibition-3-0-2-0-0-0-1/').partial).toBe(true);
    expect(routeRuleOf('/visa-6-38-0-0-1/').partial).toBe(true);
    expect(routeRuleOf('/wiki-2-1').partial).toBe(true);
    expect(routeRuleOf('/exhibition/1.html').partial).toBeUndefined();
  });

  it('does not take words that merely start like a dynamic route', () => {
    expect(routeTarget('/loginx')).toBe('bucket');
    expect(routeTarget('/apis')).toBe('bucket');
    expect(routeTarget('/managers')).toBe('bucket');
    expect(routeTarget('/english/login')).toBe('bucket');
  });

  it('uses pattern syntax nginx reads as JavaScript does, and unique names', () => {
    for (const row of routingTable) {
      expect(row.pattern.flags).toBe('');
      // Look-arounds and named groups differ between the engines; the generator relies on neither.
      expect(row.pattern.source).not.toMatch(/\(\?[<=!]/);
    }
    const names = routingTable.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect(routeRuleOf('/anything').name).toBe('static');
  });
});
