import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

// Accounts and how they sign in: users, sessions, verification codes, the simulated outboxes,
// WeChat QR tickets and uploads.

/** Accounts. role 'member', 'editor' or 'staff' (gate check-in); blocked users get 111008. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').unique(),
  /** A login identity, so always one its owner proved with a code (docs/security.md). */
  email: text('email').unique(),
  /** An address the user asked to change to, waiting for the code sent there; never a login identity. */
  pendingEmail: text('pending_email'),
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

/**
 * Access tokens, stored as SHA-256 hashes; revokedAt set by logout or by the member's session
 * list. A rotation (api/domain/sessions.ts) replaces tokenHash and keeps the token it replaced
 * usable until previousValidUntil, so requests already under way with it do not fail.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When tokenHash was issued (login or the last rotation). */
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull().defaultNow(),
    previousTokenHash: text('previous_token_hash').unique(),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    /** The idle timeout counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** A short browser and system name of the last request (never the whole header). */
    userAgent: text('user_agent').notNull().default(''),
    /** The client address of the last request. */
    address: text('address').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The columns of a verification-code table (SMS codes to a phone, e-mail codes to an address):
 * the code is stored hashed with its target and purpose; `target` is the table's `targetColumn`.
 */
const verificationCodeColumns = (targetColumn: string) => ({
  id: serial('id').primaryKey(),
  target: text(targetColumn).notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** SMS verification codes, stored hashed; the phone (E.164) is `target`. */
export const smsCodes = pgTable('sms_codes', verificationCodeColumns('phone'), (t) => [
  index('sms_codes_phone_idx').on(t.target, t.createdAt),
]);

/** E-mail verification codes, stored hashed; the address (lower case) is `target`. */
export const emailCodes = pgTable('email_codes', verificationCodeColumns('email'), (t) => [
  index('email_codes_email_idx').on(t.target, t.createdAt),
]);

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

/** E-mails the API "sent" in dev and test (queueMail); pre and prod post them to the provider. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress)],
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
