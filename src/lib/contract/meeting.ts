import { z } from 'zod';
import { idSchema, isoDateSchema, namedSchema } from './common.ts';
import { validationKey } from './validation-key.ts';

// Meetings a buyer asks an exhibiting company for during a fair. A slot is a day of the fair, a
// start on the quarter hour and a length, in the fair's local time, inside its opening hours; a
// company member accepts or declines. The note is the buyer's own text: length-limited here,
// shown escaped everywhere.

/** The hours a fair's halls are open, as minutes after midnight (the catalogue has no per-fair hours). */
export const FAIR_OPENING_HOURS = { opensMinute: 9 * 60, closesMinute: 18 * 60 } as const;
/** The lengths a meeting may have, in minutes. */
export const MEETING_LENGTHS = [15, 30, 45, 60, 90, 120] as const;
/** The longest note a buyer may write. */
export const MEETING_NOTE_MAX = 500;

/** A start time 'HH:MM' on the quarter hour. */
const meetingTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, validationKey('apiMessage.validation.meetingTime'));

/** The statuses of a meeting request. */
const meetingStatuses = ['requested', 'accepted', 'declined', 'cancelled'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

/** body of POST /api/manager/meetings: the fair, the company and the slot asked for. */
export const meetingBodySchema = z.object({
  exhibitionId: idSchema,
  companyId: idSchema,
  day: isoDateSchema,
  start: meetingTimeSchema,
  minutes: z
    .number()
    .int()
    .refine(
      (value) => (MEETING_LENGTHS as readonly number[]).includes(value),
      validationKey('apiMessage.validation.meetingLength'),
    ),
  note: z
    .string()
    .trim()
    .max(MEETING_NOTE_MAX, validationKey('apiMessage.validation.meetingNote'))
    // Line breaks are text; other control characters are not (they break calendars and logs).
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), {
      message: validationKey('apiMessage.validation.meetingNoteText'),
    })
    .default(''),
});
export type MeetingBody = z.input<typeof meetingBodySchema>;

/** body of POST /api/manager/meetings/{id}/decision: a company member's answer. */
export const meetingDecisionSchema = z.object({ decision: z.enum(['accept', 'decline']) });

/** A meeting as either side sees it. */
export const meetingSchema = z.object({
  id: z.number().int(),
  exhibition: namedSchema.extend({ startDate: z.string(), endDate: z.string() }),
  company: namedSchema,
  /** The buyer's nickname: the company sees who asked for the meeting, the buyer sees themself. */
  buyer: z.string(),
  day: z.string(),
  start: z.string(),
  minutes: z.number().int(),
  note: z.string(),
  status: z.enum(meetingStatuses),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** data of GET /api/manager/meetings: the meetings I asked for and those asked of my company. */
export const myMeetingsSchema = z.object({
  asBuyer: z.array(meetingSchema),
  /** Empty unless I belong to a company. */
  asExhibitor: z.array(meetingSchema),
});
export type MyMeetings = z.infer<typeof myMeetingsSchema>;
