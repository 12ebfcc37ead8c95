import { generateExhibitions, type ExhibitionSet } from './generate-exhibitions.ts';
import { generateLookups, type Lookups } from './generate-geo.ts';
import { generateVisas, generateWiki } from './generate-guides.ts';
import { generateAboutPages, generateCommunities, generateTopics, generateTrips } from './generate-extras.ts';
import { generateNews, type NewsSet } from './generate-news.ts';
import { generateCompanies, generatePavilions } from './generate-venues.ts';
import { demoMemberCount } from './demo-accounts.ts';
import { generateFairExhibitors, type FairExhibitorSet } from './generate-fair-exhibitors.ts';
import { generateFloorPlans, type FloorPlanSet } from './generate-floorplans.ts';

/** Exhibitions in the default catalogue. */
export const defaultExhibitionCount = 600;

/**
 * How many exhibitions a scale means: below 600 it is a factor (2 = 1,200 exhibitions), from
 * 600 on it is the exhibition count itself (20000 = 20,000 exhibitions, about 33x).
 */
export function exhibitionCountFor(scale: number): number {
  return scale < defaultExhibitionCount ? defaultExhibitionCount * scale : scale;
}

/** The whole generated catalogue (no users or orders: those need hashing, see seed-database). */
export interface Catalogue {
  lookups: Lookups;
  pavilions: ReturnType<typeof generatePavilions>;
  companies: ReturnType<typeof generateCompanies>;
  exhibitions: ExhibitionSet;
  news: NewsSet;
  wiki: ReturnType<typeof generateWiki>;
  visas: ReturnType<typeof generateVisas>;
  trips: ReturnType<typeof generateTrips>;
  topics: ReturnType<typeof generateTopics>;
  aboutPages: ReturnType<typeof generateAboutPages>;
  communities: ReturnType<typeof generateCommunities>;
  floorPlans: FloorPlanSet;
  fairExhibitors: FairExhibitorSet;
}

/** The companies of each fair's printed directories, by fair id, in the directories' order. */
function directoryCompaniesOf(set: ExhibitionSet): Map<number, number[]> {
  const fairOf = new Map(set.periodicals.map((periodical) => [periodical.id, periodical.exhibitionId]));
  const out = new Map<number, number[]>();
  for (const row of set.periodicalExhibitors) {
    const fair = fairOf.get(row.periodicalId);
    if (fair !== undefined) out.set(fair, [...(out.get(fair) ?? []), row.companyId]);
  }
  return out;
}

/** Today's UTC day as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Generates the catalogue for a scale; pure and deterministic (same scale and day, same rows).
 * `today` (YYYY-MM-DD, the API's clock at seed time) dates the news; fairs keep fixed dates.
 */
export function generateCatalogue(scale = 1, today = utcDay(new Date())): Catalogue {
  const count = exhibitionCountFor(scale);
  const factor = count / defaultExhibitionCount;
  const lookups = generateLookups();
  const pavilions = generatePavilions(lookups);
  const companies = generateCompanies(lookups, factor);
  const exhibitions = generateExhibitions(lookups, pavilions, companies, count);
  const fairs = exhibitions.exhibitions.map((e) => ({
    id: e.id,
    nameZh: e.nameZh,
    nameEn: e.nameEn,
    industryId: e.industryId,
    cityId: e.cityId,
    countryId: e.countryId,
    startDate: e.startDate,
    endDate: e.endDate,
  }));
  const news = generateNews(lookups, fairs, factor, today);
  // Demo user ids are 1 (editor) .. demoMemberCount + 1; community posts belong to members.
  const memberIds = Array.from({ length: demoMemberCount }, (_, i) => i + 2);
  const floorPlans = generateFloorPlans(pavilions);
  return {
    lookups,
    pavilions,
    companies,
    exhibitions,
    news,
    wiki: generateWiki(lookups, count),
    visas: generateVisas(lookups),
    trips: generateTrips(fairs, Math.min(factor, 10)),
    topics: generateTopics(lookups, fairs, news.articles),
    aboutPages: generateAboutPages(),
    communities: generateCommunities(lookups, memberIds),
    floorPlans,
    fairExhibitors: generateFairExhibitors(
      lookups,
      exhibitions.exhibitions,
      companies,
      floorPlans,
      directoryCompaniesOf(exhibitions),
    ),
  };
}
