import { and, eq, ne, or } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type {
  bindBodySchema,
  forgetBodySchema,
  loginBodySchema,
  registerBodySchema,
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
  // The code first: only the owner of the phone or address learns that it is taken.
  if (email !== undefined) {
    await consumeCode(db, 'email', email, ['register'], body.code, now);
    if ((await userByEmail(db, email)) !== undefined) throw duplicatedEmail();
  } else if (phone !== undefined) {
    await consumeSmsCode(db, phone, ['register'], body.code, now);
    if ((await userByPhone(db, phone)) !== undefined) throw duplicatedPhone();
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
  if (email !== undefined) await releasePendingEmail(db, email, created.id);
  return createSession(db, created.id, now, true);
}

/** The one answer to a wrong account or a wrong password: which of the two is not told. */
function wrongAccountOrPassword(): ApiError {
  return new ApiError(ResponseCode.error, 400, apiText('apiMessage.account.wrongPassword'));
}

let decoyHash: Promise<string> | undefined;
/** A hash of a random password, tested when the account is unknown or has no password: the same work either way. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoyHash;
}

/**
 * Logs in with phone or e-mail and password under the login throttle (login-throttle.ts),
 * rehashing a password stored with older parameters. An unknown account, an account without a
 * password and a wrong password answer alike, after the same Argon2 work.
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
  // A busy server tested no password: nothing is counted (server load must not slow a member).
  if (limits.hashGate.isFull()) throw serverBusy();
  const attempt = await limits.login.begin(accountKey, addressKey(address));
  const busy = async () => {
    await attempt.untested();
    return serverBusy();
  };
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.phone, accountKey), eq(users.email, accountKey)));
  const stored = user?.passwordHash ?? (await decoy());
  if (limits.hashGate.isFull()) throw await busy();
  let check: Awaited<ReturnType<typeof checkPassword>>;
  try {
    check = await limits.hashGate.run(() => checkPassword(body.password, stored), locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) await attempt.untested();
    throw error;
  }
  if (user?.passwordHash == null || !check.ok) throw wrongAccountOrPassword();
  // Blocked is told only to whoever knows the password.
  assertNotBlocked(user);
  await attempt.succeeded();
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
  // The code first: an unknown account is told only to the owner of the phone or address.
  if (email !== undefined) await consumeCode(db, 'email', email, ['forget'], body.code, now);
  else if (phone !== undefined) await consumeSmsCode(db, phone, ['forget'], body.code, now);
  const user =
    email !== undefined
      ? await userByEmail(db, email)
      : phone !== undefined
        ? await userByPhone(db, phone)
        : undefined;
  if (user === undefined) throw userNotExist();
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
  const session = await loginOrCreate(
    db,
    { email },
    () => userByEmail(db, email),
    defaultNickname(locale),
    now,
  );
  await releasePendingEmail(db, email, session.uid);
  return session;
}

/**
 * Drops an address from every other account that asked to change to it but never confirmed:
 * its owner has proved it, so a pending claim by someone else must not outlive that.
 */
export async function releasePendingEmail(db: Database, email: string, ownerId: number): Promise<void> {
  await db
    .update(users)
    .set({ pendingEmail: null })
    .where(and(eq(users.pendingEmail, email.toLowerCase()), ne(users.id, ownerId)));
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
  await consumeSmsCode(db, body.phone, ['bind'], body.code, now);
  const owner = await userByPhone(db, body.phone);
  if (owner !== undefined && owner.id !== userId)
    throw new ApiError(
      ResponseCode.phoneAlreadyBound,
      409,
      apiText('apiMessage.account.phoneBoundElsewhere'),
    );
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
