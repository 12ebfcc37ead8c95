import type { keywordLinks, news, newsTypes } from '../db/schema.ts';
import type { Lookups } from './generate-geo.ts';
import { dayNumber, letterOf } from './letters.ts';
import { itemAt } from '../db/rows.ts';
import { createRandom, seedFor, type Random } from './random.ts';
import { newsSummarySentences, newsTitleAlternates, newsTitlePatterns, newsTypeNames } from './text-data.ts';
import type { SeedFair, WithId } from './seed-rows.ts';

/** News types, articles and the keyword-link table. */
export interface NewsSet {
  types: WithId<typeof newsTypes.$inferInsert>[];
  articles: WithId<typeof news.$inferInsert>[];
  keywords: WithId<typeof keywordLinks.$inferInsert>[];
}

// The portal's rich-text cleaner must meet everything real editor output contains: phone
// numbers, links to other sites, scripts, iframes, svg, style blocks and empty tags. Each
// fragment below is one such hazard; every body gets several. Outside hosts are real ones (the
// cleaner must remove them), never invented or reserved names a reader could be sent to.
const hazards: readonly ((r: Random, id: number) => readonly [string, string])[] = [
  (r) => {
    const phone = `1${String(r.int(3, 9))}${String(r.int(100000000, 999999999))}`;
    return [
      // The numbers stand in paragraphs of their own, as a pasted contact block does: once the
      // cleaner has removed them, the sentence before still reads whole.
      `<p>报名及参观咨询请联系主办方。</p><p>${phone}</p><p>021-${String(r.int(5000, 6999))}${String(r.int(1000, 9999))}</p>`,
      `<p>For registration, contact the organiser.</p><p>+86 ${phone}</p><p>(021) ${String(r.int(5000, 6999))}-${String(r.int(1000, 9999))}</p>`,
    ];
  },
  (r) => [
    `<p>行业数据见<a href="https://www.ufi.org/research/?id=${String(r.int(1, 9999))}" target="_blank">全球展览业协会</a>。</p>`,
    `<p>Industry figures from <a href="https://www.ufi.org/research/" target="_blank">UFI, the global association of the exhibition industry</a>.</p>`,
  ],
  () => [
    `<script>window.__track && window.__track('news');</script>`,
    `<script src="https://hm.baidu.com/hm.js"></script>`,
  ],
  (r) => [
    `<iframe src="https://player.bilibili.com/player.html?aid=${String(r.int(1000, 9999))}" width="640" height="360" frameborder="0"></iframe>`,
    `<iframe src="https://www.youtube-nocookie.com/embed/${String(r.int(1000, 9999))}" allowfullscreen></iframe>`,
  ],
  () => [
    `<svg width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#c00"/><script>alert(1)</script></svg>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><path d="M0 0h16v16H0z" onload="alert(1)"/></svg>`,
  ],
  () => [
    `<style>.news-body p { color: red; font-size: 30px; }</style>`,
    `<style>@import url("https://fonts.googleapis.com/css2?family=Noto+Sans"); body{display:none}</style>`,
  ],
  () => [
    `<p></p><p>&nbsp;</p><div><br></div><span> </span>`,
    `<p> </p><div></div><strong></strong><p><br/></p>`,
  ],
  (_r, id) => [
    `<p>相关展会：<a href="/exhibition/${String((id % 500) + 1)}.html">查看展会详情</a></p>`,
    `<p>Related: <a href="/exhibition/${String((id % 500) + 1)}.html">exhibition details</a></p>`,
  ],
  (r) => [
    `<p><img src="/oss/images/news/${String(r.int(1, 999))}.jpg" onerror="alert(1)" alt="现场图片"></p>`,
    `<p><img src="/oss/images/news/${String(r.int(1, 999))}.jpg" onerror="alert(1)" alt="On site"></p>`,
  ],
  (r) => [
    `<p style="color:#333">展商服务台 ${String(r.int(1, 99))} 号，微信 expo${String(r.int(100, 999))}。</p>`,
    `<p style="margin:0">Exhibitor desk ${String(r.int(1, 99))} or WhatsApp +49 ${String(r.int(150, 179))} ${String(r.int(1000000, 9999999))}.</p>`,
  ],
];

interface ArticleFacts {
  titleZh: string;
  titleEn: string;
  industryZh: string;
  industryEn: string;
  /** Countries and regions the visitors come from: one number for both editions. */
  countries: number;
}

function body(r: Random, id: number, facts: ArticleFacts): readonly [string, string] {
  const { titleZh, titleEn, industryZh, industryEn, countries } = facts;
  const chosen = r.sample(hazards, r.int(3, 6)).map((h) => h(r, id));
  const zh = [
    `<h2>${titleZh}</h2>`,
    `<p>据主办方介绍，本届展会聚焦${industryZh}产业链上下游，预计吸引来自${String(countries)}个国家和地区的专业观众。</p>`,
    ...chosen.map(([z]) => z),
    `<p>业内人士认为，${industryZh}市场需求持续回暖，展会将成为企业拓展海外渠道的重要窗口。</p>`,
  ];
  const en = [
    `<h2>${titleEn}</h2>`,
    `<p>The organiser says this edition covers the whole ${industryEn.toLowerCase()} supply chain and expects trade visitors from ${String(countries)} countries and regions.</p>`,
    ...chosen.map(([, e]) => e),
    `<p>Industry observers expect demand in ${industryEn.toLowerCase()} to keep recovering, making the fair a key window for reaching overseas buyers.</p>`,
  ];
  return [zh.join('\n'), en.join('\n')];
}

// Title patterns by what they say about the fair's dates (indexes into newsTitlePatterns):
// a post-show report follows the fair, "opens soon" precedes it, the others may come any time
// before it.
const postShowPatterns = new Set([4]);
// The summary sentences that carry the article's own visitor count (newsSummarySentences).
const countrySentences = [1, 6];

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Months as the summaries name them: March 2027, 2027年3月. */
function monthOf(iso: string): readonly [string, string] {
  const year = iso.slice(0, 4);
  const month = Number(iso.slice(5, 7));
  return [`${year}年${String(month)}月`, `${itemAt(monthNames, month - 1)} ${year}`];
}

/** Fairs in ascending order of a day, ties by id. */
function sortedBy(fairs: readonly SeedFair[], day: (fair: SeedFair) => number): SeedFair[] {
  return fairs
    .map((fair) => ({ fair, day: day(fair) }))
    .sort((a, b) => a.day - b.day || a.fair.id - b.fair.id)
    .map(({ fair }) => fair);
}

/** The first index of `days` (ascending) whose value is at least `day`. */
function firstAtLeast(days: readonly number[], day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((days[middle] ?? 0) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Generates news types, `400 x factor` articles and keyword links. Articles are published over
 * the three years up to `today` (YYYY-MM-DD, the API's clock at seed time), ids in publishing
 * order, so the same day gives the same rows; each is about a fair whose dates fit what it says
 * (a preview before the fair, a report after it) and is tagged with that fair's industry.
 */
export function generateNews(
  lookups: Lookups,
  fairs: readonly SeedFair[],
  factor: number,
  today: string,
): NewsSet {
  const random = createRandom(seedFor('news'));
  const types = newsTypeNames.map(([zh, en], i) => ({ id: i + 1, nameZh: zh, nameEn: en }));
  const topIndustries = lookups.industries.filter((i) => i.parentId === null);
  const industryById = new Map(lookups.industries.map((i) => [i.id, i]));
  const cityById = new Map(lookups.cities.map((c) => [c.id, c]));
  const byStart = sortedBy(fairs, (f) => dayNumber(f.startDate));
  const startDays = byStart.map((f) => dayNumber(f.startDate));
  const byEnd = sortedBy(fairs, (f) => dayNumber(f.endDate));
  const endDays = byEnd.map((f) => dayNumber(f.endDate));
  const articles: NewsSet['articles'] = [];
  const usedSentences = new Map<number, Set<number>>();
  const usedTitles = new Set<string>();
  const count = Math.round(400 * factor);
  const last = Date.parse(`${today}T00:00:00Z`) - 86_400_000;
  const span = 3 * 365 * 86_400_000;
  const from = last - span;
  for (let n = 0; n < count; n++) {
    const id = n + 1;
    // Spread from three years back to yesterday (an hour of jitter keeps each on its day).
    const publishedAt = new Date(
      from + Math.floor((span * n) / Math.max(1, count - 1)) + random.int(0, 3_600_000),
    );
    const day = Math.floor(publishedAt.getTime() / 86_400_000);
    const patternIndex = random.int(0, newsTitlePatterns.length - 1);
    const after = postShowPatterns.has(patternIndex);
    // A report covers a fair that ended in the 45 days before; a preview one opening within 300.
    const [low, high] = after
      ? [firstAtLeast(endDays, day - 45), firstAtLeast(endDays, day)]
      : [firstAtLeast(startDays, day + 1), firstAtLeast(startDays, day + 301)];
    const pool = after ? byEnd : byStart;
    const fair = high > low ? itemAt(pool, random.int(low, high - 1)) : random.pick(fairs);
    const industry = industryById.get(fair.industryId) ?? random.pick(topIndustries);
    const city = cityById.get(fair.cityId) ?? random.pick(lookups.cities);
    const [pz, pe] = itemAt(newsTitlePatterns, after && high <= low ? 1 : patternIndex);
    const fill = (pattern: string, zh: boolean, date: string, countries: number) =>
      pattern
        .replace('{fair}', zh ? fair.nameZh : fair.nameEn)
        .replace('{industry}', zh ? industry.nameZh : industry.nameEn)
        .replace('{city}', zh ? city.nameZh : city.nameEn)
        .replace('{date}', date)
        .replace('{countries}', String(countries));
    const countries = random.int(20, 120);
    // A title an earlier article has is replaced by the first free one of its kind: the other
    // patterns that fit (previews only), then the alternates.
    const titleIndex = after && high <= low ? 1 : patternIndex;
    const reports = postShowPatterns.has(titleIndex);
    const candidates = [
      [pz, pe] as const,
      ...(reports
        ? newsTitleAlternates.after
        : [
            ...newsTitlePatterns.filter((_, i) => i !== titleIndex && !postShowPatterns.has(i)),
            ...newsTitleAlternates.before,
          ]),
    ].map(([z, e]) => [fill(z, true, '', countries), fill(e, false, '', countries)] as const);
    const [titleZh, titleEn] =
      candidates.find(([z, e]) => !usedTitles.has(z) && !usedTitles.has(e)) ?? itemAt(candidates, 0);
    usedTitles.add(titleZh);
    usedTitles.add(titleEn);
    const [monthZh, monthEn] = monthOf(fair.startDate);
    // Two sentences this fair's earlier articles have not used yet, so articles on one fair
    // still read differently; the ones with the article's own visitor count otherwise.
    const used = usedSentences.get(fair.id) ?? new Set<number>();
    const fresh = newsSummarySentences.map((_, i) => i).filter((i) => !used.has(i));
    const chosen = fresh.length >= 2 ? random.sample(fresh, 2) : countrySentences;
    for (const i of chosen) used.add(i);
    usedSentences.set(fair.id, used);
    const sentences = chosen.map((i) => itemAt(newsSummarySentences, i));
    const summaryZh = sentences.map(([z]) => fill(z, true, monthZh, countries)).join('');
    const summaryEn = sentences
      .map(([, e]) => fill(e.replace('{industry}', industry.nameEn.toLowerCase()), false, monthEn, countries))
      .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1))
      .join(' ');
    const [bodyZh, bodyEn] = body(random, id, {
      titleZh,
      titleEn,
      industryZh: industry.nameZh,
      industryEn: industry.nameEn,
      countries,
    });
    articles.push({
      id,
      typeId: random.pick(types).id,
      industryId: industry.id,
      exhibitionId: random.chance(0.7) ? fair.id : null,
      authorUserId: null,
      status: 'published',
      titleZh,
      titleEn,
      summaryZh,
      summaryEn,
      bodyZh,
      bodyEn,
      cover: `/oss/images/news/${String(id)}.jpg`,
      source: random.pick(['会展网', 'Expo Daily', '中国贸易报', 'Trade Fair Review']),
      link: random.chance(0.03) ? `/special/${String(random.int(1, 12))}.html` : null,
      views: random.int(10, 60_000),
      publishedAt,
      letter: letterOf(titleEn),
    });
  }
  const keywords: NewsSet['keywords'] = [];
  for (const industry of topIndustries) {
    keywords.push({
      id: keywords.length + 1,
      content: industry.nameZh,
      url: `/exhibition-${String(industry.id)}-0-0-0-0-0-1/`,
    });
    keywords.push({
      id: keywords.length + 1,
      content: industry.nameEn,
      url: `/exhibition-${String(industry.id)}-0-0-0-0-0-1/`,
    });
  }
  for (const city of lookups.cities.slice(0, 30)) {
    keywords.push({
      id: keywords.length + 1,
      content: `${city.nameZh}展会`,
      url: `/exhibition-0-0-0-0-${String(city.id)}-0-1/`,
    });
  }
  keywords.push({ id: keywords.length + 1, content: '签证', url: '/visa' });
  keywords.push({ id: keywords.length + 1, content: '展会签证', url: '/visa' });
  keywords.push({ id: keywords.length + 1, content: '会展中心', url: '/pavilion/' });
  return { types, articles, keywords };
}
