import { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { editResultSchema, type EditResult } from '../contract/editor.ts';
import {
  editorChoicesSchema,
  type ChoiceKind,
  type ChoicesQuery,
  type EditorChoice,
} from '../contract/editor-choices.ts';
import { editorPageSchemas, type EditorPage, type PreviewableEntity } from '../contract/editor-pages.ts';
import { editorPictureSchema, type EditorPicture } from '../contract/editor-pictures.ts';
import {
  auditPageSchema,
  availabilityResultSchema,
  publishPageSchema,
  publishSchema,
  scheduledActionSchema,
  type Publish,
  type ScheduledAction,
} from '../contract/editor-publish.ts';
import {
  editorListSchema,
  editViewSchemas,
  versionSummarySchema,
  type EditableEntity,
  type EditorListQuery,
  type EditView,
  type VersionSummary,
} from '../contract/editor-reads.ts';
import type { AuditLogQuery, PublishLogQuery } from '../editor/log-query.ts';

// The editorial console's calls (role editor): lists, one item as its form holds it, saves that
// name the version they started from (If-Match: a newer saved version answers 412), and the
// item's kept versions with restore; the publish and audit logs, one publish's progress, taking
// an item offline and back now or at a time. Shapes from src/lib/contract/editor*.ts.

type ScheduledKind = ScheduledAction['action'];
type AvailabilityResult = z.infer<typeof availabilityResultSchema>;

/**
 * An item as its public page reads it, offline or not (GET /api/editor/{entity}/{id}/page): what
 * the preview lays the draft over. Through the editor's token, so it is never a public read.
 */
export function getEditorPage<E extends PreviewableEntity>(
  api: ApiClient,
  entity: E,
  id: string,
): Promise<EditorPage<E>> {
  return api.get(`/api/editor/${entity}/${id}/page`, {
    schema: editorPageSchemas[entity] as unknown as z.ZodType<EditorPage<E>>,
  });
}

/** A query without its absent or empty values. */
function definedOf(query: Record<string, string | number | undefined>): Record<string, string | number> {
  const defined: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') defined[name] = value;
  return defined;
}

/** The If-Match value of a version. */
function versionTag(version: number): string {
  return `"${String(version)}"`;
}

type ListQuery = Partial<Omit<EditorListQuery, 'changedSince' | 'keyword'>> & {
  keyword?: string | undefined;
  changedSince?: string | undefined;
};

/** GET /api/editor/{entity}: one page of a kind's items, newest change first. */
export function listEditorItems(api: ApiClient, entity: EditableEntity, query: ListQuery) {
  return api.get(`/api/editor/${entity}`, {
    query: Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
    ),
    schema: editorListSchema,
  });
}

/** GET /api/editor/{entity}/{id}: the item as its edit form holds it, with its version. */
export function getEditView<E extends EditableEntity>(
  api: ApiClient,
  entity: E,
  id: number,
): Promise<EditView<E>> {
  return api.get(`/api/editor/${entity}/${String(id)}`, {
    schema: editViewSchemas[entity] as unknown as z.ZodType<EditView<E>>,
  });
}

/** PUT /api/editor/{entity}/{id} from `version`: saved and published, or 412 when someone saved since. */
export function saveItem(
  api: ApiClient,
  entity: EditableEntity,
  id: number,
  body: Record<string, unknown>,
  version: number,
): Promise<EditResult> {
  return api.request(`/api/editor/${entity}/${String(id)}`, {
    method: 'PUT',
    body,
    headers: { 'If-Match': versionTag(version) },
    schema: editResultSchema,
    silent: true,
  });
}

const versionListSchema = z.array(versionSummarySchema);
const versionFieldsSchema = z.record(z.string(), z.unknown());

/** GET /api/editor/{entity}/{id}/versions: every kept version, newest first. */
export function listItemVersions(
  api: ApiClient,
  entity: EditableEntity,
  id: number,
): Promise<VersionSummary[]> {
  return api.get(`/api/editor/${entity}/${String(id)}/versions`, { schema: versionListSchema });
}

/** GET /api/editor/{entity}/{id}/versions/{version}: that version's fields. */
export function getItemVersion(
  api: ApiClient,
  entity: EditableEntity,
  id: number,
  version: number,
): Promise<Record<string, unknown>> {
  return api.get(`/api/editor/${entity}/${String(id)}/versions/${String(version)}`, {
    schema: versionFieldsSchema,
  });
}

/** POST .../versions/{version}/restore from the latest version `latest`: saved as the newest version and published. */
export function restoreItemVersion(
  api: ApiClient,
  entity: EditableEntity,
  id: number,
  version: number,
  latest: number,
): Promise<EditResult> {
  return api.request(`/api/editor/${entity}/${String(id)}/versions/${String(version)}/restore`, {
    method: 'POST',
    headers: { 'If-Match': versionTag(latest) },
    schema: editResultSchema,
    silent: true,
  });
}

/**
 * GET /api/editor/choices/{kind}: the items a picker offers for a part of a name, or the items a
 * form's stored ids name. Silent: a picker says itself that its search failed.
 */
export function findChoices(
  api: ApiClient,
  kind: ChoiceKind,
  query: ChoicesQuery,
  signal?: AbortSignal,
): Promise<EditorChoice[]> {
  return api.get(`/api/editor/choices/${kind}`, {
    query: definedOf(query),
    schema: editorChoicesSchema,
    silent: true,
    ...(signal !== undefined && { signal }),
  });
}

/** POST /api/editor/pictures: a picture's raw bytes, checked for the minimum size and stored as WebP. */
export function uploadEditorPicture(api: ApiClient, file: Blob, fileName: string): Promise<EditorPicture> {
  return api.request('/api/editor/pictures', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type },
    query: { fileName: fileName.replace(/[/\\]/g, '_').slice(0, 120) || 'picture' },
    schema: editorPictureSchema,
    silent: true,
  });
}

/** GET /api/editor/publishes/{id}: one publish and its rebuild's progress so far (never cached). */
export function getPublish(api: ApiClient, id: number, signal?: AbortSignal): Promise<Publish> {
  return api.get(`/api/editor/publishes/${String(id)}`, {
    schema: publishSchema,
    silent: true,
    ...(signal !== undefined && { signal }),
  });
}

/** GET /api/editor/publishes: one page of the publish log, newest first. */
export function listPublishes(api: ApiClient, query: Partial<PublishLogQuery>) {
  return api.get('/api/editor/publishes', { query: definedOf(query), schema: publishPageSchema });
}

/** GET /api/editor/audit: one page of the audit log, newest first. */
export function listAuditEntries(api: ApiClient, query: Partial<AuditLogQuery>) {
  return api.get('/api/editor/audit', { query: definedOf(query), schema: auditPageSchema });
}

/** POST /api/editor/{entity}/{id}/offline|online: taken offline or back online now, and published. */
export function setItemAvailability(
  api: ApiClient,
  entity: EditableEntity,
  id: number,
  action: ScheduledKind,
): Promise<AvailabilityResult> {
  return api.request(`/api/editor/${entity}/${String(id)}/${action}`, {
    method: 'POST',
    schema: availabilityResultSchema,
    silent: true,
  });
}

const scheduledListSchema = z.array(scheduledActionSchema);

/** GET /api/editor/{entity}/{id}/schedule: the item's scheduled actions, latest time first. */
export function listScheduledActions(
  api: ApiClient,
  entity: EditableEntity,
  id: number,
): Promise<ScheduledAction[]> {
  return api.get(`/api/editor/${entity}/${String(id)}/schedule`, {
    schema: scheduledListSchema,
    silent: true,
  });
}

/** POST /api/editor/{entity}/{id}/schedule: take the item offline or bring it online at `at`. */
export function scheduleItemAction(
  api: ApiClient,
  entity: EditableEntity,
  id: number,
  body: { action: ScheduledKind; at: string },
): Promise<ScheduledAction> {
  return api.request(`/api/editor/${entity}/${String(id)}/schedule`, {
    method: 'POST',
    body,
    schema: scheduledActionSchema,
    silent: true,
  });
}

/** DELETE /api/editor/scheduled/{id}: cancels a pending scheduled action (409 once it ran). */
export function cancelScheduledAction(api: ApiClient, id: number): Promise<ScheduledAction> {
  return api.request(`/api/editor/scheduled/${String(id)}`, {
    method: 'DELETE',
    schema: scheduledActionSchema,
    silent: true,
  });
}
