import { z } from 'zod';
import {
  bindBodySchema,
  checkExistParamsSchema,
  checkExistSchema,
  emailCodeBodySchema,
  emailLoginBodySchema,
  forgetBodySchema,
  mailOutboxEntrySchema,
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
import { emailSchema } from '../../src/lib/contract/common.ts';
import { phoneSchema } from '../../src/lib/contract/phone.ts';
import {
  accountExists,
  bindPhone,
  emailLogin,
  passwordLogin,
  phoneLogin,
  register,
  requireUserInfo,
  resetPassword,
} from '../domain/accounts.ts';
import { sendEmailCode } from '../domain/email-codes.ts';
import { readMailOutbox } from '../domain/mail-outbox.ts';
import { revokeSession } from '../domain/sessions.ts';
import { issueSmsCode, readOutbox } from '../domain/sms-codes.ts';
import { completeWxLogin, createWxTicket, markWxScanned } from '../domain/wechat-login.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';

const ticketParams = z.object({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, validationKey('apiMessage.validation.qrTicket')),
});

/** The spec's auth calls at their exact paths, plus register and the dev-only outbox and QR scan. */
export const authRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/auth/sendRegisterVerifyCode/:phone/:code',
    tag: 'auth',
    auth: 'none',
    summary:
      'Send an SMS code to {phone} (any country: E.164 with %2B for +, or 11 mainland digits); {code} is the purpose: register, login, forget or bind. The same answer whether or not the phone has an account (register answers 20003, forget 20004 and bind 20013 only once the code is used). 1 a minute, 10 a day, valid 5 minutes',
    params: sendCodeParamsSchema,
    response: sentCodeSchema,
    limit: { name: 'smsAddress', by: 'address' },
    handler: ({ ctx, params, locale }) =>
      issueSmsCode(ctx.db, params.phone, params.code, ctx.now(), ctx.devTools, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/register',
    tag: 'auth',
    auth: 'none',
    summary:
      'Register with a phone and its SMS code, or an e-mail and its e-mail code (purpose register), and a password',
    body: registerBodySchema,
    response: sessionSchema,
    handler: ({ ctx, body, locale }) => register(ctx.db, ctx.limits.hashGate, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/login',
    tag: 'auth',
    auth: 'none',
    summary:
      'Log in with phone or e-mail and password (code 0 for an unknown account or a wrong password alike); waits that double (429 with Retry-After) after 5 failures of one account from one address, 20 of one account from addresses it never logged in from, 50 from one address for accounts never logged in from it; 503 when too many passwords are being checked at once',
    body: loginBodySchema,
    response: sessionSchema,
    handler: ({ ctx, body, locale, address }) =>
      passwordLogin(ctx.db, ctx.limits, body, locale, address, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/forget',
    tag: 'auth',
    auth: 'none',
    summary:
      'Reset the password with an SMS code (phone) or an e-mail code (email), purpose forget; 20004 for an unknown account only once the code is right; ends every session of the account',
    body: forgetBodySchema,
    response: z.null(),
    handler: ({ ctx, body, locale }) => resetPassword(ctx.db, ctx.limits.hashGate, body, locale, ctx.now()),
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
    handler: ({ ctx, params, locale }) => phoneLogin(ctx.db, params.phone, params.code, ctx.now(), locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/email-code',
    tag: 'auth',
    auth: 'none',
    summary:
      'Send a 6-digit code to an e-mail address; purpose register, login or forget; the same answer whether or not the address has an account. Same rules as SMS codes: 1 a minute, 10 a day per address, valid 5 minutes, 5 wrong tries; written in the Locale header language',
    body: emailCodeBodySchema,
    response: sentCodeSchema,
    limit: { name: 'smsAddress', by: 'address' },
    handler: ({ ctx, body, locale }) => sendEmailCode(ctx.db, body.email, body.purpose, ctx.now(), locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/email-login',
    tag: 'auth',
    auth: 'none',
    summary:
      'E-mail login-or-register with an e-mail code (purpose login or register); created tells a new account',
    body: emailLoginBodySchema,
    response: sessionSchema,
    handler: ({ ctx, body, locale }) => emailLogin(ctx.db, body.email, body.code, ctx.now(), locale),
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
      'Bind a phone (SMS code purpose bind) to the logged-in account; 20013 (once the code is right) when the phone has an account',
    body: bindBodySchema,
    response: sessionSchema,
    handler: ({ ctx, body, user }) => bindPhone(ctx.db, user.id, body, ctx.now()),
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
    handler: ({ ctx, user }) => requireUserInfo(ctx.db, user.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/user/checkExist/:value',
    tag: 'auth',
    auth: 'none',
    summary:
      'Whether a phone (any spelling, compared as E.164) or e-mail (any case) has an account, for the registration form only: 30 lookups per address an hour',
    params: checkExistParamsSchema,
    response: checkExistSchema,
    limit: { name: 'checkExistAddress', by: 'address' },
    handler: ({ ctx, params }) => accountExists(ctx.db, params.value),
  }),
  defineRoute({
    method: 'get',
    path: '/api/dev/sms-outbox',
    tag: 'dev',
    auth: 'none',
    devOnly: true,
    summary: 'Dev/test only: SMS codes "sent", newest first, ?phone= in any spelling (404 in pre and prod)',
    query: z.object({ phone: phoneSchema.optional() }),
    response: z.array(outboxEntrySchema),
    handler: ({ ctx, query }) => readOutbox(ctx.db, query.phone),
  }),
  defineRoute({
    method: 'get',
    path: '/api/dev/mail-outbox',
    tag: 'dev',
    auth: 'none',
    devOnly: true,
    summary:
      'Dev/test only: e-mails "sent" (codes, notices), newest first, optionally to one address (404 in pre and prod)',
    query: z.object({ to: emailSchema.transform((value) => value.toLowerCase()).optional() }),
    response: z.array(mailOutboxEntrySchema),
    handler: ({ ctx, query }) => readMailOutbox(ctx.db, query.to),
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
