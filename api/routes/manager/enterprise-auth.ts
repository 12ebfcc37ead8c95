import { enterpriseAuthBodySchema, enterpriseAuthSchema } from '../../../src/lib/contract/manager.ts';
import { getEnterpriseAuth, submitEnterpriseAuth } from '../../domain/manager/enterprise-auth.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** A member's enterprise authentication (licence images uploaded first). */
export const enterpriseAuthRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/enterprise-auth',
    tag: 'manager',
    auth: 'user',
    summary: 'My enterprise authentication (null when never requested)',
    response: enterpriseAuthSchema.nullable(),
    handler: ({ ctx, user }) => getEnterpriseAuth(ctx.db, user.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/enterprise-auth',
    tag: 'manager',
    auth: 'user',
    summary: 'Submit enterprise authentication with uploaded licence images (POST /api/uploads first)',
    body: enterpriseAuthBodySchema,
    response: enterpriseAuthSchema,
    handler: ({ ctx, user, body }) => submitEnterpriseAuth(ctx.db, user.id, body, ctx.now()),
  }),
];
