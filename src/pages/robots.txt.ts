import type { APIRoute } from 'astro';
import { editionOrigin, robotsTxt } from '../lib/seo.ts';

/** robots.txt per environment and edition: only spider and prod allow crawling. */
export const GET: APIRoute = ({ locals, url }) => {
  const origin = editionOrigin(locals.edition, locals.config, url);
  return new Response(robotsTxt(locals.config.allowRobots, `${origin}/sitemap_index.xml`), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
