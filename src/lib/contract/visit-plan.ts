import { z } from 'zod';
import { idSchema, namedSchema } from './common.ts';

// A buyer's visit plan: per fair, the exhibiting companies (their stands) the buyer means to
// visit. A stand carries its hall and its rectangle in the hall's metres, so the portal can order
// the visits to walk the fewest metres (src/lib/visit-plan/walking-order.ts) and show them on
// the hall plan. The company side only ever sees counts.

/** body of POST /api/manager/visit-plan: a company exhibiting at a fair. */
export const visitPlanBodySchema = z.object({ exhibitionId: idSchema, companyId: idSchema });
export type VisitPlanBody = z.infer<typeof visitPlanBodySchema>;

const pointSchema = z.object({ x: z.number(), y: z.number() });

/**
 * Where a hall is entered while the plan data names no door: the middle of its top edge (the side
 * of the venue's origin). The API's stand places and the hall plan's route both use it.
 * @example hallEntrance(80) // { x: 40, y: 0 }
 */
export function hallEntrance(width: number): { x: number; y: number } {
  return { x: width / 2, y: 0 };
}

/** Where a company's stand is: its code, its hall (position and entrance in the venue) and its rectangle. */
export const standPlaceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  hall: namedSchema.extend({
    /** The hall's number in its venue (the hall plan names halls by number). */
    number: z.number().int(),
    position: pointSchema,
    entrance: pointSchema.nullable(),
  }),
  rect: pointSchema.extend({ width: z.number(), height: z.number() }),
});
export type StandPlace = z.infer<typeof standPlaceSchema>;

/** One planned visit. */
const visitPlanItemSchema = z.object({
  id: z.number().int(),
  company: namedSchema,
  /** The company's stand at the fair; null when the fair has not placed it yet. */
  stand: standPlaceSchema.nullable(),
});
export type VisitPlanItem = z.infer<typeof visitPlanItemSchema>;

/** The plan of one fair. */
export const visitPlanSchema = z.object({
  exhibition: namedSchema.extend({
    startDate: z.string(),
    endDate: z.string(),
    venue: namedSchema.extend({ address: z.string() }),
  }),
  items: z.array(visitPlanItemSchema),
});
export type VisitPlan = z.infer<typeof visitPlanSchema>;

/** data of GET /api/manager/visit-plan: my plans, soonest fair first. */
export const visitPlansSchema = z.array(visitPlanSchema);

/** data of GET /api/manager/exhibitor: my company and, per fair it exhibits at, how many buyers planned to visit it. */
export const exhibitorDeskSchema = z.object({
  /** Null unless I belong to a company. */
  company: namedSchema.nullable(),
  planned: z.array(
    z.object({
      exhibition: namedSchema.extend({ startDate: z.string() }),
      /** Buyers with the company on their plan: a count, never who. */
      buyers: z.number().int(),
    }),
  ),
});
export type ExhibitorDesk = z.infer<typeof exhibitorDeskSchema>;
