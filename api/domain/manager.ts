import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type {
  enterpriseAuthBodySchema,
  followBodySchema,
  myNewsBodySchema,
  profileBodySchema,
  visitorBodySchema,
} from '../../src/lib/contract/manager.ts';
import type { Database } from '../db/database.ts';
import {
  companies,
  enterpriseAuths,
  exhibitions,
  follows,
  industries,
  news,
  newsTypes,
  periodicalRequests,
  periodicals,
  reminders,
  uploads,
  users,
  visitors,
} from '../db/schema.ts';
import { ApiError, notFound, refused } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { companySummariesByIds } from './companies.ts';
import { exhibitionSummariesByIds } from './exhibitions.ts';
import { isUniqueViolation } from './idempotency.ts';
import { letterOf } from '../seed/letters.ts';
import { newsSummariesByIds } from './news.ts';
import { getOrder, orderTable } from './orders.ts';
import { firstRow } from '../db/rows.ts';

interface Page {
  pageNum: number;
  pageSize: number;
}
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

/** My visitors, newest first. */
export async function listVisitors(db: Database, userId: number) {
  const rows = await db.select().from(visitors).where(eq(visitors.userId, userId)).orderBy(desc(visitors.id));
  return rows.map(presentVisitor);
}

/** One of my visitors. */
export async function getVisitor(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(visitors)
    .where(and(eq(visitors.id, id), eq(visitors.userId, userId)));
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
  if ((n?.n ?? 0) >= 50) throw refused('at most 50 visitors');
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
    .where(and(eq(visitors.id, id), eq(visitors.userId, userId)))
    .returning();
  if (row === undefined) throw notFound('visitor', id);
  return presentVisitor(row);
}

/** Deletes one of my visitors. */
export async function deleteVisitor(db: Database, userId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(visitors)
    .where(and(eq(visitors.id, id), eq(visitors.userId, userId)))
    .returning({ id: visitors.id });
  if (deleted.length === 0) throw notFound('visitor', id);
  return null;
}

const targetTables = {
  exhibition: exhibitions,
  company: companies,
  news,
  user: users,
  industry: industries,
} as const;

/** Follows a target (idempotent); following oneself is refused. */
export async function follow(
  db: Database,
  userId: number,
  body: z.output<typeof followBodySchema>,
  now: Date,
) {
  if (body.targetType === 'user' && body.targetId === userId) throw refused('you cannot follow yourself');
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

/** My follows of one type with each target's summary. */
export async function listFollows(
  db: Database,
  userId: number,
  targetType: keyof typeof targetTables,
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
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ total: count() }).from(follows).where(where),
  ]);
  const ids = rows.map((r) => r.targetId);
  let targets: Map<number, Record<string, unknown>>;
  if (targetType === 'exhibition')
    targets = new Map((await exhibitionSummariesByIds(db, ids, locale, today)).map((t) => [t.id, t]));
  else if (targetType === 'company')
    targets = new Map((await companySummariesByIds(db, ids, locale)).map((t) => [t.id, t]));
  else if (targetType === 'news')
    targets = new Map((await newsSummariesByIds(db, ids, locale)).map((t) => [t.id, t]));
  else if (targetType === 'user')
    targets = new Map(
      (ids.length === 0
        ? []
        : await db
            .select({ id: users.id, name: users.nickname, avatar: users.avatar })
            .from(users)
            .where(inArray(users.id, ids))
      ).map((t) => [t.id, t]),
    );
  else
    targets = new Map(
      (ids.length === 0 ? [] : await db.select().from(industries).where(inArray(industries.id, ids))).map(
        (t) => [t.id, { id: t.id, name: pick(locale, t.nameZh, t.nameEn) }],
      ),
    );
  return {
    records: rows.map((r) => ({
      targetType: r.targetType as keyof typeof targetTables,
      targetId: r.targetId,
      createdAt: r.createdAt.toISOString(),
      target: targets.get(r.targetId) ?? { id: r.targetId, removed: true },
    })),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    total: totals[0]?.total ?? 0,
  };
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
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ total: count() }).from(follows).where(where),
  ]);
  return {
    records: rows.map((r) => ({ ...r, followedAt: r.followedAt.toISOString() })),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    total: totals[0]?.total ?? 0,
  };
}

/** My reminders with the date each fires. */
export async function listReminders(db: Database, userId: number, locale: Locale) {
  const rows = await db
    .select({
      r: reminders,
      e: {
        id: exhibitions.id,
        nameZh: exhibitions.nameZh,
        nameEn: exhibitions.nameEn,
        startDate: exhibitions.startDate,
      },
    })
    .from(reminders)
    .innerJoin(exhibitions, eq(exhibitions.id, reminders.exhibitionId))
    .where(eq(reminders.userId, userId))
    .orderBy(exhibitions.startDate);
  return rows.map(({ r, e }) => ({
    id: r.id,
    exhibition: { id: e.id, name: pick(locale, e.nameZh, e.nameEn), startDate: e.startDate },
    daysBefore: r.daysBefore,
    channel: r.channel,
    remindOn: new Date(Date.parse(`${e.startDate}T00:00:00Z`) - r.daysBefore * 86_400_000)
      .toISOString()
      .slice(0, 10),
  }));
}

/** Sets (or replaces) my reminder for an upcoming fair. */
export async function setReminder(
  db: Database,
  userId: number,
  body: { exhibitionId: number; daysBefore: number; channel: string },
  locale: Locale,
  now: Date,
) {
  const [fair] = await db
    .select({ id: exhibitions.id, startDate: exhibitions.startDate })
    .from(exhibitions)
    .where(eq(exhibitions.id, body.exhibitionId));
  if (fair === undefined) throw notFound('exhibition', body.exhibitionId);
  if (fair.startDate <= now.toISOString().slice(0, 10)) throw refused('this exhibition has already started');
  await db
    .insert(reminders)
    .values({ userId, ...body, createdAt: now })
    .onConflictDoUpdate({
      target: [reminders.userId, reminders.exhibitionId],
      set: { daysBefore: body.daysBefore, channel: body.channel },
    });
  return (await listReminders(db, userId, locale)).find((r) => r.exhibition.id === body.exhibitionId);
}

/** Deletes one of my reminders. */
export async function deleteReminder(db: Database, userId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  if (deleted.length === 0) throw notFound('reminder', id);
  return null;
}

/** My orders of one kind, newest first. */
export async function listMyOrders(
  db: Database,
  userId: number,
  orderType: 'ticket' | 'visa' | 'application' | 'trip',
  page: Page,
  locale: Locale,
) {
  const table = orderTable(orderType);
  const where = eq(table.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({ orderNo: table.orderNo })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ total: count() }).from(table).where(where),
  ]);
  const records = await Promise.all(rows.map((r) => getOrder(db, userId, r.orderNo, locale)));
  return { records, pageNum: page.pageNum, pageSize: page.pageSize, total: totals[0]?.total ?? 0 };
}

/** Articles I submitted. */
export async function listMyNews(db: Database, userId: number, locale: Locale) {
  const rows = await db.select().from(news).where(eq(news.authorUserId, userId)).orderBy(desc(news.id));
  return rows.map((r) => ({
    id: r.id,
    title: pick(locale, r.titleZh, r.titleEn),
    status: r.status as 'pending',
    createdAt: r.publishedAt.toISOString(),
  }));
}

/** Submits an article for review; both language columns hold the text until an editor translates it. */
export async function submitNews(
  db: Database,
  userId: number,
  body: z.output<typeof myNewsBodySchema>,
  now: Date,
) {
  const [[industry], [type]] = await Promise.all([
    db.select({ id: industries.id }).from(industries).where(eq(industries.id, body.industryId)),
    db.select({ id: newsTypes.id }).from(newsTypes).where(eq(newsTypes.id, body.typeId)),
  ]);
  if (industry === undefined) throw notFound('industry', body.industryId);
  if (type === undefined) throw notFound('news type', body.typeId);
  const [row] = await db
    .insert(news)
    .values({
      typeId: body.typeId,
      industryId: body.industryId,
      authorUserId: userId,
      status: 'pending',
      titleZh: body.title,
      titleEn: body.title,
      summaryZh: body.summary,
      summaryEn: body.summary,
      bodyZh: body.body,
      bodyEn: body.body,
      cover: '',
      source: 'user',
      publishedAt: now,
      letter: letterOf(body.title),
      updatedAt: now,
    })
    .returning();
  const r = firstRow(row === undefined ? [] : [row]);
  return { id: r.id, title: body.title, status: 'pending' as const, createdAt: now.toISOString() };
}

/** Withdraws one of my articles. */
export async function deleteMyNews(db: Database, userId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(news)
    .where(and(eq(news.id, id), eq(news.authorUserId, userId)))
    .returning({ id: news.id });
  if (deleted.length === 0) throw notFound('news', id);
  return null;
}

/** My periodical requests. */
export async function listPeriodicalRequests(db: Database, userId: number, locale: Locale) {
  const rows = await db
    .select({
      r: periodicalRequests,
      p: { id: periodicals.id, nameZh: periodicals.titleZh, nameEn: periodicals.titleEn },
    })
    .from(periodicalRequests)
    .innerJoin(periodicals, eq(periodicals.id, periodicalRequests.periodicalId))
    .where(eq(periodicalRequests.userId, userId))
    .orderBy(desc(periodicalRequests.id));
  return rows.map(({ r, p }) => ({
    id: r.id,
    periodical: { id: p.id, name: pick(locale, p.nameZh, p.nameEn) },
    address: r.address,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Requests a copy of a periodical (once per periodical). */
export async function requestPeriodical(
  db: Database,
  userId: number,
  body: { periodicalId: number; address: string },
  locale: Locale,
  now: Date,
) {
  const [p] = await db
    .select({ id: periodicals.id })
    .from(periodicals)
    .where(eq(periodicals.id, body.periodicalId));
  if (p === undefined) throw notFound('periodical', body.periodicalId);
  try {
    await db.insert(periodicalRequests).values({ userId, ...body, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('you already requested this periodical');
    throw error;
  }
  return (await listPeriodicalRequests(db, userId, locale)).find(
    (r) => r.periodical.id === body.periodicalId,
  );
}

/** Updates my profile; an e-mail already used by another account is refused with 20003. */
export async function updateProfile(db: Database, userId: number, body: z.output<typeof profileBodySchema>) {
  try {
    await db
      .update(users)
      .set({ ...body, ...(body.email !== undefined && { email: body.email.toLowerCase() }) })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(ResponseCode.duplicatedUser, 409, 'duplicated user: e-mail already used');
    throw error;
  }
}

/** My enterprise authentication, or null when never requested. */
export async function getEnterpriseAuth(db: Database, userId: number) {
  const [row] = await db.select().from(enterpriseAuths).where(eq(enterpriseAuths.userId, userId));
  if (row === undefined) return null;
  return {
    companyName: row.companyName,
    licenceNo: row.licenceNo,
    licenceImages: (row.licenceImages as number[]).map((id) => `/api/uploads/${String(id)}`),
    status: row.status as 'pending' | 'approved' | 'rejected',
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Submits (or resubmits) enterprise authentication with my uploaded licence images; an approved one is final. */
export async function submitEnterpriseAuth(
  db: Database,
  userId: number,
  body: z.output<typeof enterpriseAuthBodySchema>,
  now: Date,
) {
  const own = await db
    .select({ id: uploads.id, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, body.licenceImages)));
  const missing = body.licenceImages.filter(
    (id) => !own.some((u) => u.id === id && u.contentType.startsWith('image/')),
  );
  if (missing.length > 0) throw notFound('licence image upload', missing.join(','));
  const current = await getEnterpriseAuth(db, userId);
  if (current?.status === 'approved') throw refused('enterprise authentication is already approved');
  const values = {
    companyName: body.companyName,
    licenceNo: body.licenceNo,
    licenceImages: body.licenceImages,
    status: 'pending',
    updatedAt: now,
  };
  await db
    .insert(enterpriseAuths)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: enterpriseAuths.userId, set: values });
  return getEnterpriseAuth(db, userId);
}
