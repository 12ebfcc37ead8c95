import {
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceRequestSchema,
  invoiceSchema,
  orderInvoiceSchema,
} from '../../src/lib/contract/invoice.ts';
import { orderNoParamsSchema } from '../../src/lib/contract/order.ts';
import { renderInvoicePdf } from '../domain/invoices/invoice-pdf.ts';
import {
  issueInvoice,
  issuedInvoiceOf,
  listInvoices,
  readOrderInvoice,
  requestInvoice,
} from '../domain/invoices/invoices.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** The buyer's invoice of a paid order: ask for it once, read its status, download it once issued. */
export const invoiceRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/api/orders/:orderNo/invoice',
    tag: 'orders',
    auth: 'user',
    summary:
      'Ask for the invoice of my paid order: a fapiao (personal or company with its taxpayer id) or a receipt with VAT lines; one per order (30001 when unpaid or already asked)',
    params: orderNoParamsSchema,
    body: invoiceRequestSchema,
    response: invoiceSchema,
    handler: ({ ctx, user, params, body, locale }) =>
      requestInvoice(ctx.db, user.id, params.orderNo, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/orders/:orderNo/invoice',
    tag: 'orders',
    auth: 'user',
    summary:
      "My order's invoice (requested or issued, with the PDF's address once issued) or whether I may ask for one",
    params: orderNoParamsSchema,
    response: orderInvoiceSchema,
    handler: ({ ctx, user, params }) => readOrderInvoice(ctx.db, user.id, params.orderNo),
  }),
  defineRoute({
    method: 'get',
    path: '/api/orders/:orderNo/invoice.pdf',
    tag: 'orders',
    auth: 'user',
    summary:
      "My order's issued invoice as a PDF (lines, VAT lines on a receipt, total, currency); 404 without one, 30001 while requested",
    params: orderNoParamsSchema,
    handler: async ({ c, ctx, user, params }) => {
      const { order, invoice } = await issuedInvoiceOf(ctx.db, user.id, params.orderNo);
      const bytes = await renderInvoicePdf(invoice, order);
      return c.body(bytes.slice().buffer, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="invoice-${order.orderNo}.pdf"`,
        'Content-Length': String(bytes.byteLength),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    },
  }),
];

/** Staff's invoice calls (role editor): the queue of requests and the issue of one. */
export const invoiceEditorRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/editor/invoices',
    tag: 'editor',
    auth: 'editor',
    summary: "Every member's invoices, oldest request first; status filters (requested: the ones to issue)",
    query: invoiceListQuerySchema,
    response: invoicePageSchema,
    handler: ({ ctx, query }) => listInvoices(ctx.db, query.status, query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/editor/invoices/:id/issue',
    tag: 'editor',
    auth: 'editor',
    summary:
      'Issue a requested invoice: it gets its number and the buyer can download the PDF (30001 when issued)',
    params: invoiceIdParamsSchema,
    response: invoiceSchema,
    handler: ({ ctx, user, params }) => issueInvoice(ctx.db, user.id, params.id, ctx.now()),
  }),
];
