import type { APIRoute } from 'astro';
import { cachePublicPage } from '../../../lib/cache/page-cache.ts';
import { loadPage } from '../../../lib/pages/load-page.ts';
import { idRange, parseSitemapFile, sitemapFilePaths, urlsetXml } from '../../../lib/pages/sitemap.ts';
import { editionOrigin } from '../../../lib/seo.ts';
import { cacheTags } from '../../../lib/contract/cache-tags.ts';

/** One XML sitemap file: /sitemaps/{edition}/{type}-{part}.xml, only on its own edition's host. */
export const GET: APIRoute = async (context) => {
  const { locals, url, params } = context;
  const file = parseSitemapFile(params.file);
  if (params.edition !== locals.edition || file === undefined) return context.rewrite('/404');
  const paths = await loadPage(context, (api) => sitemapFilePaths(api, file));
  if (paths instanceof Response) return paths;
  // The ids listed, so an export re-renders the file only for a save of one of them.
  const range = idRange(paths);
  cachePublicPage(context, [
    cacheTags.sitemap,
    cacheTags.sitemapType(file.type),
    ...(range === undefined ? [] : [cacheTags.sitemapIds(file.type, range.first, range.last)]),
  ]);
  const origin = editionOrigin(locals.edition, locals.config, url);
  return new Response(urlsetXml(paths, origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
