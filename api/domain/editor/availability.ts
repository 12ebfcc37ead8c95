import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EditableEntity } from '../../../src/lib/contract/editor-reads.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  exhibitionEditions,
  exhibitions,
  news,
  pavilions,
  periodicals,
  specialTopics,
  visas,
  wikiArticles,
} from '../../db/schema.ts';
import { apiText } from '../../server/api-messages.ts';
import { fieldIssue, illegalParameter, notFound, refused } from '../../server/api-error.ts';
import type { EditResult } from './changes.ts';
import { saveCompany } from './companies.ts';
import { saveEdition } from './editions.ts';
import { saveExhibition } from './exhibitions.ts';
import { saveNews } from './news.ts';
import { savePavilion } from './pavilions.ts';
import { savePeriodical } from './periodicals.ts';
import { afterSave, beforeSave } from './versions.ts';
import { saveSpecial } from './specials.ts';
import { saveVisa } from './visas.ts';
import { saveWiki } from './wiki.ts';

// Taking an item offline and bringing it back. An offline news article has status 'offline',
// which every public read already leaves out (only 'published' is public). Fairs, venues, wiki
// articles, companies, periodicals, fair editions, special topics and visa products keep their own status (a fair's
// says whether it takes place) and have an `offline` column instead, which the public reads' shared filters leave out (api/domain/online.ts). Either
// way its page answers 404, it leaves the lists, search and sitemaps, and the rebuild its change
// pushes deletes its objects from the bucket. Both are saves like any other: a version, a change
// with the item's cache tags.

/** A save of one entity, as the editor routes run it. */
export type Save<B> = (
  db: Database,
  userId: number,
  id: number | null,
  body: B,
  now: Date,
) => Promise<EditResult>;

/**
 * A save with its versions, inside the caller's transaction: locks the item, refuses a save that
 * did not start from the latest version, saves, and keeps the result as the next version.
 */
export async function saveVersioned<B>(
  db: Database,
  entity: EditableEntity,
  save: Save<B>,
  userId: number,
  id: number | null,
  body: B,
  startedFrom: number | undefined,
  now: Date,
): Promise<EditResult & { version: number }> {
  const previous = id === null ? undefined : await beforeSave(db, entity, id, startedFrom);
  const saved = await save(db, userId, id, body, now);
  return { ...saved, version: await afterSave(db, entity, saved.id, userId, saved.changeId, previous) };
}

/** The availability flag the saves of the kinds with an `offline` column take (never from an edit form). */
export interface Availability {
  offline?: boolean;
}

/** How one kind stores being offline: where to read it, and the save that changes it. */
interface OfflineKind {
  table: PgTable & { id: PgColumn };
  record: Parameters<typeof notFound>[0];
  isOffline: PgColumn;
  offlineWhen: (value: unknown) => boolean;
  save: Save<Record<string, unknown>>;
  body: (online: boolean) => Record<string, unknown>;
}

const byColumn = (
  table:
    | typeof exhibitions
    | typeof pavilions
    | typeof wikiArticles
    | typeof companies
    | typeof periodicals
    | typeof exhibitionEditions
    | typeof specialTopics
    | typeof visas,
  record: OfflineKind['record'],
  save: Save<Availability>,
): OfflineKind => ({
  table,
  record,
  isOffline: table.offline,
  offlineWhen: (value) => value === true,
  save: save,
  body: (online) => ({ offline: !online }),
});

const offlineKinds: Partial<Record<EditableEntity, OfflineKind>> = {
  news: {
    table: news,
    record: 'news',
    isOffline: news.status,
    offlineWhen: (value) => value === 'offline',
    save: saveNews,
    body: (online) => ({ status: online ? 'published' : 'offline' }),
  },
  exhibitions: byColumn(exhibitions, 'exhibition', saveExhibition),
  pavilions: byColumn(pavilions, 'pavilion', savePavilion),
  wiki: byColumn(wikiArticles, 'wikiArticle', saveWiki),
  companies: byColumn(companies, 'company', saveCompany),
  periodicals: byColumn(periodicals, 'periodical', savePeriodical),
  editions: byColumn(exhibitionEditions, 'edition', saveEdition),
  specials: byColumn(specialTopics, 'specialTopic', saveSpecial),
  visas: byColumn(visas, 'visa', saveVisa),
};

/** The entities that can be taken offline. */
export const offlineEntities: readonly EditableEntity[] = [
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

/** Refuses an entity that cannot be taken offline (400, naming it). */
export function mustGoOffline(entity: EditableEntity): OfflineKind {
  const kind = offlineEntities.includes(entity) ? offlineKinds[entity] : undefined;
  if (kind === undefined)
    throw illegalParameter([fieldIssue('entity', 'apiMessage.editor.offlineUnsupported', { entity })]);
  return kind;
}

/**
 * Takes an item offline (`online` false) or brings it back online, inside the caller's
 * transaction; 409 when it already is, 404 for an unknown item.
 */
export async function setOnline(
  db: Database,
  entity: EditableEntity,
  id: number,
  online: boolean,
  userId: number,
  now: Date,
): Promise<EditResult & { version: number }> {
  const kind = mustGoOffline(entity);
  const [row] = await db
    .select({ offline: kind.isOffline })
    .from(kind.table)
    .where(eq(kind.table.id, id))
    .for('update');
  if (row === undefined) throw notFound(kind.record, id);
  if (kind.offlineWhen(row.offline) !== online)
    throw refused(apiText(online ? 'apiMessage.editor.alreadyOnline' : 'apiMessage.editor.alreadyOffline'));
  return saveVersioned(db, entity, kind.save, userId, id, kind.body(online), undefined, now);
}
