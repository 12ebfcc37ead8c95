import type { APIRoute } from 'astro';
import { ticketPdfLabels } from '../../../lib/eticket/labels.ts';
import { loadTicketSheet } from '../../../lib/eticket/load-sheet.ts';
import { parseTicketOrderNo, ticketDocument } from '../../../lib/eticket/ticket-document.ts';
import { renderTicketPdf } from '../../../lib/eticket/ticket-pdf.ts';
import { loginPath, ticketPrintPath } from '../../../lib/paths/index.ts';

/**
 * /manager/eticket/{orderNo}.pdf: the order's tickets as a PDF, one A4 page per ticket, for its
 * owner only (the API checks the member's token). Anything but a ticket the member may print is
 * answered by the print view's page for that case (404 not theirs or unknown, 403 not paid, 503),
 * so a download link never hands out another member's ticket nor a blank file. Never cached.
 */
export const GET: APIRoute = async (context) => {
  const orderNo = parseTicketOrderNo(context.params.orderNo);
  if (orderNo === undefined) return context.rewrite('/404');
  const result = await loadTicketSheet(context, orderNo);
  if (result.kind === 'login')
    return context.redirect(loginPath(context.locals.requestPath ?? context.url.pathname), 302);
  if (result.kind !== 'ok') return context.rewrite(ticketPrintPath(orderNo));
  const doc = ticketDocument(result.sheet, context.locals.locale);
  const bytes = await renderTicketPdf(doc, ticketPdfLabels(context.locals.t));
  return new Response(bytes.slice().buffer, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${doc.fileName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
};
