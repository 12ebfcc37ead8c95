import { z } from 'zod';
import { idParamsSchema } from '../../../src/lib/contract/common.ts';
import { visitorBodySchema, visitorSchema } from '../../../src/lib/contract/manager.ts';
import {
  createVisitor,
  deleteVisitor,
  getVisitor,
  listVisitors,
  updateVisitor,
} from '../../domain/manager/visitors.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** The visitors a member buys tickets for (/manager/visitor, visitor-edit). */
export const visitorRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/visitors',
    tag: 'manager',
    auth: 'user',
    summary: 'My visitors',
    response: z.array(visitorSchema),
    handler: ({ ctx, user }) => listVisitors(ctx.db, user.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/visitors',
    tag: 'manager',
    auth: 'user',
    summary: 'Add a visitor (at most 50)',
    body: visitorBodySchema,
    response: visitorSchema,
    handler: ({ ctx, user, body }) => createVisitor(ctx.db, user.id, body, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/visitors/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'One of my visitors (/manager/visitor-edit/{id})',
    params: idParamsSchema,
    response: visitorSchema,
    handler: ({ ctx, user, params }) => getVisitor(ctx.db, user.id, params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/api/manager/visitors/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Edit one of my visitors',
    params: idParamsSchema,
    body: visitorBodySchema,
    response: visitorSchema,
    handler: ({ ctx, user, params, body }) => updateVisitor(ctx.db, user.id, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/visitors/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Delete one of my visitors',
    params: idParamsSchema,
    response: z.null(),
    handler: ({ ctx, user, params }) => deleteVisitor(ctx.db, user.id, params.id),
  }),
];
