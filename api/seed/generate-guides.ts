import type { visas, wikiArticles, wikiCategories } from '../db/schema.ts';
import type { Lookups } from './generate-geo.ts';
import { letterOf } from './letters.ts';
import { createRandom, seedFor } from './random.ts';
import {
  applicantKinds,
  consularDistricts,
  visaTypeNames,
  wikiCategoryNames,
  wikiTopics,
} from './text-data.ts';
import { itemAt } from '../db/rows.ts';

type WithId<T> = T & { id: number };

/** Wiki categories and 160 articles tied to a category, an industry and sometimes an exhibition. */
export function generateWiki(
  lookups: Lookups,
  exhibitionCount: number,
): {
  categories: WithId<typeof wikiCategories.$inferInsert>[];
  articles: WithId<typeof wikiArticles.$inferInsert>[];
} {
  const random = createRandom(seedFor('wiki'));
  const categories = wikiCategoryNames.map(([zh, en, iz, ie], i) => ({
    id: i + 1,
    nameZh: zh,
    nameEn: en,
    introZh: iz,
    introEn: ie,
  }));
  const topIndustries = lookups.industries.filter((i) => i.parentId === null);
  const articles: WithId<typeof wikiArticles.$inferInsert>[] = [];
  for (let n = 0; n < 160; n++) {
    const id = n + 1;
    const topicIndex = n % wikiTopics.length;
    const [tz, te, categoryId] = itemAt(wikiTopics, topicIndex);
    const industry = random.pick(topIndustries);
    const country = random.pick(lookups.countries.filter((c) => c.id !== 1));
    const titleZh = tz.replace('{industry}', industry.nameZh).replace('{country}', country.nameZh);
    const titleEn = te
      .replace('{industry}', industry.nameEn.toLowerCase())
      .replace('{country}', country.nameEn);
    const steps = random.int(3, 6);
    const listZh = Array.from(
      { length: steps },
      (_, k) =>
        `<li>第${String(k + 1)}步：${itemAt(['明确目标', '预算规划', '提前预订', '准备资料', '展前宣传', '展后跟进'], k)}</li>`,
    ).join('');
    const listEn = Array.from(
      { length: steps },
      (_, k) =>
        `<li>Step ${String(k + 1)}: ${itemAt(['Set goals', 'Plan the budget', 'Book early', 'Prepare documents', 'Promote before the show', 'Follow up after the show'], k)}</li>`,
    ).join('');
    articles.push({
      id,
      categoryId,
      industryId: industry.id,
      exhibitionId: random.chance(0.4) ? random.int(1, exhibitionCount) : 0,
      titleZh,
      titleEn,
      summaryZh: `${titleZh}：要点、流程与常见问题。`,
      summaryEn: `${titleEn}: key points, steps and common questions.`,
      bodyZh: `<h2>${titleZh}</h2><p>本文面向计划参加${country.nameZh}${industry.nameZh}展会的企业。</p><ol>${listZh}</ol><p>如需办理签证，可参考<a href="/visa">签证服务</a>。</p>`,
      bodyEn: `<h2>${titleEn}</h2><p>For companies planning to exhibit at ${industry.nameEn.toLowerCase()} fairs in ${country.nameEn}.</p><ol>${listEn}</ol><p>Need a visa? See <a href="/visa">visa services</a>.</p>`,
      views: random.int(20, 20_000),
      letter: letterOf(titleEn),
    });
  }
  return { categories, articles };
}

const documentCatalogue: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['passport', '护照原件', 'Original passport', ['employed', 'self-employed', 'retired', 'student']],
  [
    'photo',
    '白底彩色照片2张',
    'Two colour photos, white background',
    ['employed', 'self-employed', 'retired', 'student'],
  ],
  [
    'application-form',
    '签证申请表',
    'Visa application form',
    ['employed', 'self-employed', 'retired', 'student'],
  ],
  [
    'bank-statement',
    '近6个月银行流水',
    'Bank statements for the last 6 months',
    ['employed', 'self-employed', 'retired'],
  ],
  ['employment-letter', '在职证明', 'Employment certificate', ['employed']],
  ['business-licence', '营业执照复印件', 'Copy of business licence', ['employed', 'self-employed']],
  ['invitation', '展会邀请函', 'Trade-fair invitation letter', ['employed', 'self-employed']],
  ['pension-card', '退休证', 'Retirement certificate', ['retired']],
  ['student-card', '在读证明', 'Certificate of enrolment', ['student']],
];

/**
 * A visa product's refund policy, without drawing from the seed's random sequence: the whole price
 * back until the consulate's processing time (plus a margin) before travel; after that the
 * consular fee (60%) is kept, or nothing is refunded; transit visas are not refunded.
 */
function visaRefundPolicy(type: number, bizType: number, processingDays: number) {
  if (type === 4) return { refundDays: null, refundLateFeePercent: null };
  if (type === 3) return { refundDays: processingDays + 10, refundLateFeePercent: 60 };
  return { refundDays: processingDays + 5, refundLateFeePercent: bizType % 2 === 0 ? 60 : null };
}

/** Visa products for every country but China: 1-3 per country across types and consular districts. */
export function generateVisas(lookups: Lookups): WithId<typeof visas.$inferInsert>[] {
  const random = createRandom(seedFor('visas'));
  const rows: WithId<typeof visas.$inferInsert>[] = [];
  for (const country of lookups.countries.filter((c) => c.id !== 1)) {
    const types = random.sample([1, 2, 3, 4], random.int(1, 3)).sort();
    for (const type of types) {
      const [typeZh, typeEn] = itemAt(visaTypeNames, type - 1);
      const bizType = random.int(1, consularDistricts.length);
      const [districtZh, districtEn] = itemAt(consularDistricts, bizType - 1);
      const entries = type === 4 ? 'single' : random.pick(['single', 'multiple']);
      const priceMinor = random.int(30, 260) * 1000;
      const titleEn = `${country.nameEn} ${typeEn} (${districtEn})`;
      rows.push({
        id: rows.length + 1,
        visaAreaId: country.continentId,
        areaId: country.id,
        type,
        bizType,
        titleZh: `${country.nameZh}${typeZh}【${districtZh}】`,
        titleEn,
        introZh: `<p>适用于前往${country.nameZh}${type === 3 ? '参加展会' : '商务或旅游'}的申请人，${entries === 'multiple' ? '多次' : '单次'}入境。</p>`,
        introEn: `<p>For travellers to ${country.nameEn} ${type === 3 ? 'attending a trade fair' : 'on business or holiday'}; ${entries} entry.</p>`,
        entries,
        validityDays: random.pick([30, 90, 180, 365]),
        stayDays: random.pick([14, 30, 90]),
        processingDays: random.int(3, 20),
        priceMinor,
        currency: 'CNY',
        fees: [
          {
            code: 'consular',
            zh: '使馆签证费',
            en: 'Consular fee',
            amountMinor: Math.round(priceMinor * 0.6),
          },
          {
            code: 'service',
            zh: '代办服务费',
            en: 'Service fee',
            amountMinor: priceMinor - Math.round(priceMinor * 0.6),
          },
        ],
        documents: documentCatalogue.flatMap(([code, zh, en, kinds]) =>
          applicantKinds
            .filter(([kind]) => kinds.includes(kind))
            .map(([kind]) => ({
              code,
              applicantKind: kind,
              zh,
              en,
              required: code !== 'invitation' || type === 3,
              noteZh: '',
              noteEn: '',
            })),
        ),
        dailyQuota: random.int(20, 200),
        refundDays: null,
        refundLateFeePercent: null,
        letter: letterOf(titleEn),
      });
      const row = rows[rows.length - 1];
      if (row !== undefined) Object.assign(row, visaRefundPolicy(type, bizType, row.processingDays));
    }
  }
  return rows;
}
