import { eq } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { PreviewableEntity } from '../../../src/lib/contract/editor-pages.ts';
import type { Locale } from '../../../src/lib/contract/locale.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  exhibitions,
  news,
  pavilions,
  periodicals,
  specialTopics,
  visas,
  wikiArticles,
} from '../../db/schema.ts';
import { getCompany } from '../companies.ts';
import { getExhibition } from '../exhibition-details.ts';
import { getNews } from '../news.ts';
import { getPavilion } from '../pavilions.ts';
import { getPeriodical } from '../periodicals.ts';
import { getSpecialTopic } from '../special-topics.ts';
import { getVisa } from '../visas.ts';
import { getWiki } from '../wiki.ts';

// The console's preview lays an editor's draft over the item as its public page reads it. An
// offline item (or a news article not yet published) has no public read: the public calls answer
// 404. The editor's read runs the public read itself, in a transaction that first brings the item
// online and is then rolled back, so the answer has the public call's shape exactly and nothing of
// it is ever committed, seen by another reader, cached or exported.

/** How one kind is read as its public page reads it, and what makes it public for that read. */
interface PageRead {
  read: (db: Database, id: number, locale: Locale, now: Date) => Promise<unknown>;
  /** Makes the item public inside the read's transaction. */
  online?: (db: Database, id: number) => Promise<unknown>;
}

/** The kinds with a public page of their own the preview renders. */
const pageReads: Readonly<Record<PreviewableEntity, PageRead>> = {
  exhibitions: {
    read: getExhibition,
    online: (db, id) => db.update(exhibitions).set({ offline: false }).where(eq(exhibitions.id, id)),
  },
  news: {
    read: (db, id, locale) => getNews(db, id, locale),
    online: (db, id) => db.update(news).set({ status: 'published' }).where(eq(news.id, id)),
  },
  pavilions: {
    read: getPavilion,
    online: (db, id) => db.update(pavilions).set({ offline: false }).where(eq(pavilions.id, id)),
  },
  wiki: {
    read: (db, id, locale) => getWiki(db, id, {}, locale),
    online: (db, id) => db.update(wikiArticles).set({ offline: false }).where(eq(wikiArticles.id, id)),
  },
  companies: {
    read: getCompany,
    online: (db, id) => db.update(companies).set({ offline: false }).where(eq(companies.id, id)),
  },
  periodicals: {
    read: (db, id, locale) => getPeriodical(db, id, locale),
    online: (db, id) => db.update(periodicals).set({ offline: false }).where(eq(periodicals.id, id)),
  },
  specials: {
    read: getSpecialTopic,
    online: (db, id) => db.update(specialTopics).set({ offline: false }).where(eq(specialTopics.id, id)),
  },
  visas: {
    read: (db, id, locale) => getVisa(db, id, locale),
    online: (db, id) => db.update(visas).set({ offline: false }).where(eq(visas.id, id)),
  },
};

/** Thrown to roll the read's transaction back once the answer is in hand. */
class ReadDone extends Error {}

/**
 * An item as its public page reads it, whether it is online or not (editors only): the public
 * read inside a transaction that brings the item online first and is always rolled back.
 */
export async function readAsPublic(
  db: Database,
  entity: PreviewableEntity,
  id: number,
  locale: Locale,
  now: Date,
): Promise<unknown> {
  const kind = pageReads[entity];
  let answer: unknown;
  try {
    await db.transaction(async (tx) => {
      const inside = tx as unknown as Database;
      await kind.online?.(inside, id);
      answer = await kind.read(inside, id, locale, now);
      throw new ReadDone();
    });
  } catch (error) {
    if (!(error instanceof ReadDone) && !(error instanceof TransactionRollbackError)) throw error;
  }
  return answer;
}
