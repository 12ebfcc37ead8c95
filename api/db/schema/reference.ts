import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bilingual, coordinates } from './columns.ts';

// Reference data: the database's own facts, industries and geography.

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
