import { z } from 'zod';
import { refundPolicySchema } from './refund.ts';
import { filterIdSchema, namedSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/** Filters of /visa-{visaAreaId}-{areaId}-{type}-{bizType}-{page}/: continent, country, visa type, consular district (0 = all). */
export const visaListQuerySchema = pageQuerySchema.extend({
  visaAreaId: filterIdSchema,
  areaId: filterIdSchema,
  type: filterIdSchema,
  bizType: filterIdSchema,
});
/** A visa product in lists. */
export const visaSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  visaArea: namedSchema,
  area: namedSchema,
  type: namedSchema,
  bizType: namedSchema,
  entries: z.enum(['single', 'multiple']),
  validityDays: z.number().int(),
  stayDays: z.number().int(),
  processingDays: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  /** Until when and how much a cancelled visa order is refunded (counted back from the travel date). */
  refundPolicy: refundPolicySchema.optional(),
});
/** A required document for one kind of applicant. */
const visaDocumentSchema = z.object({
  code: z.string(),
  applicantKind: z.string(),
  name: z.string(),
  required: z.boolean(),
  note: z.string(),
});
/** data of GET /api/visas/{id}. */
export const visaDetailSchema = visaSummarySchema.extend({
  intro: z.string(),
  fees: z.array(z.object({ code: z.string(), name: z.string(), amountMinor: z.number().int() })),
  applicantKinds: z.array(
    z.object({ code: z.string(), name: z.string(), documents: z.array(visaDocumentSchema) }),
  ),
  updatedAt: z.string(),
});
/** data of GET /api/visas. */
export const visaPageSchema = pageSchema(visaSummarySchema);
export type VisaSummary = z.infer<typeof visaSummarySchema>;
export type VisaDetail = z.infer<typeof visaDetailSchema>;
