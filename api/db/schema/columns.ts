import { bigint, customType, date, doublePrecision, integer, text, timestamp } from 'drizzle-orm/pg-core';

// The column helpers every table file builds on: shared columns are functions, so a column
// builder belongs to the one table it is spread into.

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
/**
 * The CJK characters search_entries.chars keeps, as regular-expression ranges that PostgreSQL and
 * JavaScript read alike (hiragana and katakana, CJK ideographs with extension A and compatibility
 * ideographs, Hangul syllables). The search narrows a CJK word by those of its characters.
 */
export const cjkRanges = String.raw`\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af`;
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const requiredText = (name: string) => text(name).notNull();

/** A user-facing text in both languages: `{key}Zh`, `{key}En` over `{key}_zh`, `{key}_en`. */
export function bilingual<const K extends string>(key: K) {
  return { [`${key}Zh`]: requiredText(`${key}_zh`), [`${key}En`]: requiredText(`${key}_en`) } as Record<
    `${K}Zh` | `${K}En`,
    ReturnType<typeof requiredText>
  >;
}

/** First and last day (dates without time, read as 'YYYY-MM-DD' strings). */
export const dateRange = () => ({
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
});

/** A point on the map (WGS 84 degrees). */
export const coordinates = () => ({
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** A price in integer minor units with its ISO currency. */
export const price = () => ({
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull(),
});

/**
 * What the sitemap lists a row by: its letter, its Chinese index letter and sort key (pinyin of
 * the Chinese name; null until computed, see api/seed/pinyin-backfill.ts), when it last changed.
 */
export const listed = () => ({
  letter: text('letter').notNull(),
  pinyinLetter: text('pinyin_letter'),
  pinyinKey: text('pinyin_key'),
  updatedAt: updatedAt(),
});

/** An id PostgreSQL numbers itself (append-only logs nobody inserts ids into). */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/**
 * A refund policy (ticket tiers, visa products): a full refund until `refund_days` days before
 * the fair's first day (a visa: the travel date), then, until the day before, the price less
 * `refund_late_fee_percent` percent; null days: no refunds; null fee: nothing after the deadline.
 */
export const refundPolicy = () => ({
  refundDays: integer('refund_days'),
  refundLateFeePercent: integer('refund_late_fee_percent'),
});
