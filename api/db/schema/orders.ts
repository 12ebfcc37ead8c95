import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type IndexBuilderOn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// Orders of every kind and their payments.

/** The columns every order table starts with, whatever it sells. */
const orderColumns = () => ({
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  /** pending (awaiting payment), paid, free, cancelled */
  status: text('status').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

type IndexColumn = Parameters<IndexBuilderOn['on']>[0];

/** An order table's indexes: one order per user and Idempotency-Key, and a user's orders. */
const orderIndexes = (table: string) => (t: { userId: IndexColumn; idempotencyKey: IndexColumn }) => [
  uniqueIndex(`${table}_idem`).on(t.userId, t.idempotencyKey),
  index(`${table}_user_idx`).on(t.userId),
];

/** Ticket orders. */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    ...orderColumns(),
    exhibitionId: integer('exhibition_id').notNull(),
    ticketId: integer('ticket_id').notNull(),
    tierId: integer('tier_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    payKind: integer('pay_kind').notNull(),
    visitorIds: jsonb('visitor_ids').notNull(),
  },
  orderIndexes('ticket_orders'),
);

/** Visa orders. */
export const visaOrders = pgTable(
  'visa_orders',
  {
    ...orderColumns(),
    visaId: integer('visa_id').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    applicantCount: integer('applicant_count').notNull(),
  },
  orderIndexes('visa_orders'),
);

/** Applicants of a visa order. */
export const visaApplicants = pgTable(
  'visa_applicants',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    name: text('name').notNull(),
    pinyin: text('pinyin').notNull(),
    passportNo: text('passport_no').notNull(),
    applicantKind: text('applicant_kind').notNull(),
    phone: text('phone'),
  },
  (t) => [index('visa_applicants_order_idx').on(t.orderId)],
);

/** Documents uploaded for a visa applicant. */
export const visaApplicantDocuments = pgTable(
  'visa_applicant_documents',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id').notNull(),
    documentCode: text('document_code').notNull(),
    uploadId: integer('upload_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('visa_applicant_documents_unique').on(t.applicantId, t.documentCode)],
);

/** Exhibition (booth) applications; free of charge, reviewed by the organiser. */
export const exhibitionApplications = pgTable(
  'exhibition_applications',
  {
    ...orderColumns(),
    exhibitionId: integer('exhibition_id').notNull(),
    companyName: text('company_name').notNull(),
    boothType: text('booth_type').notNull(),
    boothAreaSqm: integer('booth_area_sqm').notNull(),
    remark: text('remark').notNull(),
  },
  orderIndexes('exhibition_applications'),
);

/** Group trip sign-ups. */
export const tripSignups = pgTable(
  'trip_signups',
  {
    ...orderColumns(),
    tripId: integer('trip_id').notNull(),
    people: integer('people').notNull(),
  },
  orderIndexes('trip_signups'),
);

/** Payments through the sandbox gateway (alipay or wxpay shaped). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentNo: text('payment_no').notNull().unique(),
    userId: integer('user_id').notNull(),
    orderType: text('order_type').notNull(),
    orderNo: text('order_no').notNull(),
    channel: text('channel').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** pending, paid, failed, closed */
    status: text('status').notNull(),
    gatewayTradeNo: text('gateway_trade_no'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payments_order_idx').on(t.orderType, t.orderNo)],
);
