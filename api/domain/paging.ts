/** Which page of a list a request asks for (1-based page number and its size). */
export interface Page {
  pageNum: number;
  pageSize: number;
}

/** How many rows come before the requested page (the OFFSET of its query). */
export function pageOffset(page: Page): number {
  return (page.pageNum - 1) * page.pageSize;
}

/**
 * The list envelope's data: the page's records, the page asked for and the total the same filter
 * counts (the count query's single row; none counts as 0).
 */
export function pageOf<T>(records: T[], page: Page, totals: readonly { total: number }[]) {
  return { records, pageNum: page.pageNum, pageSize: page.pageSize, total: totals[0]?.total ?? 0 };
}
