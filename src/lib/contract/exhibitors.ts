import { z } from 'zod';
import { filterIdSchema, namedSchema } from './common.ts';
import { companySummarySchema } from './content.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { normalizeSearchQuery } from './search.ts';

// A fair's exhibitor directory (who shows what, in which hall, at which stand) and a venue's floor
// plan (halls and stands in the hall's own metres: origin at the hall's top-left corner, x to the
// right, y down).

/** A stand code: hall number, row letter, place in the row (2B07); unique in its venue. */
export const standCodeSchema = z.string().regex(/^[1-9]\d?[A-Z]\d{2}$/);

/** Query of GET /api/exhibitions/{id}/directory; 0 and '' mean "any". */
export const directoryQuerySchema = pageQuerySchema.extend({
  /** A product category of the fair's industry; a root category includes its children. */
  category: filterIdSchema,
  /** A hall number of the fair's venue. */
  hall: z.coerce.number().int().min(0).max(99).default(0),
  /** The exhibitor's country. */
  country: filterIdSchema,
  /**
   * Words searched in the exhibitors' names (as the site search matches them), brands, profiles and
   * product categories, in both languages: any length on the wire, normalised as the site search's
   * query and cut to 60 characters.
   */
  q: z
    .string()
    .max(100_000)
    .default('')
    .transform((raw) => Array.from(normalizeSearchQuery(raw)).slice(0, 60).join('').trim()),
});

/** Where an exhibitor stands. */
const exhibitorStandSchema = z.object({
  code: standCodeSchema,
  hall: z.number().int().min(1),
  hallName: z.string(),
});

/** One exhibitor of a fair's directory. */
const directoryEntrySchema = z.object({
  /** The fair exhibitor's id. */
  id: z.number().int(),
  company: companySummarySchema,
  stand: exhibitorStandSchema,
  profile: z.string(),
  brands: z.array(z.string()),
  categories: z.array(namedSchema),
});

/** A product category of the fair's industry, with how many of the fair's exhibitors show it. */
const directoryCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  count: z.number().int().min(0),
});

/** A filter value with how many of the fair's exhibitors it keeps. */
const directoryFacetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int().min(0),
});

/** data of GET /api/exhibitions/{id}/directory: the facets of the whole fair and one filtered page. */
export const directorySchema = z.object({
  exhibition: namedSchema,
  pavilion: namedSchema,
  /** The fair's industry tree (roots first, each followed by its children). */
  categories: z.array(directoryCategorySchema),
  /** The halls of the venue the fair uses; `id` is the hall number. */
  halls: z.array(directoryFacetSchema),
  countries: z.array(directoryFacetSchema),
  page: pageSchema(directoryEntrySchema),
});

/** Query of GET /api/pavilions/{id}/plan: whose stands are shown (0: the venue's current or next fair). */
export const floorPlanQuerySchema = z.object({ exhibition: filterIdSchema });

/** A stand on the plan, with its exhibitor at the plan's fair (null: free). */
const planStandSchema = z.object({
  code: standCodeSchema,
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  depth: z.number().int().min(1),
  exhibitor: z
    .object({
      /** The fair exhibitor's id. */
      id: z.number().int(),
      company: namedSchema,
    })
    .nullable(),
});

/** A hall with its size, its place on the venue's site plan and its stands. */
const planHallSchema = z.object({
  number: z.number().int().min(1),
  name: z.string(),
  width: z.number().int().min(1),
  depth: z.number().int().min(1),
  venueX: z.number().int().min(0),
  venueY: z.number().int().min(0),
  stands: z.array(planStandSchema),
});

/** data of GET /api/pavilions/{id}/plan. */
export const floorPlanSchema = z.object({
  pavilion: namedSchema,
  /** The fair whose exhibitors stand on the plan (null: none is scheduled at the venue). */
  exhibition: z
    .object({ id: z.number().int(), name: z.string(), startDate: z.string(), endDate: z.string() })
    .nullable(),
  halls: z.array(planHallSchema),
});

export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;
export type DirectoryCategory = z.infer<typeof directoryCategorySchema>;
export type Directory = z.infer<typeof directorySchema>;
export type FloorPlanQuery = z.infer<typeof floorPlanQuerySchema>;
export type PlanStand = z.infer<typeof planStandSchema>;
export type PlanHall = z.infer<typeof planHallSchema>;
export type FloorPlan = z.infer<typeof floorPlanSchema>;
