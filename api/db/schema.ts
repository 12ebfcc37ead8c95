// The reference API's tables, one file per domain under api/db/schema/ (drizzle-kit reads this
// index: api/drizzle.config.ts). Every user-facing text has a `_zh` and an `_en` column; the Locale
// header picks one at read time. Money is integer minor units (fen / cents) with a currency code.
// `letter` is the upper-case first letter of the English name (A-Z, else '#'), for /sitemap_{letter}/;
// `pinyin_letter` the pinyin initial of the Chinese name, for the Chinese index.
export { cjkRanges } from './schema/columns.ts';
export * from './schema/reference.ts';
export * from './schema/catalogue.ts';
export * from './schema/content.ts';
export * from './schema/accounts.ts';
export * from './schema/member.ts';
export * from './schema/orders.ts';
export * from './schema/operations.ts';
export * from './schema/editorial.ts';
export * from './schema/checkin.ts';
export * from './schema/exhibitors.ts';
export * from './schema/visit-plan.ts';
