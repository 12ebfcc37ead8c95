import { editorListQuerySchema, type EditorListQuery } from '../contract/editor-reads.ts';
import { editorKindOf, type EditorKind } from './kinds.ts';

// Which page of the editorial console a path names (/editor, /editor/{kind},
// /editor/{kind}/{id}, /editor/{kind}/{id}/versions, the logs /editor/publishes and
// /editor/audit), and the list query a URL's search holds.

/** A page of the console. */
export type ConsoleRoute =
  | { page: 'home' }
  | { page: 'list'; kind: EditorKind }
  | { page: 'edit'; kind: EditorKind; id: number }
  | { page: 'versions'; kind: EditorKind; id: number }
  | { page: 'publishes' }
  | { page: 'audit' }
  | { page: 'not-found' };

/** A canonical positive id ("12", not "012" or "1e1"). */
function idOf(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * The console page of the catch-all's `path` parameter.
 * @example consoleRoute('exhibitions/12/versions') // { page: 'versions', kind: editorKinds.exhibitions, id: 12 }
 */
export function consoleRoute(path: string | undefined): ConsoleRoute {
  const segments = (path ?? '').split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { page: 'home' };
  if (segments.length === 1 && (segments[0] === 'publishes' || segments[0] === 'audit'))
    return { page: segments[0] };
  const kind = editorKindOf(segments[0]);
  if (kind === undefined || segments.length > 3) return { page: 'not-found' };
  if (segments.length === 1) return { page: 'list', kind };
  const id = idOf(segments[1]);
  if (id === undefined) return { page: 'not-found' };
  if (segments.length === 2) return { page: 'edit', kind, id };
  return segments[2] === 'versions' ? { page: 'versions', kind, id } : { page: 'not-found' };
}

/** The list query parameters the console's filter form sends. */
const listParams = [
  'keyword',
  'industryId',
  'countryId',
  'status',
  'changedBy',
  'changedSince',
  'pageNum',
] as const;

/**
 * The list query of a URL's search: each parameter the API's schema accepts, the rest dropped
 * (a hand-edited URL shows the list unfiltered rather than an error). `changedSince` is a date
 * (YYYY-MM-DD, from a date input) and means from that day's start in China.
 */
export function listQueryOf(search: URLSearchParams, pageSize: number): EditorListQuery {
  const picked: Record<string, string> = {};
  for (const name of listParams) {
    const value = search.get(name)?.trim() ?? '';
    if (value === '') continue;
    picked[name] =
      name === 'changedSince' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+08:00` : value;
  }
  const query: Record<string, string | number> = { ...picked, pageSize };
  const parsed = editorListQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data;
  // Drop the parameters the schema refused, keep the others.
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return editorListQuerySchema.parse(
    Object.fromEntries(Object.entries(query).filter(([name]) => !refused.has(name))),
  );
}
