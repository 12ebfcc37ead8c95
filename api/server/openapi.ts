import { z } from 'zod';
import { envelopeSchema } from '../../src/lib/contract/envelope.ts';
import {
  AUTHORIZATION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  LOCALE_HEADER,
} from '../../src/lib/contract/headers.ts';
import { apiLocales } from '../../src/lib/contract/locale.ts';
import type { AnyRoute } from './route.ts';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (schema === undefined) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** Builds the OpenAPI 3.0 document from the same zod schemas that validate every request. */
export function buildOpenApi(routes: readonly AnyRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const headers: JsonSchema[] = [
      {
        name: LOCALE_HEADER,
        in: 'header',
        required: false,
        schema: { type: 'string', enum: [...apiLocales] },
      },
    ];
    if (route.idempotent === true)
      headers.push({
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: true,
        schema: { type: 'string', minLength: 8, maxLength: 100 },
      });
    const data = route.response ?? z.unknown();
    const responseSchema =
      route.produces === 'html'
        ? { 'text/html': { schema: { type: 'string' } } }
        : route.produces === 'webp'
          ? { 'image/webp': { schema: { type: 'string', format: 'binary' } } }
          : {
              'application/json': {
                schema: toSchema(route.produces === 'json' ? data : envelopeSchema(data), 'output'),
              },
            };
    const operation: JsonSchema = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query'), ...headers],
      responses: {
        '200': {
          description: route.devOnly === true ? 'Success (dev and test only)' : 'Success',
          content: responseSchema,
        },
        default: { description: 'Failure envelope: code from the catalogue, message and errorMessage' },
      },
      ...(route.auth === 'user' || route.auth === 'editor' || route.auth === 'staff'
        ? { security: [{ accessToken: [] }] }
        : {}),
    };
    if (route.body !== undefined && route.bodyKind !== 'raw') {
      const type = route.bodyKind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      operation.requestBody = {
        required: true,
        content: { [type]: { schema: toSchema(route.body, 'input') } },
      };
    }
    if (route.bodyKind === 'raw')
      operation.requestBody = {
        required: true,
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      };
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Trade-fair portal reference API',
      version: '1.0.0',
      description:
        'Every JSON response is the envelope {code, data, message, errorMessage}; code 1 is success. See docs/api.md.',
    },
    components: {
      securitySchemes: {
        accessToken: {
          type: 'apiKey',
          in: 'header',
          name: AUTHORIZATION_HEADER,
          description: 'Bearer <accessToken> or the raw token',
        },
      },
    },
    paths,
  };
}
