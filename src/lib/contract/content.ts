import { z } from 'zod';
import { namedSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { exhibitionSummarySchema } from './exhibition.ts';
import { newsSummarySchema } from './news.ts';

// Companies, periodicals, special topics, about pages, communities, user pages and trips.

/** A company in lists. */
export const companySummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['organiser', 'exhibitor', 'service']),
  name: z.string(),
  logo: z.string(),
  industry: namedSchema,
  country: namedSchema,
  city: namedSchema,
});
/** Query of GET /api/companies. */
export const companyListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['organiser', 'exhibitor', 'service']).optional(),
  industryId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
/** A company's stand at a fair, as the fair's exhibitor directory and hall plan show it. */
const companyStandSchema = z.object({
  exhibition: namedSchema.extend({ startDate: z.string(), endDate: z.string() }),
  /** The fair's venue, whose hall plan shows the stand. */
  pavilion: namedSchema,
  hall: z.object({ number: z.number().int(), name: z.string() }),
  /** The stand code (2B07), as in the directory. */
  code: z.string(),
});
/**
 * data of GET /api/companies/{id}: organised fairs, the fairs it exhibits at from the printed
 * directories (`exhibitsAt`, with the booth as printed) and its stands at fairs from the exhibitor
 * directories (`stands`, newest fair first: the stand the directory and the hall plan show).
 */
export const companyDetailSchema = companySummarySchema.extend({
  intro: z.string(),
  website: z.string().nullable(),
  organised: z.array(exhibitionSummarySchema),
  exhibitsAt: z.array(
    z.object({ exhibition: namedSchema, periodicalId: z.number().int(), booth: z.string() }),
  ),
  stands: z.array(companyStandSchema),
  followers: z.number().int(),
  updatedAt: z.string(),
});
/** One exhibitor of a fair, from its directory. */
const exhibitorEntrySchema = z.object({
  company: companySummarySchema,
  booth: z.string(),
  periodicalId: z.number().int(),
});
/** data of GET /api/exhibitions/{id}/exhibitors (the /exhibitors/{id}.html page). */
export const exhibitorPageSchema = pageSchema(exhibitorEntrySchema);
/** A periodical or exhibitor directory. */
export const periodicalSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['directory', 'magazine']),
  title: z.string(),
  year: z.number().int(),
  cover: z.string(),
  pages: z.number().int(),
  exhibition: namedSchema,
});
/** data of GET /api/periodicals/{id}. */
export const periodicalDetailSchema = periodicalSummarySchema.extend({
  intro: z.string(),
  exhibitors: z.array(z.object({ company: namedSchema, booth: z.string() })),
  updatedAt: z.string(),
});
/** Query of GET /api/periodicals. */
export const periodicalListQuerySchema = pageQuerySchema.extend({
  exhibitionId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  kind: z.enum(['directory', 'magazine']).optional(),
});
/** One entry of GET /api/special-topics: a topic as lists show it. */
export const specialTopicSummarySchema = z.object({ id: z.number(), title: z.string(), cover: z.string() });
/** data of GET /api/special-topics/{id}. */
export const specialTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  cover: z.string(),
  exhibitions: z.array(exhibitionSummarySchema),
  news: z.array(newsSummarySchema),
  updatedAt: z.string(),
});
/** data of GET /api/about/{id}. */
export const aboutPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  siblings: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
});
/** A community post. */
const communityPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  author: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() }),
  createdAt: z.string(),
});
/** data of GET /api/communities/{id}. */
export const communitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  industry: namedSchema,
  posts: z.array(communityPostSchema),
  upcoming: z.array(exhibitionSummarySchema),
});
/** data of GET /api/expo-users/{id}: a user's public page (no contact data). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  enterpriseVerified: z.boolean(),
  followers: z.number().int(),
  following: z.number().int(),
  posts: z.array(communityPostSchema),
});
/** A group trip. */
export const tripSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  departure: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  quota: z.number().int(),
  remaining: z.number().int(),
  exhibition: exhibitionSummarySchema,
  itinerary: z.array(z.object({ day: z.number().int(), text: z.string() })),
});
/** Query of GET /api/trips. */
export const tripListQuerySchema = pageQuerySchema.extend({
  exhibitionId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export const companyPageSchema = pageSchema(companySummarySchema);
export const periodicalPageSchema = pageSchema(periodicalSummarySchema);
export const tripPageSchema = pageSchema(tripSchema);
export type CompanySummary = z.infer<typeof companySummarySchema>;
export type Trip = z.infer<typeof tripSchema>;
