import type { APIContext } from 'astro';
import type { ApiClient } from '../api/client.ts';
import { cachePublicPage } from '../cache/page-cache.ts';
import { classifyFailure } from '../pages/load-page.ts';
import { isDigitsId } from '../validate/route-params.ts';
import { renderListingPdf, type PdfListing } from './document.ts';
import { headerVariant } from './header-images.ts';
import type { ListingContext } from './listings.ts';

/** Loads one export's listing for an id. */
export type ListingLoader = (api: ApiClient, id: string, context: ListingContext) => Promise<PdfListing>;

/** The download response of a rendered PDF. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(bytes.slice().buffer, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.byteLength),
    },
  });
}

/**
 * Serves a PDF export: digits-only id else the 404 page, the API's not-found as 404, the API
 * down as a bare 503 (a download has no page to show the error page in), else the PDF with
 * the header that `?type=` asks for. Cached like a public page, tagged with the entity.
 */
export async function servePdf(
  context: APIContext,
  loader: ListingLoader,
  tags: (id: string) => string[],
): Promise<Response> {
  const { id } = context.params;
  if (id === undefined || !isDigitsId(id)) return context.rewrite('/404');
  const { locals, url } = context;
  const listingContext: ListingContext = {
    t: locals.t,
    locale: locals.locale,
    variant: headerVariant(url.searchParams),
    now: new Date(),
  };
  let listing: PdfListing;
  try {
    listing = await loader(locals.api, id, listingContext);
  } catch (error) {
    if (classifyFailure(error) === 'not-found') return context.rewrite('/404');
    return new Response('Service unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
  cachePublicPage(context, tags(id));
  return pdfResponse(await renderListingPdf(listing, listingContext.variant), listing.fileName);
}
