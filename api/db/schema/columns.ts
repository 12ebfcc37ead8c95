import { bigint, customType, date, doublePrecision, integer, text, timestamp } from 'drizzle-orm/pg-core';

// Shared columns are functions: a column builder belongs to the one table it is spread into.

/** Raw bytes (uploaded files). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** When the row was created (defaults to the insert time). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (the sitemap and the change feed read it). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A text column that must have a value. */
export const requiredText = (name: string) => text(name).notNull();

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

/** What the sitemap lists a row by: its letter and when it last changed. */
export const listed = () => ({
  letter: text('letter').notNull(),
  updatedAt: updatedAt(),
});

/** An id PostgreSQL numbers itself (append-only logs nobody inserts ids into). */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
