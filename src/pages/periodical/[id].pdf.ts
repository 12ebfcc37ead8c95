import type { APIRoute } from 'astro';
import { loadPeriodicalListing } from '../../lib/pdf/listings.ts';
import { servePdf } from '../../lib/pdf/pdf-route.ts';
import { cacheTags } from '../../lib/contract/cache-tags.ts';

/** The PDF export of a periodical or exhibitor directory; ?type=tianxi picks the tianxi header. */
export const GET: APIRoute = (context) =>
  servePdf(context, loadPeriodicalListing, (id) => [cacheTags.periodical(id)]);
