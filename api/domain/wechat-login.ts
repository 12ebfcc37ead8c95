import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { Database } from '../db/database.ts';
import { users, wxTickets } from '../db/schema.ts';
import { ApiError, notFound } from '../server/api-error.ts';
import { randomToken } from '../server/tokens.ts';
import { createSession } from './sessions.ts';
import { apiText } from '../server/api-messages.ts';

/** Seconds a QR ticket waits for a scan. */
const wxTicketSeconds = 300;

/** Creates a QR login ticket (status pending). */
export async function createWxTicket(db: Database, now: Date) {
  const ticket = randomToken(24);
  await db.insert(wxTickets).values({
    ticket,
    status: 'pending',
    createdAt: now,
    expiresAt: new Date(now.getTime() + wxTicketSeconds * 1000),
  });
  return { ticket, qrContent: `weixin-sandbox://login?ticket=${ticket}`, expiresIn: wxTicketSeconds };
}

async function findTicket(db: Database, ticket: string, now: Date) {
  const [row] = await db.select().from(wxTickets).where(eq(wxTickets.ticket, ticket));
  if (row === undefined) throw notFound('qrTicket', ticket);
  if (row.expiresAt.getTime() <= now.getTime())
    throw new ApiError(ResponseCode.error, 410, apiText('apiMessage.qr.expired'));
  return row;
}

/** Dev/test stand-in for the phone's scan: marks the ticket scanned by a WeChat user (openId). */
export async function markWxScanned(
  db: Database,
  ticket: string,
  openId: string | undefined,
  nickname: string | undefined,
  now: Date,
) {
  const row = await findTicket(db, ticket, now);
  if (row.status !== 'pending')
    throw new ApiError(
      ResponseCode.error,
      409,
      apiText('apiMessage.qr.alreadyStatus', { status: row.status }),
    );
  const id = openId ?? `o_sandbox_${createHash('sha256').update(ticket).digest('hex').slice(0, 20)}`;
  await db
    .update(wxTickets)
    .set({ status: 'scanned', openId: id, nickname: nickname ?? '微信用户' })
    .where(eq(wxTickets.ticket, ticket));
  return { ticket, openId: id, status: 'scanned' as const };
}

/**
 * Polled by the login modal: 200015 until scanned; then the WeChat user's account (created on
 * first login) gets a session and the ticket is used up.
 */
export async function completeWxLogin(db: Database, ticket: string, now: Date) {
  const row = await findTicket(db, ticket, now);
  if (row.status === 'pending')
    throw new ApiError(ResponseCode.noCodeScanning, 200, apiText('apiMessage.qr.notScanned'));
  if (row.status !== 'scanned' || row.openId === null)
    throw new ApiError(ResponseCode.error, 409, apiText('apiMessage.qr.used'));
  const claimed = await db
    .update(wxTickets)
    .set({ status: 'consumed' })
    .where(and(eq(wxTickets.ticket, ticket), eq(wxTickets.status, 'scanned')))
    .returning({ ticket: wxTickets.ticket });
  if (claimed.length === 0) throw new ApiError(ResponseCode.error, 409, apiText('apiMessage.qr.used'));
  const [existing] = await db.select().from(users).where(eq(users.openId, row.openId));
  if (existing?.blocked === true)
    throw new ApiError(ResponseCode.blacklistedLogin, 403, apiText('apiMessage.account.blocked'));
  if (existing !== undefined) return createSession(db, existing.id, now, false);
  const [created] = await db
    .insert(users)
    .values({ openId: row.openId, nickname: row.nickname ?? '微信用户', createdAt: now })
    .returning({ id: users.id });
  return createSession(db, (created as { id: number }).id, now, true);
}
