import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type IndexBuilderOn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// The reference API's tables. Every user-facing text has a `_zh` and an `_en` column; the Locale
// header picks one at read time. Money is integer minor units (fen / cents) with a currency code.
// `letter` is the upper-case first letter of the English name (A-Z, else '#'), for /sitemap_{letter}/;
// `pinyin_letter` the pinyin initial of the Chinese name, for the Chinese index.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
/**
 * The CJK characters search_entries.chars keeps, as regular-expression ranges that PostgreSQL and
 * JavaScript read alike (hiragana and katakana, CJK ideographs with extension A and compatibility
 * ideographs, Hangul syllables). The search narrows a CJK word by those of its characters.
 */
export const cjkRanges = String.raw`\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af`;
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Shared columns are functions: a column builder belongs to the one table it is spread into.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const requiredText = (name: string) => text(name).notNull();

/** A user-facing text in both languages: `{key}Zh`, `{key}En` over `{key}_zh`, `{key}_en`. */
function bilingual<const K extends string>(key: K) {
  return { [`${key}Zh`]: requiredText(`${key}_zh`), [`${key}En`]: requiredText(`${key}_en`) } as Record<
    `${K}Zh` | `${K}En`,
    ReturnType<typeof requiredText>
  >;
}

/** First and last day (dates without time, read as 'YYYY-MM-DD' strings). */
const dateRange = () => ({
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
});

/** A point on the map (WGS 84 degrees). */
const coordinates = () => ({
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** A price in integer minor units with its ISO currency. */
const price = () => ({
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull(),
});

/**
 * What the sitemap lists a row by: its letter, its Chinese index letter and sort key (pinyin of
 * the Chinese name; null until computed, see api/seed/pinyin-backfill.ts), when it last changed.
 */
const listed = () => ({
  letter: text('letter').notNull(),
  pinyinLetter: text('pinyin_letter'),
  pinyinKey: text('pinyin_key'),
  updatedAt: updatedAt(),
});

/** An id PostgreSQL numbers itself (append-only logs nobody inserts ids into). */
const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** Key-value facts about the database itself (seed version, seed scale). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Industries (parentId null) and their sub-industries. */
export const industries = pgTable(
  'industries',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    ...bilingual('name'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('industries_parent_idx').on(t.parentId)],
);

/** Continents (the `g` filter and the visa area). */
export const continents = pgTable('continents', {
  id: serial('id').primaryKey(),
  ...bilingual('name'),
});

/** Countries with ISO code. */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    continentId: integer('continent_id').notNull(),
    code: text('code').notNull(),
    ...bilingual('name'),
  },
  (t) => [index('countries_continent_idx').on(t.continentId)],
);

/** Cities with their centre coordinates. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    ...bilingual('name'),
    ...coordinates(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);

/** Convention centres. */
export const pavilions = pgTable(
  'pavilions',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').notNull(),
    countryId: integer('country_id').notNull(),
    continentId: integer('continent_id').notNull(),
    ...bilingual('name'),
    ...bilingual('address'),
    ...bilingual('intro'),
    ...coordinates(),
    areaSqm: integer('area_sqm').notNull(),
    halls: integer('halls').notNull(),
    website: text('website'),
    image: text('image').notNull(),
    ...listed(),
  },
  (t) => [index('pavilions_city_idx').on(t.cityId), index('pavilions_letter_idx').on(t.letter)],
);

/** Companies: organisers, exhibitors and service providers. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    industryId: integer('industry_id').notNull(),
    countryId: integer('country_id').notNull(),
    cityId: integer('city_id').notNull(),
    ...bilingual('name'),
    ...bilingual('intro'),
    website: text('website'),
    logo: text('logo').notNull(),
    ...listed(),
  },
  (t) => [index('companies_industry_idx').on(t.industryId), index('companies_letter_idx').on(t.letter)],
);

/** Exhibitions; start and end are those of the current (next or latest) edition. */
export const exhibitions = pgTable(
  'exhibitions',
  {
    id: serial('id').primaryKey(),
    industryId: integer('industry_id').notNull(),
    subIndustryId: integer('sub_industry_id').notNull(),
    continentId: integer('continent_id').notNull(),
    countryId: integer('country_id').notNull(),
    cityId: integer('city_id').notNull(),
    pavilionId: integer('pavilion_id').notNull(),
    organiserId: integer('organiser_id').notNull(),
    ...bilingual('name'),
    shortName: text('short_name').notNull(),
    ...bilingual('intro'),
    ...bilingual('scope'),
    /** One address or a JSON-encoded list of addresses; the first is the cover. */
    images: text('images').notNull(),
    frequency: text('frequency').notNull(),
    ...dateRange(),
    areaSqm: integer('area_sqm').notNull(),
    exhibitors: integer('exhibitors').notNull(),
    visitors: integer('visitors').notNull(),
    views: integer('views').notNull().default(0),
    /** scheduled, postponed or cancelled: whether the fair takes place as announced. */
    status: text('status').notNull().default('scheduled'),
    ...listed(),
  },
  (t) => [
    index('exhibitions_industry_idx').on(t.industryId, t.startDate),
    index('exhibitions_sub_industry_idx').on(t.subIndustryId),
    index('exhibitions_geo_idx').on(t.continentId, t.countryId, t.cityId),
    index('exhibitions_start_idx').on(t.startDate, t.id),
    // A country's or a city's fairs in date order (list filters p and c without the continent,
    // which the geo index needs first): 14 ms at 100,000 fairs by the start index, under 1 ms.
    index('exhibitions_country_start_idx').on(t.countryId, t.startDate, t.id),
    index('exhibitions_city_start_idx').on(t.cityId, t.startDate, t.id),
    index('exhibitions_pavilion_idx').on(t.pavilionId),
    index('exhibitions_letter_idx').on(t.letter),
    // A company's organised fairs (company pages, the organiser filter).
    index('exhibitions_organiser_idx').on(t.organiserId, t.startDate),
  ],
);

/** Editions of a recurring exhibition (the exhibition's "periodicals"). */
export const exhibitionEditions = pgTable(
  'exhibition_editions',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    edition: integer('edition').notNull(),
    year: integer('year').notNull(),
    ...dateRange(),
    exhibitors: integer('exhibitors').notNull(),
    visitors: integer('visitors').notNull(),
    areaSqm: integer('area_sqm').notNull(),
    ...bilingual('summary'),
  },
  (t) => [index('editions_exhibition_idx').on(t.exhibitionId)],
);

/** Ticket kinds of an exhibition; payKind 1 pay, 2 free. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    payKind: integer('pay_kind').notNull(),
    ...bilingual('name'),
    ...bilingual('description'),
    saleStart: date('sale_start', { mode: 'string' }).notNull(),
    saleEnd: date('sale_end', { mode: 'string' }).notNull(),
  },
  (t) => [index('tickets_exhibition_idx').on(t.exhibitionId)],
);

/** Price tiers of a ticket with their stock. */
export const ticketTiers = pgTable(
  'ticket_tiers',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id').notNull(),
    ...bilingual('name'),
    ...price(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [index('ticket_tiers_ticket_idx').on(t.ticketId)],
);

/** Periodicals and exhibitor directories. */
export const periodicals = pgTable(
  'periodicals',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    ...bilingual('title'),
    ...bilingual('intro'),
    cover: text('cover').notNull(),
    pages: integer('pages').notNull(),
    ...listed(),
  },
  (t) => [index('periodicals_exhibition_idx').on(t.exhibitionId)],
);

/** Exhibitors listed in a periodical (directory) with their booth. */
export const periodicalExhibitors = pgTable(
  'periodical_exhibitors',
  {
    id: serial('id').primaryKey(),
    periodicalId: integer('periodical_id').notNull(),
    companyId: integer('company_id').notNull(),
    booth: text('booth').notNull(),
  },
  (t) => [
    index('periodical_exhibitors_periodical_idx').on(t.periodicalId),
    index('periodical_exhibitors_company_idx').on(t.companyId),
  ],
);

/** News types (information categories). */
export const newsTypes = pgTable('news_types', {
  id: serial('id').primaryKey(),
  ...bilingual('name'),
});

/** News articles; status 'published' is public, 'pending' awaits an editor. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    industryId: integer('industry_id').notNull(),
    exhibitionId: integer('exhibition_id'),
    authorUserId: integer('author_user_id'),
    status: text('status').notNull().default('published'),
    ...bilingual('title'),
    ...bilingual('summary'),
    ...bilingual('body'),
    cover: text('cover').notNull(),
    source: text('source').notNull(),
    /** Set when the article links elsewhere instead of /information/{id}.html. */
    link: text('link'),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...listed(),
  },
  (t) => [
    // Covers the list's whole order (newest first, id as tie-break; read backwards), so a deep
    // page walks the index instead of sorting every published article.
    index('news_list_idx').on(t.status, t.publishedAt, t.id),
    index('news_type_idx').on(t.typeId, t.industryId),
    index('news_author_idx').on(t.authorUserId),
  ],
);

/** Keyword-link table served as /ossApi/InnerChainInfo/key.json. */
export const keywordLinks = pgTable('keyword_links', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  url: text('url').notNull(),
});

/** Wiki categories (the `s` of /wiki-{s}-{page}/). */
export const wikiCategories = pgTable('wiki_categories', {
  id: serial('id').primaryKey(),
  ...bilingual('name'),
  ...bilingual('intro'),
});

/** Wiki articles; /wiki/{id}-{a}-{h}-{aid}.html is id, categoryId, industryId, exhibitionId (0 = none). */
export const wikiArticles = pgTable(
  'wiki_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    industryId: integer('industry_id').notNull(),
    exhibitionId: integer('exhibition_id').notNull().default(0),
    ...bilingual('title'),
    ...bilingual('summary'),
    ...bilingual('body'),
    views: integer('views').notNull().default(0),
    ...listed(),
  },
  (t) => [index('wiki_category_idx').on(t.categoryId)],
);

/** Visa products. visaAreaId = continent, areaId = country, type = visa type, bizType = consular district. */
export const visas = pgTable(
  'visas',
  {
    id: serial('id').primaryKey(),
    visaAreaId: integer('visa_area_id').notNull(),
    areaId: integer('area_id').notNull(),
    type: integer('type').notNull(),
    bizType: integer('biz_type').notNull(),
    ...bilingual('title'),
    ...bilingual('intro'),
    entries: text('entries').notNull(),
    validityDays: integer('validity_days').notNull(),
    stayDays: integer('stay_days').notNull(),
    processingDays: integer('processing_days').notNull(),
    ...price(),
    /** [{ code, zh, en, amountMinor }] */
    fees: jsonb('fees').notNull(),
    /** [{ code, applicantKind, zh, en, required, noteZh, noteEn }] */
    documents: jsonb('documents').notNull(),
    dailyQuota: integer('daily_quota').notNull(),
    ...listed(),
  },
  (t) => [index('visas_filter_idx').on(t.visaAreaId, t.areaId, t.type, t.bizType)],
);

/** Exhibition group trips (Chinese edition). */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    ...bilingual('title'),
    ...bilingual('departure'),
    ...dateRange(),
    ...price(),
    quota: integer('quota').notNull(),
    signed: integer('signed').notNull().default(0),
    /** [{ day, zh, en }] */
    itinerary: jsonb('itinerary').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trips_exhibition_idx').on(t.exhibitionId)],
);

/** Special topics: a curated page of exhibitions and news. */
export const specialTopics = pgTable('special_topics', {
  id: serial('id').primaryKey(),
  ...bilingual('title'),
  ...bilingual('intro'),
  cover: text('cover').notNull(),
  exhibitionIds: jsonb('exhibition_ids').notNull(),
  newsIds: jsonb('news_ids').notNull(),
  updatedAt: updatedAt(),
});

/** About pages (/about/{id}.html). */
export const aboutPages = pgTable('about_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...bilingual('title'),
  ...bilingual('body'),
  updatedAt: updatedAt(),
});

/** Communities: an industry's discussion space (/community/{id}.html). */
export const communities = pgTable('communities', {
  id: serial('id').primaryKey(),
  industryId: integer('industry_id').notNull(),
  ...bilingual('name'),
  ...bilingual('intro'),
  updatedAt: updatedAt(),
});

/** Posts inside a community. */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_posts_community_idx').on(t.communityId),
    index('community_posts_user_idx').on(t.userId),
  ],
);

/** Accounts. role 'member' or 'editor'; blocked users get 111008. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').unique(),
  email: text('email').unique(),
  openId: text('open_id').unique(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar'),
  bio: text('bio').notNull().default(''),
  passwordHash: text('password_hash'),
  role: text('role').notNull().default('member'),
  blocked: boolean('blocked').notNull().default(false),
  enterpriseVerified: boolean('enterprise_verified').notNull().default(false),
  createdAt: createdAt(),
});

/** Access tokens, stored as SHA-256 hashes; revokedAt set by logout. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The columns of a verification-code table (SMS codes to a phone, e-mail codes to an address):
 * the code is stored hashed with its target and purpose; `target` is the table's `targetColumn`.
 */
const verificationCodeColumns = (targetColumn: string) => ({
  id: serial('id').primaryKey(),
  target: text(targetColumn).notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** SMS verification codes, stored hashed; the phone (E.164) is `target`. */
export const smsCodes = pgTable('sms_codes', verificationCodeColumns('phone'), (t) => [
  index('sms_codes_phone_idx').on(t.target, t.createdAt),
]);

/** E-mail verification codes, stored hashed; the address (lower case) is `target`. */
export const emailCodes = pgTable('email_codes', verificationCodeColumns('email'), (t) => [
  index('email_codes_email_idx').on(t.target, t.createdAt),
]);

/** What the simulated SMS gateway "sent"; written only in dev and test. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone)],
);

/** E-mails the API "sent" in dev and test (queueMail); pre and prod post them to the provider. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress)],
);

/** WeChat QR login tickets: pending -> scanned -> consumed. */
export const wxTickets = pgTable('wx_tickets', {
  ticket: text('ticket').primaryKey(),
  status: text('status').notNull(),
  openId: text('open_id'),
  nickname: text('nickname'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Uploaded files (licence images, visa documents). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    token: text('token').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/** Visitors a user buys tickets for. */
export const visitors = pgTable(
  'visitors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visitors_user_idx').on(t.userId)],
);

/** Follows of exhibitions, companies, news, users and industries. */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_unique').on(t.userId, t.targetType, t.targetId),
    index('follows_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Exhibition reminders. */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    exhibitionId: integer('exhibition_id').notNull(),
    daysBefore: integer('days_before').notNull(),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reminders_unique').on(t.userId, t.exhibitionId)],
);

/**
 * A member's private calendar feed (webcal): one token per member, stored as its SHA-256 hash.
 * Regenerating replaces the hash (the old URL stops answering); turning the feed off deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** Requests for a copy of a periodical (my periodicals). */
export const periodicalRequests = pgTable(
  'periodical_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    periodicalId: integer('periodical_id').notNull(),
    address: text('address').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('periodical_requests_unique').on(t.userId, t.periodicalId)],
);

/** Enterprise authentication requests with licence images (upload tokens). */
export const enterpriseAuths = pgTable('enterprise_auths', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique(),
  companyName: text('company_name').notNull(),
  licenceNo: text('licence_no').notNull(),
  licenceImages: jsonb('licence_images').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The columns every order table starts with, whatever it sells. */
const orderColumns = () => ({
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  /** pending (awaiting payment), paid, free, cancelled */
  status: text('status').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

type IndexColumn = Parameters<IndexBuilderOn['on']>[0];

/** An order table's indexes: one order per user and Idempotency-Key, and a user's orders. */
const orderIndexes = (table: string) => (t: { userId: IndexColumn; idempotencyKey: IndexColumn }) => [
  uniqueIndex(`${table}_idem`).on(t.userId, t.idempotencyKey),
  index(`${table}_user_idx`).on(t.userId),
];

/** Ticket orders. */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    ...orderColumns(),
    exhibitionId: integer('exhibition_id').notNull(),
    ticketId: integer('ticket_id').notNull(),
    tierId: integer('tier_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    payKind: integer('pay_kind').notNull(),
    visitorIds: jsonb('visitor_ids').notNull(),
    /** The secret half of the e-ticket code: random, set when the order is paid or free. */
    checkInCode: text('check_in_code'),
    /**
     * Until when a pending order holds its tickets (created + 15 minutes); at that time the
     * order turns expired and its tickets go back to stock. Null for orders that hold nothing.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  },
  (t) => [
    ...orderIndexes('ticket_orders')(t),
    // The sweep of expired holds: pending orders by the end of their hold.
    index('ticket_orders_hold_idx').on(t.status, t.holdExpiresAt),
  ],
);

/**
 * The waiting list of a sold-out price tier: one row per member and tier. waiting: in line
 * (by joinedAt, then id); offered: returned stock was held for the member as `orderNo`.
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tierId: integer('tier_id').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    orderNo: text('order_no'),
  },
  (t) => [
    uniqueIndex('waiting_list_unique').on(t.userId, t.tierId),
    index('waiting_list_line_idx').on(t.tierId, t.status, t.joinedAt),
  ],
);

/** In-site messages to a member (the management centre's messages page). */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** waitlist-hold: returned stock is held for the member. */
    kind: text('kind').notNull(),
    /** What the message is about (for waitlist-hold: orderNo, tierId, quantity, holdExpiresAt). */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_messages_user_idx').on(t.userId, t.id)],
);

/** Visa orders. */
export const visaOrders = pgTable(
  'visa_orders',
  {
    ...orderColumns(),
    visaId: integer('visa_id').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    applicantCount: integer('applicant_count').notNull(),
  },
  orderIndexes('visa_orders'),
);

/** Applicants of a visa order. */
export const visaApplicants = pgTable(
  'visa_applicants',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    name: text('name').notNull(),
    pinyin: text('pinyin').notNull(),
    passportNo: text('passport_no').notNull(),
    applicantKind: text('applicant_kind').notNull(),
    phone: text('phone'),
  },
  (t) => [index('visa_applicants_order_idx').on(t.orderId)],
);

/** Documents uploaded for a visa applicant. */
export const visaApplicantDocuments = pgTable(
  'visa_applicant_documents',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id').notNull(),
    documentCode: text('document_code').notNull(),
    uploadId: integer('upload_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('visa_applicant_documents_unique').on(t.applicantId, t.documentCode)],
);

/** Exhibition (booth) applications; free of charge, reviewed by the organiser. */
export const exhibitionApplications = pgTable(
  'exhibition_applications',
  {
    ...orderColumns(),
    exhibitionId: integer('exhibition_id').notNull(),
    companyName: text('company_name').notNull(),
    boothType: text('booth_type').notNull(),
    boothAreaSqm: integer('booth_area_sqm').notNull(),
    remark: text('remark').notNull(),
  },
  orderIndexes('exhibition_applications'),
);

/** Group trip sign-ups. */
export const tripSignups = pgTable(
  'trip_signups',
  {
    ...orderColumns(),
    tripId: integer('trip_id').notNull(),
    people: integer('people').notNull(),
  },
  orderIndexes('trip_signups'),
);

/**
 * Flight requests to an exhibition's city: requested -> quoted (staff set amount and flights)
 * -> paid -> issued, or cancelled while requested or quoted. amount_minor is 0 until quoted.
 */
export const flightOrders = pgTable(
  'flight_orders',
  {
    ...orderColumns(),
    exhibitionId: integer('exhibition_id').notNull(),
    departureCity: text('departure_city').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    cabinClass: text('cabin_class').notNull(),
    /** [{visitorId, name}]: the passengers as they were when requested (a visitor may be edited later). */
    passengers: jsonb('passengers').notNull(),
    remark: text('remark').notNull(),
    quotedFlights: text('quoted_flights'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quotedBy: integer('quoted_by'),
    ticketNumbers: text('ticket_numbers'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by'),
  },
  (t) => [...orderIndexes('flight_orders')(t), index('flight_orders_status_idx').on(t.status, t.createdAt)],
);

/** Payments through the sandbox gateway (alipay or wxpay shaped). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentNo: text('payment_no').notNull().unique(),
    userId: integer('user_id').notNull(),
    orderType: text('order_type').notNull(),
    orderNo: text('order_no').notNull(),
    channel: text('channel').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /**
     * pending, paid, failed, closed; refunding / refunded: the payer paid for an order that was
     * no longer pending (an expired hold), and the gateway gives the money back.
     */
    status: text('status').notNull(),
    gatewayTradeNo: text('gateway_trade_no'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The gateway's refund number once the refund went through. */
    refundNo: text('refund_no'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('payments_order_idx').on(t.orderType, t.orderNo)],
);

/** The sandbox gateway's record of refunds: at most one per payment (a repeated request answers it). */
export const gatewayRefunds = pgTable('gateway_refunds', {
  id: serial('id').primaryKey(),
  refundNo: text('refund_no').notNull().unique(),
  paymentNo: text('payment_no').notNull().unique(),
  tradeNo: text('trade_no').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** Content changes by editors and the cache tags they affect, for the portal's rebuild step. */
export const cacheEvents = pgTable('cache_events', {
  id: identityId(),
  userId: integer('user_id').notNull(),
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  action: text('action').notNull(),
  tags: jsonb('tags').notNull(),
  /**
   * Whether the change may have moved its entity in or out of a list or within one (created, or
   * a field lists filter or sort on changed); false keeps `list:{entity}` out of the versions of
   * incremental exports (GET /api/export/versions). Older rows read true.
   */
  membership: boolean('membership').notNull().default(true),
  createdAt: createdAt(),
});

/** Named tracking events sent by the portal's pages and islands. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: identityId(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    sessionId: text('session_id').notNull(),
    traceId: text('trace_id').notNull(),
    props: jsonb('props').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('telemetry_events_name_idx').on(t.name, t.id)],
);

/** Page sessions recorded by rrweb and uploaded as JSON. */
export const pageRecordings = pgTable('page_recordings', {
  id: identityId(),
  sessionId: text('session_id').notNull(),
  url: text('url').notNull(),
  eventCount: integer('event_count').notNull(),
  events: jsonb('events').notNull(),
  createdAt: createdAt(),
});

/**
 * Abuse-limit counters shared by every API process on one PostgreSQL (rate-limiter-flexible's
 * Drizzle store: key = limiter prefix + key, points used, when the window or block ends).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * What the site search reads (api/domain/search.ts): one row per searchable exhibition, venue,
 * published news item, wiki article, company and visa, written by statement triggers on those
 * tables in the same transaction as the change (migration 0007_scale_sql.sql), so an editor's
 * change is found by the next request. Names are lower-cased; the searched text, English
 * tsvector, CJK characters and name lengths are generated from them. The GIN and pattern indexes
 * are declared here; the triggers and the backfill are hand-written SQL.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    /** The kind (src/lib/contract/search.ts searchTypes). */
    type: text('type').notNull(),
    id: integer('id').notNull(),
    /** Lower-cased Chinese name or title. */
    nameA: text('name_a').notNull(),
    /** Lower-cased English name or title. */
    nameB: text('name_b').notNull(),
    /** Lower-cased short name (fairs; '' otherwise). */
    nameC: text('name_c').notNull().default(''),
    /** Fairs' dates (time windows, upcoming before past). */
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** Views (0 for kinds without). */
    popularity: integer('popularity').notNull().default(0),
    hay: text('hay')
      .notNull()
      .generatedAlwaysAs(sql`name_a || ' ' || name_b || ' ' || name_c`),
    english: tsvector('english')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, name_b)`),
    /** The CJK characters of the names (in-order CJK matching first narrows by them). */
    chars: text('chars')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`string_to_array(regexp_replace(name_a || name_b || name_c, ${sql.raw(`'[^${cjkRanges}]'`)}, '', 'g'), NULL)`,
      ),
    lenA: integer('len_a')
      .notNull()
      .generatedAlwaysAs(sql`char_length(name_a)`),
    lenB: integer('len_b')
      .notNull()
      .generatedAlwaysAs(sql`char_length(name_b)`),
    lenC: integer('len_c')
      .notNull()
      .generatedAlwaysAs(sql`char_length(name_c)`),
    /** The length of the shortest name: walks take the shorter (closer fitting) names first. */
    shortest: integer('shortest')
      .notNull()
      .generatedAlwaysAs(
        sql`least(char_length(name_a), char_length(name_b), nullif(char_length(name_c), 0))`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    // Suggestions walk each kind's most viewed matches first, the shorter names first among equals.
    index('search_entries_popular_idx').on(t.type, t.popularity.desc(), t.shortest, t.id),
    index('search_entries_hay_idx').using('gin', t.hay.op('gin_trgm_ops')),
    index('search_entries_english_idx').using('gin', t.english),
    index('search_entries_chars_idx').using('gin', t.chars),
    // Exact and prefix name matches (LIKE 'q%' needs the pattern operator class).
    index('search_entries_name_a_idx').on(t.nameA.op('text_pattern_ops')),
    index('search_entries_name_b_idx').on(t.nameB.op('text_pattern_ops')),
    index('search_entries_name_c_idx').on(t.nameC.op('text_pattern_ops')),
  ],
);
