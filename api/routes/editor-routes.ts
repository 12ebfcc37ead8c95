import { z } from 'zod';
import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  changeSchema,
  changesQuerySchema,
  editResultSchema,
  exhibitionEditSchema,
  exhibitionPatchSchema,
  newsEditSchema,
  newsPatchSchema,
  pavilionEditSchema,
  pavilionPatchSchema,
  wikiEditSchema,
  wikiPatchSchema,
} from '../../src/lib/contract/editor.ts';
import {
  editorListQuerySchema,
  editorListSchema,
  editViewSchemas,
  type EditableEntity,
} from '../../src/lib/contract/editor-reads.ts';
import type { Database } from '../db/database.ts';
import { listChanges, type EditResult } from '../domain/editor/changes.ts';
import { editViews } from '../domain/editor/edit-views.ts';
import { listForEditor } from '../domain/editor/reads.ts';
import { saveExhibition } from '../domain/editor/exhibitions.ts';
import { saveNews } from '../domain/editor/news.ts';
import { savePavilion } from '../domain/editor/pavilions.ts';
import { saveWiki } from '../domain/editor/wiki.ts';
import type { AppContext } from '../server/context.ts';
import { pushCacheChange } from '../domain/cache-webhook.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

type Save<B> = (db: Database, userId: number, id: number | null, body: B, now: Date) => Promise<EditResult>;

/**
 * Runs a save and its change record in one transaction (a failed check writes nothing), then
 * pushes the committed change to the rebuild webhook when one is configured, without waiting.
 */
async function inTransaction<B>(
  ctx: AppContext,
  entity: string,
  save: Save<B>,
  userId: number,
  id: number | null,
  body: B,
) {
  const result = await ctx.db.transaction((tx) =>
    save(tx as unknown as Database, userId, id, body, ctx.now()),
  );
  if (ctx.cacheWebhook !== null)
    void pushCacheChange(ctx.cacheWebhook, { ...result, entity, entityId: result.id }, ctx.now());
  return result;
}

function editRoutes<S extends z.ZodObject>(
  entity: string,
  record: string,
  label: string,
  schema: S,
  patch: z.ZodType<Partial<z.output<S>>>,
  save: Save<Partial<z.output<S>>>,
): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: `/api/editor/${entity}`,
      tag: 'editor',
      auth: 'editor',
      summary: `Create ${label} (both languages); answers the cache tags to invalidate`,
      body: schema,
      response: editResultSchema,
      handler: ({ ctx, user, body }) =>
        inTransaction(ctx, record, save, user.id, null, body as Partial<z.output<S>>),
    }),
    defineRoute({
      method: 'put',
      path: `/api/editor/${entity}/:id`,
      tag: 'editor',
      auth: 'editor',
      summary: `Update ${label} (any subset of the fields); answers the cache tags to invalidate`,
      params: idParamsSchema,
      body: patch,
      response: editResultSchema,
      handler: ({ ctx, user, params, body }) => inTransaction(ctx, record, save, user.id, params.id, body),
    }),
  ];
}

/** The editorial console's reads of one entity: its list and one item as the edit form holds it. */
function readRoutes(entity: EditableEntity, label: string): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: `/api/editor/${entity}`,
      tag: 'editor',
      auth: 'editor',
      summary: `List ${label} for editors: keyword, filters, who changed them since when; newest change first`,
      query: editorListQuerySchema,
      response: editorListSchema,
      handler: ({ ctx, query }) => listForEditor(ctx.db, entity, query),
    }),
    defineRoute({
      method: 'get',
      path: `/api/editor/${entity}/:id`,
      tag: 'editor',
      auth: 'editor',
      summary: `One of the ${label} in the shape its create call takes (both languages)`,
      params: idParamsSchema,
      response: editViewSchemas[entity],
      handler: ({ ctx, params }) => editViews[entity](ctx.db, params.id),
    }),
  ];
}

/** Editor endpoints (role editor) and the change feed of cache tags. */
export const editorRoutes: AnyRoute[] = [
  ...editRoutes(
    'exhibitions',
    'exhibition',
    'an exhibition',
    exhibitionEditSchema,
    exhibitionPatchSchema,
    saveExhibition,
  ),
  ...editRoutes(
    'news',
    'news',
    'a news article (status publishes or rejects user submissions)',
    newsEditSchema,
    newsPatchSchema,
    saveNews,
  ),
  ...editRoutes(
    'pavilions',
    'pavilion',
    'a convention centre',
    pavilionEditSchema,
    pavilionPatchSchema,
    savePavilion,
  ),
  ...editRoutes('wiki', 'wiki', 'a wiki article', wikiEditSchema, wikiPatchSchema, saveWiki),
  defineRoute({
    method: 'get',
    path: '/api/editor/changes',
    tag: 'editor',
    auth: 'editor',
    summary:
      'Change feed: every edit with its cache tags after a cursor (changeId), oldest first, for the rebuild step',
    query: changesQuerySchema,
    response: z.array(changeSchema),
    handler: ({ ctx, query }) => listChanges(ctx.db, query.after, query.limit),
  }),
  // After /api/editor/changes, which the lists' paths do not take (they name an entity).
  ...readRoutes('exhibitions', 'exhibitions'),
  ...readRoutes('news', 'news articles'),
  ...readRoutes('pavilions', 'convention centres'),
  ...readRoutes('wiki', 'wiki articles'),
];
