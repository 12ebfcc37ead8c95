import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4 } from '../pdf/document.ts';
import { loadCjkFont, pdfFontkit } from '../pdf/font.ts';
import { qrGeometry } from '../qr/qr-code.ts';
import type { PrintedTicket, TicketDocument } from './ticket-document.ts';

// The tickets of an order as a PDF: one A4 page per ticket, the same facts as the HTML print view,
// text in the embedded CJK font (subset per document) and the QR code drawn as vector paths from
// the QR encoder's module matrix (one path of squares: sharp at any zoom, no image).

/** The texts of a ticket page, in the reader's language. */
export interface TicketPdfLabels {
  siteName: string;
  heading: string;
  ticketOf: (index: number, count: number) => string;
  dates: string;
  venue: string;
  address: string;
  kind: string;
  visitor: string;
  holder: string;
  orderNo: string;
  paidOn: string;
  hint: string;
  qr: string;
  cancelled: string;
  postponed: string;
}

const MARGIN = 40;
const BAND = 56;
const QR_SIDE = 190;
const GAP = 20;
const BRAND = rgb(0.784, 0.063, 0.18);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.8, 0.8, 0.8);

// Runs a line may break between: a CJK character (each stands alone), a run of other
// non-space characters (a Latin word, a number), a run of spaces.
const tokenPattern =
  /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/gu;

/**
 * Breaks text into lines no wider than `width` (words kept whole unless a word alone is wider);
 * at most `maxLines`, the last one ending in an ellipsis when text was left over.
 */
function wrapText(text: string, font: PDFFont, size: number, width: number, maxLines = 3): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
  };
  for (const token of text.replace(/\s+/g, ' ').trim().match(tokenPattern) ?? []) {
    if (fits(line + token)) {
      line += token;
      continue;
    }
    if (line.trim() !== '') push();
    if (token.trim() === '') continue;
    // A token wider than the line on its own is cut by characters.
    for (const char of token) {
      if (!fits(line + char) && line !== '') push();
      line += char;
    }
  }
  if (line.trim() !== '') push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  // Drop whole code points (Array.from keeps surrogate pairs together).
  while (last !== '' && !fits(`${last}…`)) last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

interface Drawing {
  page: PDFPage;
  font: PDFFont;
}

/** Draws label and value lines at y; returns the y below them. */
function drawFact(drawing: Drawing, label: string, value: string, y: number, width: number): number {
  const { page, font } = drawing;
  page.drawText(label, { x: MARGIN + 16, y, size: 9, font, color: MUTED });
  let next = y - 15;
  for (const line of wrapText(value, font, 12, width, 3)) {
    page.drawText(line, { x: MARGIN + 16, y: next, size: 12, font, color: INK });
    next -= 16;
  }
  return next - 8;
}

function drawTicket(
  drawing: Drawing,
  doc: TicketDocument,
  ticket: PrintedTicket,
  labels: TicketPdfLabels,
): void {
  const { page, font } = drawing;
  const [pageWidth, pageHeight] = A4;
  const top = pageHeight - MARGIN;
  const innerWidth = pageWidth - 2 * MARGIN;

  // The band: site name and what the page is.
  page.drawRectangle({ x: MARGIN, y: top - BAND, width: innerWidth, height: BAND, color: BRAND });
  page.drawText(labels.siteName, {
    x: MARGIN + 16,
    y: top - BAND / 2 - 7,
    size: 20,
    font,
    color: rgb(1, 1, 1),
  });
  const heading = `${labels.heading} · ${labels.ticketOf(ticket.index, doc.count)}`;
  page.drawText(heading, {
    x: pageWidth - MARGIN - 16 - font.widthOfTextAtSize(heading, 12),
    y: top - BAND / 2 - 5,
    size: 12,
    font,
    color: rgb(1, 1, 1),
  });

  // The fair's name across the page, then its status when it is not going ahead as announced.
  let y = top - BAND - 34;
  for (const line of wrapText(doc.fairName, font, 20, innerWidth - 32, 3)) {
    page.drawText(line, { x: MARGIN + 16, y, size: 20, font, color: INK });
    y -= 26;
  }
  if (doc.fairStatus !== undefined) {
    const note = doc.fairStatus === 'cancelled' ? labels.cancelled : labels.postponed;
    page.drawText(note, { x: MARGIN + 16, y, size: 12, font, color: BRAND });
    y -= 22;
  }
  y -= 8;

  // Facts on the left, the code on the right.
  const qrLeft = pageWidth - MARGIN - 16 - QR_SIDE;
  const factWidth = qrLeft - GAP - (MARGIN + 16);
  const qrTop = y + 4;
  y = drawFact(drawing, ticket.namedVisitor ? labels.visitor : labels.holder, ticket.holder, y, factWidth);
  y = drawFact(drawing, labels.dates, doc.dates, y, factWidth);
  y = drawFact(drawing, labels.venue, doc.venue, y, factWidth);
  if (doc.address !== '') y = drawFact(drawing, labels.address, doc.address, y, factWidth);
  y = drawFact(drawing, labels.kind, doc.kind, y, factWidth);
  y = drawFact(drawing, labels.orderNo, doc.orderNo, y, factWidth);
  if (doc.paidOn !== '') y = drawFact(drawing, labels.paidOn, doc.paidOn, y, factWidth);

  const qr = qrGeometry(ticket.code, 'Q');
  page.drawRectangle({ x: qrLeft, y: qrTop - QR_SIDE, width: QR_SIDE, height: QR_SIDE, color: rgb(1, 1, 1) });
  page.drawSvgPath(qr.path, { x: qrLeft, y: qrTop, scale: QR_SIDE / qr.size, color: rgb(0, 0, 0) });
  const caption = labels.qr;
  page.drawText(caption, {
    x: qrLeft + (QR_SIDE - font.widthOfTextAtSize(caption, 9)) / 2,
    y: qrTop - QR_SIDE - 14,
    size: 9,
    font,
    color: MUTED,
  });

  // The hint under whichever column ends lower, then the ticket's frame.
  let bottom = Math.min(y, qrTop - QR_SIDE - 30) - 6;
  page.drawLine({
    start: { x: MARGIN + 16, y: bottom + 12 },
    end: { x: pageWidth - MARGIN - 16, y: bottom + 12 },
    thickness: 0.5,
    color: RULE,
  });
  for (const line of wrapText(labels.hint, font, 10, innerWidth - 32, 4)) {
    page.drawText(line, { x: MARGIN + 16, y: bottom - 4, size: 10, font, color: MUTED });
    bottom -= 14;
  }
  const frameBottom = bottom - 14;
  page.drawRectangle({
    x: MARGIN,
    y: frameBottom,
    width: innerWidth,
    height: top - frameBottom,
    borderColor: RULE,
    borderWidth: 1,
    borderDashArray: [4, 3],
  });
}

/** The order's tickets as a PDF, one A4 page per ticket. */
export async function renderTicketPdf(doc: TicketDocument, labels: TicketPdfLabels): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(pdfFontkit);
  const font = await pdf.embedFont(await loadCjkFont(), { subset: true });
  pdf.setTitle(`${labels.heading} ${doc.orderNo}`);
  pdf.setCreator(labels.siteName);
  pdf.setSubject(doc.fairName);
  for (const ticket of doc.tickets) drawTicket({ page: pdf.addPage([...A4]), font }, doc, ticket, labels);
  return pdf.save();
}
