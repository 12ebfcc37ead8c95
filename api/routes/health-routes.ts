import { sql } from 'drizzle-orm';
import { healthSchema } from '../../src/lib/contract/system.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** GET /api/health: the service and its database answer. */
export const healthRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/health',
    tag: 'system',
    summary: 'Liveness and database check',
    auth: 'none',
    response: healthSchema,
    handler: async ({ ctx }) => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: ctx.driver, env: ctx.envName };
    },
  }),
];
