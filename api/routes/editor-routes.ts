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
  versionSummarySchema,
  type EditableEntity,
} from '../../src/lib/contract/editor-reads.ts';
import type { Database } from '../db/database.ts';
import { listChanges, type EditResult } from '../domain/editor/changes.ts';
import { editViews } from '../domain/editor/edit-views.ts';
import { cleanRichTextFields } from '../domain/editor/rich-text-fields.ts';
import { listedEntities, listForEditor } from '../domain/editor/reads.ts';
import {
  afterSave,
  beforeSave,
  currentVersion,
  listVersions,
  readVersion,
  startedFromVersion,
} from '../domain/editor/versions.ts';
import { saveExhibition } from '../domain/editor/exhibitions.ts';
import { saveNews } from '../domain/editor/news.ts';
import { savePavilion } from '../domain/editor/pavilions.ts';
import { saveWiki } from '../domain/editor/wiki.ts';
import type { AppContext } from '../server/context.ts';
import { pushCacheChange } from '../domain/cache-webhook.ts';
import { parsePart } from '../server/input.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

type Save<B> = (db: Database, userId: number, id: number | null, body: B, now: Date) => Promise<EditResult>;

/**
 * Runs a save, its change record and its version in one transaction (a failed check or a save
 * that did not start from the latest version writes nothing), its rich text cleaned first, then pushes the committed change to
 * the rebuild webhook when one is configured, without waiting.
 */
async function inTransaction<B>(
  ctx: AppContext,
  entity: EditableEntity,
  save: Save<B>,
  userId: number,
  id: number | null,
  body: B,
  startedFrom: number | undefined,
) {
  const cleanBody = cleanRichTextFields(entity, body);
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const previous = id === null ? undefined : await beforeSave(db, entity, id, startedFrom);
    const saved = await save(db, userId, id, cleanBody, ctx.now());
    return { ...saved, version: await afterSave(db, entity, saved.id, userId, saved.changeId, previous) };
  });
  if (ctx.cacheWebhook !== null)
    void pushCacheChange(
      ctx.cacheWebhook,
      { ...result, entity: listedEntities[entity].record, entityId: result.id },
      ctx.now(),
    );
  return result;
}

const versionParamsSchema = idParamsSchema.extend({
  version: z.coerce.number().int().min(0).max(2_147_483_647),
});

function editRoutes<S extends z.ZodObject>(
  entity: EditableEntity,
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
      summary: `Create ${label} (both languages); answers the cache tags to invalidate and version 1`,
      body: schema,
      response: editResultSchema,
      handler: ({ ctx, user, body }) =>
        inTransaction(ctx, entity, save, user.id, null, body as Partial<z.output<S>>, undefined),
    }),
    defineRoute({
      method: 'put',
      path: `/api/editor/${entity}/:id`,
      tag: 'editor',
      auth: 'editor',
      summary: `Update ${label} (any subset of the fields; If-Match: "version" refuses a stale form with 412); answers the cache tags and the new version`,
      params: idParamsSchema,
      body: patch,
      response: editResultSchema,
      handler: ({ c, ctx, user, params, body }) =>
        inTransaction(
          ctx,
          entity,
          save,
          user.id,
          params.id,
          body,
          startedFromVersion(c.req.header('if-match')),
        ),
    }),
    defineRoute({
      method: 'get',
      path: `/api/editor/${entity}/:id/versions`,
      tag: 'editor',
      auth: 'editor',
      summary: `Every kept version of ${label}, newest first (0: as it stood before its first edit)`,
      params: idParamsSchema,
      response: z.array(versionSummarySchema),
      handler: ({ ctx, params }) => listVersions(ctx.db, entity, params.id),
    }),
    defineRoute({
      method: 'get',
      path: `/api/editor/${entity}/:id/versions/:version`,
      tag: 'editor',
      auth: 'editor',
      summary: `One kept version of ${label}: its fields in the create call's shape`,
      params: versionParamsSchema,
      response: z.record(z.string(), z.unknown()),
      handler: ({ ctx, params }) => readVersion(ctx.db, entity, params.id, params.version),
    }),
    defineRoute({
      method: 'post',
      path: `/api/editor/${entity}/:id/versions/:version/restore`,
      tag: 'editor',
      auth: 'editor',
      summary: `Restore a kept version of ${label}: saved (and published) as its newest version; If-Match as for PUT`,
      params: versionParamsSchema,
      response: editResultSchema,
      handler: async ({ c, ctx, user, params }) => {
        // Checked by today's rules like any save: a version they no longer accept answers 400.
        const fields = parsePart(
          'version',
          patch,
          await readVersion(ctx.db, entity, params.id, params.version),
        );
        return inTransaction(
          ctx,
          entity,
          save,
          user.id,
          params.id,
          fields,
          startedFromVersion(c.req.header('if-match')),
        );
      },
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
      handler: async ({ ctx, params }) => ({
        ...(await editViews[entity](ctx.db, params.id)),
        version: await currentVersion(ctx.db, entity, params.id),
      }),
    }),
  ];
}

/** Editor endpoints (role editor) and the change feed of cache tags. */
export const editorRoutes: AnyRoute[] = [
  ...editRoutes('exhibitions', 'an exhibition', exhibitionEditSchema, exhibitionPatchSchema, saveExhibition),
  ...editRoutes(
    'news',
    'a news article (status publishes or rejects user submissions)',
    newsEditSchema,
    newsPatchSchema,
    saveNews,
  ),
  ...editRoutes('pavilions', 'a convention centre', pavilionEditSchema, pavilionPatchSchema, savePavilion),
  ...editRoutes('wiki', 'a wiki article', wikiEditSchema, wikiPatchSchema, saveWiki),
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
