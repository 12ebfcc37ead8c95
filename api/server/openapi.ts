import { createRoute, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { envelopeSchema } from '../../src/lib/contract/envelope.ts';
import {
  AUTHORIZATION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  LOCALE_HEADER,
} from '../../src/lib/contract/headers.ts';
import { apiLocales } from '../../src/lib/contract/locale.ts';
import { idempotencyKeySchema, type AnyRoute } from './route.ts';

/** Where the API serves its OpenAPI document. */
export const openApiPath = '/api/openapi.json';

/** A failure: the envelope with the bad fields named (data null for other failures). */
const failureSchema = envelopeSchema(
  z.object({ fields: z.array(z.object({ field: z.string(), message: z.string() })) }),
);

const binary = { type: 'string', format: 'binary' } as const;

/** The OpenAPI path of a Hono path: /api/exhibitions/:id is /api/exhibitions/{id}. */
export function openApiPathOf(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z]+)/g, '{$1}');
}

function operationId(route: AnyRoute): string {
  const words = openApiPathOf(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) =>
    (c ?? '').toUpperCase(),
  );
  return `${route.method}${words}`;
}

function requestBody(route: AnyRoute): RouteConfig['request'] {
  if (route.body === undefined) return {};
  if (route.bodyKind === 'raw') {
    // Raw bytes: an upload, or JSON the handler reads itself (signed webhooks, sendBeacon's any type).
    const content =
      route.body instanceof z.ZodObject
        ? { 'application/json': { schema: route.body } }
        : { '*/*': { schema: binary } };
    return { body: { required: true, content } };
  }
  // A gateway's notify posts a form; the same route reads JSON too (route.ts, readBody).
  const content =
    route.bodyKind === 'form'
      ? {
          'application/x-www-form-urlencoded': { schema: route.body },
          'application/json': { schema: route.body },
        }
      : { 'application/json': { schema: route.body } };
  return { body: { required: true, content } };
}

function successContent(route: AnyRoute) {
  if (route.produces === 'html') return { 'text/html': { schema: { type: 'string' as const } } };
  if (route.produces === 'webp') return { 'image/webp': { schema: binary } };
  const data = route.response ?? z.unknown();
  return { 'application/json': { schema: route.produces === 'json' ? data : envelopeSchema(data) } };
}

/**
 * A route's declaration for @hono/zod-openapi, from the same zod schemas runRoute validates with.
 * Only the document is made from it: app.openapi() would mount the library's validators, which
 * read and check the body before the token is checked (111006 comes first) and before the abuse
 * limit is taken, without our body reader's limits (size, JSON depth, UTF-8, NUL and lone
 * surrogates), and answer in their own words instead of the envelope's bilingual field messages.
 */
function routeConfig(route: AnyRoute, failure: z.ZodType): RouteConfig {
  const headers = z.object({
    [LOCALE_HEADER]: z.enum(apiLocales).optional(),
    ...(route.idempotent === true && { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
  });
  const needsToken = route.auth === 'user' || route.auth === 'editor' || route.auth === 'staff';
  return createRoute({
    method: route.method,
    path: openApiPathOf(route.path),
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    request: {
      ...(route.params !== undefined && { params: route.params as z.ZodObject }),
      ...(route.query !== undefined && { query: route.query as z.ZodObject }),
      headers,
      ...requestBody(route),
    },
    responses: {
      200: {
        description: route.devOnly === true ? 'Success (dev and test only)' : 'Success',
        content: successContent(route),
      },
      default: {
        description: 'Failure envelope: code from the catalogue, message and errorMessage',
        content: { 'application/json': { schema: failure } },
      },
    },
    // Who may call it (an API key's security names no roles in OpenAPI 3.0) and where it exists.
    'x-auth': route.auth,
    ...(route.devOnly === true && { 'x-dev-only': true }),
    ...(needsToken && { security: [{ accessToken: [] }] }),
    ...(route.auth === 'optional' && { security: [{ accessToken: [] }, {}] }),
  });
}

/** Declares every route in the app's OpenAPI registry: the document lists exactly these. */
export function declareRoutes(app: OpenAPIHono, routes: readonly AnyRoute[]): void {
  // The registered copy of the schema is the one the document names once and refers to.
  const failure = app.openAPIRegistry.register('Failure', failureSchema);
  app.openAPIRegistry.registerComponent('securitySchemes', 'accessToken', {
    type: 'apiKey',
    in: 'header',
    name: AUTHORIZATION_HEADER,
    description: 'Bearer <accessToken> or the raw token',
  });
  for (const route of routes) app.openAPIRegistry.registerPath(routeConfig(route, failure));
}

/** The OpenAPI 3.0 document of the routes declared in `app`, generated by @hono/zod-openapi. */
export function openApiDocument(app: OpenAPIHono): ReturnType<OpenAPIHono['getOpenAPIDocument']> {
  const document = app.getOpenAPIDocument({
    openapi: '3.0.3',
    info: {
      title: 'Trade-fair portal reference API',
      version: '1.0.0',
      description:
        'Every JSON response is the envelope {code, data, message, errorMessage}; code 1 is success. See docs/api.md.',
    },
  });
  // A path parameter is always sent, and OpenAPI requires it to say so: the generator calls one
  // optional when its schema accepts null (z.coerce.number().min(0) does: Number(null) is 0).
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item as Record<string, { parameters?: unknown[] }>))
      for (const parameter of operation.parameters ?? [])
        if ((parameter as { in?: string }).in === 'path')
          (parameter as { required: boolean }).required = true;
  return document;
}
