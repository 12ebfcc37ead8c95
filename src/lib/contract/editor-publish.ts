import { z } from 'zod';
import { filterIdSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

// What the editorial console reads of publishing (role editor): each publish of a change and its
// rebuild's progress, the audit log of every editor action, take-offline / bring-online now or at
// a time. Routes: docs/api.md "Editor: publishing".

/** What made a publish: a save, a restore of a version, taking an item offline or back online. */
const publishActionSchema = z.enum(['save', 'restore', 'offline', 'online']);
export type PublishAction = z.infer<typeof publishActionSchema>;

/** pending: pushed, rebuilding; live: every page re-rendered and published; failed; unsent: no webhook configured. */
export const publishStatusSchema = z.enum(['pending', 'live', 'failed', 'unsent']);
export type PublishStatus = z.infer<typeof publishStatusSchema>;

/** A page that rendered with content replaced by a notice: its URL and the `type:id` entities. */
const contentWarningSchema = z.object({ url: z.string(), entities: z.array(z.string()) });

/**
 * What the portal's rebuild reports of a publish (scripts/delivery/rebuild.ts), the object keys
 * as `{edition}/{file}`. `phase` first: the item's own pages are live; done: every page is.
 */
export const publishProgressSchema = z.object({
  phase: z.enum(['first', 'done']),
  rendered: z.number().int().min(0),
  /** Object keys of the pages whose bytes changed (uploaded unless identical in the bucket). */
  changed: z.array(z.string()),
  /** Object keys deleted from the bucket (pages that now answer 404). */
  removed: z.array(z.string()),
  uploaded: z.number().int().min(0),
  /** Page URLs submitted to search engines (IndexNow, Baidu); 0 when none is configured. */
  notified: z.number().int().min(0),
  warnings: z.array(contentWarningSchema),
  failures: z.array(z.object({ url: z.string(), reason: z.string() })),
  /** True when the origin had no export: only its route cache was refreshed. */
  noExport: z.boolean(),
  /** Ms from the webhook call until the item's own pages were in the bucket. */
  firstLiveMs: z.number().min(0),
  /** Ms until the last page was (phase done only; else null). */
  lastLiveMs: z.number().min(0).nullable(),
});
export type PublishProgress = z.infer<typeof publishProgressSchema>;

/** One publish: who, what, when, which pages and how far it got. */
export const publishSchema = z.object({
  id: z.number().int(),
  changeId: z.number().int(),
  action: publishActionSchema,
  /** The change feed's entity name (exhibition, news, pavilion, wiki). */
  entity: z.string(),
  entityId: z.number().int(),
  /** The editor (for a scheduled action, the one who scheduled it); null when unknown. */
  userId: z.number().int().nullable(),
  editor: z.string(),
  cacheTags: z.array(z.string()),
  status: publishStatusSchema,
  progress: publishProgressSchema.nullable(),
  at: z.string(),
  finishedAt: z.string().nullable(),
});
export type Publish = z.infer<typeof publishSchema>;

/** Query of GET /api/editor/publishes: newest first, filtered by item, editor or status. */
export const publishListQuerySchema = pageQuerySchema.extend({
  entity: z
    .string()
    .regex(/^[a-z-]{1,40}$/)
    .optional(),
  entityId: filterIdSchema,
  userId: filterIdSchema,
  status: publishStatusSchema.optional(),
});
export const publishPageSchema = pageSchema(publishSchema);

/** Every editor action the audit log records. */
export const auditActionSchema = z.enum([
  'save',
  'restore',
  'offline',
  'online',
  'schedule',
  'upload',
  'login',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One audit entry: who did what to which item, when, from which address. */
const auditEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  editor: z.string(),
  action: auditActionSchema,
  entity: z.string().nullable(),
  entityId: z.number().int().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  address: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Query of GET /api/editor/audit: newest first; every filter optional (0 or absent = any). */
export const auditQuerySchema = pageQuerySchema.extend({
  userId: filterIdSchema,
  action: auditActionSchema.optional(),
  entity: z
    .string()
    .regex(/^[a-z-]{1,40}$/)
    .optional(),
  entityId: filterIdSchema,
  since: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
});
export const auditPageSchema = pageSchema(auditEntrySchema);

/** What a scheduled action does at its time: take the item offline or bring it (back) online. */
const scheduledKindSchema = z.enum(['offline', 'online']);
/** Body of POST /api/editor/{entity}/{id}/schedule: an action at an instant in the future. */
export const scheduleBodySchema = z.strictObject({
  action: scheduledKindSchema,
  at: z.iso.datetime({ offset: true }),
});
/** One scheduled action. */
export const scheduledActionSchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entityId: z.number().int(),
  action: scheduledKindSchema,
  at: z.string(),
  userId: z.number().int(),
  status: z.enum(['pending', 'done', 'failed', 'cancelled']),
  doneAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type ScheduledAction = z.infer<typeof scheduledActionSchema>;

/** Answer of taking an item offline or online: its change, tags and publish. */
export const availabilityResultSchema = z.object({
  id: z.number().int(),
  changeId: z.number().int(),
  cacheTags: z.array(z.string()),
  online: z.boolean(),
  publishId: z.number().int(),
});
