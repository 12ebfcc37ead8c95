import type { ApiClient } from '../api/client.ts';
import {
  invoiceSchema,
  orderInvoiceSchema,
  type Invoice,
  type InvoiceRequest,
  type OrderInvoice,
} from '../contract/invoice.ts';

// The invoice of one of my paid orders (/api/orders/{orderNo}/invoice). The request is silent:
// the form says the API's answer in the user's language itself.

/** The order's invoice, or whether one may be asked for. */
export function getOrderInvoice(api: ApiClient, orderNo: string): Promise<OrderInvoice> {
  return api.get(`/api/orders/${encodeURIComponent(orderNo)}/invoice`, { schema: orderInvoiceSchema });
}

/** Asks for the order's invoice (a fapiao or a receipt); once per order. */
export function requestInvoice(api: ApiClient, orderNo: string, body: InvoiceRequest): Promise<Invoice> {
  return api.post(`/api/orders/${encodeURIComponent(orderNo)}/invoice`, body, {
    schema: invoiceSchema,
    silent: true,
  });
}
