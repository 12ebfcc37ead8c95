import { z } from 'zod';
import { idParamsSchema } from '../../../src/lib/contract/common.ts';
import {
  exhibitorDeskSchema,
  visitPlanBodySchema,
  visitPlanSchema,
  visitPlansSchema,
} from '../../../src/lib/contract/visit-plan.ts';
import {
  addToVisitPlan,
  exhibitorDesk,
  listVisitPlans,
  removeFromVisitPlan,
} from '../../domain/visit-plans.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** My visit plans per fair, and the company side's counts of buyers who planned to visit. */
export const visitPlanRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/visit-plan',
    tag: 'manager',
    auth: 'user',
    summary: 'My visit plans, one per fair, each stand with its hall and rectangle',
    response: visitPlansSchema,
    handler: ({ ctx, user, locale }) => listVisitPlans(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/visit-plan',
    tag: 'manager',
    auth: 'user',
    summary:
      "Put a company exhibiting at a fair on my plan for that fair (idempotent); answers that fair's plan",
    body: visitPlanBodySchema,
    response: visitPlanSchema,
    handler: ({ ctx, user, body, locale }) => addToVisitPlan(ctx.db, user.id, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/visit-plan/:id',
    tag: 'manager',
    auth: 'user',
    summary: "Take one stand off my plan (another member's entry is 404)",
    params: idParamsSchema,
    response: z.null(),
    handler: ({ ctx, user, params }) => removeFromVisitPlan(ctx.db, user.id, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/exhibitor',
    tag: 'manager',
    auth: 'user',
    summary:
      'My company (null unless I belong to one) and per fair not yet over how many buyers planned to visit it',
    response: exhibitorDeskSchema,
    handler: ({ ctx, user, locale }) => exhibitorDesk(ctx.db, user.id, locale, ctx.now()),
  }),
];
