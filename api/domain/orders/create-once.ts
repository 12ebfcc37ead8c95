import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../src/lib/contract/locale.ts';
import { assertSameRequest, isUniqueViolation, requestHash } from '../idempotency.ts';
import type { OrderTable } from './order-tables.ts';

/** Who creates an order, under which Idempotency-Key, when, and in which language. */
export interface NewOrder {
  db: Database;
  userId: number;
  key: string;
  now: Date;
  locale: Locale;
}

/** The columns every order row starts with: whose it is, under which key and request, since when. */
export interface OrderHead {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
}

/**
 * Creates an order at most once per (user, Idempotency-Key): an earlier order with the key is
 * returned as it is; a concurrent duplicate loses on the unique index and returns the winner's.
 * `create` inserts the order row with `head` spread into it.
 */
export async function createOnce(
  ctx: NewOrder,
  table: OrderTable,
  body: unknown,
  create: (tx: Database, head: OrderHead) => Promise<string>,
): Promise<string> {
  const hash = requestHash(body);
  const head = { userId: ctx.userId, idempotencyKey: ctx.key, requestHash: hash, createdAt: ctx.now };
  const existing = async () => {
    const [row] = await ctx.db
      .select({ orderNo: table.orderNo, requestHash: table.requestHash })
      .from(table)
      .where(and(eq(table.userId, ctx.userId), eq(table.idempotencyKey, ctx.key)));
    return row;
  };
  const before = await existing();
  if (before !== undefined) {
    assertSameRequest(before.requestHash, hash);
    return before.orderNo;
  }
  try {
    return await ctx.db.transaction((tx) => create(tx as unknown as Database, head));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await existing();
    if (winner === undefined) throw error;
    assertSameRequest(winner.requestHash, hash);
    return winner.orderNo;
  }
}

/** The contact columns every order row carries, from the contact of its request. */
export function contactColumns(contact: { name: string; phone: string; email?: string | undefined }) {
  return { contactName: contact.name, contactPhone: contact.phone, contactEmail: contact.email ?? null };
}
