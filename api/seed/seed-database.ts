import { pinyinOf } from './letters.ts';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../domain/passwords.ts';
import {
  demoEditor,
  demoExhibitor,
  demoMember,
  demoMemberCount,
  demoPassword,
  demoStaff,
} from './demo-accounts.ts';
import { insertDemoExhibitor } from './seed-exhibitor-account.ts';
import { generateCatalogue, utcDay, type Catalogue } from './generate-catalogue.ts';
import { firstRow } from '../db/rows.ts';

// PostgreSQL allows 65,535 bind parameters per statement: batches as large as that allows mean
// few round trips (the first start seeds tens of thousands of rows).
const maxParameters = 60_000;

// Generated rows may carry fields other generators read (a country's currency, a city's
// continent, an industry's fair names): only the table's own columns are inserted.
async function insertAll(db: Database, table: PgTable, rows: readonly object[]): Promise<void> {
  const columnKeys = new Set(Object.keys(getTableColumns(table)));
  const values = rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => columnKeys.has(key))),
  );
  const columns = Math.max(1, ...values.slice(0, 1).map((row) => Object.keys(row).length));
  const batchRows = Math.max(1, Math.min(5000, Math.floor(maxParameters / columns)));
  for (let i = 0; i < values.length; i += batchRows) {
    await db.insert(table).values(values.slice(i, i + batchRows));
  }
}

/** Rows with their Chinese index letter and pinyin sort key, computed from their Chinese name. */
function withPinyin<Row extends object>(rows: readonly Row[], chineseName: (row: Row) => string): Row[] {
  return rows.map((row) => ({ ...row, ...pinyinOf(chineseName(row)) }));
}

/**
 * A few fairs that will not take place as announced, so calendars and pages show those states:
 * every 211th upcoming fair is cancelled, the one after it postponed (none at the smallest scales'
 * first ids, which tests use as ordinary fairs).
 */
function withStatus<Row extends { id?: number | undefined; startDate: string }>(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const id = row.id ?? 0;
    if (id < 100) return row;
    if (id % 211 === 0) return { ...row, status: 'cancelled' };
    if (id % 211 === 1) return { ...row, status: 'postponed' };
    return row;
  });
}

/** Rows the seed gives explicit ids; their sequences are moved past the highest id afterwards. */
const serialTables = [
  'industries',
  'continents',
  'countries',
  'cities',
  'pavilions',
  'companies',
  'exhibitions',
  'exhibition_editions',
  'tickets',
  'ticket_tiers',
  'periodicals',
  'periodical_exhibitors',
  'news_types',
  'news',
  'keyword_links',
  'wiki_categories',
  'wiki_articles',
  'visas',
  'trips',
  'special_topics',
  'about_pages',
  'communities',
  'community_posts',
  'users',
  'visitors',
  'follows',
  'reminders',
  'ticket_orders',
  'visa_orders',
  'visa_applicants',
  'product_categories',
  'halls',
  'stands',
  'fair_exhibitors',
];

async function insertCatalogue(db: Database, c: Catalogue): Promise<void> {
  await insertAll(db, t.continents, c.lookups.continents);
  await insertAll(db, t.countries, c.lookups.countries);
  await insertAll(db, t.cities, c.lookups.cities);
  await insertAll(db, t.industries, c.lookups.industries);
  await insertAll(
    db,
    t.pavilions,
    withPinyin(c.pavilions, (row) => row.nameZh),
  );
  await insertAll(
    db,
    t.companies,
    withPinyin(c.companies, (row) => row.nameZh),
  );
  await insertAll(
    db,
    t.exhibitions,
    withPinyin(withStatus(c.exhibitions.exhibitions), (row) => row.nameZh),
  );
  await insertAll(db, t.exhibitionEditions, c.exhibitions.editions);
  await insertAll(db, t.tickets, c.exhibitions.tickets);
  await insertAll(db, t.ticketTiers, c.exhibitions.tiers);
  await insertAll(
    db,
    t.periodicals,
    withPinyin(c.exhibitions.periodicals, (row) => row.titleZh),
  );
  await insertAll(db, t.periodicalExhibitors, c.exhibitions.periodicalExhibitors);
  await insertAll(db, t.newsTypes, c.news.types);
  await insertAll(
    db,
    t.news,
    withPinyin(c.news.articles, (row) => row.titleZh),
  );
  await insertAll(db, t.keywordLinks, c.news.keywords);
  await insertAll(db, t.wikiCategories, c.wiki.categories);
  await insertAll(
    db,
    t.wikiArticles,
    withPinyin(c.wiki.articles, (row) => row.titleZh),
  );
  await insertAll(
    db,
    t.visas,
    withPinyin(c.visas, (row) => row.titleZh),
  );
  await insertAll(db, t.trips, c.trips);
  await insertAll(db, t.specialTopics, c.topics);
  await insertAll(db, t.aboutPages, c.aboutPages);
  await insertAll(db, t.communities, c.communities.communities);
  await insertAll(db, t.communityPosts, c.communities.posts);
  await insertAll(db, t.halls, c.floorPlans.halls);
  await insertAll(db, t.stands, c.floorPlans.stands);
  await insertAll(db, t.productCategories, c.fairExhibitors.categories);
  await insertAll(db, t.fairExhibitors, c.fairExhibitors.exhibitors);
  await insertAll(db, t.fairExhibitorCategories, c.fairExhibitors.exhibitorCategories);
}

/**
 * Demo accounts (user 1 is the editor, 2.. are members, then the gate staff) and a little history for member 2
 * (demoMember(1)): visitors, follows, a reminder, a paid and a pending ticket order, a visa order.
 */
async function insertDemoUsers(db: Database, c: Catalogue): Promise<void> {
  // One hash for the shared demo password keeps first start fast; real accounts each get their own salt.
  const passwordHash = await hashPassword(demoPassword);
  const members = Array.from({ length: demoMemberCount }, (_, i) => demoMember(i + 1));
  await insertAll(db, t.users, [
    { id: 1, ...demoEditor, passwordHash, role: 'editor', bio: 'Content editor' },
    ...members.map((m, i) => ({
      id: i + 2,
      ...m,
      passwordHash,
      role: 'member',
      bio: '热爱展会 / I love trade fairs',
      enterpriseVerified: i % 4 === 0,
    })),
    { id: demoMemberCount + 2, ...demoStaff, passwordHash, role: 'staff', bio: 'Gate staff' },
    { id: demoMemberCount + 3, ...demoExhibitor, passwordHash, role: 'member', bio: 'Exhibitor' },
  ]);
  await insertDemoExhibitor(db, c, demoMemberCount + 3);
  await insertAll(db, t.visitors, [
    {
      id: 1,
      userId: 2,
      name: '王伟',
      phone: '+8613800000001',
      email: 'demo01@demo.expoportal.example',
      company: '上海华信科技',
      position: '采购经理',
      idType: 'id-card',
      idNumber: '310101199001011234',
    },
    {
      id: 2,
      userId: 2,
      name: 'Anna Schmidt',
      phone: '+8613800000011',
      email: null,
      company: 'Kessler GmbH',
      position: 'Buyer',
      idType: 'passport',
      idNumber: 'C01234567',
    },
  ]);
  await insertAll(db, t.follows, [
    ...[1, 2, 3, 4, 5].map((id, i) => ({ id: i + 1, userId: 2, targetType: 'exhibition', targetId: id })),
    { id: 6, userId: 2, targetType: 'company', targetId: 1 },
    { id: 7, userId: 2, targetType: 'news', targetId: 1 },
    { id: 8, userId: 2, targetType: 'user', targetId: 3 },
    { id: 9, userId: 3, targetType: 'user', targetId: 2 },
    { id: 10, userId: 2, targetType: 'industry', targetId: 1 },
  ]);
  await insertAll(db, t.reminders, [{ id: 1, userId: 2, exhibitionId: 2, daysBefore: 7, channel: 'sms' }]);
  const tier = firstRow(c.exhibitions.tiers.filter((x) => x.priceMinor > 0));
  const ticket = firstRow(c.exhibitions.tickets.filter((x) => x.id === tier.ticketId));
  const contact = {
    contactName: '王伟',
    contactPhone: '+8613800000001',
    contactEmail: 'demo01@demo.expoportal.example',
  };
  await insertAll(db, t.ticketOrders, [
    {
      id: 1,
      orderNo: 'T202601010000001',
      userId: 2,
      idempotencyKey: 'seed-ticket-1',
      requestHash: 'seed',
      amountMinor: tier.priceMinor * 2,
      currency: tier.currency,
      status: 'paid',
      ...contact,
      exhibitionId: ticket.exhibitionId,
      ticketId: ticket.id,
      tierId: tier.id,
      quantity: 2,
      unitPriceMinor: tier.priceMinor,
      payKind: 1,
      visitorIds: [1, 2],
      paidAt: new Date('2026-01-01T10:00:00Z'),
    },
    {
      id: 2,
      orderNo: 'T202601020000002',
      userId: 2,
      idempotencyKey: 'seed-ticket-2',
      requestHash: 'seed',
      amountMinor: tier.priceMinor,
      currency: tier.currency,
      status: 'pending',
      ...contact,
      exhibitionId: ticket.exhibitionId,
      ticketId: ticket.id,
      tierId: tier.id,
      quantity: 1,
      unitPriceMinor: tier.priceMinor,
      payKind: 1,
      visitorIds: [1],
    },
  ]);
  await db
    .update(t.ticketTiers)
    .set({ sold: 3 })
    .where(sql`${t.ticketTiers.id} = ${tier.id}`);
  const visa = firstRow(c.visas);
  await insertAll(db, t.visaOrders, [
    {
      id: 1,
      orderNo: 'V202601030000001',
      userId: 2,
      idempotencyKey: 'seed-visa-1',
      requestHash: 'seed',
      amountMinor: visa.priceMinor,
      currency: visa.currency,
      status: 'pending',
      ...contact,
      visaId: visa.id,
      departDate: '2027-03-01',
      applicantCount: 1,
    },
  ]);
  await insertAll(db, t.visaApplicants, [
    {
      id: 1,
      orderId: 1,
      name: '王伟',
      pinyin: 'WANG WEI',
      passportNo: 'E12345678',
      applicantKind: 'employed',
      phone: '+8613800000001',
    },
  ]);
}

/**
 * Fills an empty, migrated database with the catalogue and demo accounts in one transaction;
 * `day` (YYYY-MM-DD) is the day the news is dated up to.
 */
export async function seedDatabase(
  db: Database,
  scale: number,
  day: string = utcDay(new Date()),
): Promise<void> {
  const catalogue = generateCatalogue(scale, day);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await insertCatalogue(txDb, catalogue);
    await insertDemoUsers(txDb, catalogue);
    for (const table of serialTables) {
      await txDb.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
    await txDb.insert(t.meta).values({
      key: 'seed',
      value: JSON.stringify({ scale, exhibitions: catalogue.exhibitions.exhibitions.length }),
    });
  });
  // Fresh statistics, so the planner uses the indexes from the first request on.
  await db.execute(sql`analyze`);
}
