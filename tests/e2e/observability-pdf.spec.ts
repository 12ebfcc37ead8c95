import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { zhOrigin } from './helpers.ts';

// The PDF export as a visitor gets it: the page's download link in Chromium, the file parsed
// with pdfjs. Periodical 1 and fair 7 are in the reference API's seed.

/** Clicks the page's download link and opens the file it saves. */
async function downloadPdf(page: Page, linkName: string): Promise<{ name: string; pdf: PDFDocumentProxy }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  return { name: download.suggestedFilename(), pdf: await getDocument({ data: bytes }).promise };
}

/** The pixel size of the header image the first page paints. */
async function headerSize(pdf: PDFDocumentProxy): Promise<[number, number]> {
  const { fnArray, argsArray } = await (await pdf.getPage(1)).getOperatorList();
  const index = fnArray.indexOf(OPS.paintImageXObject);
  const args = argsArray[index] as [string, number, number];
  return [args[1], args[2]];
}

test('the periodical page downloads an A4 PDF whose header changes for type=tianxi', async ({ page }) => {
  await page.goto(`${zhOrigin}/periodical/1.html`);
  const standard = await downloadPdf(page, '下载 PDF');
  expect(standard.name).toBe('periodical-1.pdf');
  expect((await standard.pdf.getPage(1)).view).toEqual([0, 0, 595.28, 841.89]);

  await page.goto(`${zhOrigin}/periodical/1.html?type=tianxi`);
  await expect(page.getByRole('link', { name: '下载 PDF' })).toHaveAttribute(
    'href',
    '/periodical/1.pdf?type=tianxi',
  );
  const tianxi = await downloadPdf(page, '下载 PDF');
  expect((await tianxi.pdf.getPage(1)).view).toEqual([0, 0, 595.28, 841.89]);
  expect(await headerSize(tianxi.pdf)).not.toEqual(await headerSize(standard.pdf));
});

test('the exhibitor list page downloads the fair’s directory as a PDF', async ({ page }) => {
  await page.goto(`${zhOrigin}/exhibitors/7.html`);
  const { name, pdf } = await downloadPdf(page, '下载 PDF');
  expect(name).toBe('exhibitors-7.pdf');
  const text = await (await pdf.getPage(1)).getTextContent();
  expect(text.items.map((item) => ('str' in item ? item.str : '')).join(' ')).toContain('展商名录');
});

test('unknown ids are 404 and the answer is an application/pdf attachment', async ({ request }) => {
  expect((await request.get(`${zhOrigin}/periodical/999999.pdf`)).status()).toBe(404);
  expect((await request.get(`${zhOrigin}/exhibitors/abc.pdf`)).status()).toBe(404);
  const response = await request.get(`${zhOrigin}/periodical/1.pdf?type=tianxi`);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="periodical-1.pdf"');
});
