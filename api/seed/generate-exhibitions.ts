import type {
  exhibitionEditions,
  exhibitions,
  periodicalExhibitors,
  periodicals,
  ticketTiers,
  tickets,
} from '../db/schema.ts';
import { PayKind } from '../../src/lib/contract/codes.ts';
import { fairNamePatterns, frequencies } from './industry-data.ts';
import { dayNumber, isoDay, letterOf } from './letters.ts';
import type { Lookups } from './generate-geo.ts';
import { createRandom, seedFor } from './random.ts';
import { itemAt } from '../db/rows.ts';
import type { WithId } from './seed-rows.ts';

/** Exhibitions and everything hanging off them. */
export interface ExhibitionSet {
  exhibitions: WithId<typeof exhibitions.$inferInsert>[];
  editions: WithId<typeof exhibitionEditions.$inferInsert>[];
  tickets: WithId<typeof tickets.$inferInsert>[];
  tiers: WithId<typeof ticketTiers.$inferInsert>[];
  periodicals: WithId<typeof periodicals.$inferInsert>[];
  periodicalExhibitors: WithId<typeof periodicalExhibitors.$inferInsert>[];
}

interface Venue {
  id: number;
  cityId: number;
}
interface Company {
  id: number;
  kind: string;
  industryId: number;
}

// Fair dates span 2024-01-01 .. 2028-12-31 whatever the day the seed runs, so data is
// identical on every machine; "past" and "upcoming" are decided at query time.
const firstDay = dayNumber('2024-01-01');
const lastDay = dayNumber('2028-12-31');

/** A tier's refund policy: full refund until N days before the fair, then a fee in percent (null: none). */
type SeedPolicy = readonly [days: number | null, feePercent: number | null];
const tierPlans: readonly (readonly (readonly [string, string, number, SeedPolicy])[])[] = [
  [
    // Early-bird tickets are sold cheap on the condition that they are not refunded.
    ['早鸟票', 'Early bird', 6000, [null, null]],
    ['标准票', 'Standard', 9000, [14, 20]],
    ['VIP票', 'VIP', 38000, [30, 50]],
  ],
  [
    ['单日票', 'One day', 12000, [7, null]],
    ['通票', 'All days', 28000, [21, 25]],
  ],
  [
    ['标准票', 'Standard', 4500, [10, 15]],
    ['团体票（5人）', 'Group of 5', 19000, [30, null]],
  ],
];

/** Generates `count` exhibitions with editions, tickets with tiers, and periodicals. */
export function generateExhibitions(
  lookups: Lookups,
  venues: readonly Venue[],
  companies: readonly Company[],
  count: number,
): ExhibitionSet {
  const random = createRandom(seedFor('exhibitions'));
  const out: ExhibitionSet = {
    exhibitions: [],
    editions: [],
    tickets: [],
    tiers: [],
    periodicals: [],
    periodicalExhibitors: [],
  };
  const topIndustries = lookups.industries.filter((i) => i.parentId === null);
  const subsOf = new Map(
    topIndustries.map((top) => [top.id, lookups.industries.filter((i) => i.parentId === top.id)]),
  );
  const venuesByCity = new Map<number, Venue[]>();
  for (const venue of venues)
    venuesByCity.set(venue.cityId, [...(venuesByCity.get(venue.cityId) ?? []), venue]);
  const organisers = companies.filter((c) => c.kind === 'organiser');
  const exhibitorsByIndustry = new Map<number, Company[]>();
  for (const c of companies.filter((x) => x.kind === 'exhibitor'))
    exhibitorsByIndustry.set(c.industryId, [...(exhibitorsByIndustry.get(c.industryId) ?? []), c]);
  const allExhibitors = companies.filter((c) => c.kind === 'exhibitor');
  // China hosts about a third of the fairs, as on the real portal.
  const chineseCities = lookups.cities.filter((c) => c.countryId === 1);

  for (let n = 0; n < count; n++) {
    const id = n + 1;
    const industry = itemAt(topIndustries, n % topIndustries.length);
    const sub = random.pick(subsOf.get(industry.id) ?? []);
    const city = random.chance(0.33) ? random.pick(chineseCities) : random.pick(lookups.cities);
    const country = itemAt(lookups.countries, city.countryId - 1);
    const venue = random.pick(venuesByCity.get(city.id) ?? venues);
    const [patternZh, patternEn] = random.pick(fairNamePatterns);
    const useSub = random.chance(0.4);
    const fairZh = useSub ? sub.nameZh : industry.fairZh;
    const fairEn = useSub ? sub.nameEn : industry.fairEn;
    const fill = (p: string, cityName: string, countryName: string, fair: string) =>
      p.replace('{city}', cityName).replace('{country}', countryName).replace('{fair}', fair);
    const nameZh = fill(patternZh, city.nameZh, country.nameZh, fairZh);
    const nameEn = fill(patternEn, city.nameEn, country.nameEn, fairEn);
    const start = random.int(firstDay, lastDay);
    const length = random.int(2, 4);
    const [frequency] = random.pick(frequencies);
    const exhibitors = random.int(80, 3500);
    const visitors = exhibitors * random.int(12, 60);
    const area = random.int(8, 260) * 1000;
    const initials = nameEn
      .split(/\s+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 6);
    const images = Array.from(
      { length: random.int(1, 4) },
      (_, k) => `/oss/images/exhibition/${String(id)}-${String(k + 1)}.jpg`,
    );
    out.exhibitions.push({
      id,
      industryId: industry.id,
      subIndustryId: sub.id,
      continentId: city.continentId,
      countryId: city.countryId,
      cityId: city.id,
      pavilionId: venue.id,
      organiserId: random.pick(organisers).id,
      nameZh,
      nameEn,
      shortName: `${initials}${isoDay(start).slice(0, 4)}`,
      introZh: `<p>${nameZh}是${country.nameZh}${industry.nameZh}领域的重要展会，预计展出面积${area.toLocaleString('en')}平方米，汇聚${String(exhibitors)}家展商。</p><p>展会为采购商、制造商与渠道商提供洽谈、发布与交流的平台。</p>`,
      introEn: `<p>${nameEn} is a leading ${industry.nameEn.toLowerCase()} event in ${country.nameEn}, expecting ${String(exhibitors)} exhibitors over ${area.toLocaleString('en')} square metres.</p><p>It brings buyers, manufacturers and distributors together for sourcing, launches and networking.</p>`,
      scopeZh: `${sub.nameZh}、${industry.nameZh}相关产品、技术与服务`,
      scopeEn: `${sub.nameEn}; ${industry.nameEn} products, technology and services`,
      images: images.length === 1 ? itemAt(images, 0) : JSON.stringify(images),
      frequency,
      startDate: isoDay(start),
      endDate: isoDay(start + length),
      areaSqm: area,
      exhibitors,
      visitors,
      views: random.int(50, 90_000),
      letter: letterOf(nameEn),
    });

    const editionCount = random.int(1, 5);
    for (let e = editionCount; e >= 1; e--) {
      const back = (editionCount - e) * (frequency === 'biennial' ? 730 : 365);
      const editionStart = start - back;
      const editionNumber = 10 + e + (id % 20);
      out.editions.push({
        id: out.editions.length + 1,
        exhibitionId: id,
        edition: editionNumber,
        year: Number(isoDay(editionStart).slice(0, 4)),
        startDate: isoDay(editionStart),
        endDate: isoDay(editionStart + length),
        exhibitors: Math.round(exhibitors * (1 - (editionCount - e) * 0.06)),
        visitors: Math.round(visitors * (1 - (editionCount - e) * 0.08)),
        areaSqm: Math.round(area * (1 - (editionCount - e) * 0.05)),
        summaryZh: `第${String(editionNumber)}届${nameZh}`,
        summaryEn: `${nameEn}, edition ${String(editionNumber)}`,
      });
    }

    const ticketId = out.tickets.length + 1;
    const currency = country.currency === 'CNY' ? 'CNY' : random.chance(0.5) ? 'EUR' : 'USD';
    out.tickets.push({
      id: ticketId,
      exhibitionId: id,
      payKind: PayKind.pay,
      nameZh: '观众门票',
      nameEn: 'Visitor ticket',
      descriptionZh: '凭电子票及有效证件入场，展期内有效。',
      descriptionEn: 'Admission with the e-ticket and a valid ID during the show days.',
      saleStart: isoDay(start - 120),
      saleEnd: isoDay(start + length),
    });
    for (const [tierZh, tierEn, price, [refundDays, refundLateFeePercent]] of random.pick(tierPlans)) {
      out.tiers.push({
        id: out.tiers.length + 1,
        ticketId,
        nameZh: tierZh,
        nameEn: tierEn,
        priceMinor: price,
        currency,
        stock: random.int(50, 2000),
        sold: 0,
        refundDays,
        refundLateFeePercent,
      });
    }
    if (random.chance(0.35)) {
      const freeId = out.tickets.length + 1;
      out.tickets.push({
        id: freeId,
        exhibitionId: id,
        payKind: PayKind.free,
        nameZh: '专业观众免费预登记',
        nameEn: 'Free trade-visitor registration',
        descriptionZh: '仅限业内专业观众，需填写公司信息。',
        descriptionEn: 'For trade visitors only; company details required.',
        saleStart: isoDay(start - 90),
        saleEnd: isoDay(start),
      });
      out.tiers.push({
        id: out.tiers.length + 1,
        ticketId: freeId,
        nameZh: '免费票',
        nameEn: 'Free',
        priceMinor: 0,
        currency,
        stock: random.int(100, 5000),
        sold: 0,
        // Nothing was paid, so nothing is refunded; a free registration is simply not used.
        refundDays: null,
        refundLateFeePercent: null,
      });
    }

    if (random.chance(0.3)) {
      const periodicalId = out.periodicals.length + 1;
      const kind = random.chance(0.7) ? 'directory' : 'magazine';
      const year = Number(isoDay(start).slice(0, 4));
      const titleEn =
        kind === 'directory'
          ? `${nameEn} ${String(year)} Exhibitor Directory`
          : `${nameEn} ${String(year)} Show Daily`;
      out.periodicals.push({
        id: periodicalId,
        exhibitionId: id,
        kind,
        year,
        titleZh:
          kind === 'directory' ? `${String(year)}${nameZh}展商名录` : `${String(year)}${nameZh}展会快讯`,
        titleEn,
        introZh:
          kind === 'directory'
            ? `收录本届全部参展企业的展位号、联系方式与产品。`
            : `展会期间每日出版的现场快讯。`,
        introEn:
          kind === 'directory'
            ? 'Every exhibitor of the edition with booth, contact and products.'
            : 'Published daily during the show.',
        cover: `/oss/images/periodical/${String(periodicalId)}.jpg`,
        pages: random.int(24, 480),
        letter: letterOf(titleEn),
      });
      const pool = exhibitorsByIndustry.get(industry.id) ?? allExhibitors;
      const listed = random.sample(pool.length >= 5 ? pool : allExhibitors, random.int(5, 25));
      listed.forEach((company, k) => {
        out.periodicalExhibitors.push({
          id: out.periodicalExhibitors.length + 1,
          periodicalId,
          companyId: company.id,
          booth: `${String(random.int(1, 12))}${String.fromCharCode(65 + (k % 6))}${String(random.int(10, 99))}`,
        });
      });
    }
  }
  return out;
}
