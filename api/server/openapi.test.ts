import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes } from '../routes/all-routes.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { activeRoutes, createApp } from './app.ts';
import { openApiPath, openApiPathOf } from './openapi.ts';
import type { AnyRoute } from './route.ts';

// The served document is @hono/zod-openapi's, made from the same declarations the app mounts:
// every mounted route is in it with its parameters, body and answer, and it is valid OpenAPI 3.0
// (checked on its structure: node_modules holds no OpenAPI validator).

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Json }> }>;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  info: { title?: string; version?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> };
}

// The fields of an OpenAPI 3.0 Schema Object (3.0.3, 4.7.24); anything else (const, prefixItems,
// a list of types, $schema: JSON Schema 2020-12) is invalid in 3.0.
const schemaFields = new Set([
  ...['title', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum'],
  ...['maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties'],
  ...['minProperties', 'required', 'enum', 'type', 'allOf', 'oneOf', 'anyOf', 'not', 'items'],
  ...['properties', 'additionalProperties', 'description', 'format', 'default', 'nullable'],
  ...['discriminator', 'readOnly', 'writeOnly', 'xml', 'externalDocs', 'example', 'deprecated', '$ref'],
]);
const types = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);

/** Problems of one schema and the schemas inside it, each named by where it is. */
function schemaProblems(schema: Json, where: string, refs: Set<string>): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (!schemaFields.has(key) && !key.startsWith('x-')) problems.push(`${where}: ${key}`);
    if (key === 'type' && !types.has(value as string)) problems.push(`${where}: type ${String(value)}`);
    if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value !== 'boolean')
      problems.push(`${where}: ${key} is not a boolean`);
    if (key === '$ref' && !refs.has(value as string)) problems.push(`${where}: no ${String(value)}`);
  }
  const inner: [string, unknown][] = [
    ...Object.entries((schema.properties as Json | undefined) ?? {}),
    ...['items', 'not', 'additionalProperties'].map((key): [string, unknown] => [key, schema[key]]),
    ...['allOf', 'oneOf', 'anyOf'].flatMap((key) =>
      ((schema[key] as unknown[] | undefined) ?? []).map((item, i): [string, unknown] => [
        `${key}.${String(i)}`,
        item,
      ]),
    ),
  ];
  for (const [key, value] of inner) {
    if (typeof value === 'object' && value !== null)
      problems.push(...schemaProblems(value as Json, `${where}.${key}`, refs));
  }
  return problems;
}

/** The keys of an object schema (through optional, nullable and the like), else none. */
function keysOf(schema: z.ZodType | undefined): string[] {
  let inner: unknown = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) inner = inner.unwrap();
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/** The properties of a schema in the document, following a $ref to components. */
function propertiesOf(schema: Json | undefined, doc: Document): string[] {
  if (schema === undefined) return [];
  const ref = schema.$ref as string | undefined;
  const target = ref === undefined ? schema : doc.components.schemas?.[ref.split('/').pop() ?? ''];
  return Object.keys((target?.properties as Json | undefined) ?? {});
}

const api = useTestApi();
let doc: Document;
let routes: AnyRoute[];
beforeAll(async () => {
  const response = await api.raw('GET', openApiPath);
  expect(response.status).toBe(200);
  doc = (await response.json()) as Document;
  routes = activeRoutes(allRoutes, api.ctx);
});

const operationOf = (route: AnyRoute) => doc.paths[openApiPathOf(route.path)]?.[route.method];

describe('the OpenAPI document', () => {
  it('has exactly the mounted routes', () => {
    const mounted = createApp(api.ctx, allRoutes)
      .routes.filter((r) => r.method !== 'ALL' && r.path !== openApiPath)
      .map((r) => `${r.method.toLowerCase()} ${openApiPathOf(r.path)}`);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(documented.toSorted()).toEqual([...new Set(mounted)].toSorted());
    expect(documented.length).toBe(routes.length);
  });

  it("declares each route's tag, summary, parameters, body, answer and security", () => {
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      const op = operationOf(route);
      expect(op, label).toBeDefined();
      if (op === undefined) continue;
      expect(op.summary, label).toBe(route.summary);
      expect(op.tags, label).toEqual([route.tag]);
      const names = (where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      expect(names('path'), label).toEqual([...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]));
      expect(names('query').toSorted(), label).toEqual(keysOf(route.query).toSorted());
      expect(names('header'), label).toEqual(
        route.idempotent === true ? ['Locale', 'Idempotency-Key'] : ['Locale'],
      );
      if (route.body === undefined) expect(op.requestBody, label).toBeUndefined();
      else {
        expect(op.requestBody?.required, label).toBe(true);
        const type =
          route.bodyKind === 'raw'
            ? route.body instanceof z.ZodObject
              ? 'application/json'
              : '*/*'
            : route.bodyKind === 'form'
              ? 'application/x-www-form-urlencoded'
              : 'application/json';
        const body = op.requestBody?.content[type]?.schema;
        expect(body, label).toBeDefined();
        expect(propertiesOf(body, doc).toSorted(), label).toEqual(keysOf(route.body).toSorted());
      }
      const success = op.responses['200']?.content ?? {};
      if (route.produces === 'html') expect(Object.keys(success), label).toEqual(['text/html']);
      else if (route.produces === 'webp') expect(Object.keys(success), label).toEqual(['image/webp']);
      else {
        const schema = success['application/json']?.schema;
        const data = route.produces === 'json' ? schema : (schema?.properties as Json | undefined)?.data;
        if (route.produces !== 'json')
          expect(propertiesOf(schema, doc), label).toEqual(['code', 'data', 'message', 'errorMessage']);
        expect(propertiesOf(data as Json | undefined, doc).toSorted(), label).toEqual(
          keysOf(route.response).toSorted(),
        );
      }
      expect(propertiesOf(op.responses.default?.content?.['application/json']?.schema, doc), label).toEqual([
        'code',
        'data',
        'message',
        'errorMessage',
      ]);
      const needsToken = route.auth === 'user' || route.auth === 'editor' || route.auth === 'staff';
      expect(op.security?.some((s) => 'accessToken' in s) ?? false, label).toBe(
        needsToken || route.auth === 'optional',
      );
    }
  });

  it('is valid OpenAPI 3.0', () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const refs = new Set(
      Object.keys(doc.components.schemas ?? {}).map((name) => `#/components/schemas/${name}`),
    );
    const problems: string[] = [];
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith('/')) problems.push(`${path}: not absolute`);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${path}`;
        if (!['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(method))
          problems.push(`${where}: method`);
        if (op.operationId === undefined || operationIds.has(op.operationId))
          problems.push(`${where}: operationId`);
        operationIds.add(op.operationId ?? '');
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        if (pathParams.map((p) => p.name).join() !== templated.join())
          problems.push(`${where}: path parameters`);
        if (pathParams.some((p) => p.required !== true)) problems.push(`${where}: optional path parameter`);
        if (new Set(params.map((p) => `${p.in} ${p.name}`)).size !== params.length)
          problems.push(`${where}: repeated parameter`);
        for (const p of params) {
          if (!['path', 'query', 'header', 'cookie'].includes(p.in))
            problems.push(`${where}: ${p.name} in ${p.in}`);
          if (p.schema === undefined) problems.push(`${where}: ${p.name} has no schema`);
          else problems.push(...schemaProblems(p.schema, `${where} ${p.name}`, refs));
        }
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
          problems.push(...schemaProblems(media.schema, `${where} body ${type}`, refs));
        if (Object.keys(op.responses).length === 0) problems.push(`${where}: no responses`);
        for (const [status, response] of Object.entries(op.responses)) {
          if (!/^([1-5]\d\d|default)$/.test(status)) problems.push(`${where}: status ${status}`);
          if (typeof response.description !== 'string') problems.push(`${where} ${status}: no description`);
          for (const [type, media] of Object.entries(response.content ?? {}))
            problems.push(...schemaProblems(media.schema, `${where} ${status} ${type}`, refs));
        }
        for (const requirement of op.security ?? [])
          for (const name of Object.keys(requirement))
            if (doc.components.securitySchemes?.[name] === undefined)
              problems.push(`${where}: scheme ${name}`);
      }
    }
    for (const [name, schema] of Object.entries(doc.components.schemas ?? {}))
      problems.push(...schemaProblems(schema, `components ${name}`, refs));
    expect(problems).toEqual([]);
  });
});
