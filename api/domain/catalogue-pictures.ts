// What each seeded picture address shows: the poster of the row it belongs to (a fair's short
// name, city, dates and industry; a venue's name and city; an article's industry and day), read
// from the database when the picture is first asked for. A row that does not exist (an article
// body's inline picture, a removed fair) still gets a poster of its kind, never an error image.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  cities,
  companies,
  exhibitions,
  industries,
  news,
  pavilions,
  periodicals,
  specialTopics,
} from '../db/schema.ts';
import { industryPictogram, kindPictograms } from '../storage/pictograms.ts';
import type { Poster } from '../storage/poster-svg.ts';
import { companyOnline, fairOnline, periodicalOnline, venueOnline } from './online.ts';

/** Kinds of catalogue pictures and the pixel size each is generated at (twice the card size). */
const pictureSizes = {
  exhibition: { width: 960, height: 540 },
  pavilion: { width: 960, height: 540 },
  news: { width: 960, height: 540 },
  special: { width: 960, height: 540 },
  periodical: { width: 420, height: 588 },
  company: { width: 240, height: 240 },
  user: { width: 240, height: 240 },
} as const;

/** A kind of catalogue picture. */
export type PictureKind = keyof typeof pictureSizes;

/** The kinds, for the route's parameter schema. */
export const pictureKinds = Object.keys(pictureSizes) as [PictureKind, ...PictureKind[]];

/** Hue of an industry's palette: the 24 top-level industries spread round the colour wheel. */
function industryHue(industryId: number): number {
  return ((((Math.trunc(industryId) - 1) * 137.5) % 360) + 360) % 360;
}

/**
 * A fair's dates in one language-neutral form.
 * @example dateSpan('2027-03-12', '2027-03-15') // '2027.03.12 – 03.15'
 * @example dateSpan('2027-12-30', '2028-01-02') // '2027.12.30 – 2028.01.02'
 */
function dateSpan(start: string, end: string): string {
  const from = start.replaceAll('-', '.');
  if (start === end) return from;
  const to =
    end.slice(0, 4) === start.slice(0, 4) ? end.slice(5).replaceAll('-', '.') : end.replaceAll('-', '.');
  return `${from} – ${to}`;
}

/** The row id and the picture number of a name ("12-3" -> id 12, picture 3); 0 when absent. */
function partsOf(name: string): { id: number; picture: number } {
  const match = /^(\d{1,9})(?:-(\d{1,3}))?$/.exec(name);
  return match ? { id: Number(match[1]), picture: Number(match[2] ?? 1) } : { id: 0, picture: 1 };
}

type Facts = Omit<Poster, 'width' | 'height'>;

async function cityOf(db: Database, cityId: number): Promise<{ nameZh: string; nameEn: string } | undefined> {
  const [row] = await db
    .select({ nameZh: cities.nameZh, nameEn: cities.nameEn })
    .from(cities)
    .where(eq(cities.id, cityId));
  return row;
}

async function industryOf(db: Database, industryId: number) {
  const [row] = await db
    .select({
      id: industries.id,
      parentId: industries.parentId,
      nameZh: industries.nameZh,
      nameEn: industries.nameEn,
    })
    .from(industries)
    .where(eq(industries.id, industryId));
  return row;
}

const place = (city: { nameZh: string; nameEn: string } | undefined): string =>
  city === undefined ? '' : `${city.nameZh} · ${city.nameEn}`;

async function exhibitionFacts(db: Database, id: number): Promise<Facts | undefined> {
  const [fair] = await db
    .select({
      shortName: exhibitions.shortName,
      industryId: exhibitions.industryId,
      cityId: exhibitions.cityId,
      startDate: exhibitions.startDate,
      endDate: exhibitions.endDate,
    })
    .from(exhibitions)
    .where(and(eq(exhibitions.id, id), fairOnline));
  if (fair === undefined) return undefined;
  const [city, industry] = await Promise.all([cityOf(db, fair.cityId), industryOf(db, fair.industryId)]);
  return {
    hue: industryHue(fair.industryId),
    pictogram: industryPictogram(fair.industryId),
    title: fair.shortName,
    lines: [place(city), dateSpan(fair.startDate, fair.endDate), industry?.nameEn ?? ''],
  };
}

async function pavilionFacts(db: Database, id: number): Promise<Facts | undefined> {
  const [venue] = await db
    .select({
      nameEn: pavilions.nameEn,
      nameZh: pavilions.nameZh,
      cityId: pavilions.cityId,
      halls: pavilions.halls,
    })
    .from(pavilions)
    .where(and(eq(pavilions.id, id), venueOnline));
  if (venue === undefined) return undefined;
  const city = await cityOf(db, venue.cityId);
  return {
    hue: 200 + (id % 5) * 8,
    pictogram: kindPictograms.pavilion ?? '',
    title: city?.nameEn ?? venue.nameEn,
    lines: [venue.nameZh, venue.nameEn],
  };
}

async function newsFacts(db: Database, id: number): Promise<Facts | undefined> {
  const [article] = await db
    .select({ industryId: news.industryId, publishedAt: news.publishedAt })
    .from(news)
    .where(eq(news.id, id));
  if (article === undefined) return undefined;
  const industry = await industryOf(db, article.industryId);
  const top = industry?.parentId ?? industry?.id ?? article.industryId;
  return {
    hue: industryHue(top),
    pictogram: industryPictogram(top),
    title: industry?.nameEn ?? '',
    lines: [industry?.nameZh ?? '', article.publishedAt.toISOString().slice(0, 10).replaceAll('-', '.')],
  };
}

async function specialFacts(db: Database, id: number): Promise<Facts | undefined> {
  const [topic] = await db
    .select({ titleZh: specialTopics.titleZh, titleEn: specialTopics.titleEn })
    .from(specialTopics)
    .where(eq(specialTopics.id, id));
  if (topic === undefined) return undefined;
  // The seed files special topic n under the n-th top-level industry (seed/generate-extras.ts).
  return {
    hue: industryHue(id),
    pictogram: industryPictogram(id),
    title: topic.titleEn,
    lines: [topic.titleZh],
  };
}

async function periodicalFacts(db: Database, id: number): Promise<Facts | undefined> {
  const [row] = await db
    .select({ year: periodicals.year, shortName: exhibitions.shortName, industryId: exhibitions.industryId })
    .from(periodicals)
    .innerJoin(exhibitions, eq(exhibitions.id, periodicals.exhibitionId))
    .where(and(eq(periodicals.id, id), periodicalOnline));
  if (row === undefined) return undefined;
  return {
    hue: industryHue(row.industryId),
    pictogram: kindPictograms.periodical ?? '',
    title: row.shortName,
    lines: [String(row.year)],
  };
}

async function companyFacts(db: Database, id: number): Promise<Facts | undefined> {
  const [company] = await db
    .select({ nameEn: companies.nameEn, industryId: companies.industryId })
    .from(companies)
    .where(and(eq(companies.id, id), companyOnline));
  if (company === undefined) return undefined;
  // A logo shows the initials of the name's first words, not the whole name.
  const initials = company.nameEn
    .replace(/\(.*\)/, '')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return {
    hue: industryHue(company.industryId),
    pictogram: industryPictogram(company.industryId),
    title: initials,
    lines: [],
  };
}

const readers: Record<PictureKind, ((db: Database, id: number) => Promise<Facts | undefined>) | undefined> = {
  exhibition: exhibitionFacts,
  pavilion: pavilionFacts,
  news: newsFacts,
  special: specialFacts,
  periodical: periodicalFacts,
  company: companyFacts,
  user: undefined,
};

/** The poster of a kind when its row is missing: the kind's pictogram, a hue from the name. */
function fallbackFacts(kind: PictureKind, name: string): Facts {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return { hue: hash, pictogram: kindPictograms[kind] ?? kindPictograms.news ?? '', title: '', lines: [] };
}

/** The poster of the picture at /oss/images/{kind}/{name}.{ext}. */
export async function pictureFor(db: Database, kind: PictureKind, name: string): Promise<Poster> {
  const read = readers[kind];
  const { id, picture } = partsOf(name);
  const facts = (read && id > 0 ? await read(db, id) : undefined) ?? fallbackFacts(kind, name);
  // A fair's further pictures (its gallery) are the same poster in neighbouring colours.
  return { ...pictureSizes[kind], ...facts, hue: facts.hue + (picture - 1) * 24 };
}
