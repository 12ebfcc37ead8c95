import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { readLocale, type Locale } from '../../../src/lib/contract/locale.ts';
import { formatDate, formatMoney } from '../../../src/lib/format.ts';
import { serverI18n } from '../../../src/lib/i18n/server.ts';
import type { MessageKey } from '../../../src/lib/i18n/messages.ts';
import { A4 } from '../../../src/lib/pdf/document.ts';
import { loadCjkFont, pdfFontkit } from '../../../src/lib/pdf/font.ts';
import type { invoices } from '../../db/schema.ts';
import type { InvoiceOrder } from './invoice-order.ts';
import { vatSplit } from './vat.ts';

// The issued invoice as an A4 PDF in the language it was asked in: seller and buyer, the
// invoice and order numbers, the order's lines (item, quantity, unit price, amount), VAT lines
// on a receipt, the total and its currency. Noto Sans Hans is embedded (subset), so Chinese
// titles and names print; pdf-lib writes a ToUnicode map, so the text can be searched and read.

type InvoiceRow = typeof invoices.$inferSelect;
type PdfKey = Extract<MessageKey, `apiMessage.invoicePdf.${string}`>;

const MARGIN = 48;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.8, 0.8, 0.8);
/** Table columns: item, quantity, unit price, amount (shares of the text width). */
const COLUMNS = [0.52, 0.12, 0.18, 0.18] as const;

interface Pen {
  page: PDFPage;
  font: PDFFont;
  y: number;
}

function cut(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

function line(pen: Pen, text: string, { size = 10, color = INK, gap = 16 } = {}): void {
  const width = A4[0] - 2 * MARGIN;
  pen.page.drawText(cut(text, pen.font, size, width), { x: MARGIN, y: pen.y, size, font: pen.font, color });
  pen.y -= gap;
}

function row(pen: Pen, cells: readonly string[], color = INK): void {
  const width = A4[0] - 2 * MARGIN;
  let x = MARGIN;
  COLUMNS.forEach((share, index) => {
    const cellWidth = width * share;
    const text = cut(cells[index] ?? '', pen.font, 10, cellWidth - 8);
    // Numbers are right-aligned in their column, the item left-aligned.
    const left = index === 0 ? x : x + cellWidth - 8 - pen.font.widthOfTextAtSize(text, 10);
    pen.page.drawText(text, { x: left, y: pen.y, size: 10, font: pen.font, color });
    x += cellWidth;
  });
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y - 6 },
    end: { x: MARGIN + width, y: pen.y - 6 },
    thickness: 0.5,
    color: RULE,
  });
  pen.y -= 20;
}

/** A total line: label on the left of the last two columns, amount right-aligned. */
function total(pen: Pen, label: string, amount: string, size = 10): void {
  const width = A4[0] - 2 * MARGIN;
  const right = MARGIN + width - 8;
  const labelX = MARGIN + width * (COLUMNS[0] + COLUMNS[1]);
  pen.page.drawText(label, { x: labelX, y: pen.y, size, font: pen.font, color: INK });
  pen.page.drawText(amount, {
    x: right - pen.font.widthOfTextAtSize(amount, size),
    y: pen.y,
    size,
    font: pen.font,
    color: INK,
  });
  pen.y -= size + 8;
}

/** Renders an issued invoice of `order` as a PDF. */
export async function renderInvoicePdf(invoice: InvoiceRow, order: InvoiceOrder): Promise<Uint8Array> {
  const locale: Locale = readLocale(invoice.locale);
  const { t } = serverI18n(locale);
  const say = (key: PdfKey, values: Record<string, string | number> = {}): string => t(key, values);
  const money = (minor: number): string => formatMoney(minor, { currency: order.currency, locale });
  const doc = await PDFDocument.create();
  doc.registerFontkit(pdfFontkit);
  const font = await doc.embedFont(await loadCjkFont(), { subset: true });
  const receipt = invoice.type === 'receipt';
  const title = say(receipt ? 'apiMessage.invoicePdf.receiptTitle' : 'apiMessage.invoicePdf.fapiaoTitle');
  doc.setTitle(`${title} ${invoice.invoiceNo ?? ''}`.trim());
  doc.setCreator(say('apiMessage.invoicePdf.seller'));
  const page = doc.addPage([...A4]);
  const pen: Pen = { page, font, y: A4[1] - MARGIN - 20 };

  line(pen, title, { size: 20, gap: 30 });
  line(pen, say('apiMessage.invoicePdf.invoiceNo', { no: invoice.invoiceNo ?? '' }));
  line(pen, say('apiMessage.invoicePdf.issuedAt', { date: formatDate(invoice.issuedAt, locale) }));
  line(pen, say('apiMessage.invoicePdf.orderNo', { no: order.orderNo }));
  line(pen, say('apiMessage.invoicePdf.paidAt', { date: formatDate(order.paidAt, locale) }), { gap: 26 });

  line(pen, say('apiMessage.invoicePdf.sellerHeading'), { color: MUTED });
  line(pen, say('apiMessage.invoicePdf.seller'), { gap: 26 });

  line(pen, say('apiMessage.invoicePdf.buyerHeading'), { color: MUTED });
  if (receipt) {
    line(pen, invoice.title);
    line(pen, invoice.address ?? '');
    line(pen, say('apiMessage.invoicePdf.country', { country: invoice.country ?? '' }));
    if (invoice.vatId !== null) line(pen, say('apiMessage.invoicePdf.vatId', { id: invoice.vatId }));
  } else {
    line(pen, invoice.title);
    line(
      pen,
      say(invoice.kind === 'company' ? 'apiMessage.invoicePdf.company' : 'apiMessage.invoicePdf.personal'),
    );
    if (invoice.taxpayerId !== null)
      line(pen, say('apiMessage.invoicePdf.taxpayerId', { id: invoice.taxpayerId }));
  }
  line(pen, invoice.email, { gap: 30 });

  row(
    pen,
    [
      say('apiMessage.invoicePdf.item'),
      say('apiMessage.invoicePdf.quantity'),
      say('apiMessage.invoicePdf.unitPrice'),
      say('apiMessage.invoicePdf.amount'),
    ],
    MUTED,
  );
  for (const item of order.lines) {
    row(pen, [
      locale === 'en' ? item.nameEn : item.nameZh,
      String(item.quantity),
      money(item.unitPriceMinor),
      money(item.amountMinor),
    ]);
  }
  pen.y -= 6;
  if (receipt) {
    const vat = vatSplit(order.amountMinor);
    total(pen, say('apiMessage.invoicePdf.net'), money(vat.netMinor));
    total(pen, say('apiMessage.invoicePdf.vat', { rate: vat.ratePercent }), money(vat.vatMinor));
  }
  total(pen, say('apiMessage.invoicePdf.total'), money(order.amountMinor), 12);
  total(pen, say('apiMessage.invoicePdf.currency'), order.currency);
  if (receipt) {
    pen.y -= 10;
    line(pen, say('apiMessage.invoicePdf.vatNote', { rate: vatSplit(0).ratePercent }), {
      size: 9,
      color: MUTED,
    });
  }
  return doc.save();
}
