import { itemName } from './item-name.ts';
import type { APIContext } from 'astro';
import { isApiError } from '../api/api-error.ts';
import { memberApiClient } from '../api/member-client.ts';
import type { EditorListQuery, VersionSummary } from '../contract/editor-reads.ts';
import type { AuditEntry, Publish } from '../contract/editor-publish.ts';
import type { Lookups } from '../contract/lookup.ts';
import {
  getEditView,
  listAuditEntries,
  listEditorItems,
  listItemVersions,
  listPublishes,
} from '../endpoints/editor.ts';
import { readLookups } from '../endpoints/lookups.ts';
import { listQueryOf, type ConsoleRoute } from './console-route.ts';
import { withPageCounts } from './page-counts.ts';
import { auditLogQueryOf, publishLogQueryOf, type AuditLogQuery, type PublishLogQuery } from './log-query.ts';
import { editorKindList, type EditorKind } from './kinds.ts';

// What each console page reads, on the server with the editor's own token (the page is never
// cached, so nothing one editor reads reaches another request).

/** Items per list page. */
const consolePageSize = 20;

type EditorList = Awaited<ReturnType<typeof listEditorItems>>;

/** One page of a log. */
interface LogPage<T> {
  records: T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

/** A console page's data, or why there is none. */
export type ConsolePageData =
  | { kind: 'home'; counts: { kind: EditorKind; total: number }[] }
  | {
      kind: 'list';
      route: Extract<ConsoleRoute, { page: 'list' }>;
      list: EditorList;
      query: EditorListQuery;
      lookups: Lookups;
    }
  | {
      kind: 'edit';
      route: Extract<ConsoleRoute, { page: 'edit' }>;
      item: Record<string, unknown> & { id: number; version: number };
      lookups: Lookups;
    }
  | {
      kind: 'versions';
      route: Extract<ConsoleRoute, { page: 'versions' }>;
      title: string;
      versions: VersionSummary[];
    }
  | { kind: 'publishes'; log: LogPage<Publish>; query: PublishLogQuery }
  | { kind: 'audit'; log: LogPage<AuditEntry>; query: AuditLogQuery }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

/** Reads a console page's data (the caller has checked the request is an editor's). */
export async function loadConsolePage(
  context: Pick<APIContext, 'cookies' | 'locals' | 'url' | 'request'>,
  route: Exclude<ConsoleRoute, { page: 'not-found' }>,
): Promise<ConsolePageData> {
  const api = memberApiClient(context);
  if (api === undefined) return { kind: 'unavailable' };
  try {
    switch (route.page) {
      case 'home': {
        const totals = await Promise.all(
          editorKindList.map((kind) => listEditorItems(api, kind.entity, { pageSize: 1 })),
        );
        return {
          kind: 'home',
          counts: editorKindList.map((kind, index) => ({ kind, total: totals[index]?.total ?? 0 })),
        };
      }
      case 'list': {
        const query = listQueryOf(context.url.searchParams, consolePageSize);
        const [list, lookups] = await Promise.all([
          listEditorItems(api, route.kind.entity, query),
          readLookups(api),
        ]);
        return {
          kind: 'list',
          route,
          list: { ...list, records: withPageCounts(route.kind.entity, list.records) },
          query,
          lookups,
        };
      }
      case 'edit': {
        const [item, lookups] = await Promise.all([
          getEditView(api, route.kind.entity, route.id),
          readLookups(api),
        ]);
        return { kind: 'edit', route, item, lookups };
      }
      case 'versions': {
        const [item, versions] = await Promise.all([
          getEditView(api, route.kind.entity, route.id),
          listItemVersions(api, route.kind.entity, route.id),
        ]);
        const name = itemName(item, context.locals.locale);
        return { kind: 'versions', route, title: name === '' ? String(route.id) : name, versions };
      }
      case 'publishes': {
        const query = publishLogQueryOf(context.url.searchParams, consolePageSize);
        return { kind: 'publishes', log: await listPublishes(api, query), query };
      }
      case 'audit': {
        const query = auditLogQueryOf(context.url.searchParams, consolePageSize);
        return { kind: 'audit', log: await listAuditEntries(api, query), query };
      }
    }
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'not-found' };
    return { kind: 'unavailable' };
  }
}
