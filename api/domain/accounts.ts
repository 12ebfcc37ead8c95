import { and, eq, or } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type {
  bindBodySchema,
  forgetBodySchema,
  loginBodySchema,
  registerBodySchema,
  sendCodeParamsSchema,
} from '../../src/lib/contract/auth.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { toE164 } from '../../src/lib/contract/phone.ts';
import { addressKey, type AbuseLimits } from './abuse-limits.ts';
import { serverBusy, type HashGate } from './hash-gate.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { createSession, revokeAllSessions, userInfo } from './sessions.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { consumeCode } from './verification-codes.ts';
import { apiText } from '../server/api-messages.ts';

async function userByPhone(db: Database, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

function assertNotBlocked(user: { blocked: boolean }): void {
  if (user.blocked)
    throw new ApiError(ResponseCode.blacklistedLogin, 403, apiText('apiMessage.account.blocked'));
}

function duplicatedPhone(): ApiError {
  return new ApiError(ResponseCode.duplicatedUser, 409, apiText('apiMessage.account.phoneRegistered'));
}

function duplicatedEmail(): ApiError {
  return new ApiError(ResponseCode.duplicatedUser, 409, apiText('apiMessage.account.emailRegistered'));
}

function userNotExist(): ApiError {
  return new ApiError(ResponseCode.userNotExist, 404, apiText('apiMessage.account.userNotExist'));
}

/**
 * The nickname of a new account until the user picks one, in the language of the page that
 * created it: a phone account is named after the phone's last four digits, an e-mail account
 * after four random digits (never the address: nicknames are public).
 */
function defaultNickname(locale: Locale, phone?: string): string {
  const digits = phone === undefined ? String(randomInt(1000, 10_000)) : phone.slice(-4);
  return pick(locale, `用户${digits}`, `User ${digits}`);
}

/**
 * Refuses an SMS code the purpose cannot use: register needs a new phone (20003), forget a known
 * one (20004), bind a free one (20013); login-or-register takes any.
 */
export async function assertPhoneFitsPurpose(
  db: Database,
  params: z.output<typeof sendCodeParamsSchema>,
): Promise<void> {
  const user = await userByPhone(db, params.phone);
  if (params.code === 'register' && user !== undefined) throw duplicatedPhone();
  if (params.code === 'forget' && user === undefined) throw userNotExist();
  if (params.code === 'bind' && user !== undefined)
    throw new ApiError(ResponseCode.phoneAlreadyBound, 409, apiText('apiMessage.account.phoneBound'));
}

/**
 * Refuses an e-mail code the purpose cannot use: register needs a new address (20003), forget a
 * known one (20004); login-or-register takes any.
 */
export async function assertEmailFitsPurpose(
  db: Database,
  email: string,
  purpose: 'register' | 'login' | 'forget',
): Promise<void> {
  const user = await userByEmail(db, email);
  if (purpose === 'register' && user !== undefined) throw duplicatedEmail();
  if (purpose === 'forget' && user === undefined) throw userNotExist();
}

/**
 * Registers a phone (with its SMS register code) or an e-mail (with its e-mail register code)
 * and a password, and logs the new account in.
 */
export async function register(
  db: Database,
  hashGate: HashGate,
  body: z.output<typeof registerBodySchema>,
  locale: Locale,
  now: Date,
) {
  const { phone, email } = body;
  if (email !== undefined) {
    if ((await userByEmail(db, email)) !== undefined) throw duplicatedEmail();
    await consumeCode(db, 'email', email, ['register'], body.code, now);
  } else if (phone !== undefined) {
    if ((await userByPhone(db, phone)) !== undefined) throw duplicatedPhone();
    await consumeSmsCode(db, phone, ['register'], body.code, now);
  } else {
    throw new ApiError(ResponseCode.illegalParameter, 400, apiText('apiMessage.validation.oneAccount'));
  }
  const passwordHash = await hashGate.run(() => hashPassword(body.password), locale);
  const [created] = await db
    .insert(users)
    .values({
      ...(phone !== undefined && email === undefined ? { phone } : { email }),
      nickname: body.nickname ?? defaultNickname(locale, email === undefined ? phone : undefined),
      passwordHash,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created === undefined) throw email === undefined ? duplicatedPhone() : duplicatedEmail();
  return createSession(db, created.id, now, true);
}

/**
 * Logs in with phone or e-mail and password under the login limits (per account and per
 * address), rehashing a password stored with older parameters.
 */
export async function passwordLogin(
  db: Database,
  limits: AbuseLimits,
  body: z.output<typeof loginBodySchema>,
  locale: Locale,
  address: string,
  now: Date,
) {
  const account = body.account.trim();
  // A phone in any spelling (11 mainland digits, +49 151 ...) is the account's E.164 number.
  const accountKey = toE164(account) ?? account.toLowerCase();
  const fromKey = addressKey(address);
  // Both limits are taken before any read or hash, so a blocked flood costs a map lookup;
  // the points are given back below when the attempt was not a failure.
  await limits.consume('loginAddress', fromKey, locale);
  await limits.consume('loginAccount', accountKey, locale);
  // A busy server tested no password: the account keeps its point (server load must not shut
  // a member out), the address does not (else one address keeps the queue full for everyone).
  const busy = async () => {
    await limits.reward('loginAccount', accountKey);
    return serverBusy();
  };
  if (limits.hashGate.isFull()) throw await busy();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.phone, accountKey), eq(users.email, accountKey)));
  if (user === undefined) throw userNotExist();
  assertNotBlocked(user);
  const stored = user.passwordHash;
  if (stored === null)
    throw new ApiError(ResponseCode.error, 400, apiText('apiMessage.account.wrongPassword'));
  if (limits.hashGate.isFull()) throw await busy();
  const check = await limits.hashGate.run(() => checkPassword(body.password, stored), locale);
  if (!check.ok) throw new ApiError(ResponseCode.error, 400, apiText('apiMessage.account.wrongPassword'));
  // A login that succeeded was no failure.
  await limits.reward('loginAddress', fromKey);
  await limits.reward('loginAccount', accountKey);
  const upgraded = check.upgraded;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // Rewritten only if nobody changed the password meanwhile.
    if (upgraded !== null)
      await tx
        .update(users)
        .set({ passwordHash: upgraded })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, stored)));
    return createSession(tx, user.id, now);
  });
}

/**
 * Stores a new password (hashed through the gate) and ends every session of the account: a
 * reset or a change must log out whoever knew the old one.
 */
export async function replacePassword(
  db: Database,
  hashGate: HashGate,
  userId: number,
  password: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashGate.run(() => hashPassword(password), locale) })
    .where(eq(users.id, userId));
  await revokeAllSessions(db, userId, now);
}

/** Resets a forgotten password with a forget code (SMS or e-mail); every session of the account ends. */
export async function resetPassword(
  db: Database,
  hashGate: HashGate,
  body: z.output<typeof forgetBodySchema>,
  locale: Locale,
  now: Date,
): Promise<null> {
  const { phone, email } = body;
  const user =
    email !== undefined
      ? await userByEmail(db, email)
      : phone !== undefined
        ? await userByPhone(db, phone)
        : undefined;
  if (user === undefined) throw userNotExist();
  if (email !== undefined) await consumeCode(db, 'email', email, ['forget'], body.code, now);
  else if (phone !== undefined) await consumeSmsCode(db, phone, ['forget'], body.code, now);
  await replacePassword(db, hashGate, user.id, body.password, locale, now);
  return null;
}

/** Logs a phone in with a login or register code, creating its account when it has none. */
export async function phoneLogin(
  db: Database,
  phone: string,
  code: string,
  now: Date,
  locale: Locale = 'zh',
) {
  await consumeSmsCode(db, phone, ['login', 'register'], code, now);
  return loginOrCreate(db, { phone }, () => userByPhone(db, phone), defaultNickname(locale, phone), now);
}

/** Logs an e-mail in with a login or register e-mail code, creating its account when it has none. */
export async function emailLogin(db: Database, email: string, code: string, now: Date, locale: Locale) {
  await consumeCode(db, 'email', email, ['login', 'register'], code, now);
  return loginOrCreate(db, { email }, () => userByEmail(db, email), defaultNickname(locale), now);
}

async function loginOrCreate(
  db: Database,
  identity: { phone: string } | { email: string },
  find: () => Promise<{ id: number; blocked: boolean } | undefined>,
  nickname: string,
  now: Date,
) {
  const user = await find();
  if (user !== undefined) {
    assertNotBlocked(user);
    return createSession(db, user.id, now, false);
  }
  const [created] = await db
    .insert(users)
    .values({ ...identity, nickname, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // A concurrent login of the same new phone or e-mail created it first: log into that account.
  const id = created?.id ?? (await find())?.id;
  if (id === undefined)
    throw new ApiError(ResponseCode.error, 409, apiText('apiMessage.account.createFailed'));
  return createSession(db, id, now, created !== undefined);
}

/** Binds a phone (with its bind code) to my account; 20013 when another account has it. */
export async function bindPhone(
  db: Database,
  userId: number,
  body: z.output<typeof bindBodySchema>,
  now: Date,
) {
  const owner = await userByPhone(db, body.phone);
  if (owner !== undefined && owner.id !== userId)
    throw new ApiError(
      ResponseCode.phoneAlreadyBound,
      409,
      apiText('apiMessage.account.phoneBoundElsewhere'),
    );
  await consumeSmsCode(db, body.phone, ['bind'], body.code, now);
  await db.update(users).set({ phone: body.phone }).where(eq(users.id, userId));
  return createSession(db, userId, now, false);
}

/** The logged-in user's profile; 20004 when the account is gone. */
export async function requireUserInfo(db: Database, userId: number) {
  const info = await userInfo(db, userId);
  if (info === null) throw userNotExist();
  return info;
}

/** Whether a phone (any spelling of it: 11 mainland digits, +49 ...) or an e-mail (any case) has an account. */
export async function accountExists(db: Database, value: string) {
  const phone = toE164(value);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(phone === undefined ? eq(users.email, value.trim().toLowerCase()) : eq(users.phone, phone));
  return { exists: row !== undefined };
}
