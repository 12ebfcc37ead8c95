import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { INFORMATION_SECRET_HEADER } from '../../src/lib/contract/headers.ts';
import { isSignedNewsPath, signNewsBody } from '../../src/lib/contract/news-signature.ts';
import { ApiError } from './api-error.ts';
import { apiText } from './api-messages.ts';
import type { AppContext } from './context.ts';
import { sendError } from './envelope.ts';
import { declareRoutes, openApiDocument, openApiPath } from './openapi.ts';
import { runRoute, type AnyRoute } from './route.ts';

/**
 * The information secret header: every answer on a news path (src/lib/contract/news-signature.ts)
 * carries the HMAC of its body, errors included, so the portal can tell the API's bytes from
 * anything a proxy or cache changed on the way.
 */
function signNews(secret: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isSignedNewsPath(c.req.path)) return;
    const body = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.set(INFORMATION_SECRET_HEADER, signNewsBody(body, secret));
    c.res = new Response(body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}

/** Routes that exist in this environment: dev-only ones only in dev and test. */
export function activeRoutes(routes: readonly AnyRoute[], ctx: AppContext): AnyRoute[] {
  return routes.filter((route) => route.devOnly !== true || ctx.devTools);
}

/**
 * Builds the Hono app: every route declared for the OpenAPI document, validated and wrapped by
 * runRoute; the document at /api/openapi.json; errors and unknown paths as envelopes.
 */
export function createApp(ctx: AppContext, routes: readonly AnyRoute[]): OpenAPIHono {
  const app = new OpenAPIHono();
  if (ctx.newsSecret !== null) app.use('*', signNews(ctx.newsSecret));
  const active = activeRoutes(routes, ctx);
  // Declared, then mounted with runRoute rather than app.openapi(): see openapi.ts.
  declareRoutes(app, active);
  for (const route of active) {
    app.on(route.method.toUpperCase(), route.path, (c) => runRoute(route, ctx, c));
  }
  // Generated on the first request (it walks every schema), then the same for the app's life.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(openApiPath, (c) => c.json((document ??= openApiDocument(app))));
  app.notFound((c) =>
    sendError(
      c,
      new ApiError(
        ResponseCode.error,
        404,
        apiText('apiMessage.noSuchEndpoint', { method: c.req.method, path: c.req.path }),
      ),
    ),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    // Anything else is a bug; log it with the request so it can be reproduced, never leak internals.
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return sendError(c, new ApiError(ResponseCode.error, 500, apiText('apiMessage.internalError')));
  });
  return app;
}
