/** The pages that have a PDF export. */
export type PdfExportKind = 'periodical' | 'exhibitors';

/**
 * The download address of a page's PDF export; a page opened with type=tianxi links to the
 * tianxi header, every other page to the standard one.
 * @example pdfExportPath('periodical', 12, new URLSearchParams('type=tianxi')) // '/periodical/12.pdf?type=tianxi'
 */
export function pdfExportPath(kind: PdfExportKind, id: number, query: URLSearchParams): string {
  const suffix = query.get('type') === 'tianxi' ? '?type=tianxi' : '';
  return `/${kind}/${String(id)}.pdf${suffix}`;
}
