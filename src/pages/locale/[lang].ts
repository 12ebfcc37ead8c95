import type { APIRoute } from 'astro';
import { localeCookieMaxAge, localeCookieName } from '../../lib/edition.ts';
import { parseLocale } from '../../lib/contract/locale.ts';
import { safeRedirect } from '../../lib/routes.ts';
import { cookieAttributes } from '../../lib/security/cookies.ts';

/** GET /locale/{lang}?redirect=/path: keeps the language in the cookie (365 days) and goes back. */
export const GET: APIRoute = ({ params, url, cookies, redirect, rewrite, locals }) => {
  const locale = params.lang === 'en' || params.lang === 'zh' ? parseLocale(params.lang) : undefined;
  if (!locale) return rewrite('/404');
  cookies.set(localeCookieName, locale, { ...cookieAttributes(locals.config), maxAge: localeCookieMaxAge });
  return redirect(safeRedirect(url.searchParams.get('redirect')), 302);
};
