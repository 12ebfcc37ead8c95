import type { EditableEntity } from '../contract/editor-reads.ts';

// Which kinds can be taken offline and brought back (now or at a time): the API's
// POST /api/editor/{entity}/{id}/offline|online and /schedule exist for these only.

/** The kinds with offline, online and scheduling. */
const offlineKinds: readonly EditableEntity[] = [
  'news',
  'exhibitions',
  'pavilions',
  'wiki',
  'companies',
  'periodicals',
  'editions',
  'specials',
  'visas',
];

/** True when the console offers "Take offline" and "Schedule" for the kind. */
export function canGoOffline(entity: EditableEntity): boolean {
  return offlineKinds.includes(entity);
}

/**
 * Whether an item's edit view says it is online: a news article by its status, every other kind
 * that can go offline by its `offline` flag.
 * @example isOnline({ status: 'offline' }) // false
 * @example isOnline({ offline: true }) // false
 */
export function isOnline(view: Readonly<Record<string, unknown>>): boolean {
  return view.status !== 'offline' && view.offline !== true;
}
