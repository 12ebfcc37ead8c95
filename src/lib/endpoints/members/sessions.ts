import { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import { managedSessionSchema, revokedSessionsSchema } from '../../contract/manager.ts';

// A member's logins (/api/manager/sessions): every device still signed in, and ending them.
// The shapes come from src/lib/contract/manager.ts; the client adds the session and its handling.

/** One login still in use, on this device (`current`) or another. */
export type ManagedSession = z.infer<typeof managedSessionSchema>;

const sessionListSchema = z.array(managedSessionSchema);

/** My sessions still in use, the most recently used first. */
export function listSessions(api: ApiClient): Promise<ManagedSession[]> {
  return api.get('/api/manager/sessions', { schema: sessionListSchema });
}

/** Ends one of my sessions: its device is logged out at its next call. */
export async function endSession(api: ApiClient, id: number): Promise<void> {
  await api.request(`/api/manager/sessions/${String(id)}`, { method: 'DELETE' });
}

/** Ends every session of mine but the one asking; resolves to how many were ended. */
export async function endOtherSessions(api: ApiClient): Promise<number> {
  const answer = await api.request('/api/manager/sessions', {
    method: 'DELETE',
    schema: revokedSessionsSchema,
  });
  return answer.revoked;
}
