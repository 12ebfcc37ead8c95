import type { Context } from 'hono';
import { z } from 'zod';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import {
  AUTHORIZATION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  LOCALE_HEADER,
  SESSION_EXPIRES_HEADER,
  SESSION_ROTATE_HEADER,
  SESSION_TOKEN_HEADER,
} from '../../src/lib/contract/headers.ts';
import { describeNewSession } from '../domain/sessions.ts';
import { userAgentSummary } from '../domain/user-agent-summary.ts';
import { auditEditorLogin } from '../domain/editor/audit.ts';
import { addressKey, type LimitName } from '../domain/abuse-limits.ts';
import { ApiError, fieldIssue, illegalParameter } from './api-error.ts';
import { apiText } from './api-messages.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';
import { clientAddress } from './client-address.ts';
import type { AppContext } from './context.ts';
import { sendOk } from './envelope.ts';
import { parsePart, queryObject, readJsonBody } from './input.ts';
import { readLocale, type Locale } from '../../src/lib/contract/locale.ts';
import { resolveSessionUser, type SessionUser } from './session-user.ts';
import { searchAnswersOf } from '../domain/search/answer-cache.ts';

/** Who may call a route: anyone, anyone (user resolved when a token is sent), a user, an editor, gate staff. */
export type AuthMode = 'none' | 'optional' | 'user' | 'editor' | 'staff';

/** Auth modes that need a logged-in user. */
function needsUser(auth: AuthMode): boolean {
  return auth === 'user' || auth === 'editor' || auth === 'staff';
}

/** The parsed type of an input part: its schema's output, undefined when the route has none. */
export type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type UserFor<A extends AuthMode> = A extends 'user' | 'editor' | 'staff' ? SessionUser : SessionUser | null;

/** What a handler receives: validated params, query and body, the user and the locale. */
interface RouteInput<P, Q, B, A extends AuthMode> {
  c: Context;
  ctx: AppContext;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  user: UserFor<A>;
  locale: Locale;
  /** The client's address: X-Forwarded-For as far as trusted proxies wrote it, else the peer. */
  address: string;
  /** The Idempotency-Key header, present when the route is idempotent. */
  idempotencyKey: string;
}

/** A route: its contract (used for validation, the OpenAPI document and the bad-input test) and handler. */
export interface RouteDef<P, Q, B, A extends AuthMode> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Hono path, e.g. /api/exhibitions/:id */
  path: string;
  tag: string;
  summary: string;
  auth: A;
  devOnly?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** How the body arrives: JSON (default), a form (gateway notify) or raw bytes (upload). */
  bodyKind?: 'json' | 'form' | 'raw';
  /** Requires an Idempotency-Key header (order-creating POSTs). */
  idempotent?: boolean;
  /** An abuse limit taken before the body is read: keyed by the client address or the user. */
  limit?: { name: LimitName; by: 'address' | 'user' };
  /** Schema of `data` in the success envelope; documentation for non-envelope responses. */
  response?: z.ZodType;
  /** Non-envelope responses (HTML pages, key.json, catalogue pictures). */
  produces?: 'json' | 'html' | 'webp';
  /**
   * The route may change what a search answers (editors' writes are assumed to): this process's
   * kept search answers are dropped as soon as it succeeds, without waiting for the database's
   * notification (api/domain/search/answer-cache.ts), so the writer's next request sees it.
   */
  changesSearch?: boolean;
  handler: (input: RouteInput<P, Q, B, A>) => Promise<unknown>;
}

/** A route with its types erased, as the registry holds it. */
export type AnyRoute = RouteDef<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  AuthMode
>;

/** Declares a route; the generic parameters type the handler's input from the schemas. */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends AuthMode = 'none',
>(def: RouteDef<P, Q, B, A>): AnyRoute {
  return def;
}

/** Idempotency keys: 8 to 100 visible ASCII characters (UUIDs fit). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, validationKey('apiMessage.validation.idempotencyKey'));

async function readBody(route: AnyRoute, c: Context): Promise<unknown> {
  if (route.body === undefined) return undefined;
  if (route.bodyKind === 'raw') return undefined;
  if (route.bodyKind === 'form') {
    const type = c.req.header('content-type') ?? '';
    if (/^application\/json/i.test(type)) return readJsonBody(c);
    if (!/^application\/x-www-form-urlencoded/i.test(type)) {
      throw new ApiError(ResponseCode.illegalParameter, 415, apiText('apiMessage.body.notForm'), [
        fieldIssue('header.content-type', 'apiMessage.field.expectedForm'),
      ]);
    }
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  }
  return readJsonBody(c);
}

/** Runs a route: auth, validation of every input part, then the handler; wraps plain data in the envelope. */
export async function runRoute(route: AnyRoute, ctx: AppContext, c: Context): Promise<Response> {
  const locale = readLocale(c.req.header(LOCALE_HEADER));
  const params = route.params === undefined ? undefined : parsePart('params', route.params, c.req.param());
  const query = route.query === undefined ? undefined : parsePart('query', route.query, queryObject(c));
  let idempotencyKey = '';
  if (route.idempotent === true) {
    const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined)
      throw illegalParameter([fieldIssue('header.idempotency-key', 'apiMessage.field.required')]);
    idempotencyKey = parsePart('header', z.object({ 'idempotency-key': idempotencyKeySchema }), {
      'idempotency-key': header,
    })['idempotency-key'];
  }
  const address = clientAddress(
    getConnInfo(c).remote.address,
    c.req.header('x-forwarded-for'),
    ctx.trustedProxies,
  );
  const userAgent = c.req.header('user-agent');
  const user =
    route.auth === 'none'
      ? null
      : await resolveSessionUser(ctx, c.req.header(AUTHORIZATION_HEADER), {
          userAgent,
          address,
          rotate: c.req.header(SESSION_ROTATE_HEADER) === '1',
        });
  // Set before the handler runs, so an answer that fails still hands over the new token.
  if (user?.rotated !== undefined) sessionHeaders(c, user.rotated);
  if (needsUser(route.auth) && user === null) {
    throw new ApiError(ResponseCode.notLoggedIn, 401, apiText('apiMessage.notLoggedIn'));
  }
  if (route.auth === 'editor' && user?.role !== 'editor')
    throw new ApiError(ResponseCode.error, 403, apiText('apiMessage.editorRequired'));
  if (route.auth === 'staff' && user?.role !== 'staff')
    throw new ApiError(ResponseCode.error, 403, apiText('apiMessage.staffRequired'));
  if (route.limit !== undefined) {
    const key = route.limit.by === 'user' && user !== null ? `u${String(user.id)}` : addressKey(address);
    await ctx.limits.consume(route.limit.name, key, locale);
  }
  const rawBody = await readBody(route, c);
  const body =
    route.body === undefined || route.bodyKind === 'raw' ? undefined : parsePart('body', route.body, rawBody);
  const changesSearch = route.changesSearch ?? (route.auth === 'editor' && route.method !== 'get');
  let result: unknown;
  try {
    result = await route.handler({
      c,
      ctx,
      params,
      query,
      body,
      user,
      locale,
      address,
      idempotencyKey,
    });
  } finally {
    // Also after a failure: a handler may fail after its change committed.
    if (changesSearch) searchAnswersOf(ctx.db).invalidate();
  }
  if (isIssuedSession(result)) {
    await describeNewSession(ctx.db, result.accessToken, { userAgent: userAgentSummary(userAgent), address });
    // A login (not a token rotation, which names no account) of an editor is an editor action.
    if (typeof result.uid === 'number') await auditEditorLogin(ctx.db, result.uid, address, ctx.now());
    sessionHeaders(c, result);
  }
  if (!(result instanceof Response)) return sendOk(c, result);
  if (user?.rotated === undefined) return result;
  const headers = new Headers(result.headers);
  headers.set(SESSION_TOKEN_HEADER, user.rotated.accessToken);
  headers.set(SESSION_EXPIRES_HEADER, String(user.rotated.expiresIn));
  return new Response(result.body, { status: result.status, headers });
}

/** A handler's result that is a new session (login, registration, bind, WeChat). */
function isIssuedSession(
  result: unknown,
): result is { accessToken: string; expiresIn: number; uid?: unknown } {
  if (typeof result !== 'object' || result === null) return false;
  const { accessToken, expiresIn } = result as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof expiresIn === 'number';
}

/** The token headers the portal's proxy turns into the httpOnly cookie. */
function sessionHeaders(c: Context, session: { accessToken: string; expiresIn: number }): void {
  c.header(SESSION_TOKEN_HEADER, session.accessToken);
  c.header(SESSION_EXPIRES_HEADER, String(session.expiresIn));
}
