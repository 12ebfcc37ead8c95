import type { APIRoute } from 'astro';
import { cachePublicPage } from '../lib/cache/page-cache.ts';
import { loadPage } from '../lib/pages/load-page.ts';
import { sitemapFiles, sitemapIndexXml } from '../lib/pages/sitemap.ts';
import { editionOrigin } from '../lib/seo.ts';
import { cacheTags } from '../lib/contract/cache-tags.ts';

/** The XML sitemap index of the edition the host serves. */
export const GET: APIRoute = async (context) => {
  const { locals, url } = context;
  const files = await loadPage(context, (api) => sitemapFiles(api, locals.edition));
  if (files instanceof Response) return files;
  cachePublicPage(context, [cacheTags.sitemap]);
  const origin = editionOrigin(locals.edition, locals.config, url);
  return new Response(sitemapIndexXml(files, origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
