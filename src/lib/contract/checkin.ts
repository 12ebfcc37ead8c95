import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.ts';
import { validationKey } from './validation-key.ts';

// Check-in at the gate (staff only): a scan's verdict, the day's valid codes for a scanner that
// goes offline, a batch of queued offline scans, and admissions per hour. A ticket admits once per
// show day; the code format is src/lib/contract/ticket-code.ts.

/** Why a scan was refused. */
const refusalReasons = [
  'forged',
  'wrongFair',
  'cancelled',
  'refunded',
  'notPaid',
  'notShowDay',
  'alreadyUsed',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

/** The gate's name as staff set it on the scanner ('North 1', '东门'). */
const gateSchema = z
  .string()
  .trim()
  .min(1, validationKey('apiMessage.validation.gate'))
  .max(40, validationKey('apiMessage.validation.gate'));

/**
 * When the gate read the code, with the gate's UTC offset (`2027-04-08T09:30:00+08:00`): its
 * local date is the show day, its local hour the hour the admission counts in.
 */
const scannedAtSchema = z.iso.datetime({
  offset: true,
  error: validationKey('apiMessage.validation.scannedAt'),
});

/** A read code: what the QR code or the manual entry gave. */
const ticketCodeInputSchema = z
  .string()
  .trim()
  .min(1, validationKey('apiMessage.validation.ticketCode'))
  .max(300, validationKey('apiMessage.validation.ticketCode'));

/** The scanner's own id of a scan (a UUID): a queued scan synced twice counts once. */
const scanIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, validationKey('apiMessage.validation.scanId'));

/** body of POST /api/checkin/scan. */
export const checkInScanBodySchema = z.object({
  code: ticketCodeInputSchema,
  gate: gateSchema,
  /** The fair this gate admits to. */
  fairId: idSchema,
  scannedAt: scannedAtSchema,
  scanId: scanIdSchema.optional(),
});
export type CheckInScanBody = z.infer<typeof checkInScanBodySchema>;

/** The verdict of one scan, in the caller's language. */
export const checkInVerdictSchema = z.object({
  verdict: z.enum(['admitted', 'refused']),
  /** Set when refused. */
  reason: z.enum(refusalReasons).optional(),
  /** The verdict as the gate shows it ('Admitted', 'Already used today at North 1, 09:12'). */
  message: z.string(),
  /** The ticket, when the code is genuine. */
  ticket: z.object({ orderNo: z.string(), index: z.number().int() }).optional(),
  /** The visitor's name (or the order's contact) and the ticket kind and tier, when genuine. */
  holder: z.string().optional(),
  tier: z.string().optional(),
  /** alreadyUsed: the admission that came first. */
  firstAdmission: z.object({ gate: z.string(), scannedAt: z.string() }).optional(),
});
export type CheckInVerdict = z.infer<typeof checkInVerdictSchema>;

/** query of GET /api/checkin/day and /api/checkin/hours. */
export const checkInDayQuerySchema = z.object({
  fairId: idSchema,
  /** The show day (the gate's local date); default: today in UTC+8. */
  day: isoDateSchema.optional(),
});

/** One admissible ticket of the day, by the digest of its code. */
const dayTicketSchema = z.object({
  /** SHA-256 of the code, base64url. */
  digest: z.string(),
  holder: z.string(),
  tier: z.string(),
  orderNo: z.string(),
  index: z.number().int(),
});
export type DayTicket = z.infer<typeof dayTicketSchema>;

/** data of GET /api/checkin/day: what an offline scanner needs for a whole day. */
export const checkInDaySchema = z.object({
  fair: z.object({ id: z.number().int(), name: z.string(), startDate: z.string(), endDate: z.string() }),
  day: z.string(),
  /** Whether `day` is one of the fair's show days (no ticket admits otherwise). */
  showDay: z.boolean(),
  tickets: z.array(dayTicketSchema),
  /** Tickets that must not admit, with why (their orders were cancelled or refunded). */
  refused: z.array(z.object({ digest: z.string(), reason: z.enum(refusalReasons) })),
  /** Digests of the tickets already admitted that day, and where. */
  used: z.array(z.object({ digest: z.string(), gate: z.string(), scannedAt: z.string() })),
  generatedAt: z.string(),
});
export type CheckInDay = z.infer<typeof checkInDaySchema>;

/** How many scans one sync may carry. */
export const syncBatchMax = 1000;

/** body of POST /api/checkin/sync: scans queued while offline, in any order. */
export const checkInSyncBodySchema = z.object({
  fairId: idSchema,
  items: z
    .array(
      z.object({
        scanId: scanIdSchema,
        code: ticketCodeInputSchema,
        gate: gateSchema,
        scannedAt: scannedAtSchema,
      }),
    )
    .min(1)
    .max(syncBatchMax, validationKey('apiMessage.validation.syncBatch')),
});
export type CheckInSyncBody = z.infer<typeof checkInSyncBodySchema>;

/** data of POST /api/checkin/sync: a verdict per scan, in the order sent. */
export const checkInSyncSchema = z.object({
  results: z.array(checkInVerdictSchema.extend({ scanId: z.string() })),
});
export type CheckInSync = z.infer<typeof checkInSyncSchema>;

/** data of GET /api/checkin/hours. */
export const checkInHoursSchema = z.object({
  day: z.string(),
  total: z.number().int(),
  /** Admissions by the gate's local hour, hours without any left out, earliest first. */
  hours: z.array(z.object({ hour: z.number().int().min(0).max(23), admitted: z.number().int() })),
});
export type CheckInHours = z.infer<typeof checkInHoursSchema>;
