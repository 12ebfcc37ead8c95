import { z } from 'zod';
import { refundPolicySchema } from './refund.ts';
import { filterIdSchema, namedSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * Filters of /exhibition-{f}-{s}-{g}-{p}-{c}-{t}-{page}/ (0 = all): f industry, s sub-industry,
 * g continent, p country, c city, t time window (see GET /api/lookups timeWindows), plus paging.
 * `keyword` searches both names; pavilionId and organiserId narrow further.
 */
export const exhibitionListQuerySchema = pageQuerySchema.extend({
  f: filterIdSchema,
  s: filterIdSchema,
  g: filterIdSchema,
  p: filterIdSchema,
  c: filterIdSchema,
  t: z.coerce.number().int().min(0).max(7).default(0),
  keyword: z.string().trim().max(60).optional(),
  /** Fairs at one convention centre (0 = any). */
  pavilionId: filterIdSchema,
  /** Fairs of one organiser (0 = any). */
  organiserId: filterIdSchema,
  /**
   * Order. date: with no time window, upcoming and ongoing fairs soonest first, then past ones
   * most recent first (a window keeps its own order: soonest first, the past window newest
   * first); popular: the most viewed first, fairs that have not ended before those that have;
   * views: the most viewed first whatever their dates (the top-100 list).
   */
  sort: z.enum(['date', 'popular', 'views']).default('date'),
  /** 1 = only fairs that offer a free ticket kind (the free-ticket list). */
  free: z.coerce.number().int().min(0).max(1).default(0),
});

/** An exhibition as lists show it. */
export const exhibitionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  /** First image (the cover). */
  cover: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  industry: namedSchema,
  subIndustry: namedSchema,
  continent: namedSchema,
  country: namedSchema,
  city: namedSchema,
  pavilion: namedSchema,
  frequency: z.string(),
  views: z.number().int(),
  /** upcoming, ongoing or past, relative to today. */
  state: z.enum(['upcoming', 'ongoing', 'past']),
  /** Whether the fair takes place as announced; absent means scheduled. */
  status: z.enum(['scheduled', 'postponed', 'cancelled']).optional(),
});

/** A price tier with what is left of its stock. */
const ticketTierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  remaining: z.number().int(),
  /** Until when and how much a cancelled ticket is refunded. */
  refundPolicy: refundPolicySchema.optional(),
});
/** A ticket kind; payKind 1 pay, 2 free. */
export const ticketSchema = z.object({
  id: z.number().int(),
  exhibitionId: z.number().int(),
  payKind: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  description: z.string(),
  saleStart: z.string(),
  saleEnd: z.string(),
  onSale: z.boolean(),
  tiers: z.array(ticketTierSchema),
});
/** One edition of a recurring exhibition. */
const editionSchema = z.object({
  id: z.number().int(),
  edition: z.number().int(),
  year: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  exhibitors: z.number().int(),
  visitors: z.number().int(),
  areaSqm: z.number().int(),
  summary: z.string(),
});
/** data of GET /api/editions/{id}: one edition with the exhibition it belongs to. */
export const editionDetailSchema = editionSchema.extend({ exhibitionId: z.number().int() });
/** The venue as an exhibition shows it. */
const venueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});
/** The organiser. */
const organiserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  /** Its contact address, when it has one (the calendar event's ORGANIZER). */
  email: z.string().nullable(),
  logo: z.string(),
  /** False when an editor took the company offline: its name shows, unlinked (its page answers 404). */
  online: z.boolean(),
});

/** data of GET /api/exhibitions/{id}. */
export const exhibitionDetailSchema = exhibitionSummarySchema.extend({
  images: z.array(z.string()),
  intro: z.string(),
  scope: z.string(),
  areaSqm: z.number().int(),
  exhibitors: z.number().int(),
  visitors: z.number().int(),
  organiser: organiserSchema,
  venue: venueSchema,
  editions: z.array(editionSchema),
  tickets: z.array(ticketSchema),
  periodicals: z.array(namedSchema),
  trips: z.array(namedSchema),
  updatedAt: z.string(),
});

/** data of GET /api/exhibitions. */
export const exhibitionPageSchema = pageSchema(exhibitionSummarySchema);
export type ExhibitionListQuery = z.infer<typeof exhibitionListQuerySchema>;
export type ExhibitionSummary = z.infer<typeof exhibitionSummarySchema>;
export type ExhibitionDetail = z.infer<typeof exhibitionDetailSchema>;
export type Ticket = z.infer<typeof ticketSchema>;
export type Edition = z.infer<typeof editionSchema>;
export type EditionDetail = z.infer<typeof editionDetailSchema>;
