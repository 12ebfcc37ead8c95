import {
  countryCodeSchema,
  fapiaoRequestSchema,
  receiptRequestSchema,
  vatIdSchema,
  type InvoiceRequest,
} from '../contract/invoice.ts';
import { isCreditCode } from '../contract/credit-code.ts';
import { collectErrors, type FieldError, type FieldErrors } from './field-errors.ts';
import { checkChoice, checkEmail, checkFormat, checkText } from './rules.ts';

// The invoice request form of the management centre: a fapiao (personal or company; a company
// names its taxpayer id, checked to its check character) or a receipt with VAT lines. The rules
// are the contract's, so the form refuses what the API would; the API checks again.

/** The form's fields, all as typed. */
export interface InvoiceFormValues {
  type: string;
  kind: string;
  title: string;
  taxpayerId: string;
  name: string;
  address: string;
  vatId: string;
  country: string;
  email: string;
}

/** The fields a form may mark invalid. */
export type InvoiceField = keyof InvoiceFormValues;

/** An empty form: the Chinese edition starts with a fapiao, the English one with a receipt. */
export function emptyInvoiceForm(edition: 'zh' | 'en', email = ''): InvoiceFormValues {
  return {
    type: edition === 'zh' ? 'fapiao' : 'receipt',
    kind: edition === 'zh' ? 'company' : 'personal',
    title: '',
    taxpayerId: '',
    name: '',
    address: '',
    vatId: '',
    country: '',
    email,
  };
}

/** Checks a taxpayer id: required, then the unified social credit code with its check character. */
function checkTaxpayerId(value: string): FieldError | undefined {
  const code = value.trim().toUpperCase();
  if (code === '') return { key: 'form.errors.required' };
  return isCreditCode(code) ? undefined : { key: 'form.errors.taxpayerId' };
}

/**
 * The errors of the form's fields of the chosen type (the other type's fields are not checked).
 * @example checkInvoiceForm({ ...emptyInvoiceForm('zh'), title: 'A', taxpayerId: '91350100M000100Y44', email: 'a@b.cn' }).taxpayerId // { key: 'form.errors.taxpayerId' }
 */
export function checkInvoiceForm(values: InvoiceFormValues): FieldErrors<InvoiceField> {
  const type = checkChoice(values.type, ['fapiao', 'receipt']);
  if (type !== undefined) return { type };
  if (values.type === 'fapiao') {
    const shape = fapiaoRequestSchema.shape;
    return collectErrors({
      kind: checkChoice(values.kind, ['personal', 'company']),
      title: checkText(values.title, shape.title),
      taxpayerId: values.kind === 'company' ? checkTaxpayerId(values.taxpayerId) : undefined,
      email: checkEmail(values.email, true),
    });
  }
  const shape = receiptRequestSchema.shape;
  return collectErrors({
    name: checkText(values.name, shape.name),
    address: checkText(values.address, shape.address),
    vatId: checkFormat(values.vatId, vatIdSchema, 'form.errors.vatId', { optional: true }),
    country:
      values.country.trim() === ''
        ? { key: 'form.errors.required' }
        : checkFormat(values.country, countryCodeSchema, 'form.errors.country'),
    email: checkEmail(values.email, true),
  });
}

/** The request body of a checked form. */
export function invoiceBody(values: InvoiceFormValues): InvoiceRequest {
  if (values.type === 'fapiao') {
    const company = values.kind === 'company';
    return {
      type: 'fapiao',
      kind: company ? 'company' : 'personal',
      title: values.title.trim(),
      taxpayerId: company ? values.taxpayerId.trim().toUpperCase() : '',
      email: values.email.trim(),
    };
  }
  return {
    type: 'receipt',
    name: values.name.trim(),
    address: values.address.trim(),
    vatId: values.vatId.trim().toUpperCase(),
    country: values.country.trim().toUpperCase(),
    email: values.email.trim(),
  };
}
