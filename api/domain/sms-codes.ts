import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { createHash, randomInt } from 'node:crypto';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { Database } from '../db/database.ts';
import { smsCodes, smsOutbox } from '../db/schema.ts';
import { ApiError } from '../server/api-error.ts';
import type { Locale } from '../../src/lib/contract/locale.ts';
import { tooManyRequests } from './abuse-limits.ts';

/** Limits of the spec's issue: 5 minutes validity, 1 a minute, 10 a day per phone, 5 wrong tries. */
export const smsLimits = { validSeconds: 300, perMinute: 1, perDay: 10, maxWrongTries: 5 } as const;

function codeHash(phone: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');
}

/**
 * Issues a code for a phone and purpose, enforcing the rate limits. In dev and test the code
 * is written to the outbox (there is no SMS provider here); elsewhere only its hash is kept.
 */
export async function issueSmsCode(
  db: Database,
  phone: string,
  purpose: string,
  now: Date,
  writeOutbox: boolean,
  locale: Locale = 'zh',
): Promise<{ expiresIn: number; retryAfter: number }> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const recent = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, dayAgo)))
    .orderBy(desc(smsCodes.createdAt));
  const last = recent[0];
  if (last !== undefined && now.getTime() - last.createdAt.getTime() < 60_000) {
    const wait = (60_000 - (now.getTime() - last.createdAt.getTime())) / 1000;
    throw tooManyRequests(
      locale,
      'A code was sent to this phone less than a minute ago',
      '验证码发送过于频繁',
      wait,
    );
  }
  const oldest = recent[recent.length - 1];
  if (recent.length >= smsLimits.perDay && oldest !== undefined) {
    const wait = (oldest.createdAt.getTime() + 86_400_000 - now.getTime()) / 1000;
    throw tooManyRequests(locale, 'At most 10 codes a day per phone', '该手机号今日验证码次数已达上限', wait);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    phone,
    purpose,
    codeHash: codeHash(phone, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + smsLimits.validSeconds * 1000),
  });
  if (writeOutbox) await db.insert(smsOutbox).values({ phone, purpose, code, createdAt: now });
  return { expiresIn: smsLimits.validSeconds, retryAfter: 60 };
}

/**
 * Consumes the latest live code of the phone for one of the purposes. Wrong, expired, used-up
 * or missing codes answer 20008; after 5 wrong tries the code is dead and a new one is needed.
 */
export async function consumeSmsCode(
  db: Database,
  phone: string,
  purposes: readonly string[],
  code: string,
  now: Date,
): Promise<string> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        inArray(smsCodes.purpose, [...purposes]),
        isNull(smsCodes.consumedAt),
        gte(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (latest === undefined)
    throw new ApiError(
      ResponseCode.wrongCode,
      400,
      'wrong code: no valid code for this phone, request a new one',
    );
  if (latest.attempts >= smsLimits.maxWrongTries)
    throw new ApiError(ResponseCode.wrongCode, 400, 'wrong code: too many wrong tries, request a new code');
  if (latest.codeHash !== codeHash(phone, latest.purpose, code)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, latest.id));
    throw new ApiError(
      ResponseCode.wrongCode,
      400,
      `wrong code (${String(smsLimits.maxWrongTries - latest.attempts - 1)} tries left)`,
    );
  }
  // Claimed with a conditional update so two concurrent requests cannot both use one code.
  const claimed = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (claimed.length === 0)
    throw new ApiError(ResponseCode.wrongCode, 400, 'wrong code: already used, request a new one');
  return latest.purpose;
}

/** The dev/test outbox: codes "sent" to a phone, newest first. */
export async function readOutbox(db: Database, phone: string | undefined) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone === undefined ? undefined : eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(20);
  return rows.map((r) => ({
    phone: r.phone,
    purpose: r.purpose,
    code: r.code,
    createdAt: r.createdAt.toISOString(),
  }));
}
