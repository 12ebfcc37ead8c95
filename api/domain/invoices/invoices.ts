import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import type {
  Invoice,
  OrderInvoice,
  invoiceRequestSchema,
  invoiceStatusSchema,
} from '../../../src/lib/contract/invoice.ts';
import type { Locale } from '../../../src/lib/contract/locale.ts';
import type { OrderType } from '../../../src/lib/contract/order.ts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { invoices } from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { apiText } from '../../server/api-messages.ts';
import { isPaidOrder, readInvoiceOrder } from './invoice-order.ts';

// The invoice of a paid order: asked for once by its buyer (a second request, also one at the
// same moment, meets the unique order number and is refused with 409), issued by staff, then
// downloadable. Another member's order and an unknown number are not found (404).

type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** Where the buyer downloads an issued invoice. */
function invoicePdfPath(orderNo: string): string {
  return `/api/orders/${orderNo}/invoice.pdf`;
}

/** An invoice row as the contract shows it. */
function invoiceOf(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    orderNo: row.orderNo,
    orderType: row.orderType as OrderType,
    type: row.type === 'fapiao' ? 'fapiao' : 'receipt',
    status: row.status === 'issued' ? 'issued' : 'requested',
    kind: row.kind === 'company' || row.kind === 'personal' ? row.kind : null,
    title: row.title,
    taxpayerId: row.taxpayerId,
    address: row.address,
    vatId: row.vatId,
    country: row.country,
    email: row.email,
    invoiceNo: row.invoiceNo,
    requestedAt: row.requestedAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    pdfUrl: row.status === 'issued' ? invoicePdfPath(row.orderNo) : null,
  };
}

async function invoiceRowOf(db: Database, orderNo: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderNo, orderNo));
  return row;
}

/** GET /api/orders/{orderNo}/invoice: the order's invoice, or whether the buyer may ask for one. */
export async function readOrderInvoice(db: Database, userId: number, orderNo: string): Promise<OrderInvoice> {
  const order = await readInvoiceOrder(db, userId, orderNo);
  const row = await invoiceRowOf(db, orderNo);
  return {
    orderNo,
    requestable: row === undefined && isPaidOrder(order),
    invoice: row === undefined ? null : invoiceOf(row),
  };
}

/**
 * POST /api/orders/{orderNo}/invoice: asks for the invoice of one of the buyer's paid orders.
 * One insert: the unique order number decides between two requests at once, and a refused one
 * writes nothing.
 */
export async function requestInvoice(
  db: Database,
  userId: number,
  orderNo: string,
  body: z.output<typeof invoiceRequestSchema>,
  locale: Locale,
  now: Date,
): Promise<Invoice> {
  const order = await readInvoiceOrder(db, userId, orderNo);
  if (!isPaidOrder(order)) throw refused(apiText('apiMessage.invoice.notPaid'), ResponseCode.orderState);
  const buyer =
    body.type === 'fapiao'
      ? {
          kind: body.kind,
          title: body.title,
          taxpayerId: body.kind === 'company' ? body.taxpayerId : null,
          address: null,
          vatId: null,
          country: null,
        }
      : {
          kind: null,
          title: body.name,
          taxpayerId: null,
          address: body.address,
          vatId: body.vatId === '' ? null : body.vatId,
          country: body.country,
        };
  const [row] = await db
    .insert(invoices)
    .values({
      orderNo,
      orderType: order.orderType,
      userId,
      type: body.type,
      ...buyer,
      email: body.email,
      amountMinor: order.amountMinor,
      currency: order.currency,
      locale,
      status: 'requested',
      requestedAt: now,
    })
    .onConflictDoNothing({ target: invoices.orderNo })
    .returning();
  if (row === undefined)
    throw refused(apiText('apiMessage.invoice.exists', { orderNo }), ResponseCode.orderState);
  return invoiceOf(row);
}

/** The number an issued invoice carries: INV, the issue date and the invoice's id. */
function invoiceNumber(id: number, issuedAt: Date): string {
  return `INV${issuedAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** POST /api/editor/invoices/{id}/issue: staff issue a requested invoice (409 when already issued). */
export async function issueInvoice(db: Database, staffId: number, id: number, now: Date): Promise<Invoice> {
  const [row] = await db
    .update(invoices)
    .set({ status: 'issued', invoiceNo: invoiceNumber(id, now), issuedAt: now, issuedBy: staffId })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'requested')))
    .returning();
  if (row !== undefined) return invoiceOf(row);
  const [current] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id));
  if (current === undefined) throw notFound('invoice', id);
  throw refused(apiText('apiMessage.invoice.alreadyIssued'), ResponseCode.orderState);
}

/** GET /api/editor/invoices: every member's invoices, oldest request first, of one status or all. */
export async function listInvoices(
  db: Database,
  status: InvoiceStatus | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const where: SQL | undefined = status === undefined ? undefined : eq(invoices.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(asc(invoices.requestedAt), asc(invoices.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return {
    records: rows.map((row) => ({
      ...invoiceOf(row),
      userId: row.userId,
      amountMinor: row.amountMinor,
      currency: row.currency,
    })),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    total: total?.n ?? 0,
  };
}

/** The buyer's issued invoice with its order, for the PDF (409 while requested, 404 without one). */
export async function issuedInvoiceOf(db: Database, userId: number, orderNo: string) {
  const order = await readInvoiceOrder(db, userId, orderNo);
  const row = await invoiceRowOf(db, orderNo);
  if (row === undefined) throw notFound('invoice', orderNo);
  if (row.status !== 'issued')
    throw refused(apiText('apiMessage.invoice.notIssued'), ResponseCode.orderState);
  return { order, invoice: row };
}
