import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { visitorBodySchema } from '../../../src/lib/contract/manager.ts';
import type { Database } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { visitors } from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { deletedOrNotFound } from './owned-rows.ts';
import { apiText } from '../../server/api-messages.ts';

type VisitorRow = typeof visitors.$inferSelect;

function presentVisitor(v: VisitorRow) {
  return {
    id: v.id,
    name: v.name,
    phone: v.phone,
    email: v.email,
    company: v.company,
    position: v.position,
    idType: v.idType as 'id-card',
    idNumber: v.idNumber,
    createdAt: v.createdAt.toISOString(),
  };
}

function ownVisitor(userId: number, id: number) {
  return and(eq(visitors.id, id), eq(visitors.userId, userId));
}

/** My visitors, newest first. */
export async function listVisitors(db: Database, userId: number) {
  const rows = await db.select().from(visitors).where(eq(visitors.userId, userId)).orderBy(desc(visitors.id));
  return rows.map(presentVisitor);
}

/** One of my visitors. */
export async function getVisitor(db: Database, userId: number, id: number) {
  const [row] = await db.select().from(visitors).where(ownVisitor(userId, id));
  if (row === undefined) throw notFound('visitor', id);
  return presentVisitor(row);
}

/** Adds a visitor (at most 50 per user). */
export async function createVisitor(
  db: Database,
  userId: number,
  body: z.output<typeof visitorBodySchema>,
  now: Date,
) {
  const [n] = await db.select({ n: count() }).from(visitors).where(eq(visitors.userId, userId));
  if ((n?.n ?? 0) >= 50) throw refused(apiText('apiMessage.visitor.max', { max: 50 }));
  const [row] = await db
    .insert(visitors)
    .values({ userId, ...body, email: body.email ?? null, createdAt: now })
    .returning();
  return presentVisitor(firstRow(row === undefined ? [] : [row]));
}

/** Replaces one of my visitors. */
export async function updateVisitor(
  db: Database,
  userId: number,
  id: number,
  body: z.output<typeof visitorBodySchema>,
) {
  const [row] = await db
    .update(visitors)
    .set({ ...body, email: body.email ?? null })
    .where(ownVisitor(userId, id))
    .returning();
  if (row === undefined) throw notFound('visitor', id);
  return presentVisitor(row);
}

/** Deletes one of my visitors. */
export async function deleteVisitor(db: Database, userId: number, id: number): Promise<null> {
  const deleted = await db.delete(visitors).where(ownVisitor(userId, id)).returning({ id: visitors.id });
  return deletedOrNotFound(deleted, 'visitor', id);
}
