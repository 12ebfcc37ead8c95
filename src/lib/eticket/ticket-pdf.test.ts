import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import type { ETicketSheet } from '../contract/eticket.ts';
import { serverI18n } from '../i18n/server.ts';
import { A4 } from '../pdf/document.ts';
import { qrGeometry } from '../qr/qr-code.ts';
import { ticketPdfLabels } from './labels.ts';
import { ticketDocument } from './ticket-document.ts';
import { renderTicketPdf } from './ticket-pdf.ts';

// The tickets PDF read back with pdfjs (the parser of a browser's PDF viewer): one A4 page per
// ticket with the order number, the visitor's name and the fair in the embedded CJK font, and the
// QR code as vector paths (no image), one square run per dark-module run of the QR encoder's matrix.

const sheet: ETicketSheet = {
  orderNo: 'T202601010000001',
  status: 'paid',
  checkInCode: 'Xb3kQ9aZ-_12abcd',
  cancelledTickets: [],
  ticketCodes: [
    `EXPOTICKET:2:T202601010000001:7:1:${'a'.repeat(22)}`,
    `EXPOTICKET:2:T202601010000001:7:2:${'b'.repeat(22)}`,
  ],
  quantity: 2,
  contactName: '王伟',
  createdAt: '2026-01-01T09:50:00.000Z',
  paidAt: '2026-01-01T10:00:00.000Z',
  exhibition: {
    id: 7,
    name: '上海国际汽车工业展览会暨第二十一届中国国际汽车零部件及售后服务展览会（长名称换行测试）',
    startDate: '2026-04-23',
    endDate: '2026-05-02',
    status: 'postponed',
    venue: { name: '国家会展中心（上海）', address: '上海市青浦区崧泽大道333号' },
    city: { id: 1, name: '上海' },
    country: { id: 2, name: '中国' },
  },
  ticketKind: { name: '专业观众票', tierName: '早鸟价', payKind: 1 },
  visitors: [{ name: '王伟' }, { name: 'Anna Schmidt' }],
};

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
}

async function pageText(pdf: PDFDocumentProxy, number: number): Promise<string> {
  const content = await (await pdf.getPage(number)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

/** How many subpaths (moveTo operations) and images a page paints. */
async function drawing(pdf: PDFDocumentProxy, number: number): Promise<{ moves: number; images: number }> {
  const { fnArray, argsArray } = await (await pdf.getPage(number)).getOperatorList();
  let moves = 0;
  let images = 0;
  fnArray.forEach((fn, index) => {
    if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) images += 1;
    if (fn !== OPS.constructPath) return;
    // pdfjs 5 packs a path as [paint op, [Float32Array of drawing ops], minMax]: op 0 moveTo x y,
    // 1 lineTo x y, 2 curveTo (6 numbers), 3 quadraticCurveTo (4), 4 closePath.
    const [, packed] = argsArray[index] as [number, [Float32Array]];
    const data = packed[0];
    for (let at = 0; at < data.length;) {
      const op = data[at] ?? 4;
      if (op === 0) moves += 1;
      at += op === 0 || op === 1 ? 3 : op === 2 ? 7 : op === 3 ? 5 : 1;
    }
  });
  return { moves, images };
}

describe('renderTicketPdf', () => {
  it('draws one A4 page per ticket with the order number, the visitor and the fair, in Chinese', async () => {
    const doc = ticketDocument(sheet, 'zh');
    const pdf = await openPdf(await renderTicketPdf(doc, ticketPdfLabels(serverI18n('zh').t)));
    expect(pdf.numPages).toBe(2);
    for (const number of [1, 2]) expect((await pdf.getPage(number)).view).toEqual([0, 0, A4[0], A4[1]]);
    const first = await pageText(pdf, 1);
    const second = await pageText(pdf, 2);
    for (const text of [first, second]) {
      expect(text).toContain('T202601010000001');
      expect(text).toContain('国家会展中心（上海）');
      expect(text).toContain('专业观众票 · 早鸟价');
      expect(text).toContain('2026年4月23日-5月2日');
      expect(text).toContain('本届展会已延期');
    }
    expect(first).toContain('王伟');
    expect(first).toContain('第 1 张，共 2 张');
    expect(second).toContain('Anna Schmidt');
    expect(second).toContain('第 2 张，共 2 张');
    expect(second).not.toContain('王伟');
    // The long name is wrapped, not cut off: its beginning and its end are both on the page.
    expect(first.replaceAll(' ', '')).toContain('上海国际汽车工业展览会');
    expect(first.replaceAll(' ', '')).toContain('长名称换行测试');
  });

  it('draws each QR code as vector paths from its own matrix, no image', async () => {
    const doc = ticketDocument(sheet, 'en');
    const pdf = await openPdf(await renderTicketPdf(doc, ticketPdfLabels(serverI18n('en').t)));
    for (const [position, ticket] of doc.tickets.entries()) {
      const runs = (qrGeometry(ticket.code, 'Q').path.match(/M/g) ?? []).length;
      const painted = await drawing(pdf, position + 1);
      expect(painted.images).toBe(0);
      // Every run of the code is a subpath; the page's frame, band and rules add a handful.
      expect(painted.moves).toBeGreaterThanOrEqual(runs);
      expect(painted.moves).toBeLessThan(runs + 20);
    }
    const text = await pageText(pdf, 2);
    expect(text).toContain('Ticket 2 of 2');
    expect(text).toContain('Order number');
    expect(text).toContain('Anna Schmidt');
  });
});
