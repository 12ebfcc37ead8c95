import { z } from 'zod';
import { idParamsSchema, idSchema } from '../../src/lib/contract/common.ts';
import {
  applicationBodySchema,
  attachDocumentBodySchema,
  orderNoParamsSchema,
  orderSchema,
  ticketOrderBodySchema,
  tripSignupBodySchema,
  uploadSchema,
  visaOrderBodySchema,
} from '../../src/lib/contract/order.ts';
import {
  attachVisaDocument,
  cancelOrder,
  createApplication,
  createTicketOrder,
  createTripSignup,
  createVisaOrder,
  getOrder,
} from '../domain/orders.ts';
import { readUpload, storeUpload } from '../domain/uploads.ts';
import { maxUploadBytes, readLimited } from '../server/input.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Ticket orders, visa orders with applicants and documents, exhibition applications, trip sign-ups, uploads. */
export const orderRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/api/orders/tickets',
    tag: 'orders',
    auth: 'user',
    idempotent: true,
    limit: { name: 'orderUser', by: 'user' },
    summary: 'Order tickets of a price tier (stock checked in one transaction); free tiers give status free',
    body: ticketOrderBodySchema,
    response: orderSchema,
    handler: async ({ ctx, user, body, idempotencyKey, locale }) =>
      getOrder(
        ctx.db,
        user.id,
        await createTicketOrder(
          { db: ctx.db, userId: user.id, key: idempotencyKey, now: ctx.now(), locale },
          body,
        ),
        locale,
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/api/orders/visas',
    tag: 'orders',
    auth: 'user',
    idempotent: true,
    limit: { name: 'orderUser', by: 'user' },
    summary: 'Order a visa for 1-10 applicants (daily quota checked in one transaction)',
    body: visaOrderBodySchema,
    response: orderSchema,
    handler: async ({ ctx, user, body, idempotencyKey, locale }) =>
      getOrder(
        ctx.db,
        user.id,
        await createVisaOrder(
          { db: ctx.db, userId: user.id, key: idempotencyKey, now: ctx.now(), locale },
          body,
        ),
        locale,
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/api/orders/applications',
    tag: 'orders',
    auth: 'user',
    idempotent: true,
    limit: { name: 'orderUser', by: 'user' },
    summary: 'Apply for a booth at an exhibition (status submitted, nothing to pay)',
    body: applicationBodySchema,
    response: orderSchema,
    handler: async ({ ctx, user, body, idempotencyKey, locale }) =>
      getOrder(
        ctx.db,
        user.id,
        await createApplication(
          { db: ctx.db, userId: user.id, key: idempotencyKey, now: ctx.now(), locale },
          body,
        ),
        locale,
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/api/orders/trips',
    tag: 'orders',
    auth: 'user',
    idempotent: true,
    limit: { name: 'orderUser', by: 'user' },
    summary: 'Sign up for a group trip (quota checked in one transaction)',
    body: tripSignupBodySchema,
    response: orderSchema,
    handler: async ({ ctx, user, body, idempotencyKey, locale }) =>
      getOrder(
        ctx.db,
        user.id,
        await createTripSignup(
          { db: ctx.db, userId: user.id, key: idempotencyKey, now: ctx.now(), locale },
          body,
        ),
        locale,
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/api/orders/:orderNo',
    tag: 'orders',
    auth: 'user',
    summary: 'One of my orders (any kind, by number)',
    params: orderNoParamsSchema,
    response: orderSchema,
    handler: ({ ctx, user, params, locale }) => getOrder(ctx.db, user.id, params.orderNo, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/orders/:orderNo/cancel',
    tag: 'orders',
    auth: 'user',
    summary: 'Cancel a pending order; stock or trip places are given back',
    params: orderNoParamsSchema,
    response: orderSchema,
    handler: async ({ ctx, user, params, locale }) => {
      await cancelOrder(ctx.db, user.id, params.orderNo);
      return getOrder(ctx.db, user.id, params.orderNo, locale);
    },
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
      return getOrder(ctx.db, user.id, params.orderNo, locale);
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
        .regex(/^[^/\\]{1,120}$/, 'a file name without slashes')
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
