import { z } from 'zod';
import { phoneSchema } from './auth.ts';
import { emailSchema, idSchema, isoDateSchema } from './common.ts';

// Ticket orders, visa orders, exhibition applications and trip sign-ups. Every creating POST
// takes an Idempotency-Key header: the same key (and body) again answers the same order.

/** Who to contact about an order. */
export const contactSchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: phoneSchema,
  email: emailSchema.optional(),
});
/** Order kinds. */
export const orderTypeSchema = z.enum(['ticket', 'visa', 'application', 'trip']);
/**
 * pending: awaiting payment; paid; free (free ticket, nothing to pay); submitted (application);
 * cancelled; expired: a ticket order whose 15-minute hold ended unpaid (its tickets went back).
 */
export const orderStatusSchema = z.enum(['pending', 'paid', 'free', 'submitted', 'cancelled', 'expired']);

/** Body of POST /api/orders/tickets. visitorIds, when given, must be the buyer's visitors, one per ticket. */
export const ticketOrderBodySchema = z.object({
  tierId: idSchema,
  quantity: z.number().int().min(1).max(20),
  visitorIds: z.array(idSchema).max(20).optional(),
  contact: contactSchema,
});
/** One visa applicant. */
export const visaApplicantInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  pinyin: z
    .string()
    .trim()
    .regex(/^[A-Za-z ]{2,80}$/, 'pinyin: letters and spaces'),
  passportNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, 'passport number: 5-20 letters or digits'),
  applicantKind: z.enum(['employed', 'self-employed', 'retired', 'student']),
  phone: phoneSchema.optional(),
});
/** Body of POST /api/orders/visas. */
export const visaOrderBodySchema = z.object({
  visaId: idSchema,
  departDate: isoDateSchema,
  contact: contactSchema,
  applicants: z.array(visaApplicantInputSchema).min(1).max(10),
});
/** Body of POST /api/orders/visas/{orderNo}/applicants/{applicantId}/documents. */
export const attachDocumentBodySchema = z.object({
  documentCode: z.string().regex(/^[a-z-]{2,40}$/),
  uploadId: idSchema,
});
/** Body of POST /api/orders/applications (exhibition / booth application, Chinese edition). */
export const applicationBodySchema = z.object({
  exhibitionId: idSchema,
  companyName: z.string().trim().min(2).max(120),
  boothType: z.enum(['standard', 'raw-space']),
  boothAreaSqm: z.number().int().min(9).max(5000),
  remark: z.string().trim().max(1000).default(''),
  contact: contactSchema,
});
/** Body of POST /api/orders/trips. */
export const tripSignupBodySchema = z.object({
  tripId: idSchema,
  people: z.number().int().min(1).max(10),
  contact: contactSchema,
});
/** Path params naming an order. */
export const orderNoParamsSchema = z.object({
  orderNo: z.string().regex(/^[TVAG]\d{14,24}$/, 'invalid order number'),
});

/** A visa applicant with the documents uploaded and still missing. */
export const visaApplicantSchema = visaApplicantInputSchema.extend({
  id: z.number().int(),
  phone: z.string().nullable(),
  documents: z.array(z.object({ documentCode: z.string(), uploadId: z.number().int(), url: z.string() })),
  missingDocuments: z.array(z.string()),
});

/** An order of any kind; the kind's own fields are in `ticket`, `visa`, `application` or `trip`. */
export const orderSchema = z.object({
  orderType: orderTypeSchema,
  orderNo: z.string(),
  status: orderStatusSchema,
  /** Payment kind, also the {status} of the result pages: 1 pay, 2 free. */
  payKind: z.union([z.literal(1), z.literal(2)]),
  amountMinor: z.number().int(),
  currency: z.string(),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  title: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  ticket: z
    .object({
      exhibitionId: z.number().int(),
      ticketId: z.number().int(),
      tierId: z.number().int(),
      quantity: z.number().int(),
      unitPriceMinor: z.number().int(),
      visitorIds: z.array(z.number().int()),
      /** The secret of the e-ticket code, once the order is paid or free (null before). */
      checkInCode: z.string().nullable().optional(),
      /** While pending: until when the order holds its tickets (ISO time); null otherwise. */
      holdExpiresAt: z.string().nullable().optional(),
      /** While pending: seconds of the hold left when the API answered; null otherwise. */
      holdExpiresIn: z.number().int().nullable().optional(),
    })
    .optional(),
  visa: z
    .object({ visaId: z.number().int(), departDate: z.string(), applicants: z.array(visaApplicantSchema) })
    .optional(),
  application: z
    .object({
      exhibitionId: z.number().int(),
      companyName: z.string(),
      boothType: z.string(),
      boothAreaSqm: z.number().int(),
      remark: z.string(),
    })
    .optional(),
  trip: z.object({ tripId: z.number().int(), people: z.number().int() }).optional(),
});
/** data of POST /api/uploads. */
export const uploadSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export type Order = z.infer<typeof orderSchema>;
export type OrderType = z.infer<typeof orderTypeSchema>;
export type TicketOrderBody = z.infer<typeof ticketOrderBodySchema>;
export type VisaOrderBody = z.infer<typeof visaOrderBodySchema>;
