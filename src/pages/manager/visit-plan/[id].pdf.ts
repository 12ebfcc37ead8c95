import type { APIRoute } from 'astro';
import { isApiError } from '../../../lib/api/api-error.ts';
import { memberApiClient } from '../../../lib/api/member-client.ts';
import { listVisitPlans } from '../../../lib/endpoints/members/visit-plan.ts';
import { loginPath } from '../../../lib/paths/index.ts';
import { renderListingPdf } from '../../../lib/pdf/document.ts';
import { isDigitsId } from '../../../lib/validate/route-params.ts';
import { visitPlanListing } from '../../../lib/visit-plan/plan-pdf.ts';

/**
 * /manager/visit-plan/{exhibitionId}.pdf: the member's plan for one fair in walking order, read
 * with the member's own token (the API answers only their plans). No plan for that fair is the
 * 404 page; the API down a bare 503. Never cached.
 */
export const GET: APIRoute = async (context) => {
  const { id } = context.params;
  if (id === undefined || !isDigitsId(id)) return context.rewrite('/404');
  const api = memberApiClient(context);
  const login = () => context.redirect(loginPath(context.locals.requestPath ?? context.url.pathname), 302);
  if (api === undefined) return login();
  let plans;
  try {
    plans = await listVisitPlans(api);
  } catch (error) {
    if (isApiError(error, 'session') || (isApiError(error) && error.status === 401)) return login();
    return new Response('Service unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  const plan = plans.find((candidate) => String(candidate.exhibition.id) === id);
  if (plan === undefined) return context.rewrite('/404');
  const { t, locale } = context.locals;
  const listing = visitPlanListing(plan, t, locale, new Date());
  const bytes = await renderListingPdf(listing, 'standard');
  return new Response(bytes.slice().buffer, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${listing.fileName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
};
