import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { followBodySchema } from '../../../src/lib/contract/manager.ts';
import type { Database } from '../../db/database.ts';
import { companies, exhibitions, follows, industries, news, users } from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import { companySummariesByIds } from '../companies.ts';
import { exhibitionSummariesByIds } from '../exhibitions.ts';
import { byId } from '../named.ts';
import { newsSummariesByIds } from '../news.ts';
import { pageOf, pageOffset, type Page } from '../paging.ts';
import { apiText } from '../../server/api-messages.ts';

const targetTables = {
  exhibition: exhibitions,
  company: companies,
  news,
  user: users,
  industry: industries,
} as const;

type TargetType = keyof typeof targetTables;

/** Follows a target (idempotent); following oneself is refused. */
export async function follow(
  db: Database,
  userId: number,
  body: z.output<typeof followBodySchema>,
  now: Date,
) {
  if (body.targetType === 'user' && body.targetId === userId)
    throw refused(apiText('apiMessage.follow.self'));
  const table = targetTables[body.targetType];
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, body.targetId));
  if (exists === undefined) throw notFound(body.targetType, body.targetId);
  await db
    .insert(follows)
    .values({ userId, targetType: body.targetType, targetId: body.targetId, createdAt: now })
    .onConflictDoNothing();
  return { targetType: body.targetType, targetId: body.targetId, following: true };
}

/** Stops following (idempotent). */
export async function unfollow(db: Database, userId: number, targetType: string, targetId: number) {
  await db
    .delete(follows)
    .where(
      and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId)),
    );
  return { targetType, targetId, following: false };
}

// Each target type has its own summary; a target deleted since it was followed is left out here
// and shown as removed by listFollows.
async function targetSummaries(
  db: Database,
  targetType: TargetType,
  ids: number[],
  locale: Locale,
  today: Date,
): Promise<Map<number, Record<string, unknown>>> {
  if (targetType === 'exhibition') return byId(await exhibitionSummariesByIds(db, ids, locale, today));
  if (targetType === 'company') return byId(await companySummariesByIds(db, ids, locale));
  if (targetType === 'news') return byId(await newsSummariesByIds(db, ids, locale));
  if (ids.length === 0) return new Map();
  if (targetType === 'user')
    return byId(
      await db
        .select({ id: users.id, name: users.nickname, avatar: users.avatar })
        .from(users)
        .where(inArray(users.id, ids)),
    );
  const rows = await db.select().from(industries).where(inArray(industries.id, ids));
  return byId(rows.map((t) => ({ id: t.id, name: pick(locale, t.nameZh, t.nameEn) })));
}

/** My follows of one type with each target's summary. */
export async function listFollows(
  db: Database,
  userId: number,
  targetType: TargetType,
  page: Page,
  locale: Locale,
  today: Date,
) {
  const where = and(eq(follows.userId, userId), eq(follows.targetType, targetType));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(follows)
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(follows).where(where),
  ]);
  const targets = await targetSummaries(
    db,
    targetType,
    rows.map((r) => r.targetId),
    locale,
    today,
  );
  const records = rows.map((r) => ({
    targetType: r.targetType as TargetType,
    targetId: r.targetId,
    createdAt: r.createdAt.toISOString(),
    target: targets.get(r.targetId) ?? { id: r.targetId, removed: true },
  }));
  return pageOf(records, page, totals);
}

/** Users who follow me. */
export async function listFans(db: Database, userId: number, page: Page) {
  const where = and(eq(follows.targetType, 'user'), eq(follows.targetId, userId));
  const [rows, totals] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.userId))
      .where(where)
      .orderBy(desc(follows.createdAt))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(follows).where(where),
  ]);
  return pageOf(
    rows.map((r) => ({ ...r, followedAt: r.followedAt.toISOString() })),
    page,
    totals,
  );
}
