import type { ApiClient } from '../api/client.ts';
import { ticketSchema, type Ticket } from '../contract/exhibition.ts';
import { visitorSchema, type Visitor, type VisitorBody } from '../contract/manager.ts';
import {
  orderSchema,
  uploadSchema,
  type Order,
  type TicketOrderBody,
  type VisaOrderBody,
} from '../contract/order.ts';
import { paymentSchema, payStatusSchema, type Payment, type PayStatus } from '../contract/payment.ts';
import { z } from 'zod';

// Every call the checkout makes, typed by the contract schemas. Creating calls are silent: the
// form says what happened in the user's language (the API's messages are English only), while
// session-ending codes still clear the token and go to /login?redirect=<this page>.

/** The payment channels of the sandbox gateway. */
export type PayChannel = Payment['channel'];

/** Ticket kinds and price tiers of an exhibition with remaining stock. */
export function getTickets(api: ApiClient, exhibitionId: number | string): Promise<Ticket[]> {
  return api.get(`/api/exhibitions/${String(exhibitionId)}/tickets`, { schema: z.array(ticketSchema) });
}

/** The logged-in user's visitors. */
export function listVisitors(api: ApiClient): Promise<Visitor[]> {
  return api.get('/api/manager/visitors', { schema: z.array(visitorSchema), silent: true });
}

/** Adds a visitor to the logged-in user's list. */
export function addVisitor(api: ApiClient, body: VisitorBody): Promise<Visitor> {
  return api.post('/api/manager/visitors', body, { schema: visitorSchema, silent: true });
}

/** Orders tickets; the same idempotency key always answers the same order (retries, double clicks). */
export function createTicketOrder(
  api: ApiClient,
  body: TicketOrderBody,
  idempotencyKey: string,
): Promise<Order> {
  return api.post('/api/orders/tickets', body, { schema: orderSchema, idempotencyKey, silent: true });
}

/** Orders a visa for its applicants; idempotent like ticket orders. */
export function createVisaOrder(api: ApiClient, body: VisaOrderBody, idempotencyKey: string): Promise<Order> {
  return api.post('/api/orders/visas', body, { schema: orderSchema, idempotencyKey, silent: true });
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

/** Uploads one file as its raw bytes; the API checks the bytes against the content type. */
export function uploadFile(
  api: ApiClient,
  file: Blob,
  fileName: string,
): Promise<z.infer<typeof uploadSchema>> {
  return api.request('/api/uploads', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type },
    query: { fileName: fileName.replace(/[/\\]/g, '_').slice(0, 120) || 'upload' },
    schema: uploadSchema,
    silent: true,
  });
}

/** One of the user's orders. */
export function getOrder(api: ApiClient, orderNo: string): Promise<Order> {
  return api.get(`/api/orders/${orderNo}`, { schema: orderSchema, silent: true });
}

/** Creates (or reuses the open) payment of a pending order. */
export function createPayment(
  api: ApiClient,
  order: Pick<Order, 'orderNo' | 'orderType'>,
  channel: PayChannel,
): Promise<Payment> {
  return api.post(
    '/api/pay/create',
    { orderNo: order.orderNo, orderType: order.orderType, channel },
    { schema: paymentSchema, silent: true },
  );
}

/** Status of a payment (result 1 success, 2 fail, null pending); polled, so never toasts. */
export function getPayStatus(api: ApiClient, paymentNo: string, signal?: AbortSignal): Promise<PayStatus> {
  return api.get(`/api/pay/payStatus/${paymentNo}`, {
    schema: payStatusSchema,
    silent: true,
    ...(signal !== undefined && { signal }),
  });
}

/** Status of the latest payment of an order (when the result page has no payment number). */
export function getOrderPayStatus(api: ApiClient, orderNo: string, signal?: AbortSignal): Promise<PayStatus> {
  return api.get(`/api/pay/getPayStatus/${orderNo}`, {
    schema: payStatusSchema,
    silent: true,
    ...(signal !== undefined && { signal }),
  });
}
