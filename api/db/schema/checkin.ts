import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// Admissions at the gate: one row per ticket and show day. The unique index is what makes a
// ticket admit once a day across every gate, online and synced alike (api/domain/checkin/).

/** A ticket admitted on a show day: where, when and by whom (the first scan by scannedAt wins). */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    /** 1-based number of the ticket in its order. */
    ticketIndex: integer('ticket_index').notNull(),
    exhibitionId: integer('exhibition_id').notNull(),
    /** The gate's local date of the scan (YYYY-MM-DD). */
    showDay: date('show_day', { mode: 'string' }).notNull(),
    /** The gate's local hour of the scan (0-23), for admissions per hour. */
    localHour: smallint('local_hour').notNull(),
    gate: text('gate').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    /** The scan time as the gate sent it, with its UTC offset (the gate's local clock). */
    scannedLocal: text('scanned_local').notNull(),
    /** The scanner's id of the scan: a synced scan sent twice is the same scan. */
    scanId: text('scan_id').notNull(),
    staffUserId: integer('staff_user_id').notNull(),
    recordedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('check_ins_once_a_day').on(t.orderId, t.ticketIndex, t.showDay),
    index('check_ins_fair_day_idx').on(t.exhibitionId, t.showDay, t.localHour),
  ],
);
