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

// Orders of every kind (tickets, visas, booth applications, trips, flights), the waiting list,
// and the sandbox gateway's payments and refunds.

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
    /** The secret half of the e-ticket code: random, set when the order is paid or free. */
    checkInCode: text('check_in_code'),
    /**
     * Until when a pending order holds its tickets (created + 15 minutes); at that time the
     * order turns expired and its tickets go back to stock. Null for orders that hold nothing.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The tickets of the order cancelled and refunded, by number (1..quantity, as printed):
     * cancelled tickets no longer admit (`isTicketCancelled` in api/domain/orders/ticket-cancellation.ts).
     */
    cancelledTickets: jsonb('cancelled_tickets').$type<number[]>().notNull().default([]),
  },
  (t) => [
    ...orderIndexes('ticket_orders')(t),
    // The sweep of expired holds: pending orders by the end of their hold.
    index('ticket_orders_hold_idx').on(t.status, t.holdExpiresAt),
  ],
);

/**
 * The waiting list of a sold-out price tier: one row per member and tier. waiting: in line
 * (by joinedAt, then id); offered: returned stock was held for the member as `orderNo`.
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tierId: integer('tier_id').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    orderNo: text('order_no'),
  },
  (t) => [
    uniqueIndex('waiting_list_unique').on(t.userId, t.tierId),
    index('waiting_list_line_idx').on(t.tierId, t.status, t.joinedAt),
  ],
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

/**
 * Flight requests to an exhibition's city: requested -> quoted (staff set amount and flights)
 * -> paid -> issued, or cancelled while requested or quoted. amount_minor is 0 until quoted.
 */
export const flightOrders = pgTable(
  'flight_orders',
  {
    ...orderColumns(),
    exhibitionId: integer('exhibition_id').notNull(),
    departureCity: text('departure_city').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    cabinClass: text('cabin_class').notNull(),
    /** [{visitorId, name}]: the passengers as they were when requested (a visitor may be edited later). */
    passengers: jsonb('passengers').notNull(),
    remark: text('remark').notNull(),
    quotedFlights: text('quoted_flights'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quotedBy: integer('quoted_by'),
    ticketNumbers: text('ticket_numbers'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by'),
  },
  (t) => [...orderIndexes('flight_orders')(t), index('flight_orders_status_idx').on(t.status, t.createdAt)],
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
    /**
     * pending, paid, failed, closed; refunding / refunded: the payer paid for an order that was
     * no longer pending (an expired hold), and the gateway gives the money back.
     */
    status: text('status').notNull(),
    gatewayTradeNo: text('gateway_trade_no'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The gateway's refund number once the refund went through. */
    refundNo: text('refund_no'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** A failed card payment's reason code from the card processor (card_declined, insufficient_funds, ...). */
    declineCode: text('decline_code'),
  },
  (t) => [index('payments_order_idx').on(t.orderType, t.orderNo)],
);

/**
 * The sandbox card processor's record of charges, one per card payment: authorised on the hosted
 * form (or after its 3-D Secure challenge), captured at most once (capture_no set by the one
 * conditional update that wins), or declined / failed with a reason code.
 */
export const cardCharges = pgTable('card_charges', {
  id: serial('id').primaryKey(),
  paymentNo: text('payment_no').notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  /** requires_action (3-D Secure), authorised, captured, declined, failed (after authorisation) */
  status: text('status').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** What the test card does once authorised: capture (succeeds) or fail_late. */
  behaviour: text('behaviour').notNull(),
  declineCode: text('decline_code'),
  captureNo: text('capture_no').unique(),
  authorisedAt: timestamp('authorised_at', { withTimezone: true }),
  capturedAt: timestamp('captured_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Card processor webhook events this service has applied: a replayed event id changes nothing. */
export const cardWebhookEvents = pgTable('card_webhook_events', {
  id: serial('id').primaryKey(),
  eventId: text('event_id').notNull().unique(),
  paymentNo: text('payment_no').notNull(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * A buyer's cancellation of a paid order or some of its tickets, refunded by the policy: one row
 * per refund, at most one per order and Idempotency-Key (a repeated request answers this row).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    orderType: text('order_type').notNull(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The ticket numbers cancelled (a visa order: empty, the whole order). */
    tickets: jsonb('tickets').$type<number[]>().notNull(),
    /** What those tickets cost, the fee kept by the policy, and what went back (paid - fee). */
    paidMinor: integer('paid_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    paymentNo: text('payment_no').notNull(),
    /** The gateway's refund number. */
    gatewayRefundNo: text('gateway_refund_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_refunds_idem').on(t.orderNo, t.idempotencyKey),
    index('order_refunds_order_idx').on(t.orderNo),
  ],
);

/**
 * The sandbox gateway's record of refunds: at most one per refund request (`request_no`, the
 * merchant's out_request_no; a repeated request answers the first refund). A payment may be
 * refunded in parts, never beyond what it paid. Refunds of late payments name the payment itself.
 */
export const gatewayRefunds = pgTable('gateway_refunds', {
  id: serial('id').primaryKey(),
  refundNo: text('refund_no').notNull().unique(),
  requestNo: text('request_no').unique(),
  paymentNo: text('payment_no').notNull(),
  tradeNo: text('trade_no').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/**
 * Invoices of paid orders, at most one per order (the unique order number refuses a second one,
 * also of two requests at once). type fapiao (kind, title, taxpayer id) or receipt (name, address,
 * VAT id, country); status requested -> issued (invoice number, staff, time). The PDF is drawn
 * from the order on download, in the language it was asked in (`locale`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique('invoices_order_no_unique'),
    orderType: text('order_type').notNull(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    kind: text('kind'),
    title: text('title').notNull(),
    taxpayerId: text('taxpayer_id'),
    address: text('address'),
    vatId: text('vat_id'),
    country: text('country'),
    email: text('email').notNull(),
    /** The order's amount when the invoice was asked for (the staff's list shows it). */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull(),
    invoiceNo: text('invoice_no').unique('invoices_invoice_no_unique'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by'),
  },
  (t) => [index('invoices_status_idx').on(t.status, t.requestedAt), index('invoices_user_idx').on(t.userId)],
);
