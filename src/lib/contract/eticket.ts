import { z } from 'zod';
import { namedSchema } from './common.ts';

// The printable tickets of a paid (or free) ticket order: everything a printed ticket shows,
// read by the owner only (GET /api/orders/{orderNo}/eticket; another member's order is 404, an
// order that is not paid or free is 409).

/** data of GET /api/orders/{orderNo}/eticket. */
export const eTicketSheetSchema = z.object({
  orderNo: z.string(),
  status: z.enum(['paid', 'free']),
  /** The order's check-in secret, the second half of every ticket's code. */
  checkInCode: z.string(),
  /** The signed code of every ticket, ticket 1 first (src/lib/contract/ticket-code.ts): what its QR code encodes. */
  ticketCodes: z.array(z.string()),
  /** Ticket numbers the buyer cancelled (a partial refund): they are not printed. */
  cancelledTickets: z.array(z.number().int()).default([]),
  quantity: z.number().int().min(1),
  contactName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  exhibition: z.object({
    id: z.number().int(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(['scheduled', 'postponed', 'cancelled']),
    venue: z.object({ name: z.string(), address: z.string() }),
    city: namedSchema,
    country: namedSchema,
  }),
  /** The ticket kind and its price tier, in the request's language. */
  ticketKind: z.object({
    name: z.string(),
    tierName: z.string(),
    payKind: z.union([z.literal(1), z.literal(2)]),
  }),
  /**
   * The visitors named on the order, one per ticket in order; empty when the order named none
   * (every ticket then carries the contact's name). A visitor deleted since is null.
   */
  visitors: z.array(z.object({ name: z.string() }).nullable()),
});

export type ETicketSheet = z.infer<typeof eTicketSheetSchema>;
