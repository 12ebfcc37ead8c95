import { Hono } from 'hono';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { ApiError } from './api-error.ts';
import type { AppContext } from './context.ts';
import { sendError } from './envelope.ts';
import { runRoute, type AnyRoute } from './route.ts';

/** Routes that exist in this environment: dev-only ones only in dev and test. */
export function activeRoutes(routes: readonly AnyRoute[], ctx: AppContext): AnyRoute[] {
  return routes.filter((route) => route.devOnly !== true || ctx.devTools);
}

/** Builds the Hono app: every route validated and wrapped, errors and unknown paths as envelopes. */
export function createApp(ctx: AppContext, routes: readonly AnyRoute[]): Hono {
  const app = new Hono();
  for (const route of activeRoutes(routes, ctx)) {
    app.on(route.method.toUpperCase(), route.path, (c) => runRoute(route, ctx, c));
  }
  app.notFound((c) =>
    sendError(c, new ApiError(ResponseCode.error, 404, `no such endpoint: ${c.req.method} ${c.req.path}`)),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    // Anything else is a bug; log it with the request so it can be reproduced, never leak internals.
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return sendError(c, new ApiError(ResponseCode.error, 500, 'internal error'));
  });
  return app;
}
