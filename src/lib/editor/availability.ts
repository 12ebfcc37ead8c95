import type { EditableEntity } from '../contract/editor-reads.ts';

// Which kinds can be taken offline and brought back (now or at a time): the API's
// POST /api/editor/{entity}/{id}/offline|online and /schedule exist for these only.

/** The kinds with offline, online and scheduling. */
export const offlineKinds: readonly EditableEntity[] = ['news'];

/** True when the console offers "Take offline" and "Schedule" for the kind. */
export function canGoOffline(entity: EditableEntity): boolean {
  return offlineKinds.includes(entity);
}

/**
 * Whether an item's form values say it is online (only an `offline` status is not).
 * @example isOnline({ status: 'offline' }) // false
 */
export function isOnline(values: Readonly<Record<string, string | undefined>>): boolean {
  return values.status !== 'offline';
}
