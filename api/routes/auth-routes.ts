import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import {
  bindBodySchema,
  checkExistParamsSchema,
  checkExistSchema,
  forgetBodySchema,
  loginBodySchema,
  outboxEntrySchema,
  phoneLoginParamsSchema,
  registerBodySchema,
  sendCodeParamsSchema,
  sentCodeSchema,
  sessionSchema,
  userInfoSchema,
  wxQrSchema,
} from '../../src/lib/contract/auth.ts';
import { users } from '../db/schema.ts';
import { addressKey } from '../domain/abuse-limits.ts';
import { serverBusy } from '../domain/hash-gate.ts';
import { checkPassword, hashPassword } from '../domain/passwords.ts';
import { createSession, revokeAllSessions, revokeSession, userInfo } from '../domain/sessions.ts';
import { consumeSmsCode, issueSmsCode, readOutbox } from '../domain/sms-codes.ts';
import { completeWxLogin, createWxTicket, markWxScanned } from '../domain/wechat-login.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../server/api-error.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

async function userByPhone(db: Database, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

function assertNotBlocked(user: { blocked: boolean }): void {
  if (user.blocked) throw new ApiError(ResponseCode.blacklistedLogin, 403, 'this account is blocked');
}

const ticketParams = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid ticket') });

/** The spec's auth calls at their exact paths, plus register and the dev-only outbox and QR scan. */
export const authRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/auth/sendRegisterVerifyCode/:phone/:code',
    tag: 'auth',
    auth: 'none',
    summary:
      'Send an SMS code; {code} is the purpose: register (phone must be new, else 20003), login, forget (phone must exist, else 20004), bind (phone must be free, else 20013). 1 a minute, 10 a day, valid 5 minutes',
    params: sendCodeParamsSchema,
    response: sentCodeSchema,
    limit: { name: 'smsAddress', by: 'address' },
    handler: async ({ ctx, params, locale }) => {
      const user = await userByPhone(ctx.db, params.phone);
      if (params.code === 'register' && user !== undefined)
        throw new ApiError(ResponseCode.duplicatedUser, 409, 'duplicated user: this phone is registered');
      if (params.code === 'forget' && user === undefined)
        throw new ApiError(ResponseCode.userNotExist, 404, 'user does not exist');
      if (params.code === 'bind' && user !== undefined)
        throw new ApiError(ResponseCode.phoneAlreadyBound, 409, 'phone already bound to an account');
      return issueSmsCode(ctx.db, params.phone, params.code, ctx.now(), ctx.devTools, locale);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/register',
    tag: 'auth',
    auth: 'none',
    summary: 'Register with phone, SMS code (purpose register) and password',
    body: registerBodySchema,
    response: sessionSchema,
    handler: async ({ ctx, body, locale }) => {
      if ((await userByPhone(ctx.db, body.phone)) !== undefined)
        throw new ApiError(ResponseCode.duplicatedUser, 409, 'duplicated user: this phone is registered');
      await consumeSmsCode(ctx.db, body.phone, ['register'], body.code, ctx.now());
      const passwordHash = await ctx.limits.hashGate.run(() => hashPassword(body.password), locale);
      const [created] = await ctx.db
        .insert(users)
        .values({
          phone: body.phone,
          nickname: body.nickname ?? `用户${body.phone.slice(-4)}`,
          passwordHash,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (created === undefined)
        throw new ApiError(ResponseCode.duplicatedUser, 409, 'duplicated user: this phone is registered');
      return createSession(ctx.db, created.id, ctx.now(), true);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/login',
    tag: 'auth',
    auth: 'none',
    summary:
      'Log in with phone or e-mail and password (20004 unknown account, 0 wrong password); 429 after 5 failures per account or 50 per address in 15 minutes, 503 when too many passwords are being checked at once',
    body: loginBodySchema,
    response: sessionSchema,
    handler: async ({ ctx, body, locale, address }) => {
      const account = body.account.trim();
      const accountKey = account.toLowerCase();
      const fromKey = addressKey(address);
      // Both limits are taken before any read or hash, so a blocked flood costs a map lookup;
      // the points are given back below when the attempt was not a failure.
      await ctx.limits.consume('loginAddress', fromKey, locale);
      await ctx.limits.consume('loginAccount', accountKey, locale);
      // A busy server tested no password: the account keeps its point (server load must not shut
      // a member out), the address does not (else one address keeps the queue full for everyone).
      const busy = async () => {
        await ctx.limits.reward('loginAccount', accountKey);
        return serverBusy(locale);
      };
      if (ctx.limits.hashGate.isFull()) throw await busy();
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(or(eq(users.phone, account), eq(users.email, accountKey)));
      if (user === undefined) throw new ApiError(ResponseCode.userNotExist, 404, 'user does not exist');
      assertNotBlocked(user);
      const stored = user.passwordHash;
      if (stored === null) throw new ApiError(ResponseCode.error, 400, 'wrong account or password');
      if (ctx.limits.hashGate.isFull()) throw await busy();
      const check = await ctx.limits.hashGate.run(() => checkPassword(body.password, stored), locale);
      if (!check.ok) throw new ApiError(ResponseCode.error, 400, 'wrong account or password');
      // A login that succeeded was no failure.
      await ctx.limits.reward('loginAddress', fromKey);
      await ctx.limits.reward('loginAccount', accountKey);
      const upgraded = check.upgraded;
      return ctx.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        // Rewritten only if nobody changed the password meanwhile.
        if (upgraded !== null)
          await tx
            .update(users)
            .set({ passwordHash: upgraded })
            .where(and(eq(users.id, user.id), eq(users.passwordHash, stored)));
        return createSession(tx, user.id, ctx.now());
      });
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/forget',
    tag: 'auth',
    auth: 'none',
    summary: 'Reset the password with an SMS code (purpose forget); ends every session of the account',
    body: forgetBodySchema,
    response: z.null(),
    handler: async ({ ctx, body, locale }) => {
      const user = await userByPhone(ctx.db, body.phone);
      if (user === undefined) throw new ApiError(ResponseCode.userNotExist, 404, 'user does not exist');
      await consumeSmsCode(ctx.db, body.phone, ['forget'], body.code, ctx.now());
      await ctx.db
        .update(users)
        .set({ passwordHash: await ctx.limits.hashGate.run(() => hashPassword(body.password), locale) })
        .where(eq(users.id, user.id));
      await revokeAllSessions(ctx.db, user.id, ctx.now());
      return null;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/auth/phonelr/:phone/:code',
    tag: 'auth',
    auth: 'none',
    summary:
      'Phone login-or-register with an SMS code (purpose login or register); created tells a new account',
    params: phoneLoginParamsSchema,
    response: sessionSchema,
    handler: async ({ ctx, params }) => {
      await consumeSmsCode(ctx.db, params.phone, ['login', 'register'], params.code, ctx.now());
      const user = await userByPhone(ctx.db, params.phone);
      if (user !== undefined) {
        assertNotBlocked(user);
        return createSession(ctx.db, user.id, ctx.now(), false);
      }
      const [created] = await ctx.db
        .insert(users)
        .values({ phone: params.phone, nickname: `用户${params.phone.slice(-4)}`, createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const id = created?.id ?? (await userByPhone(ctx.db, params.phone))?.id;
      if (id === undefined)
        throw new ApiError(ResponseCode.error, 409, 'could not create the account, retry');
      return createSession(ctx.db, id, ctx.now(), created !== undefined);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/auth/getWxQRScanCode',
    tag: 'auth',
    auth: 'none',
    summary: 'Create a WeChat QR login ticket (valid 5 minutes); 30 per address in 10 minutes',
    response: wxQrSchema,
    limit: { name: 'wxTicketAddress', by: 'address' },
    handler: ({ ctx }) => createWxTicket(ctx.db, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/auth/wxlogin/:ticket',
    tag: 'auth',
    auth: 'none',
    summary: 'Poll a QR ticket: 200015 until scanned, then a session; 300 polls per address a minute',
    params: ticketParams,
    limit: { name: 'wxPollAddress', by: 'address' },
    response: sessionSchema,
    handler: ({ ctx, params }) => completeWxLogin(ctx.db, params.ticket, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/bind',
    tag: 'auth',
    auth: 'user',
    summary:
      'Bind a phone (SMS code purpose bind) to the logged-in account; 20013 when the phone has an account',
    body: bindBodySchema,
    response: sessionSchema,
    handler: async ({ ctx, body, user }) => {
      const owner = await userByPhone(ctx.db, body.phone);
      if (owner !== undefined && owner.id !== user.id)
        throw new ApiError(ResponseCode.phoneAlreadyBound, 409, 'phone already bound to another account');
      await consumeSmsCode(ctx.db, body.phone, ['bind'], body.code, ctx.now());
      await ctx.db.update(users).set({ phone: body.phone }).where(eq(users.id, user.id));
      return createSession(ctx.db, user.id, ctx.now(), false);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/auth/logout',
    tag: 'auth',
    auth: 'optional',
    summary: 'Revoke the access token (succeeds without one)',
    response: z.null(),
    handler: async ({ ctx, user }) => {
      if (user !== null) await revokeSession(ctx.db, user.sessionId, ctx.now());
      return null;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/user/getInfo',
    tag: 'auth',
    auth: 'user',
    summary:
      'The logged-in user (111006 without a token, 401 unknown or revoked, 200016 expired, 111008 blocked)',
    response: userInfoSchema,
    handler: async ({ ctx, user }) => {
      const info = await userInfo(ctx.db, user.id);
      if (info === null) throw new ApiError(ResponseCode.userNotExist, 404, 'user does not exist');
      return info;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/user/checkExist/:value',
    tag: 'auth',
    auth: 'none',
    summary: 'Whether a phone or e-mail has an account',
    params: checkExistParamsSchema,
    response: checkExistSchema,
    handler: async ({ ctx, params }) => {
      const [row] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.phone, params.value), eq(users.email, params.value.toLowerCase())));
      return { exists: row !== undefined };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/dev/sms-outbox',
    tag: 'dev',
    auth: 'none',
    devOnly: true,
    summary: 'Dev/test only: SMS codes "sent", newest first (404 in pre and prod)',
    query: z.object({
      phone: z
        .string()
        .regex(/^1[3-9]\d{9}$/, 'invalid phone number')
        .optional(),
    }),
    response: z.array(outboxEntrySchema),
    handler: ({ ctx, query }) => readOutbox(ctx.db, query.phone),
  }),
  defineRoute({
    method: 'post',
    path: '/api/dev/wx-scan/:ticket',
    tag: 'dev',
    auth: 'none',
    devOnly: true,
    summary:
      'Dev/test only: act as the phone scanning a QR ticket; openId picks the WeChat user (default one per ticket)',
    params: ticketParams,
    query: z.object({
      openId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{6,64}$/)
        .optional(),
      nickname: z.string().trim().min(1).max(40).optional(),
    }),
    response: z.object({ ticket: z.string(), openId: z.string(), status: z.literal('scanned') }),
    handler: ({ ctx, params, query }) =>
      markWxScanned(ctx.db, params.ticket, query.openId, query.nickname, ctx.now()),
  }),
];
