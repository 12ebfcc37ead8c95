import type { fairExhibitorCategories, fairExhibitors, productCategories } from '../db/schema.ts';
import type { Lookups } from './generate-geo.ts';
import type { FloorPlanSet } from './generate-floorplans.ts';
import { createRandom, seedFor, type Random } from './random.ts';
import type { WithId } from './seed-rows.ts';

// Product categories per industry and each fair's exhibitors on the stands of its venue, with a
// profile, brands and categories. Its own random stream, so no other seeded value moves.

/** Categories, fair exhibitors and their category links. */
export interface FairExhibitorSet {
  categories: WithId<typeof productCategories.$inferInsert>[];
  exhibitors: WithId<typeof fairExhibitors.$inferInsert>[];
  exhibitorCategories: (typeof fairExhibitorCategories.$inferInsert)[];
}

/** Fairs with a seeded directory: the default catalogue's, so larger scales stay quick to seed. */
export const directoryFairLimit = 600;
/** The most exhibitors a fair gets. */
const maxExhibitorsPerFair = 24;

/** What each sub-industry category is divided into, [zh, en]. */
const categoryKinds: readonly (readonly [string, string])[] = [
  ['整机设备', 'equipment'],
  ['零部件与材料', 'parts and materials'],
  ['软件与服务', 'software and services'],
];

const brandStarts = ['Nova', 'Terra', 'Axi', 'Orbi', 'Vela', 'Kiro', 'Lumo', 'Sina', 'Hexa', 'Zeta', 'Aero'];
const brandEnds = ['tech', 'line', 'max', 'pro', 'flex', 'tron', 'works', 'ion', 'core', 'form'];

interface Fair {
  id: number;
  industryId: number;
  subIndustryId: number;
  pavilionId: number;
}
interface Company {
  id: number;
  kind: string;
  industryId: number;
  nameZh: string;
  nameEn: string;
}

/** A category tree for every top-level industry: its sub-industries, each with three kinds. */
function generateCategories(lookups: Lookups): FairExhibitorSet['categories'] {
  const rows: FairExhibitorSet['categories'] = [];
  for (const sub of lookups.industries.filter((industry) => industry.parentId !== null)) {
    const industryId = sub.parentId ?? sub.id;
    const rootId = rows.length + 1;
    rows.push({
      id: rootId,
      industryId,
      parentId: null,
      nameZh: sub.nameZh,
      nameEn: sub.nameEn,
      position: sub.sort,
    });
    categoryKinds.forEach(([zh, en], k) => {
      rows.push({
        id: rows.length + 1,
        industryId,
        parentId: rootId,
        nameZh: `${sub.nameZh}${zh}`,
        nameEn: `${sub.nameEn}: ${en}`,
        position: k + 1,
      });
    });
  }
  return rows;
}

/** One to three invented brand names. */
function brandsOf(random: Random): string[] {
  const names = Array.from(
    { length: random.int(1, 3) },
    () => `${random.pick(brandStarts)}${random.pick(brandEnds)}`,
  );
  return [...new Set(names)];
}

/** A short profile in both languages from the company, its brands and its first category. */
function profileOf(
  random: Random,
  company: Company,
  brands: readonly string[],
  category: { nameZh: string; nameEn: string },
): { profileZh: string; profileEn: string } {
  const brand = brands.join(', ');
  // 'Machine Tools: parts and materials' reads 'machine tools parts and materials' in a sentence.
  const products = category.nameEn.replace(': ', ' ').toLowerCase();
  const shortEn = company.nameEn.replace(/\s*\(.*\)$/, '');
  const variant = random.int(0, 2);
  if (variant === 0)
    return {
      profileZh: `${company.nameZh}携${brands.join('、')}品牌参展，重点展示${category.nameZh}，欢迎经销商与采购商洽谈。`,
      profileEn: `${shortEn} shows ${brand}, with a focus on ${products}; distributors and buyers are welcome at the stand.`,
    };
  if (variant === 1)
    return {
      profileZh: `${company.nameZh}本届展出${category.nameZh}新品，可现场演示并提供OEM定制服务。`,
      profileEn: `${shortEn} launches new ${products} under ${brand}, with live demonstrations and OEM options.`,
    };
  return {
    profileZh: `${company.nameZh}专注${category.nameZh}，产品出口多个国家和地区，寻求海外代理合作。`,
    profileEn: `${shortEn} specialises in ${products} (${brand}), exports widely and is looking for agents abroad.`,
  };
}

/**
 * Exhibitors of every fair (up to `directoryFairLimit`) on stands of one or two halls of its
 * venue: the companies of its printed directory first, then exhibitors of its industry, then any.
 */
export function generateFairExhibitors(
  lookups: Lookups,
  fairs: readonly Fair[],
  companies: readonly Company[],
  plans: FloorPlanSet,
  directoryCompanies: ReadonlyMap<number, readonly number[]>,
): FairExhibitorSet {
  const random = createRandom(seedFor('fair-exhibitors'));
  const categories = generateCategories(lookups);
  const out: FairExhibitorSet = { categories, exhibitors: [], exhibitorCategories: [] };
  const leavesOf = new Map<number, typeof categories>();
  const rootOfSub = new Map<string, number>();
  for (const category of categories) {
    if (category.parentId === null)
      rootOfSub.set(`${String(category.industryId)}:${category.nameEn}`, category.id);
    else leavesOf.set(category.parentId ?? 0, [...(leavesOf.get(category.parentId ?? 0) ?? []), category]);
  }
  const rootsOf = new Map<number, typeof categories>();
  for (const category of categories.filter((c) => c.parentId === null))
    rootsOf.set(category.industryId, [...(rootsOf.get(category.industryId) ?? []), category]);
  const hallsOf = new Map<number, number[]>();
  for (const hall of plans.halls)
    hallsOf.set(hall.pavilionId, [...(hallsOf.get(hall.pavilionId) ?? []), hall.id]);
  const standsOf = new Map<number, number[]>();
  for (const stand of plans.stands)
    standsOf.set(stand.hallId, [...(standsOf.get(stand.hallId) ?? []), stand.id]);
  const exhibitorCompanies = companies.filter((company) => company.kind === 'exhibitor');
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const subName = new Map(lookups.industries.map((industry) => [industry.id, industry.nameEn]));

  for (const fair of fairs.slice(0, directoryFairLimit)) {
    const venueHalls = random.sample(hallsOf.get(fair.pavilionId) ?? [], random.chance(0.3) ? 2 : 1);
    const standIds = random.sample(
      venueHalls.flatMap((hallId) => standsOf.get(hallId) ?? []),
      Number.MAX_SAFE_INTEGER,
    );
    const wanted = Math.min(maxExhibitorsPerFair, Math.round(standIds.length * (0.45 + random.next() * 0.3)));
    const ofIndustry = exhibitorCompanies.filter((company) => company.industryId === fair.industryId);
    const pool = [
      ...(directoryCompanies.get(fair.id) ?? []),
      ...random.sample(ofIndustry, ofIndustry.length).map((company) => company.id),
      ...random.sample(exhibitorCompanies, wanted).map((company) => company.id),
    ];
    const chosen = [...new Set(pool)].slice(0, wanted);
    const roots = rootsOf.get(fair.industryId) ?? [];
    const ownRoot = rootOfSub.get(`${String(fair.industryId)}:${subName.get(fair.subIndustryId) ?? ''}`);
    chosen.forEach((companyId, k) => {
      const company = companyById.get(companyId);
      const standId = standIds[k];
      if (company === undefined || standId === undefined || roots.length === 0) return;
      const root = ownRoot !== undefined && random.chance(0.5) ? ownRoot : random.pick(roots).id;
      const leaves = random.sample(leavesOf.get(root) ?? [], random.int(1, 2));
      const extra = random.chance(0.2) ? random.sample(leavesOf.get(random.pick(roots).id) ?? [], 1) : [];
      const picked = [...new Map([...leaves, ...extra].map((leaf) => [leaf.id, leaf])).values()];
      const first = picked[0];
      if (first === undefined) return;
      const brands = brandsOf(random);
      const id = out.exhibitors.length + 1;
      out.exhibitors.push({
        id,
        exhibitionId: fair.id,
        companyId,
        standId,
        ...profileOf(random, company, brands, first),
        brands,
      });
      for (const leaf of picked) out.exhibitorCategories.push({ fairExhibitorId: id, categoryId: leaf.id });
    });
  }
  return out;
}
