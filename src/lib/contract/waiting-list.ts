import { z } from 'zod';
import { idSchema, namedSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { meetingSchema } from './meeting.ts';

// The waiting list of sold-out ticket tiers and the member's in-site messages. When tickets of a
// tier come back (a hold expired, an order was cancelled), the first members in line whose
// quantity fits get them held for 15 minutes (a pending order) and are told here and by e-mail.
// A meeting requested of a company is told here to each of the company's members.

/** Body of POST /api/manager/waiting-list: join the line of a sold-out tier. */
export const waitingListBodySchema = z.object({
  tierId: idSchema,
  quantity: z.number().int().min(1).max(20),
});

/** waiting: in line; offered: returned tickets were held for the member as `orderNo`. */
const waitingListStatusSchema = z.enum(['waiting', 'offered']);

/** One of my waiting-list entries. */
export const waitingListEntrySchema = z.object({
  id: z.number().int(),
  tierId: z.number().int(),
  exhibition: namedSchema,
  /** The ticket kind's name and the tier's. */
  ticketName: z.string(),
  tierName: z.string(),
  quantity: z.number().int(),
  status: waitingListStatusSchema,
  /** While waiting: 1 for the first in line. */
  position: z.number().int().nullable(),
  joinedAt: z.string(),
  offeredAt: z.string().nullable(),
  /** The order holding the offered tickets (pay it at /payment?orderNo=). */
  orderNo: z.string().nullable(),
});

/** Kinds of in-site message. waitlist-hold: tickets were held for the member from a waiting list. */
/** A meeting requested of my company: the meeting as it is now (answered in /manager/meetings). */
const meetingMessageSchema = z.object({
  id: z.number().int(),
  kind: z.literal('meeting-request'),
  createdAt: z.string(),
  meeting: meetingSchema,
});

/** Tickets held for me from a waiting list, with what they are in the request's language. */
const holdMessageSchema = z.object({
  id: z.number().int(),
  kind: z.literal('waitlist-hold'),
  createdAt: z.string(),
  orderNo: z.string(),
  exhibition: namedSchema,
  ticketName: z.string(),
  tierName: z.string(),
  quantity: z.number().int(),
  /** Until when the tickets are held (null: a free tier, the tickets are the member's). */
  holdExpiresAt: z.string().nullable(),
  /** The order's status now: pending (pay it), paid, free, expired, cancelled. */
  orderStatus: z.string(),
});

/** An in-site message: tickets held from a waiting list, or a meeting requested of my company. */
const memberMessageSchema = z.discriminatedUnion('kind', [holdMessageSchema, meetingMessageSchema]);

/** Query of GET /api/manager/messages. */
export const memberMessageQuerySchema = pageQuerySchema;
/** data of GET /api/manager/messages. */
export const memberMessagePageSchema = pageSchema(memberMessageSchema);

export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;
export type WaitingListBody = z.infer<typeof waitingListBodySchema>;
export type MemberMessage = z.infer<typeof memberMessageSchema>;
