import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  aboutPages,
  communities,
  communityPosts,
  follows,
  specialTopics,
  trips,
  users,
} from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { exhibitionSummariesByIds, listExhibitions } from './exhibitions.ts';
import { loadGeo } from './geo-cache.ts';
import { named } from './named.ts';
import { newsSummariesByIds } from './news.ts';

/** A special topic with its curated fairs and news. */
export async function getSpecialTopic(db: Database, id: number, locale: Locale, today: Date) {
  const [row] = await db.select().from(specialTopics).where(eq(specialTopics.id, id));
  if (row === undefined) throw notFound('special topic', id);
  const [fairs, articles] = await Promise.all([
    exhibitionSummariesByIds(db, row.exhibitionIds as number[], locale, today),
    newsSummariesByIds(db, row.newsIds as number[], locale),
  ]);
  return {
    id: row.id,
    title: pick(locale, row.titleZh, row.titleEn),
    intro: pick(locale, row.introZh, row.introEn),
    cover: row.cover,
    exhibitions: fairs,
    news: articles,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** All special topics (id and title). */
export async function listSpecialTopics(db: Database, locale: Locale) {
  const rows = await db
    .select({
      id: specialTopics.id,
      titleZh: specialTopics.titleZh,
      titleEn: specialTopics.titleEn,
      cover: specialTopics.cover,
    })
    .from(specialTopics)
    .orderBy(asc(specialTopics.id));
  return rows.map((r) => ({ id: r.id, title: pick(locale, r.titleZh, r.titleEn), cover: r.cover }));
}

/** An about page with links to its siblings. */
export async function getAboutPage(db: Database, id: number, locale: Locale) {
  const rows = await db.select().from(aboutPages).orderBy(asc(aboutPages.id));
  const row = rows.find((r) => r.id === id);
  if (row === undefined) throw notFound('about page', id);
  return {
    id: row.id,
    slug: row.slug,
    title: pick(locale, row.titleZh, row.titleEn),
    body: pick(locale, row.bodyZh, row.bodyEn),
    siblings: rows.map((r) => ({ id: r.id, slug: r.slug, title: pick(locale, r.titleZh, r.titleEn) })),
  };
}

async function postsWhere(db: Database, where: SQL, limit: number) {
  const rows = await db
    .select({
      id: communityPosts.id,
      title: communityPosts.title,
      body: communityPosts.body,
      createdAt: communityPosts.createdAt,
      userId: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(where)
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    author: { id: r.userId, nickname: r.nickname, avatar: r.avatar },
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A community with its latest posts and its industry's next fairs. */
export async function getCommunity(db: Database, id: number, locale: Locale, today: Date) {
  const [row] = await db.select().from(communities).where(eq(communities.id, id));
  if (row === undefined) throw notFound('community', id);
  const [geo, posts, upcoming] = await Promise.all([
    loadGeo(db),
    postsWhere(db, eq(communityPosts.communityId, id), 50),
    listExhibitions(
      db,
      { f: row.industryId, s: 0, g: 0, p: 0, c: 0, t: 1, pageNum: 1, pageSize: 6 },
      locale,
      today,
    ),
  ]);
  return {
    id: row.id,
    name: pick(locale, row.nameZh, row.nameEn),
    intro: pick(locale, row.introZh, row.introEn),
    industry: named(locale, geo.industries.get(row.industryId)),
    posts,
    upcoming: upcoming.records,
  };
}

/** A user's public page: nickname, avatar, bio, follow counts and posts; never phone or e-mail. */
export async function getPublicUser(db: Database, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      bio: users.bio,
      enterpriseVerified: users.enterpriseVerified,
      blocked: users.blocked,
    })
    .from(users)
    .where(eq(users.id, id));
  if (row === undefined || row.blocked) throw notFound('user', id);
  const [followers, following, posts] = await Promise.all([
    db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.targetType, 'user'), eq(follows.targetId, id))),
    db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.userId, id), eq(follows.targetType, 'user'))),
    postsWhere(db, eq(communityPosts.userId, id), 20),
  ]);
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    bio: row.bio,
    enterpriseVerified: row.enterpriseVerified,
    followers: followers[0]?.n ?? 0,
    following: following[0]?.n ?? 0,
    posts,
  };
}

type TripRow = typeof trips.$inferSelect;

async function toTrips(db: Database, rows: TripRow[], locale: Locale, today: Date) {
  const fairs = await exhibitionSummariesByIds(
    db,
    rows.map((r) => r.exhibitionId),
    locale,
    today,
  );
  const fairById = new Map(fairs.map((f) => [f.id, f]));
  return rows.flatMap((row) => {
    const fair = fairById.get(row.exhibitionId);
    if (fair === undefined) return [];
    return [
      {
        id: row.id,
        title: pick(locale, row.titleZh, row.titleEn),
        departure: pick(locale, row.departureZh, row.departureEn),
        startDate: row.startDate,
        endDate: row.endDate,
        priceMinor: row.priceMinor,
        currency: row.currency,
        quota: row.quota,
        remaining: row.quota - row.signed,
        exhibition: fair,
        itinerary: (row.itinerary as { day: number; zh: string; en: string }[]).map((d) => ({
          day: d.day,
          text: pick(locale, d.zh, d.en),
        })),
      },
    ];
  });
}

/** Group trips, soonest first, optionally of one fair. */
export async function listTrips(
  db: Database,
  query: { exhibitionId: number; pageNum: number; pageSize: number },
  locale: Locale,
  today: Date,
) {
  const where = query.exhibitionId > 0 ? eq(trips.exhibitionId, query.exhibitionId) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(trips)
      .where(where)
      .orderBy(asc(trips.startDate), asc(trips.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(trips).where(where),
  ]);
  return {
    records: await toTrips(db, rows, locale, today),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total: totals[0]?.total ?? 0,
  };
}

/** One group trip. */
export async function getTrip(db: Database, id: number, locale: Locale, today: Date) {
  const rows = await db
    .select()
    .from(trips)
    .where(inArray(trips.id, [id]));
  const [trip] = await toTrips(db, rows, locale, today);
  if (trip === undefined) throw notFound('trip', id);
  return trip;
}
