import { z } from 'zod';
import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  changeSchema,
  changesQuerySchema,
  companyEditSchema,
  companyPatchSchema,
  editionEditSchema,
  editionPatchSchema,
  editResultSchema,
  exhibitionEditSchema,
  exhibitionPatchSchema,
  newsEditSchema,
  newsPatchSchema,
  pavilionEditSchema,
  pavilionPatchSchema,
  periodicalEditSchema,
  periodicalPatchSchema,
  specialEditSchema,
  specialPatchSchema,
  visaEditSchema,
  visaPatchSchema,
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
import {
  choiceParamsSchema,
  choicesQuerySchema,
  editorChoicesSchema,
} from '../../src/lib/contract/editor-choices.ts';
import type { Database } from '../db/database.ts';
import { listChoices } from '../domain/editor/choices.ts';
import { listChanges, type EditResult } from '../domain/editor/changes.ts';
import { editViews } from '../domain/editor/edit-views.ts';
import { cleanRichTextFields } from '../domain/editor/rich-text-fields.ts';
import { listedEntities, listForEditor } from '../domain/editor/reads.ts';
import { currentVersion, listVersions, readVersion, startedFromVersion } from '../domain/editor/versions.ts';
import { saveExhibition } from '../domain/editor/exhibitions.ts';
import { saveNews } from '../domain/editor/news.ts';
import { savePavilion } from '../domain/editor/pavilions.ts';
import { saveWiki } from '../domain/editor/wiki.ts';
import { saveCompany } from '../domain/editor/companies.ts';
import { savePeriodical } from '../domain/editor/periodicals.ts';
import { saveEdition } from '../domain/editor/editions.ts';
import { saveSpecial } from '../domain/editor/specials.ts';
import { saveVisa } from '../domain/editor/visas.ts';
import { editorPageSchemas, type PreviewableEntity } from '../../src/lib/contract/editor-pages.ts';
import { readAsPublic } from '../domain/editor/page-reads.ts';
import type { AppContext } from '../server/context.ts';
import { recordAudit, type AuditDetail } from '../domain/editor/audit.ts';
import { saveVersioned, type Save } from '../domain/editor/availability.ts';
import { publishChange } from '../domain/editor/publishes.ts';
import { parsePart } from '../server/input.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/**
 * Runs a save, its change record, its version and its audit entry in one transaction (a failed
 * check or a save that did not start from the latest version writes nothing), then records the
 * committed change in the publish log and pushes it to the rebuild webhook, without waiting.
 */
async function inTransaction<B>(
  ctx: AppContext,
  entity: EditableEntity,
  save: Save<B>,
  who: { userId: number; address: string },
  id: number | null,
  body: B,
  startedFrom: number | undefined,
  action: 'save' | 'restore' = 'save',
  detail: AuditDetail = {},
): Promise<EditResult & { version: number; publishId: number }> {
  const record = listedEntities[entity].record;
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Rich text is cleaned with the pages' policy before it is kept: what is saved is what is shown.
    const saved = await saveVersioned(
      db,
      entity,
      save,
      who.userId,
      id,
      cleanRichTextFields(entity, body),
      startedFrom,
      ctx.now(),
    );
    await recordAudit(db, {
      userId: who.userId,
      action,
      entity: record,
      entityId: saved.id,
      detail: {
        ...detail,
        version: saved.version,
        fields: Object.keys(body as object)
          .join(',')
          .slice(0, 300),
      },
      address: who.address,
      now: ctx.now(),
    });
    return saved;
  });
  const publishId = await publishChange(ctx, {
    ...result,
    entity: record,
    entityId: result.id,
    userId: who.userId,
    action,
  });
  return { ...result, publishId };
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
      handler: ({ ctx, user, body, address }) =>
        inTransaction(
          ctx,
          entity,
          save,
          { userId: user.id, address },
          null,
          body as Partial<z.output<S>>,
          undefined,
        ),
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
      handler: ({ c, ctx, user, params, body, address }) =>
        inTransaction(
          ctx,
          entity,
          save,
          { userId: user.id, address },
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
      handler: async ({ c, ctx, user, params, address }) => {
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
          { userId: user.id, address },
          params.id,
          fields,
          startedFromVersion(c.req.header('if-match')),
          'restore',
          { restored: params.version },
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

/** The preview's read of an item as its public page reads it, offline or not (never cached). */
function pageRoute(entity: PreviewableEntity, label: string): AnyRoute {
  return defineRoute({
    method: 'get',
    path: `/api/editor/${entity}/:id/page`,
    tag: 'editor',
    auth: 'editor',
    summary: `One of the ${label} as its public page reads it (the public detail call's answer), offline or not: what the console's preview lays the draft over; read in a transaction that is rolled back`,
    params: idParamsSchema,
    response: editorPageSchemas[entity],
    handler: ({ ctx, params, locale }) => readAsPublic(ctx.db, entity, params.id, locale, ctx.now()),
  });
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
  ...editRoutes(
    'companies',
    'a company (organiser, exhibitor or service provider)',
    companyEditSchema,
    companyPatchSchema,
    saveCompany,
  ),
  ...editRoutes(
    'periodicals',
    "a periodical (a fair's exhibitor directory or show daily)",
    periodicalEditSchema,
    periodicalPatchSchema,
    savePeriodical,
  ),
  ...editRoutes(
    'editions',
    "an edition of a fair (its dates and figures, shown on the fair's pages)",
    editionEditSchema,
    editionPatchSchema,
    saveEdition,
  ),
  ...editRoutes(
    'specials',
    'a special topic (its fairs and news)',
    specialEditSchema,
    specialPatchSchema,
    saveSpecial,
  ),
  ...editRoutes('visas', 'a visa product', visaEditSchema, visaPatchSchema, saveVisa),
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
  defineRoute({
    method: 'get',
    path: '/api/editor/choices/:kind',
    tag: 'editor',
    auth: 'editor',
    summary:
      "For the console's pickers: up to 20 fairs, venues, companies or articles by a part of either name, or those the ids name; with city and dates",
    params: choiceParamsSchema,
    query: choicesQuerySchema,
    response: editorChoicesSchema,
    handler: ({ ctx, params, query }) => listChoices(ctx.db, params.kind, query),
  }),
  // After /api/editor/changes, which the lists' paths do not take (they name an entity).
  ...readRoutes('exhibitions', 'exhibitions'),
  ...readRoutes('news', 'news articles'),
  ...readRoutes('pavilions', 'convention centres'),
  ...readRoutes('wiki', 'wiki articles'),
  ...readRoutes('companies', 'companies'),
  ...readRoutes('periodicals', 'periodicals'),
  ...readRoutes('editions', 'fair editions'),
  ...readRoutes('specials', 'special topics'),
  ...readRoutes('visas', 'visa products'),
  pageRoute('exhibitions', 'exhibitions'),
  pageRoute('news', 'news articles'),
  pageRoute('pavilions', 'convention centres'),
  pageRoute('wiki', 'wiki articles'),
  pageRoute('companies', 'companies'),
  pageRoute('periodicals', 'periodicals'),
  pageRoute('specials', 'special topics'),
  pageRoute('visas', 'visa products'),
];
