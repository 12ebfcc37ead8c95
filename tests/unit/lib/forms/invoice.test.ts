import { describe, expect, it } from 'vitest';
import { invoiceRequestSchema } from '../../../../src/lib/contract/invoice.ts';
import {
  checkInvoiceForm,
  emptyInvoiceForm,
  invoiceBody,
  type InvoiceFormValues,
} from '../../../../src/lib/forms/invoice.ts';

// The invoice form refuses what the API refuses, in the form's own message keys, and sends a
// body the contract takes.

const company: InvoiceFormValues = {
  ...emptyInvoiceForm('zh'),
  title: '上海示例贸易有限公司',
  taxpayerId: '91350100m000100y43',
  email: 'finance@example.cn',
};
const receipt: InvoiceFormValues = {
  ...emptyInvoiceForm('en'),
  name: 'Muster GmbH',
  address: 'Hauptstraße 1, Berlin',
  country: 'de',
  email: 'billing@example.de',
};

describe('emptyInvoiceForm', () => {
  it('starts the Chinese edition with a company fapiao and the English one with a receipt', () => {
    expect(emptyInvoiceForm('zh')).toMatchObject({ type: 'fapiao', kind: 'company' });
    expect(emptyInvoiceForm('en', 'a@b.de')).toMatchObject({ type: 'receipt', email: 'a@b.de' });
  });
});

describe('checkInvoiceForm', () => {
  it('accepts a company fapiao and a receipt, and their bodies pass the contract', () => {
    expect(checkInvoiceForm(company)).toEqual({});
    expect(checkInvoiceForm(receipt)).toEqual({});
    expect(invoiceRequestSchema.parse(invoiceBody(company))).toMatchObject({
      type: 'fapiao',
      taxpayerId: '91350100M000100Y43',
    });
    expect(invoiceRequestSchema.parse(invoiceBody(receipt))).toMatchObject({ country: 'DE', vatId: '' });
  });

  it('names a wrong check character, a missing id, title and e-mail', () => {
    expect(checkInvoiceForm({ ...company, taxpayerId: '91350100M000100Y44' })).toEqual({
      taxpayerId: { key: 'form.errors.taxpayerId' },
    });
    expect(checkInvoiceForm({ ...company, taxpayerId: '', title: ' ', email: 'x' })).toEqual({
      taxpayerId: { key: 'form.errors.required' },
      title: { key: 'form.errors.required' },
      email: { key: 'form.errors.email' },
    });
  });

  it('needs no taxpayer id from a person', () => {
    expect(checkInvoiceForm({ ...company, kind: 'personal', taxpayerId: '' })).toEqual({});
    expect(invoiceBody({ ...company, kind: 'personal' })).toMatchObject({ taxpayerId: '' });
  });

  it("checks only the receipt's fields on a receipt", () => {
    expect(checkInvoiceForm({ ...receipt, country: 'Germany', vatId: 'x', address: '' })).toEqual({
      country: { key: 'form.errors.country' },
      vatId: { key: 'form.errors.vatId' },
      address: { key: 'form.errors.required' },
    });
    expect(checkInvoiceForm({ ...receipt, country: '' }).country).toEqual({ key: 'form.errors.required' });
  });
});
