import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { communities, communityPosts, follows, users } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { listExhibitions } from './exhibitions.ts';
import { loadGeo } from './geo-cache.ts';
import { named } from './named.ts';

// A community's page and a user's public page both list community posts with their authors.
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
