import { boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bilingual, coordinates, dateRange, listed, price, refundPolicy, updatedAt } from './columns.ts';

// What the portal lists and sells: convention centres, companies, exhibitions with their editions
// and tickets, periodicals, visas and group trips.

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
    /** Taken offline by an editor: left out of every public read (api/domain/online.ts). */
    offline: boolean('offline').notNull().default(false),
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
    /** The company's public contact address: a fair's calendar event names it as ORGANIZER. */
    email: text('email'),
    logo: text('logo').notNull(),
    ...listed(),
    /** Taken offline by an editor: left out of every public read (api/domain/online.ts). */
    offline: boolean('offline').notNull().default(false),
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
    /** Taken offline by an editor: left out of every public read (api/domain/online.ts). */
    offline: boolean('offline').notNull().default(false),
    ...listed(),
  },
  (t) => [
    index('exhibitions_industry_idx').on(t.industryId, t.startDate),
    index('exhibitions_sub_industry_idx').on(t.subIndustryId),
    index('exhibitions_geo_idx').on(t.continentId, t.countryId, t.cityId),
    index('exhibitions_start_idx').on(t.startDate, t.id),
    // Counts of a time window (the past one is most fairs) read this index alone, instead of the
    // start index and then the table (docs/benchmarks.md "Indexes and list queries").
    index('exhibitions_start_end_idx').on(t.startDate, t.endDate),
    // A country's or a city's fairs in date order (list filters p and c without the continent,
    // which the geo index needs first), instead of filtering the whole start index.
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
    /** Taken offline by an editor: left out of every public read (api/domain/online.ts). */
    offline: boolean('offline').notNull().default(false),
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
    ...refundPolicy(),
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
    /** Taken offline by an editor: left out of every public read (api/domain/online.ts). */
    offline: boolean('offline').notNull().default(false),
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
    ...refundPolicy(),
    /** Taken offline by an editor: left out of every public read (api/domain/online.ts). */
    offline: boolean('offline').notNull().default(false),
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
