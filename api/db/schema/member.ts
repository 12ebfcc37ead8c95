import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// What a member keeps in the management centre: visitors, follows, reminders, calendar feeds,
// periodical requests, enterprise authentication and in-site messages.

/** Visitors a user buys tickets for. */
export const visitors = pgTable(
  'visitors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visitors_user_idx').on(t.userId)],
);

/** Follows of exhibitions, companies, news, users and industries. */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_unique').on(t.userId, t.targetType, t.targetId),
    index('follows_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Exhibition reminders. */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    exhibitionId: integer('exhibition_id').notNull(),
    daysBefore: integer('days_before').notNull(),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reminders_unique').on(t.userId, t.exhibitionId)],
);

/**
 * A member's private calendar feed (webcal): one token per member, stored as its SHA-256 hash.
 * Regenerating replaces the hash (the old URL stops answering); turning the feed off deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** Requests for a copy of a periodical (my periodicals). */
export const periodicalRequests = pgTable(
  'periodical_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    periodicalId: integer('periodical_id').notNull(),
    address: text('address').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('periodical_requests_unique').on(t.userId, t.periodicalId)],
);

/** Enterprise authentication requests with licence images (upload tokens). */
export const enterpriseAuths = pgTable('enterprise_auths', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique(),
  companyName: text('company_name').notNull(),
  licenceNo: text('licence_no').notNull(),
  licenceImages: jsonb('licence_images').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** In-site messages to a member (the management centre's messages page). */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** waitlist-hold: returned stock is held for the member; meeting-request: a buyer asked the member's company for a meeting. */
    kind: text('kind').notNull(),
    /** What the message is about (waitlist-hold: orderNo, tierId, quantity, holdExpiresAt; meeting-request: meetingId). */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_messages_user_idx').on(t.userId, t.id)],
);
