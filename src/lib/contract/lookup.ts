import { z } from 'zod';
import { namedSchema } from './common.ts';

// The lookup lists behind the portal's filter bars.

/** An industry with its sub-industries. */
const industrySchema = namedSchema.extend({ subIndustries: z.array(namedSchema) });
/** A continent with its countries, each with cities. */
const continentSchema = namedSchema.extend({
  countries: z.array(
    namedSchema.extend({
      code: z.string(),
      cities: z.array(namedSchema.extend({ lat: z.number(), lng: z.number() })),
    }),
  ),
});
/** A time window of the `t` filter. */
const timeWindowSchema = namedSchema.extend({
  from: z.string().nullable(),
  to: z.string().nullable(),
});
/** data of GET /api/lookups: everything the filter bars need in one call. */
export const lookupsSchema = z.object({
  industries: z.array(industrySchema),
  continents: z.array(continentSchema),
  timeWindows: z.array(timeWindowSchema),
  newsTypes: z.array(namedSchema),
  wikiCategories: z.array(namedSchema),
  visaTypes: z.array(namedSchema),
  consularDistricts: z.array(namedSchema),
});
export type Lookups = z.infer<typeof lookupsSchema>;
/** An industry with its sub-industries. */
export type Industry = z.infer<typeof industrySchema>;
