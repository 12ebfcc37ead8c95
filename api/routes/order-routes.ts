import { z } from 'zod';
import { idParamsSchema, idSchema } from '../../src/lib/contract/common.ts';
import {
  applicationBodySchema,
  attachDocumentBodySchema,
  flightOrderBodySchema,
  orderNoParamsSchema,
  orderSchema,
  ticketOrderBodySchema,
  tripSignupBodySchema,
  uploadSchema,
  visaOrderBodySchema,
} from '../../src/lib/contract/order.ts';
import { refundBodySchema, refundQuoteSchema, refundResultSchema } from '../../src/lib/contract/refund.ts';
import { quoteRefund, refundOrder } from '../domain/orders/refunds.ts';
import { eTicketSheetSchema } from '../../src/lib/contract/eticket.ts';
import { withTicketCodes } from '../domain/checkin/ticket-signature.ts';
import { getETicketSheet } from '../domain/orders/eticket-sheet.ts';
import { createApplication } from '../domain/orders/applications.ts';
import { cancelOrder } from '../domain/orders/cancel-order.ts';
import type { NewOrder } from '../domain/orders/create-once.ts';
import { createFlightOrder } from '../domain/orders/flight-orders.ts';
import { getOrder } from '../domain/orders/get-order.ts';
import { orderTypeOf } from '../domain/orders/order-tables.ts';
import { releaseExpiredHolds } from '../domain/orders/ticket-holds.ts';
import { createTicketOrder } from '../domain/orders/ticket-orders.ts';
import { createTripSignup } from '../domain/orders/trip-signups.ts';
import { attachVisaDocument, createVisaOrder } from '../domain/orders/visa-orders.ts';
import { readUpload, storeUpload } from '../domain/uploads.ts';
import { maxUploadBytes, readLimited } from '../server/input.ts';
import { defineRoute, type AnyRoute, type Out } from '../server/route.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';

// Every order kind is created alike: idempotent per Idempotency-Key, limited per user, answered
// with the order as GET /api/orders/{orderNo} shows it.
function orderCreationRoute<B extends z.ZodType>(route: {
  path: string;
  summary: string;
  body: B;
  create: (order: NewOrder, body: Out<B>) => Promise<string>;
}): AnyRoute {
  return defineRoute({
    method: 'post',
    path: route.path,
    tag: 'orders',
    auth: 'user',
    idempotent: true,
    limit: { name: 'orderUser', by: 'user' },
    summary: route.summary,
    body: route.body,
    response: orderSchema,
    handler: async ({ ctx, user, body, idempotencyKey, locale }) => {
      const now = ctx.now();
      return getOrder(
        ctx.db,
        user.id,
        await route.create({ db: ctx.db, userId: user.id, key: idempotencyKey, now, locale }, body),
        locale,
        now,
      );
    },
  });
}

/** Ticket orders, visa orders with applicants and documents, exhibition applications, trip sign-ups, flight requests, uploads. */
export const orderRoutes: AnyRoute[] = [
  orderCreationRoute({
    path: '/api/orders/tickets',
    summary: 'Order tickets of a price tier (stock checked in one transaction); free tiers give status free',
    body: ticketOrderBodySchema,
    create: createTicketOrder,
  }),
  orderCreationRoute({
    path: '/api/orders/visas',
    summary: 'Order a visa for 1-10 applicants (daily quota checked in one transaction)',
    body: visaOrderBodySchema,
    create: createVisaOrder,
  }),
  orderCreationRoute({
    path: '/api/orders/applications',
    summary: 'Apply for a booth at an exhibition (status submitted, nothing to pay)',
    body: applicationBodySchema,
    create: createApplication,
  }),
  orderCreationRoute({
    path: '/api/orders/trips',
    summary: 'Sign up for a group trip (quota checked in one transaction)',
    body: tripSignupBodySchema,
    create: createTripSignup,
  }),
  orderCreationRoute({
    path: '/api/orders/flights',
    summary:
      "Request flights to a fair's city for 1-9 of my visitors (status requested; payable once staff quote it)",
    body: flightOrderBodySchema,
    create: createFlightOrder,
  }),
  defineRoute({
    method: 'get',
    path: '/api/orders/:orderNo',
    tag: 'orders',
    auth: 'user',
    summary:
      'One of my orders (any kind, by number); a pending ticket order says until when it holds its tickets',
    params: orderNoParamsSchema,
    response: orderSchema,
    handler: async ({ ctx, user, params, locale }) => {
      const now = ctx.now();
      if (orderTypeOf(params.orderNo) === 'ticket') await releaseExpiredHolds(ctx.db, now);
      return withTicketCodes(ctx.ticketSecret, await getOrder(ctx.db, user.id, params.orderNo, locale, now));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/orders/:orderNo/eticket',
    tag: 'orders',
    auth: 'user',
    summary:
      "The printable tickets of my paid or free ticket order: fair, venue, kind, visitors, each ticket's signed code (409 unpaid)",
    params: orderNoParamsSchema,
    response: eTicketSheetSchema,
    handler: ({ ctx, user, params, locale }) =>
      getETicketSheet(ctx.db, ctx.ticketSecret, user.id, params.orderNo, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/orders/:orderNo/cancel',
    tag: 'orders',
    auth: 'user',
    summary:
      'Cancel an order not yet paid (flights: requested or quoted); stock or places given back (returned tickets go to the waiting list first); else 30001',
    params: orderNoParamsSchema,
    response: orderSchema,
    handler: async ({ ctx, user, params, locale }) => {
      const now = ctx.now();
      await cancelOrder(ctx.db, user.id, params.orderNo, now);
      return getOrder(ctx.db, user.id, params.orderNo, locale, now);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/orders/:orderNo/refund-quote',
    tag: 'orders',
    auth: 'user',
    summary:
      "What cancelling tickets of my paid ticket order (or my paid visa order, tickets 'all') would refund by the policy now; refusals as the refund's",
    params: orderNoParamsSchema,
    body: refundBodySchema,
    response: refundQuoteSchema,
    handler: ({ ctx, user, params, body }) => quoteRefund(ctx.db, user.id, params.orderNo, body, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/orders/:orderNo/refund',
    tag: 'orders',
    auth: 'user',
    idempotent: true,
    summary:
      'Cancel tickets of my paid ticket order (or my paid visa order) and refund by the policy through the gateway, once per Idempotency-Key; tickets back to stock or the waiting list',
    params: orderNoParamsSchema,
    body: refundBodySchema,
    response: refundResultSchema,
    handler: ({ ctx, user, params, body, idempotencyKey }) =>
      refundOrder(ctx.db, user.id, params.orderNo, body, idempotencyKey, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/orders/:orderNo/applicants/:applicantId/documents',
    tag: 'orders',
    auth: 'user',
    summary: 'Attach an uploaded file as a required document of a visa applicant',
    params: orderNoParamsSchema.extend({ applicantId: idSchema }),
    body: attachDocumentBodySchema,
    response: orderSchema,
    handler: async ({ ctx, user, params, body, locale }) => {
      await attachVisaDocument(
        ctx.db,
        user.id,
        params.orderNo,
        params.applicantId,
        body.documentCode,
        body.uploadId,
      );
      return getOrder(ctx.db, user.id, params.orderNo, locale, ctx.now());
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/uploads',
    tag: 'orders',
    auth: 'user',
    bodyKind: 'raw',
    limit: { name: 'uploadUser', by: 'user' },
    summary:
      'Upload one file (raw body; image/jpeg, image/png, image/webp or application/pdf; at most 5 MB); fileName in the query',
    query: z.object({
      fileName: z
        .string()
        .trim()
        .regex(/^[^/\\]{1,120}$/, validationKey('apiMessage.validation.fileName'))
        .default('upload'),
    }),
    body: z.unknown(),
    response: uploadSchema,
    handler: async ({ c, ctx, user, query }) => {
      const bytes = await readLimited(c, maxUploadBytes);
      return storeUpload(
        ctx.db,
        user.id,
        c.req.header('content-type') ?? '',
        query.fileName,
        bytes,
        ctx.now(),
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/uploads/:id',
    tag: 'orders',
    auth: 'user',
    summary: 'Download one of my uploads (raw bytes)',
    params: idParamsSchema,
    handler: async ({ c, ctx, user, params }) => {
      const upload = await readUpload(ctx.db, user.id, params.id);
      return c.body(new Uint8Array(upload.bytes), 200, {
        'Content-Type': upload.contentType,
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': `inline; filename="${encodeURIComponent(upload.fileName)}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  }),
];
