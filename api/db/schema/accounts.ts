import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

// Accounts and how people sign in: users, sessions, SMS codes, WeChat tickets, uploads.

/** Accounts. role 'member' or 'editor'; blocked users get 111008. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').unique(),
  email: text('email').unique(),
  openId: text('open_id').unique(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar'),
  bio: text('bio').notNull().default(''),
  passwordHash: text('password_hash'),
  role: text('role').notNull().default('member'),
  blocked: boolean('blocked').notNull().default(false),
  enterpriseVerified: boolean('enterprise_verified').notNull().default(false),
  createdAt: createdAt(),
});

/** Access tokens, stored as SHA-256 hashes; revokedAt set by logout. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS verification codes, stored hashed. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** What the simulated SMS gateway "sent"; written only in dev and test. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone)],
);

/** WeChat QR login tickets: pending -> scanned -> consumed. */
export const wxTickets = pgTable('wx_tickets', {
  ticket: text('ticket').primaryKey(),
  status: text('status').notNull(),
  openId: text('open_id'),
  nickname: text('nickname'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Uploaded files (licence images, visa documents). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    token: text('token').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
