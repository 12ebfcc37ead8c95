import type { ApiClient } from '../api/client.ts';
import {
  orderSchema,
  type FlightOrderBody,
  type Order,
  type TicketOrderBody,
  type VisaOrderBody,
} from '../contract/order.ts';
import { eTicketSheetSchema, type ETicketSheet } from '../contract/eticket.ts';
import {
  refundQuoteSchema,
  refundResultSchema,
  type RefundBody,
  type RefundQuote,
  type RefundResult,
} from '../contract/refund.ts';

// Orders (/api/orders): tickets, visas, booth applications, trip sign-ups and flight requests. Creating calls are
// silent: the form says what happened in the user's language (the API's messages are English
// only), while session-ending codes still clear the token and go to /login?redirect=<this page>.
// The same idempotency key always answers the same order (retries, double clicks).

/** Who to contact about an order. */
export interface Contact {
  name: string;
  phone: string;
  email?: string;
}

/** Orders tickets. */
export function createTicketOrder(
  api: ApiClient,
  body: TicketOrderBody,
  idempotencyKey: string,
): Promise<Order> {
  return api.post('/api/orders/tickets', body, { schema: orderSchema, idempotencyKey, silent: true });
}

/** Orders a visa for its applicants. */
export function createVisaOrder(api: ApiClient, body: VisaOrderBody, idempotencyKey: string): Promise<Order> {
  return api.post('/api/orders/visas', body, { schema: orderSchema, idempotencyKey, silent: true });
}

/** Applies for a booth. */
export function createApplication(
  api: ApiClient,
  body: {
    exhibitionId: number;
    companyName: string;
    boothType: 'standard' | 'raw-space';
    boothAreaSqm: number;
    remark: string;
    contact: Contact;
  },
  idempotencyKey: string,
): Promise<Order> {
  return api.post('/api/orders/applications', body, { schema: orderSchema, idempotencyKey, silent: true });
}

/** Signs up for a group trip. */
export function createTripSignup(
  api: ApiClient,
  body: { tripId: number; people: number; contact: Contact },
  idempotencyKey: string,
): Promise<Order> {
  return api.post('/api/orders/trips', body, { schema: orderSchema, idempotencyKey, silent: true });
}

/** Requests flights to an exhibition's city for some of my visitors (staff quote it later). */
export function createFlightOrder(
  api: ApiClient,
  body: FlightOrderBody,
  idempotencyKey: string,
): Promise<Order> {
  return api.post('/api/orders/flights', body, { schema: orderSchema, idempotencyKey, silent: true });
}

/**
 * Cancels one of my orders not yet paid; silent: the page says what happened (a refusal, code
 * 30001, comes in the user's language from the API).
 */
export function cancelOrder(api: ApiClient, orderNo: string): Promise<Order> {
  return api.post(`/api/orders/${orderNo}/cancel`, undefined, { schema: orderSchema, silent: true });
}

/** Attaches an uploaded file as one required document of a visa applicant (an upsert). */
export function attachDocument(
  api: ApiClient,
  orderNo: string,
  applicantId: number,
  documentCode: string,
  uploadId: number,
): Promise<Order> {
  return api.post(
    `/api/orders/${orderNo}/applicants/${String(applicantId)}/documents`,
    { documentCode, uploadId },
    { schema: orderSchema, silent: true },
  );
}

/** One of the user's orders. */
export function getOrder(api: ApiClient, orderNo: string): Promise<Order> {
  return api.get(`/api/orders/${orderNo}`, { schema: orderSchema, silent: true });
}

/** The printable tickets of my paid or free ticket order (404 not mine or unknown, 409 unpaid). */
export function getETicketSheet(api: ApiClient, orderNo: string): Promise<ETicketSheet> {
  return api.get(`/api/orders/${encodeURIComponent(orderNo)}/eticket`, {
    schema: eTicketSheetSchema,
    silent: true,
  });
}

/** What cancelling tickets of one of my paid orders would refund now (silent: the page says why not). */
export function quoteRefund(api: ApiClient, orderNo: string, body: RefundBody): Promise<RefundQuote> {
  return api.post(`/api/orders/${orderNo}/refund-quote`, body, { schema: refundQuoteSchema, silent: true });
}

/** Cancels tickets of one of my paid orders and refunds by the policy; the same key answers the same refund. */
export function refundOrder(
  api: ApiClient,
  orderNo: string,
  body: RefundBody,
  idempotencyKey: string,
): Promise<RefundResult> {
  return api.post(`/api/orders/${orderNo}/refund`, body, {
    schema: refundResultSchema,
    idempotencyKey,
    silent: true,
  });
}
