import { notFound, type NotFoundThing } from '../../server/api-error.ts';

/**
 * Null once a delete scoped to the user removed their row; not-found when it removed nothing, so
 * another user's id and an unknown id answer alike.
 */
export function deletedOrNotFound(deleted: readonly unknown[], what: NotFoundThing, id: number): null {
  if (deleted.length === 0) throw notFound(what, id);
  return null;
}
