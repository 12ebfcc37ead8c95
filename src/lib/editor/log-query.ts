import type { z } from 'zod';
import { auditQuerySchema, publishListQuerySchema } from '../contract/editor-publish.ts';

// The queries of the console's publish log and audit log pages from a URL's search: the page
// number and the filter their forms send, checked with the contract's schemas; a parameter the
// schema refuses is dropped (a hand-edited URL shows the log unfiltered rather than an error).

/** The parameters the publish log page reads. */
const publishLogParams = ['status', 'pageNum'] as const;
/** The parameters the audit log page reads. */
const auditLogParams = ['action', 'pageNum'] as const;

function queryOf<S extends z.ZodObject>(
  schema: S,
  names: readonly string[],
  search: URLSearchParams,
  pageSize: number,
): z.output<S> {
  const query: Record<string, string | number> = { pageSize };
  for (const name of names) {
    const value = search.get(name)?.trim() ?? '';
    if (value !== '') query[name] = value;
  }
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(query).filter(([name]) => !refused.has(name))));
}

/** The publish log's query (newest first, optionally one status). */
export function publishLogQueryOf(search: URLSearchParams, pageSize: number) {
  return queryOf(publishListQuerySchema, publishLogParams, search, pageSize);
}
export type PublishLogQuery = ReturnType<typeof publishLogQueryOf>;

/** The audit log's query (newest first, optionally one action). */
export function auditLogQueryOf(search: URLSearchParams, pageSize: number) {
  return queryOf(auditQuerySchema, auditLogParams, search, pageSize);
}
export type AuditLogQuery = ReturnType<typeof auditLogQueryOf>;

/**
 * The href of another page of a log, keeping its filter (page 1 has no pageNum).
 * @example logPageHref('/editor/publishes', new URLSearchParams('status=live'), 2) // '/editor/publishes?status=live&pageNum=2'
 */
export function logPageHref(path: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page === 1) next.delete('pageNum');
  else next.set('pageNum', String(page));
  const text = next.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * The page numbers a pager links: the first, the last and two either side of the current one.
 * @example pagerPages(1, 10) // [1, 2, 3, 10]
 */
export function pagerPages(current: number, count: number): number[] {
  return Array.from({ length: Math.max(1, count) }, (_, index) => index + 1).filter(
    (n) => n === 1 || n === count || Math.abs(n - current) <= 2,
  );
}
