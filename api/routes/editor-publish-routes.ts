import { z } from 'zod';
import { idParamsSchema } from '../../src/lib/contract/common.ts';
import {
  auditPageSchema,
  auditQuerySchema,
  availabilityResultSchema,
  publishListQuerySchema,
  publishPageSchema,
  publishSchema,
  scheduleBodySchema,
  scheduledActionSchema,
} from '../../src/lib/contract/editor-publish.ts';
import type { EditableEntity } from '../../src/lib/contract/editor-reads.ts';
import type { Database } from '../db/database.ts';
import { listAudit, recordAudit } from '../domain/editor/audit.ts';
import { offlineEntities, setOnline } from '../domain/editor/availability.ts';
import { listPublishes, publishChange, readPublish } from '../domain/editor/publishes.ts';
import { listedEntities } from '../domain/editor/reads.ts';
import { cancelScheduled, listScheduled, scheduleAction } from '../domain/editor/scheduler.ts';
import type { AppContext } from '../server/context.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

/** Takes an item offline or online now: the change, its version and audit entry in one transaction, then its publish. */
async function changeAvailability(
  ctx: AppContext,
  entity: EditableEntity,
  id: number,
  online: boolean,
  who: { userId: number; address: string },
) {
  const action = online ? 'online' : 'offline';
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const saved = await setOnline(db, entity, id, online, who.userId, ctx.now());
    await recordAudit(db, {
      userId: who.userId,
      action,
      entity: listedEntities[entity].record,
      entityId: id,
      detail: { version: saved.version },
      address: who.address,
      now: ctx.now(),
    });
    return saved;
  });
  const publishId = await publishChange(ctx, {
    ...result,
    entity: listedEntities[entity].record,
    entityId: id,
    userId: who.userId,
    action,
  });
  return { id, changeId: result.changeId, cacheTags: result.cacheTags, online, publishId };
}

/** Offline, online and scheduling of one entity that can go offline. */
function availabilityRoutes(entity: EditableEntity): AnyRoute[] {
  return [
    ...(['offline', 'online'] as const).map((action) =>
      defineRoute({
        method: 'post',
        path: `/api/editor/${entity}/:id/${action}`,
        tag: 'editor',
        auth: 'editor',
        summary:
          action === 'offline'
            ? 'Take an item offline now: its pages answer 404, leave the lists and sitemaps and are deleted from the bucket; 409 when it already is'
            : 'Bring an offline item back online now: its pages return to the export, the sitemaps and the bucket; 409 when it is online',
        params: idParamsSchema,
        response: availabilityResultSchema,
        handler: ({ ctx, user, params, address }) =>
          changeAvailability(ctx, entity, params.id, action === 'online', { userId: user.id, address }),
      }),
    ),
    defineRoute({
      method: 'post',
      path: `/api/editor/${entity}/:id/schedule`,
      tag: 'editor',
      auth: 'editor',
      summary:
        'Schedule taking the item offline or bringing it online at a time (future, within a year); the API runs it once at that time',
      params: idParamsSchema,
      body: scheduleBodySchema,
      response: scheduledActionSchema,
      handler: ({ ctx, user, params, body, address }) =>
        scheduleAction(ctx.db, entity, params.id, body, user.id, address, ctx.now()),
    }),
    defineRoute({
      method: 'get',
      path: `/api/editor/${entity}/:id/schedule`,
      tag: 'editor',
      auth: 'editor',
      summary: "The item's scheduled actions, latest time first, with what became of each",
      params: idParamsSchema,
      response: z.array(scheduledActionSchema),
      handler: ({ ctx, params }) => listScheduled(ctx.db, entity, params.id),
    }),
  ];
}

/** The publish log, the audit log, offline and online, scheduled actions (role editor). */
export const editorPublishRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/editor/publishes',
    tag: 'editor',
    auth: 'editor',
    summary:
      'The publish log: every pushed change with who, what, when, its pages and progress; newest first',
    query: publishListQuerySchema,
    response: publishPageSchema,
    handler: ({ ctx, query }) => listPublishes(ctx.db, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/editor/publishes/:id',
    tag: 'editor',
    auth: 'editor',
    summary:
      "One publish and its rebuild's progress so far (poll it: pending until every page is live); never cached",
    params: idParamsSchema,
    response: publishSchema,
    handler: ({ c, ctx, params }) => {
      c.header('Cache-Control', 'no-store');
      return readPublish(ctx.db, params.id);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/editor/audit',
    tag: 'editor',
    auth: 'editor',
    summary:
      'The audit log of editor actions (save, restore, offline, online, schedule, upload, login), newest first',
    query: auditQuerySchema,
    response: auditPageSchema,
    handler: ({ ctx, query }) => listAudit(ctx.db, query),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/editor/scheduled/:id',
    tag: 'editor',
    auth: 'editor',
    summary: 'Cancel a pending scheduled action; 409 once it ran or was cancelled',
    params: idParamsSchema,
    response: scheduledActionSchema,
    handler: ({ ctx, user, params, address }) =>
      cancelScheduled(ctx.db, params.id, user.id, address, ctx.now()),
  }),
  ...offlineEntities.flatMap(availabilityRoutes),
];
