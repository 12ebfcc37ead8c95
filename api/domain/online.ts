import { eq } from 'drizzle-orm';
import {
  companies,
  exhibitionEditions,
  exhibitions,
  pavilions,
  periodicals,
  specialTopics,
  visas,
  wikiArticles,
} from '../db/schema.ts';

// What keeps an item an editor took offline out of the public reads: each kind's one condition,
// joined into the shared filters (the fair lists' conditions and summary join, the venue, wiki, special
// topic, visa, company, periodical and fair edition reads, the sitemaps), so its page answers 404 and it leaves every list
// and related block. The search index leaves it out in its triggers (migrations 0027_offline_items.sql,
// 0031 and 0033). A page that names an offline company (a fair's organiser) shows its name unlinked.

/** Fairs the public may see. */
export const fairOnline = eq(exhibitions.offline, false);
/** Convention centres the public may see. */
export const venueOnline = eq(pavilions.offline, false);
/** Wiki articles the public may see. */
export const wikiOnline = eq(wikiArticles.offline, false);
/** Special topics the public may see. */
export const specialOnline = eq(specialTopics.offline, false);
/** Visa products the public may see (and order). */
export const visaOnline = eq(visas.offline, false);
/** Companies the public may see (their pages, lists, directories, stands and search entries). */
export const companyOnline = eq(companies.offline, false);
/** Periodicals the public may see (their pages, lists and a fair's periodicals). */
export const periodicalOnline = eq(periodicals.offline, false);
/** Editions of a fair the public may see (their pages, and the fair's editions on its pages). */
export const editionOnline = eq(exhibitionEditions.offline, false);
