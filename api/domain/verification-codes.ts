import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { createHash, randomInt } from 'node:crypto';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { Locale } from '../../src/lib/contract/locale.ts';
import type { Database } from '../db/database.ts';
import { emailCodes, smsCodes } from '../db/schema.ts';
import { ApiError } from '../server/api-error.ts';
import { tooManyRequests } from './too-many-requests.ts';
import { apiText } from '../server/api-messages.ts';

// One-time verification codes sent by SMS to a phone or by e-mail to an address. Both channels
// follow the same rules (the spec's SMS rules): 6 digits, stored hashed with the target and the
// purpose, valid 5 minutes, 1 a minute and 10 a day per target, dead after 5 wrong tries, used
// once. Only the table and the words of the messages differ per channel.

/** Limits of the spec's issue: 5 minutes validity, 1 a minute, 10 a day per target, 5 wrong tries. */
export const codeLimits = { validSeconds: 300, perMinute: 1, perDay: 10, maxWrongTries: 5 } as const;

/** How a code reaches its owner. */
export type CodeChannel = 'sms' | 'email';

const channels = {
  sms: { table: smsCodes, what: apiText('apiMessage.code.phone') },
  email: { table: emailCodes, what: apiText('apiMessage.code.email') },
} as const;

function codeHash(target: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${target}:${purpose}:${code}`).digest('hex');
}

/**
 * Issues a code for a target (an E.164 phone, a lower-case e-mail) and purpose under the limits,
 * stores its hash and returns the plain code for the caller to deliver. A caller's `locale` is
 * not read (a refusal carries both languages); the account flows that pass it keep compiling.
 */
export function issueCode(
  db: Database,
  channel: CodeChannel,
  target: string,
  purpose: string,
  now: Date,
  locale?: Locale,
): Promise<{ code: string; expiresIn: number; retryAfter: number }>;
export async function issueCode(
  db: Database,
  channel: CodeChannel,
  target: string,
  purpose: string,
  now: Date,
): Promise<{ code: string; expiresIn: number; retryAfter: number }> {
  const { table, what } = channels[channel];
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const recent = await db
    .select({ createdAt: table.createdAt })
    .from(table)
    .where(and(eq(table.target, target), gte(table.createdAt, dayAgo)))
    .orderBy(desc(table.createdAt));
  const last = recent[0];
  if (last !== undefined && now.getTime() - last.createdAt.getTime() < 60_000) {
    const wait = (60_000 - (now.getTime() - last.createdAt.getTime())) / 1000;
    throw tooManyRequests(apiText('apiMessage.code.tooSoon', { what }), wait);
  }
  const oldest = recent[recent.length - 1];
  if (recent.length >= codeLimits.perDay && oldest !== undefined) {
    const wait = (oldest.createdAt.getTime() + 86_400_000 - now.getTime()) / 1000;
    throw tooManyRequests(apiText('apiMessage.code.dailyLimit', { what }), wait);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(table).values({
    target,
    purpose,
    codeHash: codeHash(target, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + codeLimits.validSeconds * 1000),
  });
  return { code, expiresIn: codeLimits.validSeconds, retryAfter: 60 };
}

/**
 * Consumes the latest live code of the target for one of the purposes. Wrong, expired, used-up
 * or missing codes answer 20008; after 5 wrong tries the code is dead and a new one is needed.
 * Returns the purpose the code was issued for.
 */
export async function consumeCode(
  db: Database,
  channel: CodeChannel,
  target: string,
  purposes: readonly string[],
  code: string,
  now: Date,
): Promise<string> {
  const { table, what } = channels[channel];
  const [latest] = await db
    .select()
    .from(table)
    .where(
      and(
        eq(table.target, target),
        inArray(table.purpose, [...purposes]),
        isNull(table.consumedAt),
        gte(table.expiresAt, now),
      ),
    )
    .orderBy(desc(table.createdAt))
    .limit(1);
  if (latest === undefined)
    throw new ApiError(ResponseCode.wrongCode, 400, apiText('apiMessage.code.noneValid', { what }));
  if (latest.attempts >= codeLimits.maxWrongTries)
    throw new ApiError(ResponseCode.wrongCode, 400, apiText('apiMessage.code.tooManyTries'));
  if (latest.codeHash !== codeHash(target, latest.purpose, code)) {
    await db
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1` })
      .where(eq(table.id, latest.id));
    throw new ApiError(
      ResponseCode.wrongCode,
      400,
      apiText('apiMessage.code.wrong', { tries: codeLimits.maxWrongTries - latest.attempts - 1 }),
    );
  }
  // Claimed with a conditional update so two concurrent requests cannot both use one code.
  const claimed = await db
    .update(table)
    .set({ consumedAt: now })
    .where(and(eq(table.id, latest.id), isNull(table.consumedAt)))
    .returning({ id: table.id });
  if (claimed.length === 0) throw new ApiError(ResponseCode.wrongCode, 400, apiText('apiMessage.code.used'));
  return latest.purpose;
}
