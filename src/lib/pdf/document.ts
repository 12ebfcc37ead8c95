import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { loadCjkFont, pdfFontkit } from './font.ts';
import { headerImage, type HeaderVariant } from './header-images.ts';

/** A4 portrait in PDF points (210 × 297 mm). */
export const A4: readonly [number, number] = [595.28, 841.89];
/** The footer rule's colour: pure red, written as `1 0 0 RG` in the content stream. */
const FOOTER_RED = rgb(1, 0, 0);

/** One table column: its heading and its share of the text width. */
interface PdfColumn {
  label: string;
  share: number;
}

/** What an export shows: a title, summary lines and a table, in the request's language. */
export interface PdfListing {
  /** Download name, e.g. `periodical-12.pdf`. */
  fileName: string;
  title: string;
  /** Text drawn on the header image (the site name, or the tianxi edition's label). */
  headerTitle: string;
  summary: string[];
  columns: PdfColumn[];
  rows: string[][];
  /** Shown when rows is empty. */
  emptyText: string;
  /** Footer text per page, e.g. `Page 1 of 3`. */
  pageLabel: (page: number, pages: number) => string;
  /** Footer text on the left, e.g. the generation date. */
  footerNote: string;
}

const MARGIN = 40;
const HEADER_GAP = 18;
const ROW_HEIGHT = 18;
const TEXT_SIZE = 10;
const FOOTER_Y = 44;
const FOOTER_RULE_WIDTH = 1.5;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.85, 0.85, 0.85);

interface Drawing {
  font: PDFFont;
  header: PDFImage;
  headerHeight: number;
  listing: PdfListing;
}

/** Cuts text to a width with an ellipsis, so a long company name cannot run into the next column. */
function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** Draws the header image and its title at the top of a page; returns the y below it. */
function drawHeader(page: PDFPage, drawing: Drawing): number {
  const [pageWidth, pageHeight] = A4;
  const width = pageWidth - 2 * MARGIN;
  const top = pageHeight - MARGIN;
  page.drawImage(drawing.header, {
    x: MARGIN,
    y: top - drawing.headerHeight,
    width,
    height: drawing.headerHeight,
  });
  page.drawText(drawing.listing.headerTitle, {
    x: MARGIN + 16,
    y: top - drawing.headerHeight / 2 - 8,
    size: 20,
    font: drawing.font,
    color: rgb(1, 1, 1),
  });
  return top - drawing.headerHeight - HEADER_GAP;
}

function drawRow(page: PDFPage, drawing: Drawing, cells: string[], y: number, color = INK): void {
  const width = A4[0] - 2 * MARGIN;
  let x = MARGIN;
  drawing.listing.columns.forEach((column, index) => {
    const cellWidth = width * column.share;
    const text = fitText(cells[index] ?? '', drawing.font, TEXT_SIZE, cellWidth - 8);
    page.drawText(text, { x, y, size: TEXT_SIZE, font: drawing.font, color });
    x += cellWidth;
  });
  page.drawLine({
    start: { x: MARGIN, y: y - 5 },
    end: { x: MARGIN + width, y: y - 5 },
    thickness: 0.5,
    color: RULE,
  });
}

/** Draws the red footer rule, the note and the page number. */
function drawFooter(page: PDFPage, drawing: Drawing, index: number, pages: number): void {
  const [pageWidth] = A4;
  page.drawLine({
    start: { x: MARGIN, y: FOOTER_Y },
    end: { x: pageWidth - MARGIN, y: FOOTER_Y },
    thickness: FOOTER_RULE_WIDTH,
    color: FOOTER_RED,
  });
  const label = drawing.listing.pageLabel(index + 1, pages);
  const size = 8;
  page.drawText(drawing.listing.footerNote, {
    x: MARGIN,
    y: FOOTER_Y - 14,
    size,
    font: drawing.font,
    color: MUTED,
  });
  page.drawText(label, {
    x: pageWidth - MARGIN - drawing.font.widthOfTextAtSize(label, size),
    y: FOOTER_Y - 14,
    size,
    font: drawing.font,
    color: MUTED,
  });
}

/** Draws the title and summary lines on the first page; returns the y below them. */
function drawIntro(page: PDFPage, drawing: Drawing, y: number): number {
  const { font, listing } = drawing;
  const width = A4[0] - 2 * MARGIN;
  page.drawText(fitText(listing.title, font, 18, width), {
    x: MARGIN,
    y: y - 18,
    size: 18,
    font,
    color: INK,
  });
  let next = y - 18 - 22;
  for (const line of listing.summary) {
    page.drawText(fitText(line, font, 11, width), { x: MARGIN, y: next, size: 11, font, color: MUTED });
    next -= 16;
  }
  return next - 10;
}

/**
 * Renders an export as an A4 PDF: the variant's header image on every page, the title and
 * summary on the first, the table across as many pages as it needs (headings repeated), and a
 * red footer rule with page numbers on every page.
 */
export async function renderListingPdf(listing: PdfListing, variant: HeaderVariant): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(pdfFontkit);
  // subset: true keeps a PDF to the glyphs it uses (tens of KB instead of the 8 MB font).
  const font = await doc.embedFont(await loadCjkFont(), { subset: true });
  const image = headerImage(variant);
  const header = await doc.embedPng(image.png);
  const headerHeight = ((A4[0] - 2 * MARGIN) * image.height) / image.width;
  const drawing: Drawing = { font, header, headerHeight, listing };
  doc.setTitle(listing.title);
  doc.setCreator(listing.headerTitle);

  const bottom = FOOTER_Y + 16;
  const headings = listing.columns.map((column) => column.label);
  let page = doc.addPage([...A4]);
  let y = drawIntro(page, drawing, drawHeader(page, drawing));
  if (listing.rows.length === 0) {
    page.drawText(listing.emptyText, { x: MARGIN, y, size: TEXT_SIZE, font, color: MUTED });
  } else {
    drawRow(page, drawing, headings, y, MUTED);
    y -= ROW_HEIGHT;
  }
  for (const row of listing.rows) {
    if (y < bottom) {
      page = doc.addPage([...A4]);
      y = drawHeader(page, drawing);
      drawRow(page, drawing, headings, y, MUTED);
      y -= ROW_HEIGHT;
    }
    drawRow(page, drawing, row, y);
    y -= ROW_HEIGHT;
  }
  const pages = doc.getPages();
  pages.forEach((each, index) => {
    drawFooter(each, drawing, index, pages.length);
  });
  return doc.save();
}
