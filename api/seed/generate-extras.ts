import type { aboutPages, communities, communityPosts, specialTopics, trips } from '../db/schema.ts';
import type { Lookups } from './generate-geo.ts';
import { dayNumber, isoDay } from './letters.ts';
import { createRandom, seedFor } from './random.ts';
import type { SeedFair, WithId } from './seed-rows.ts';

/** Group trips to fairs abroad, departing from Chinese hubs two days before the fair. */
export function generateTrips(
  fairs: readonly SeedFair[],
  factor: number,
): WithId<typeof trips.$inferInsert>[] {
  const random = createRandom(seedFor('trips'));
  const abroad = fairs.filter((f) => f.countryId !== 1);
  const hubs: readonly (readonly [string, string])[] = [
    ['上海', 'Shanghai'],
    ['北京', 'Beijing'],
    ['广州', 'Guangzhou'],
    ['成都', 'Chengdu'],
  ];
  const rows: WithId<typeof trips.$inferInsert>[] = [];
  for (const fair of random.sample(abroad, Math.round(80 * factor))) {
    const [dz, de] = random.pick(hubs);
    const start = dayNumber(fair.startDate) - 2;
    const end = dayNumber(fair.endDate) + 2;
    const days = end - start + 1;
    rows.push({
      id: rows.length + 1,
      exhibitionId: fair.id,
      titleZh: `${fair.nameZh}${String(days)}天观展团（${dz}出发）`,
      titleEn: `${String(days)}-day group trip to ${fair.nameEn} (from ${de})`,
      departureZh: dz,
      departureEn: de,
      startDate: isoDay(start),
      endDate: isoDay(end),
      priceMinor: random.int(12, 45) * 100_000,
      currency: 'CNY',
      quota: random.int(10, 40),
      signed: 0,
      itinerary: Array.from({ length: days }, (_, d) => ({
        day: d + 1,
        zh: d === 0 ? `${dz}出发，抵达后入住酒店` : d === days - 1 ? '返程' : `全天参观${fair.nameZh}`,
        en:
          d === 0
            ? `Depart ${de}, check in on arrival`
            : d === days - 1
              ? 'Return flight'
              : `Full day at ${fair.nameEn}`,
      })),
    });
  }
  return rows;
}

/** Twelve special topics, each curating fairs and news of one industry. */
export function generateTopics(
  lookups: Lookups,
  fairs: readonly SeedFair[],
  articles: readonly { id: number; industryId: number | null }[],
): WithId<typeof specialTopics.$inferInsert>[] {
  const random = createRandom(seedFor('topics'));
  return lookups.industries
    .filter((i) => i.parentId === null)
    .slice(0, 12)
    .map((industry, i) => ({
      id: i + 1,
      titleZh: `${industry.nameZh}展会专题`,
      titleEn: `${industry.nameEn} fairs special`,
      introZh: `精选全球${industry.nameZh}重点展会与最新资讯。`,
      introEn: `Selected ${industry.nameEn.toLowerCase()} fairs worldwide and the latest news.`,
      cover: `/oss/images/special/${String(i + 1)}.jpg`,
      exhibitionIds: fairs
        .filter((f) => f.industryId === industry.id)
        .slice(0, 12)
        .map((f) => f.id),
      // The topic's own industry: a special on one industry lists that industry's news.
      newsIds: random
        .sample(
          articles.filter((a) => a.industryId === industry.id),
          8,
        )
        .map((a) => a.id),
    }));
}

/** The about pages, ids 1.. in this order. */
export function generateAboutPages(): WithId<typeof aboutPages.$inferInsert>[] {
  const pages: readonly (readonly [string, string, string, string, string])[] = [
    [
      'about-us',
      '关于我们',
      'About us',
      '<p>本网站是面向全球展会的一站式服务平台，提供展会信息、门票、签证与出行服务。</p>',
      '<p>A one-stop portal for trade fairs worldwide: fair information, tickets, visas and travel.</p>',
    ],
    [
      'contact',
      '联系我们',
      'Contact',
      '<p>客服邮箱：service@expoportal.example</p>',
      '<p>Customer service: service@expoportal.example</p>',
    ],
    [
      'advertise',
      '广告服务',
      'Advertise',
      '<p>首页推荐、专题合作与行业精准投放。</p>',
      '<p>Home-page placements, special topics and targeted industry campaigns.</p>',
    ],
    [
      'data',
      '数据服务',
      'Data services',
      '<p>展会数据库、行业报告与定制分析。</p>',
      '<p>Fair database, industry reports and custom analysis.</p>',
    ],
    [
      'terms',
      '服务条款',
      'Terms of service',
      '<p>使用本网站即表示您同意以下条款。</p>',
      '<p>By using this site you agree to the following terms.</p>',
    ],
    [
      'privacy',
      '隐私政策',
      'Privacy policy',
      '<p>我们仅为提供服务收集必要的信息。</p>',
      '<p>We collect only what is needed to provide the service.</p>',
    ],
    [
      'cooperation',
      '商务合作',
      'Cooperation',
      '<p>欢迎主办方、场馆与服务商合作。</p>',
      '<p>Organisers, venues and service providers are welcome to partner with us.</p>',
    ],
  ];
  return pages.map(([slug, titleZh, titleEn, bodyZh, bodyEn], i) => ({
    id: i + 1,
    slug,
    titleZh,
    titleEn,
    bodyZh,
    bodyEn,
  }));
}

/** One community per top-level industry, with posts by the demo users. */
export function generateCommunities(
  lookups: Lookups,
  userIds: readonly number[],
): {
  communities: WithId<typeof communities.$inferInsert>[];
  posts: WithId<typeof communityPosts.$inferInsert>[];
} {
  const random = createRandom(seedFor('communities'));
  const rows = lookups.industries
    .filter((i) => i.parentId === null)
    .map((industry, i) => ({
      id: i + 1,
      industryId: industry.id,
      nameZh: `${industry.nameZh}参展交流圈`,
      nameEn: `${industry.nameEn} exhibitors' circle`,
      introZh: `交流${industry.nameZh}展会经验、拼展位与找同行。`,
      introEn: `Share ${industry.nameEn.toLowerCase()} fair experience, split booths and meet peers.`,
    }));
  const posts: WithId<typeof communityPosts.$inferInsert>[] = [];
  const questions = [
    '有人一起拼展位吗？',
    '第一次参展，求推荐搭建商',
    '展品运输走海运还是空运？',
    '今年展会效果怎么样？',
    '签证大概需要多久？',
  ];
  for (const community of rows) {
    for (let k = 0; k < random.int(3, 8); k++) {
      posts.push({
        id: posts.length + 1,
        communityId: community.id,
        userId: random.pick(userIds),
        title: random.pick(questions),
        body: '欢迎大家留言交流经验。',
        createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + posts.length * 3_600_000),
      });
    }
  }
  return { communities: rows, posts };
}
