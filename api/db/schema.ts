// The reference API's tables. Every user-facing text has a `_zh` and an `_en` column; the Locale
// header picks one at read time. Money is integer minor units (fen / cents) with a currency code.
// `letter` is the upper-case first letter of the English name (A-Z, else '#'), for /sitemap_{letter}/.
// One module per area under schema/; this index is what drizzle-kit and the Drizzle client read.
export * from './schema/accounts.ts';
export * from './schema/catalogue.ts';
export * from './schema/content.ts';
export * from './schema/lookups.ts';
export * from './schema/members.ts';
export * from './schema/operations.ts';
export * from './schema/orders.ts';
