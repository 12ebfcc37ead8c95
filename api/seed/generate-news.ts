import type { keywordLinks, news, newsTypes } from '../db/schema.ts';
import type { Lookups } from './generate-geo.ts';
import { letterOf } from './letters.ts';
import { createRandom, seedFor, type Random } from './random.ts';
import { newsTitlePatterns, newsTypeNames } from './text-data.ts';
import type { SeedFair, WithId } from './seed-rows.ts';

/** News types, articles and the keyword-link table. */
export interface NewsSet {
  types: WithId<typeof newsTypes.$inferInsert>[];
  articles: WithId<typeof news.$inferInsert>[];
  keywords: WithId<typeof keywordLinks.$inferInsert>[];
}

// The portal's rich-text cleaner must meet everything real editor output contains: phone
// numbers, links to other sites, scripts, iframes, svg, style blocks and empty tags. Each
// fragment below is one such hazard; every body gets several.
const hazards: readonly ((r: Random, id: number) => readonly [string, string])[] = [
  (r) => {
    const phone = `1${String(r.int(3, 9))}${String(r.int(100000000, 999999999))}`;
    return [
      `<p>报名咨询电话：${phone}，或拨打 021-${String(r.int(5000, 6999))}${String(r.int(1000, 9999))}。</p>`,
      `<p>For registration call +86 ${phone} or (021) ${String(r.int(5000, 6999))}-${String(r.int(1000, 9999))}.</p>`,
    ];
  },
  (r) => [
    `<p>更多信息见<a href="https://www.fair-${String(r.int(1, 99))}.example.com/news?id=${String(r.int(1, 9999))}" target="_blank">主办方官网</a>。</p>`,
    `<p>More on the <a href="https://www.fair-${String(r.int(1, 99))}.example.com/en/news" target="_blank">organiser's website</a>.</p>`,
  ],
  () => [
    `<script>window.__track && window.__track('news');</script>`,
    `<script src="https://tracker.example.net/t.js"></script>`,
  ],
  (r) => [
    `<iframe src="https://video.example.org/embed/${String(r.int(1000, 9999))}" width="640" height="360" frameborder="0"></iframe>`,
    `<iframe src="https://video.example.org/embed/${String(r.int(1000, 9999))}" allowfullscreen></iframe>`,
  ],
  () => [
    `<svg width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#c00"/><script>alert(1)</script></svg>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><path d="M0 0h16v16H0z" onload="alert(1)"/></svg>`,
  ],
  () => [
    `<style>.news-body p { color: red; font-size: 30px; }</style>`,
    `<style>@import url("https://fonts.example.com/x.css"); body{display:none}</style>`,
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
    `<p><img src="https://images.example.net/${String(r.int(1, 999))}.jpg" alt="On site"></p>`,
  ],
  (r) => [
    `<p style="color:#333">联系邮箱 info${String(r.int(1, 99))}@fair.example.com，微信 expo${String(r.int(100, 999))}。</p>`,
    `<p style="margin:0">Email info${String(r.int(1, 99))}@fair.example.com or WhatsApp +49 ${String(r.int(150, 179))} ${String(r.int(1000000, 9999999))}.</p>`,
  ],
];

function body(
  r: Random,
  id: number,
  titleZh: string,
  titleEn: string,
  industryZh: string,
  industryEn: string,
): readonly [string, string] {
  const chosen = r.sample(hazards, r.int(3, 6)).map((h) => h(r, id));
  const zh = [
    `<h2>${titleZh}</h2>`,
    `<p>据主办方介绍，本届展会聚焦${industryZh}产业链上下游，预计吸引来自${String(r.int(20, 120))}个国家和地区的专业观众。</p>`,
    ...chosen.map(([z]) => z),
    `<p>业内人士认为，${industryZh}市场需求持续回暖，展会将成为企业拓展海外渠道的重要窗口。</p>`,
  ];
  const en = [
    `<h2>${titleEn}</h2>`,
    `<p>The organiser says this edition covers the whole ${industryEn.toLowerCase()} supply chain and expects trade visitors from ${String(r.int(20, 120))} countries and regions.</p>`,
    ...chosen.map(([, e]) => e),
    `<p>Industry observers expect demand in ${industryEn.toLowerCase()} to keep recovering, making the fair a key window for reaching overseas buyers.</p>`,
  ];
  return [zh.join('\n'), en.join('\n')];
}

/** Generates news types, `400 x factor` articles (newest first by id) and keyword links. */
export function generateNews(lookups: Lookups, fairs: readonly SeedFair[], factor: number): NewsSet {
  const random = createRandom(seedFor('news'));
  const types = newsTypeNames.map(([zh, en], i) => ({ id: i + 1, nameZh: zh, nameEn: en }));
  const topIndustries = lookups.industries.filter((i) => i.parentId === null);
  const industryById = new Map(lookups.industries.map((i) => [i.id, i]));
  const cityById = new Map(lookups.cities.map((c) => [c.id, c]));
  const articles: NewsSet['articles'] = [];
  const count = Math.round(400 * factor);
  // Published between 2023-06-01 and 2026-06-01, spread evenly, fixed.
  const from = Date.parse('2023-06-01T00:00:00Z');
  const span = Date.parse('2026-06-01T00:00:00Z') - from;
  for (let n = 0; n < count; n++) {
    const id = n + 1;
    const fair = random.pick(fairs);
    const industry = random.chance(0.8)
      ? (industryById.get(fair.industryId) ?? random.pick(topIndustries))
      : random.pick(topIndustries);
    const city = cityById.get(fair.cityId) ?? random.pick(lookups.cities);
    const [pz, pe] = random.pick(newsTitlePatterns);
    const titleZh = pz
      .replace('{fair}', fair.nameZh)
      .replace('{industry}', industry.nameZh)
      .replace('{city}', city.nameZh);
    const titleEn = pe
      .replace('{fair}', fair.nameEn)
      .replace('{industry}', industry.nameEn)
      .replace('{city}', city.nameEn);
    const [bodyZh, bodyEn] = body(random, id, titleZh, titleEn, industry.nameZh, industry.nameEn);
    articles.push({
      id,
      typeId: random.pick(types).id,
      industryId: industry.id,
      exhibitionId: random.chance(0.7) ? fair.id : null,
      authorUserId: null,
      status: 'published',
      titleZh,
      titleEn,
      summaryZh: `${titleZh}。本文介绍展会亮点、参展企业与行业趋势。`,
      summaryEn: `${titleEn}. Highlights, exhibitors and industry trends.`,
      bodyZh,
      bodyEn,
      cover: `/oss/images/news/${String(id)}.jpg`,
      source: random.pick(['会展网', 'Expo Daily', '中国贸易报', 'Trade Fair Review']),
      link: random.chance(0.03) ? `/special/${String(random.int(1, 12))}.html` : null,
      views: random.int(10, 60_000),
      publishedAt: new Date(from + Math.floor((span * n) / count) + random.int(0, 3_600_000)),
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
