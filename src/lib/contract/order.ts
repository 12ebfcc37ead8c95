import { z } from 'zod';
import { phoneSchema } from './auth.ts';
import { emailSchema, idSchema, isoDateSchema } from './common.ts';
import { refundPolicySchema } from './refund.ts';
import { validationKey } from './validation-key.ts';

// Ticket orders, visa orders, exhibition applications, trip sign-ups and flight requests. Every
// creating POST takes an Idempotency-Key header: the same key (and body) again answers the same order.

/** Who to contact about an order. */
export const contactSchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: phoneSchema,
  email: emailSchema.optional(),
});
/** Order kinds. */
export const orderTypeSchema = z.enum(['ticket', 'visa', 'application', 'trip', 'flight']);
/**
 * pending: awaiting payment; paid; free (free ticket, nothing to pay); submitted (application);
 * cancelled; expired: a ticket order whose 15-minute hold ended unpaid (its tickets went back).
 * Flight orders go requested -> quoted (staff priced it) -> paid -> issued, or cancelled
 * while requested or quoted. refunded: a paid ticket or visa order the buyer cancelled in full
 * (a paid ticket order with some tickets cancelled stays paid; `ticket.cancelledTickets` names them).
 */
export const orderStatusSchema = z.enum([
  'pending',
  'paid',
  'free',
  'submitted',
  'cancelled',
  'expired',
  'requested',
  'quoted',
  'issued',
  'refunded',
]);
/** An order status. */
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** An order number of any kind: its prefix, then the UTC time to the second and random digits. */
export const orderNoPattern = /^[TVAGF]\d{14,24}$/;
/** Order numbers of the kinds paid through the gateway (applications are free). */
export const payableOrderNoPattern = /^[TVGF]\d{14,24}$/;

/** A call that moves an order to another status. */
export type OrderAction = 'quote' | 'pay' | 'issue' | 'cancel' | 'refund';

// Which statuses each call starts from. Flight orders: requested -> quoted (staff) -> paid ->
// issued (staff), cancelled while requested or quoted. The other kinds pay while pending and
// cancel while pending or submitted; staff neither quote nor issue them. The API enforces it
// (api/domain/orders/order-state.ts); the portal offers only the buttons it allows.
const flightFrom: Record<OrderAction, readonly OrderStatus[]> = {
  quote: ['requested'],
  pay: ['quoted'],
  issue: ['paid'],
  cancel: ['requested', 'quoted'],
  refund: [],
};
const otherFrom: Record<OrderAction, readonly OrderStatus[]> = {
  quote: [],
  pay: ['pending'],
  issue: [],
  cancel: ['pending', 'submitted'],
  refund: ['paid'],
};

/**
 * The statuses an order of this kind may be in for the call.
 * @example allowedFrom('flight', 'pay') // ['quoted']
 */
export function allowedFrom(type: OrderType, action: OrderAction): readonly OrderStatus[] {
  return (type === 'flight' ? flightFrom : otherFrom)[action];
}

/**
 * Whether the order's status allows the call.
 * @example orderAllows({ orderType: 'flight', status: 'paid' }, 'cancel') // false
 */
export function orderAllows(order: { orderType: OrderType; status: string }, action: OrderAction): boolean {
  return (allowedFrom(order.orderType, action) as readonly string[]).includes(order.status);
}

/**
 * Whether an order waits for its payment: a pending order, or a flight order staff have quoted.
 * @example isAwaitingPayment({ orderType: 'flight', status: 'quoted' }) // true
 */
export function isAwaitingPayment(order: { orderType: OrderType; status: string }): boolean {
  return orderAllows(order, 'pay');
}

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
    .regex(/^[A-Za-z ]{2,80}$/, validationKey('apiMessage.validation.pinyin')),
  passportNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, validationKey('apiMessage.validation.passportNumber')),
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
/** Cabin classes a flight request may ask for. */
export const cabinClassSchema = z.enum(['economy', 'premium', 'business', 'first']);
/** Most passengers one flight request may hold (a booking record's usual limit). */
export const maxFlightPassengers = 9;
/** A city typed by the member: letters of any script, spaces, dots, apostrophes and hyphens. */
export const cityNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, validationKey('apiMessage.validation.cityName'));
/**
 * Body of POST /api/orders/flights: a flight request to an exhibition's city. Passengers are the
 * buyer's own visitors (distinct); the return date, when given, is on or after the departure.
 */
export const flightOrderBodySchema = z
  .object({
    exhibitionId: idSchema,
    departureCity: cityNameSchema,
    departDate: isoDateSchema,
    returnDate: isoDateSchema.nullable().default(null),
    cabinClass: cabinClassSchema.default('economy'),
    passengerIds: z
      .array(idSchema)
      .min(1)
      .max(maxFlightPassengers)
      .refine(
        (ids) => new Set(ids).size === ids.length,
        validationKey('apiMessage.validation.passengersOnce'),
      ),
    remark: z.string().trim().max(500).default(''),
    contact: contactSchema,
  })
  .refine((body) => body.returnDate === null || body.returnDate >= body.departDate, {
    message: validationKey('apiMessage.validation.returnBeforeDeparture'),
    path: ['returnDate'],
  });
/** Path params naming an order. */
export const orderNoParamsSchema = z.object({
  orderNo: z.string().regex(orderNoPattern, validationKey('apiMessage.validation.orderNo')),
});
/** Path params naming a flight order. */
export const flightOrderNoParamsSchema = z.object({
  orderNo: z.string().regex(/^F\d{14,24}$/, validationKey('apiMessage.validation.flightOrderNo')),
});

/** A visa applicant with the documents uploaded and still missing. */
const visaApplicantSchema = visaApplicantInputSchema.extend({
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
      /**
       * GET /api/orders/{orderNo} only: the signed code of every ticket once paid or free, ticket 1
       * first (src/lib/contract/ticket-code.ts); null before.
       */
      ticketCodes: z.array(z.string()).nullable().optional(),
      /** While pending: until when the order holds its tickets (ISO time); null otherwise. */
      holdExpiresAt: z.string().nullable().optional(),
      /** While pending: seconds of the hold left when the API answered; null otherwise. */
      holdExpiresIn: z.number().int().nullable().optional(),
      /** The ticket numbers (1..quantity) cancelled and refunded; they no longer admit. */
      cancelledTickets: z.array(z.number().int()).optional(),
      /** The tier's refund policy. */
      refundPolicy: refundPolicySchema.optional(),
      /** The fair's first day (the refund policy counts back from it). */
      startDate: z.string().optional(),
    })
    .optional(),
  visa: z
    .object({
      visaId: z.number().int(),
      departDate: z.string(),
      applicants: z.array(visaApplicantSchema),
      /** The visa product's refund policy (counted back from the travel date). */
      refundPolicy: refundPolicySchema.optional(),
    })
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
  flight: z
    .object({
      exhibitionId: z.number().int(),
      departureCity: z.string(),
      /** The exhibition's city, in the caller's language. */
      destinationCity: z.string(),
      departDate: z.string(),
      returnDate: z.string().nullable(),
      cabinClass: cabinClassSchema,
      passengers: z.array(z.object({ visitorId: z.number().int(), name: z.string() })),
      remark: z.string(),
      /** Staff's quote: the flights offered (free text) and when; null until quoted. */
      quote: z.object({ flights: z.string(), quotedAt: z.string() }).nullable(),
      /** Ticket numbers staff wrote when issuing; null until issued. */
      ticketNumbers: z.string().nullable(),
      issuedAt: z.string().nullable(),
    })
    .optional(),
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
export type FlightOrderBody = z.input<typeof flightOrderBodySchema>;
export type CabinClass = z.infer<typeof cabinClassSchema>;
