import { z } from 'zod';
import { isCreditCode } from './credit-code.ts';
import { emailSchema, idSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { orderTypeSchema } from './order.ts';
import { validationKey } from './validation-key.ts';

// Invoices of paid orders: the buyer asks for a fapiao (发票: personal or company, title, the
// company's taxpayer id) or a receipt with VAT lines (name, address, VAT id, country), one per
// order; staff issue it (editor API) and the buyer downloads it as a PDF.

/** What the buyer asks for: a Chinese fapiao, or a receipt/invoice with VAT lines. */
const invoiceTypeSchema = z.enum(['fapiao', 'receipt']);
/** A fapiao's buyer: a person, or a company (which needs its taxpayer id). */
const fapiaoKindSchema = z.enum(['personal', 'company']);
/** requested (waiting for staff), issued (the PDF can be downloaded). */
export const invoiceStatusSchema = z.enum(['requested', 'issued']);

/** The taxpayer id of a company fapiao: a unified social credit code (GB 32100-2015) with its check character. */
const taxpayerIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCreditCode, validationKey('apiMessage.validation.taxpayerId'));
/** A receipt's VAT id, optional: 4-20 letters and digits (spaces, dots, dashes and slashes kept). */
export const vatIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:[A-Z0-9][A-Z0-9 ./-]{2,18}[A-Z0-9])?$/, validationKey('apiMessage.validation.vatId'));
/** An ISO 3166-1 alpha-2 country code. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, validationKey('apiMessage.validation.countryCode'));

/** Body of POST /api/orders/{orderNo}/invoice asking for a fapiao. */
export const fapiaoRequestSchema = z
  .object({
    type: z.literal('fapiao'),
    kind: fapiaoKindSchema,
    title: z.string().trim().min(1).max(100),
    /** Required for a company, ignored for a person. */
    taxpayerId: z.string().trim().toUpperCase().max(18).default(''),
    email: emailSchema,
  })
  .superRefine((body, check) => {
    if (body.kind !== 'company') return;
    if (!taxpayerIdSchema.safeParse(body.taxpayerId).success)
      check.addIssue({
        code: 'custom',
        path: ['taxpayerId'],
        message: validationKey('apiMessage.validation.taxpayerId'),
      });
  });
/** Body of POST /api/orders/{orderNo}/invoice asking for a receipt with VAT lines. */
export const receiptRequestSchema = z.object({
  type: z.literal('receipt'),
  name: z.string().trim().min(1).max(120),
  address: z.string().trim().min(1).max(300),
  vatId: vatIdSchema.default(''),
  country: countryCodeSchema,
  email: emailSchema,
});
/** Body of POST /api/orders/{orderNo}/invoice. */
export const invoiceRequestSchema = z.discriminatedUnion('type', [fapiaoRequestSchema, receiptRequestSchema]);

/** An invoice as its buyer and staff see it. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderType: orderTypeSchema,
  type: invoiceTypeSchema,
  status: invoiceStatusSchema,
  /** A fapiao's buyer kind; null for a receipt. */
  kind: fapiaoKindSchema.nullable(),
  /** The fapiao's title or the receipt's name. */
  title: z.string(),
  taxpayerId: z.string().nullable(),
  address: z.string().nullable(),
  vatId: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string(),
  /** The number staff's issue gave it; null while requested. */
  invoiceNo: z.string().nullable(),
  requestedAt: z.string(),
  issuedAt: z.string().nullable(),
  /** Where the buyer downloads it once issued; null before. */
  pdfUrl: z.string().nullable(),
});
/** data of GET /api/orders/{orderNo}/invoice: the invoice, or whether one may be asked for. */
export const orderInvoiceSchema = z.object({
  orderNo: z.string(),
  /** True when the order is paid and has no invoice yet. */
  requestable: z.boolean(),
  invoice: invoiceSchema.nullable(),
});
/** Query of GET /api/editor/invoices. */
export const invoiceListQuerySchema = pageQuerySchema.extend({ status: invoiceStatusSchema.optional() });
/** One row of the staff's list: the invoice with its order's amount and the member. */
const editorInvoiceSchema = invoiceSchema.extend({
  userId: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
});
/** data of GET /api/editor/invoices. */
export const invoicePageSchema = pageSchema(editorInvoiceSchema);
/** Path params of POST /api/editor/invoices/{id}/issue. */
export const invoiceIdParamsSchema = z.object({ id: idSchema });

export type InvoiceRequest = z.input<typeof invoiceRequestSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;
