import type { EditableEntity } from '../contract/editor-reads.ts';

// The publish and audit logs name an item by the change feed's entity (exhibition, news,
// pavilion, wiki); the console's pages by the editor routes' plural (exhibitions, pavilions).

const kindOfRecord: Readonly<Record<string, EditableEntity>> = {
  exhibition: 'exhibitions',
  news: 'news',
  pavilion: 'pavilions',
  wiki: 'wiki',
  company: 'companies',
  periodical: 'periodicals',
  edition: 'editions',
  special: 'specials',
  visa: 'visas',
};

/**
 * The console kind of a change-feed entity name, if the console edits it.
 * @example consoleKindOfRecord('exhibition') // 'exhibitions'
 */
export function consoleKindOfRecord(record: string | null): EditableEntity | undefined {
  return record !== null && Object.hasOwn(kindOfRecord, record) ? kindOfRecord[record] : undefined;
}
