import { z } from 'zod';
import { filterIdSchema, namedSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { exhibitionSummarySchema } from './exhibition.ts';

/** Filters of /pavilion-{f}-{s}-{g}-{p}-{c}-{t}-{page}/: g, p, c place; f, s, t keep venues hosting a matching fair. */
export const pavilionListQuerySchema = pageQuerySchema.extend({
  f: filterIdSchema,
  s: filterIdSchema,
  g: filterIdSchema,
  p: filterIdSchema,
  c: filterIdSchema,
  t: z.coerce.number().int().min(0).max(7).default(0),
  keyword: z.string().trim().max(60).optional(),
});
/** A convention centre in lists and on the map. */
const pavilionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  image: z.string(),
  lat: z.number(),
  lng: z.number(),
  areaSqm: z.number().int(),
  halls: z.number().int(),
  continent: namedSchema,
  country: namedSchema,
  city: namedSchema,
});
/** data of GET /api/pavilions/{id}. */
export const pavilionDetailSchema = pavilionSummarySchema.extend({
  intro: z.string(),
  website: z.string().nullable(),
  upcoming: z.array(exhibitionSummarySchema),
  updatedAt: z.string(),
});
/** data of GET /api/pavilions. */
export const pavilionPageSchema = pageSchema(pavilionSummarySchema);
export type PavilionSummary = z.infer<typeof pavilionSummarySchema>;
export type PavilionDetail = z.infer<typeof pavilionDetailSchema>;
