import { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { visitorSchema, type Visitor, type VisitorBody } from '../contract/manager.ts';
import type { QuietCall } from './quiet-call.ts';

// The logged-in user's visitors (/api/manager/visitors), used by the management centre and the
// ticket checkout.

/** My visitors, newest first (at most 50, so not paged). */
export function listVisitors(api: ApiClient, options: QuietCall = {}): Promise<Visitor[]> {
  return api.get('/api/manager/visitors', { ...options, schema: z.array(visitorSchema) });
}

/** One of my visitors; another user's id answers not found. */
export function getVisitor(api: ApiClient, id: number, options: QuietCall = {}): Promise<Visitor> {
  return api.get(`/api/manager/visitors/${String(id)}`, { ...options, schema: visitorSchema });
}

/** Adds a visitor, or replaces one when `id` is given. */
export function saveVisitor(
  api: ApiClient,
  body: VisitorBody,
  id?: number,
  options: QuietCall = {},
): Promise<Visitor> {
  if (id === undefined) return api.post('/api/manager/visitors', body, { ...options, schema: visitorSchema });
  return api.request(`/api/manager/visitors/${String(id)}`, {
    ...options,
    method: 'PUT',
    body,
    schema: visitorSchema,
  });
}

/** Deletes one of my visitors. */
export async function deleteVisitor(api: ApiClient, id: number): Promise<void> {
  await api.request(`/api/manager/visitors/${String(id)}`, { method: 'DELETE' });
}
