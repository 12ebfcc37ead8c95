import type { APIRoute } from 'astro';
import { loadExhibitorDirectoryListing } from '../../lib/pdf/listings.ts';
import { servePdf } from '../../lib/pdf/pdf-route.ts';
import { cacheTags } from '../../lib/contract/cache-tags.ts';

/** The PDF export of a fair's exhibitor list (all pages); ?type=tianxi picks the tianxi header. */
export const GET: APIRoute = (context) =>
  servePdf(context, loadExhibitorDirectoryListing, (id) => [
    cacheTags.exhibition(id),
    cacheTags.exhibitors(id),
  ]);
