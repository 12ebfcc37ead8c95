import { z } from 'zod';
import { buildOpenApi } from '../server/openapi.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { authRoutes } from './auth-routes.ts';
import { batchRoutes } from './batch-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { editorRoutes } from './editor-routes.ts';
import { exhibitionRoutes } from './exhibition-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { managerRoutes } from './manager-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { storageRoutes } from './storage-routes.ts';
import { telemetryRoutes } from './telemetry-routes.ts';

const documentedRoutes: AnyRoute[] = [
  ...healthRoutes,
  ...authRoutes,
  ...exhibitionRoutes,
  ...contentRoutes,
  ...batchRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...managerRoutes,
  ...editorRoutes,
  ...telemetryRoutes,
  ...storageRoutes,
];

/** Every route of the API, in documentation order, ending with the OpenAPI document of them all. */
export const allRoutes: AnyRoute[] = [
  ...documentedRoutes,
  defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    tag: 'system',
    auth: 'none',
    produces: 'json',
    summary: 'This OpenAPI 3.0 document, generated from the zod schemas',
    response: z.record(z.string(), z.unknown()),
    handler: ({ c, ctx }) =>
      Promise.resolve(
        c.json(buildOpenApi(documentedRoutes.filter((route) => route.devOnly !== true || ctx.devTools))),
      ),
  }),
];
