import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bilingual } from './columns.ts';

// Who exhibits what and where: a bilingual product-category tree per industry, the halls of a
// venue with their stands (rectangles in the hall's own metres, origin at the hall's top-left
// corner, x to the right and y down), and each fair's exhibitors on a stand with their categories.

/** Product categories of an industry (a top-level industry id); a null parent is a root. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    industryId: integer('industry_id').notNull(),
    parentId: integer('parent_id'),
    ...bilingual('name'),
    /** Order among its siblings. */
    position: integer('position').notNull(),
  },
  (t) => [index('product_categories_industry_idx').on(t.industryId, t.position)],
);

/** The halls of a venue: number, size and where the hall lies on the venue's site plan (metres). */
export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    pavilionId: integer('pavilion_id').notNull(),
    /** 1-based number of the hall in its venue, as signs and stand codes spell it. */
    number: integer('number').notNull(),
    ...bilingual('name'),
    widthM: integer('width_m').notNull(),
    depthM: integer('depth_m').notNull(),
    /** The hall's top-left corner on the venue's site plan. */
    venueXM: integer('venue_x_m').notNull(),
    venueYM: integer('venue_y_m').notNull(),
  },
  (t) => [uniqueIndex('halls_pavilion_number_idx').on(t.pavilionId, t.number)],
);

/** Stands of a hall: a code unique in the venue (hall number, row letter, number: 2B07) and a rectangle. */
export const stands = pgTable(
  'stands',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').notNull(),
    code: text('code').notNull(),
    xM: integer('x_m').notNull(),
    yM: integer('y_m').notNull(),
    widthM: integer('width_m').notNull(),
    depthM: integer('depth_m').notNull(),
  },
  (t) => [uniqueIndex('stands_hall_code_idx').on(t.hallId, t.code)],
);

/** A company exhibiting at a fair: its stand, a short profile and the brands it shows. */
export const fairExhibitors = pgTable(
  'fair_exhibitors',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    companyId: integer('company_id').notNull(),
    standId: integer('stand_id').notNull(),
    ...bilingual('profile'),
    /** Brand names as the company spells them (the same in both languages). */
    brands: jsonb('brands').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('fair_exhibitors_stand_idx').on(t.exhibitionId, t.standId),
    uniqueIndex('fair_exhibitors_company_idx').on(t.exhibitionId, t.companyId),
    index('fair_exhibitors_company_only_idx').on(t.companyId),
  ],
);

/** The product categories a fair's exhibitor shows (leaf or root categories of the fair's industry). */
export const fairExhibitorCategories = pgTable(
  'fair_exhibitor_categories',
  {
    fairExhibitorId: integer('fair_exhibitor_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fairExhibitorId, t.categoryId] }),
    index('fair_exhibitor_categories_category_idx').on(t.categoryId),
  ],
);
