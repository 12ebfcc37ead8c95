import type { APIRoute } from 'astro';
import { htmlLang } from '../lib/contract/locale.ts';
import { webAppManifest } from '../lib/seo.ts';

/** The web app manifest of the edition, in its language (pages link it; a failed fetch is logged). */
export const GET: APIRoute = ({ locals }) => {
  const { t, locale } = locals;
  const manifest = webAppManifest({
    name: t('site.name'),
    description: t('site.description'),
    lang: htmlLang(locale),
  });
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
};
