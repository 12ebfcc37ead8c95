import { asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  exhibitionEditSchema,
  newsEditSchema,
  pavilionEditSchema,
  wikiEditSchema,
} from '../../src/lib/contract/editor.ts';
import { cacheTags } from '../../src/lib/contract/cache-tags.ts';
import type { Database } from '../db/database.ts';
import {
  cacheEvents,
  cities,
  companies,
  countries,
  exhibitions,
  industries,
  news,
  newsTypes,
  pavilions,
  wikiArticles,
  wikiCategories,
} from '../db/schema.ts';
import { illegalParameter, notFound } from '../server/api-error.ts';
import { letterOf } from '../seed/letters.ts';
import { firstRow, itemAt } from '../db/rows.ts';

type Bi = { zh: string; en: string } | undefined;
type Tx = Database;

async function must(
  db: Tx,
  table:
    | typeof cities
    | typeof countries
    | typeof companies
    | typeof pavilions
    | typeof newsTypes
    | typeof wikiCategories
    | typeof exhibitions
    | typeof industries,
  id: number | undefined,
  what: string,
) {
  if (id === undefined) return undefined;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (row === undefined) throw notFound(what, id);
  return row;
}

function split(prefix: string, value: Bi): Record<string, string> {
  return value === undefined ? {} : { [`${prefix}Zh`]: value.zh, [`${prefix}En`]: value.en };
}

/** Records a change and its cache tags in one place, so response and feed always agree. */
async function recordChange(
  db: Tx,
  userId: number,
  entity: string,
  entityId: number,
  action: 'create' | 'update',
  tags: string[],
  now: Date,
) {
  const unique = [...new Set(tags)];
  const [event] = await db
    .insert(cacheEvents)
    .values({ userId, entity, entityId, action, tags: unique, createdAt: now })
    .returning({ id: cacheEvents.id });
  return { id: entityId, changeId: (event as { id: number }).id, cacheTags: unique };
}

type ExhibitionInput = Partial<z.output<typeof exhibitionEditSchema>>;

/** Creates or updates an exhibition; tags: the fair, its old and new venue and organiser, lists, sitemap, home. */
export async function saveExhibition(
  db: Tx,
  userId: number,
  id: number | null,
  body: ExhibitionInput,
  now: Date,
) {
  const before =
    id === null
      ? undefined
      : ((await must(db, exhibitions, id, 'exhibition')) as typeof exhibitions.$inferSelect);
  const sub = (await must(db, industries, body.subIndustryId, 'sub-industry')) as
    typeof industries.$inferSelect | undefined;
  if (sub?.parentId === null)
    throw illegalParameter([{ field: 'body.subIndustryId', message: 'is a top-level industry' }]);
  const city = (await must(db, cities, body.cityId, 'city')) as typeof cities.$inferSelect | undefined;
  const country =
    city === undefined
      ? undefined
      : ((await must(db, countries, city.countryId, 'country')) as typeof countries.$inferSelect);
  await must(db, pavilions, body.pavilionId, 'pavilion');
  await must(db, companies, body.organiserId, 'organiser');
  const startDate = body.startDate ?? before?.startDate;
  const endDate = body.endDate ?? before?.endDate;
  if (startDate !== undefined && endDate !== undefined && endDate < startDate)
    throw illegalParameter([{ field: 'body.endDate', message: 'before startDate' }]);
  const values = {
    ...split('name', body.name),
    ...split('intro', body.intro),
    ...split('scope', body.scope),
    ...(body.shortName !== undefined && { shortName: body.shortName }),
    ...(sub !== undefined && { subIndustryId: sub.id, industryId: sub.parentId }),
    ...(city !== undefined &&
      country !== undefined && { cityId: city.id, countryId: country.id, continentId: country.continentId }),
    ...(body.pavilionId !== undefined && { pavilionId: body.pavilionId }),
    ...(body.organiserId !== undefined && { organiserId: body.organiserId }),
    ...(body.startDate !== undefined && { startDate: body.startDate }),
    ...(body.endDate !== undefined && { endDate: body.endDate }),
    ...(body.images !== undefined && {
      images: body.images.length === 1 ? itemAt(body.images, 0) : JSON.stringify(body.images),
    }),
    ...(body.frequency !== undefined && { frequency: body.frequency }),
    ...(body.areaSqm !== undefined && { areaSqm: body.areaSqm }),
    ...(body.exhibitors !== undefined && { exhibitors: body.exhibitors }),
    ...(body.visitors !== undefined && { visitors: body.visitors }),
    ...(body.name !== undefined && { letter: letterOf(body.name.en) }),
    updatedAt: now,
  };
  const [row] =
    before === undefined
      ? await db
          .insert(exhibitions)
          .values(values as typeof exhibitions.$inferInsert)
          .returning()
      : await db.update(exhibitions).set(values).where(eq(exhibitions.id, before.id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  const tags = [
    cacheTags.exhibition(after.id),
    cacheTags.list('exhibition'),
    cacheTags.sitemap,
    cacheTags.home,
    cacheTags.pavilion(after.pavilionId),
    cacheTags.company(after.organiserId),
  ];
  if (before !== undefined)
    tags.push(cacheTags.pavilion(before.pavilionId), cacheTags.company(before.organiserId));
  return recordChange(
    db,
    userId,
    'exhibition',
    after.id,
    before === undefined ? 'create' : 'update',
    tags,
    now,
  );
}

/** Creates or updates (publishes, rejects) news; tags: the article, its HTML fragment, lists, sitemap, home. */
export async function saveNews(
  db: Tx,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof newsEditSchema>>,
  now: Date,
) {
  if (id !== null) {
    const [existing] = await db.select({ id: news.id }).from(news).where(eq(news.id, id));
    if (existing === undefined) throw notFound('news', id);
  }
  await must(db, newsTypes, body.typeId, 'news type');
  await must(db, industries, body.industryId, 'industry');
  await must(db, exhibitions, body.exhibitionId ?? undefined, 'exhibition');
  const values = {
    ...split('title', body.title),
    ...split('summary', body.summary),
    ...split('body', body.body),
    ...(body.typeId !== undefined && { typeId: body.typeId }),
    ...(body.industryId !== undefined && { industryId: body.industryId }),
    ...(body.exhibitionId !== undefined && { exhibitionId: body.exhibitionId }),
    ...(body.cover !== undefined && { cover: body.cover }),
    ...(body.source !== undefined && { source: body.source }),
    ...(body.link !== undefined && { link: body.link }),
    ...(body.status !== undefined && { status: body.status }),
    ...(body.title !== undefined && { letter: letterOf(body.title.en) }),
    ...(id === null && { publishedAt: now }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(news)
          .values(values as typeof news.$inferInsert)
          .returning()
      : await db.update(news).set(values).where(eq(news.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  return recordChange(
    db,
    userId,
    'news',
    after.id,
    id === null ? 'create' : 'update',
    [
      cacheTags.news(after.id),
      cacheTags.newsContent(after.id),
      cacheTags.list('news'),
      cacheTags.sitemap,
      cacheTags.home,
    ],
    now,
  );
}

/** Creates or updates a convention centre; tags: the venue, fairs shown with it, lists, sitemap. */
export async function savePavilion(
  db: Tx,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof pavilionEditSchema>>,
  now: Date,
) {
  if (id !== null) await must(db, pavilions, id, 'pavilion');
  const city = (await must(db, cities, body.cityId, 'city')) as typeof cities.$inferSelect | undefined;
  const country =
    city === undefined
      ? undefined
      : ((await must(db, countries, city.countryId, 'country')) as typeof countries.$inferSelect);
  const values = {
    ...split('name', body.name),
    ...split('address', body.address),
    ...split('intro', body.intro),
    ...(city !== undefined &&
      country !== undefined && { cityId: city.id, countryId: country.id, continentId: country.continentId }),
    ...(body.lat !== undefined && { lat: body.lat }),
    ...(body.lng !== undefined && { lng: body.lng }),
    ...(body.areaSqm !== undefined && { areaSqm: body.areaSqm }),
    ...(body.halls !== undefined && { halls: body.halls }),
    ...(body.website !== undefined && { website: body.website }),
    ...(body.image !== undefined && { image: body.image }),
    ...(body.name !== undefined && { letter: letterOf(body.name.en) }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(pavilions)
          .values(values as typeof pavilions.$inferInsert)
          .returning()
      : await db.update(pavilions).set(values).where(eq(pavilions.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  return recordChange(
    db,
    userId,
    'pavilion',
    after.id,
    id === null ? 'create' : 'update',
    [
      cacheTags.pavilion(after.id),
      cacheTags.list('pavilion'),
      cacheTags.list('exhibition'),
      cacheTags.sitemap,
    ],
    now,
  );
}

/** Creates or updates a wiki article; tags: the article, the wiki home and lists, sitemap. */
export async function saveWiki(
  db: Tx,
  userId: number,
  id: number | null,
  body: Partial<z.output<typeof wikiEditSchema>>,
  now: Date,
) {
  if (id !== null) {
    const [row] = await db.select({ id: wikiArticles.id }).from(wikiArticles).where(eq(wikiArticles.id, id));
    if (row === undefined) throw notFound('wiki article', id);
  }
  await must(db, wikiCategories, body.categoryId, 'wiki category');
  await must(db, industries, body.industryId, 'industry');
  if (body.exhibitionId !== undefined && body.exhibitionId > 0)
    await must(db, exhibitions, body.exhibitionId, 'exhibition');
  const values = {
    ...split('title', body.title),
    ...split('summary', body.summary),
    ...split('body', body.body),
    ...(body.categoryId !== undefined && { categoryId: body.categoryId }),
    ...(body.industryId !== undefined && { industryId: body.industryId }),
    ...(body.exhibitionId !== undefined && { exhibitionId: body.exhibitionId }),
    ...(body.title !== undefined && { letter: letterOf(body.title.en) }),
    updatedAt: now,
  };
  const [row] =
    id === null
      ? await db
          .insert(wikiArticles)
          .values(values as typeof wikiArticles.$inferInsert)
          .returning()
      : await db.update(wikiArticles).set(values).where(eq(wikiArticles.id, id)).returning();
  const after = firstRow(row === undefined ? [] : [row]);
  return recordChange(
    db,
    userId,
    'wiki',
    after.id,
    id === null ? 'create' : 'update',
    [
      cacheTags.wiki(after.id),
      cacheTags.list('wiki'),
      cacheTags.wikiCategory(after.categoryId),
      cacheTags.sitemap,
    ],
    now,
  );
}

/** The change feed after a cursor, oldest first. */
export async function listChanges(db: Database, after: number, limit: number) {
  const rows = await db
    .select()
    .from(cacheEvents)
    .where(gt(cacheEvents.id, after))
    .orderBy(asc(cacheEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    changeId: r.id,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action as 'create' | 'update',
    cacheTags: r.tags as string[],
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
  }));
}
