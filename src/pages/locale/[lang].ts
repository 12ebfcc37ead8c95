import type { APIRoute } from 'astro';
import { localeCookieMaxAge, localeCookieName, parseLocale } from '../../lib/edition.ts';
import { safeRedirect } from '../../lib/routes.ts';

/** GET /locale/{lang}?redirect=/path: keeps the language in the cookie (365 days) and goes back. */
export const GET: APIRoute = ({ params, url, cookies, redirect, rewrite }) => {
  const locale = params.lang === 'en' || params.lang === 'zh' ? parseLocale(params.lang) : undefined;
  if (!locale) return rewrite('/404');
  cookies.set(localeCookieName, locale, { path: '/', maxAge: localeCookieMaxAge, sameSite: 'lax' });
  return redirect(safeRedirect(url.searchParams.get('redirect')), 302);
};
