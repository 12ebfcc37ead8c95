import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// A buyer's visit plans and meetings with exhibitors, and the accounts that speak for a company
// (company members). A company member answers meeting requests to the company and sees how many
// buyers planned to visit it; buyers' names are never shown to the company.

/** Accounts that belong to a company (an exhibitor's staff): one company per account. */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: integer('user_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId)],
);

/** A stand (an exhibiting company at a fair) on a buyer's visit plan for that fair. */
export const visitPlanItems = pgTable(
  'visit_plan_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    exhibitionId: integer('exhibition_id').notNull(),
    companyId: integer('company_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('visit_plan_items_unique').on(t.userId, t.exhibitionId, t.companyId),
    // The company's side counts the buyers who planned to visit it at each fair.
    index('visit_plan_items_company_idx').on(t.companyId, t.exhibitionId),
  ],
);

/**
 * A buyer's request for a meeting with an exhibiting company during a fair: a day of the fair,
 * a start in minutes after midnight (the fair's local time) and a length. status requested,
 * accepted, declined or cancelled (by the buyer); a company member decides.
 */
export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    companyId: integer('company_id').notNull(),
    buyerId: integer('buyer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('requested'),
    /** The company member who accepted or declined. */
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meeting_requests_company_idx').on(t.companyId, t.day),
    index('meeting_requests_buyer_idx').on(t.buyerId, t.day),
  ],
);
