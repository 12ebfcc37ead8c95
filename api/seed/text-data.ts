// Word lists the generators combine into bilingual company names, news titles and wiki articles.

/** Company name stems [zh, en]. */
export const companyStems: readonly (readonly [string, string])[] = [
  ['华信', 'Huaxin'],
  ['远航', 'Yuanhang'],
  ['恒达', 'Hengda'],
  ['金桥', 'Jinqiao'],
  ['博远', 'Boyuan'],
  ['新锐', 'Xinrui'],
  ['天工', 'Tiangong'],
  ['中科', 'Zhongke'],
  ['瑞丰', 'Ruifeng'],
  ['海川', 'Haichuan'],
  ['长城', 'Greatwall'],
  ['东方', 'Orient'],
  ['明德', 'Mingde'],
  ['嘉禾', 'Jiahe'],
  ['鼎盛', 'Dingsheng'],
  ['卓越', 'Zhuoyue'],
  ['凯德', 'Kaide'],
  ['永信', 'Yongxin'],
  ['北辰', 'Beichen'],
  ['星河', 'Xinghe'],
  ['润泽', 'Runze'],
  ['宏图', 'Hongtu'],
  ['力拓', 'Lituo'],
  ['安泰', 'Antai'],
  ['Nordic', 'Nordic'],
  ['Atlas', 'Atlas'],
  ['Vertex', 'Vertex'],
  ['Meridian', 'Meridian'],
  ['Helios', 'Helios'],
  ['Orion', 'Orion'],
  ['Kessler', 'Kessler'],
  ['Bergmann', 'Bergmann'],
  ['Rossi', 'Rossi'],
  ['Dupont', 'Dupont'],
  ['Yamada', 'Yamada'],
  ['Sterling', 'Sterling'],
];

/** Company name suffixes by kind [zh, en]. */
export const companySuffixes: Record<string, readonly (readonly [string, string])[]> = {
  organiser: [
    ['国际展览有限公司', 'International Exhibitions Ltd.'],
    ['会展集团', 'Exhibition Group'],
    ['展览服务有限公司', 'Trade Fair Services Co.'],
  ],
  exhibitor: [
    ['科技股份有限公司', 'Technology Co., Ltd.'],
    ['实业有限公司', 'Industrial Co., Ltd.'],
    ['制造有限公司', 'Manufacturing Co.'],
    ['集团', 'Group'],
    ['贸易有限公司', 'Trading Co., Ltd.'],
  ],
  service: [
    ['国际物流有限公司', 'International Logistics Co.'],
    ['商务咨询有限公司', 'Business Consulting Co.'],
    ['展台设计有限公司', 'Booth Design Co.'],
  ],
};

/** News types in id order [zh, en]. */
export const newsTypeNames: readonly (readonly [string, string])[] = [
  ['展会资讯', 'Fair News'],
  ['行业动态', 'Industry Trends'],
  ['展商故事', 'Exhibitor Stories'],
  ['参展指南', 'Exhibiting Guides'],
  ['政策法规', 'Policy & Regulation'],
  ['展后报告', 'Post-show Reports'],
];

/** News title patterns: {fair} is an exhibition name, {industry} an industry, {city} a city (zh, en). */
export const newsTitlePatterns: readonly (readonly [string, string])[] = [
  ['{fair}开幕在即，展位已售罄', '{fair} opens soon with all booths sold out'],
  [
    '{industry}行业迎来新一轮增长，{city}成为焦点',
    '{industry} sector enters a new growth cycle with {city} in focus',
  ],
  ['参展{fair}：十个实用准备技巧', 'Exhibiting at {fair}: ten practical preparation tips'],
  ['{city}发布会展业扶持新政', '{city} announces new support for the trade-fair sector'],
  ['{fair}展后报告：观众人数创新高', '{fair} post-show report: record visitor numbers'],
  [
    '中国{industry}企业加速出海，{city}展会受青睐',
    'Chinese {industry} firms go global as fairs in {city} draw interest',
  ],
  ['{industry}新技术将在{fair}集中亮相', 'New {industry} technology to debut at {fair}'],
  [
    '{city}会展中心完成扩建，{industry}展览面积翻倍',
    '{city} venue expansion doubles {industry} exhibition space',
  ],
];

/**
 * Titles an article takes instead of one an earlier article already has, tried in order and
 * never drawn at random (so adding one changes no other seeded value): `before` ones say what
 * comes before a fair, `after` ones report on a fair that ended.
 */
export const newsTitleAlternates: {
  readonly before: readonly (readonly [string, string])[];
  readonly after: readonly (readonly [string, string])[];
} = {
  before: [
    ['{fair}观众预登记开启', 'Visitor pre-registration opens for {fair}'],
    ['{fair}同期活动日程公布', '{fair} announces its programme of side events'],
    ['{fair}新增{industry}展区', '{fair} adds a new {industry} hall'],
    ['{fair}国际采购商邀请计划启动', '{fair} launches its international buyer programme'],
    ['{city}酒店业为{fair}做好准备', '{city} hotels get ready for {fair}'],
    ['{city}{industry}企业组团参加{fair}', '{city} {industry} firms to exhibit together at {fair}'],
  ],
  after: [
    ['{fair}圆满闭幕，展商与观众回顾', '{fair} closes: exhibitors and visitors look back'],
    ['{fair}闭幕，下届展位预订开启', '{fair} closes as booking opens for the next edition'],
    ['{fair}现场观察：{industry}行业五大趋势', 'Five {industry} trends seen at {fair}'],
  ],
};

/** Wiki categories in id order: [zh, en, intro zh, intro en]. */
export const wikiCategoryNames: readonly (readonly [string, string, string, string])[] = [
  [
    '参展入门',
    'Exhibiting Basics',
    '第一次参展需要了解的基础知识。',
    'What first-time exhibitors need to know.',
  ],
  ['展位设计', 'Booth Design', '展位搭建、设计与布置。', 'Building, designing and furnishing a booth.'],
  [
    '签证与出行',
    'Visas & Travel',
    '出国参展的签证、机票与住宿。',
    'Visas, flights and hotels for fairs abroad.',
  ],
  [
    '物流与报关',
    'Logistics & Customs',
    '展品运输、ATA单证册与报关。',
    'Shipping exhibits, ATA carnets and customs.',
  ],
  ['营销推广', 'Marketing', '展前展中展后的推广方法。', 'Promotion before, during and after a fair.'],
  ['行业术语', 'Glossary', '会展行业常用术语解释。', 'Common trade-fair terms explained.'],
  ['补贴政策', 'Subsidies', '各地参展补贴与申请流程。', 'Exhibition subsidies and how to apply.'],
  ['场馆指南', 'Venue Guides', '世界主要会展中心介绍。', 'Guides to major convention centres.'],
];

/**
 * Wiki article topics [zh, en, category id]; combined with industries and countries into titles.
 * Each topic names the category it belongs to (a visa guide is filed under Visas & Travel).
 */
export const wikiTopics: readonly (readonly [string, string, number])[] = [
  ['如何选择合适的{industry}展会', 'How to choose the right {industry} fair', 1],
  ['{country}参展签证办理流程', 'Applying for a business visa to exhibit in {country}', 3],
  ['{industry}展位设计要点', 'Booth design essentials for {industry} exhibitors', 2],
  ['展品运往{country}的报关须知', 'Customs essentials when shipping exhibits to {country}', 4],
  ['{industry}展会上的客户开发技巧', 'Winning buyers at {industry} fairs', 5],
  ['什么是标准展位与光地', 'Shell scheme versus raw space: what is the difference', 6],
  ['{country}会展中心交通与住宿指南', 'Getting to and staying near venues in {country}', 8],
  ['{industry}行业参展补贴申请', 'Applying for {industry} exhibition subsidies', 7],
];

/**
 * Sentences a news summary is built from [zh, en]: {fair}, {city}, {industry} (lower case in
 * English), {date} (the fair's month), {countries} (the visitor countries the body states too).
 * A summary takes two of them, so summaries differ in their facts and in their wording.
 */
export const newsSummarySentences: readonly (readonly [string, string])[] = [
  ['{fair}将于{date}在{city}举行。', '{fair} takes place in {city} in {date}.'],
  [
    '主办方预计{fair}的观众来自{countries}个国家和地区。',
    'The organiser of {fair} expects visitors from {countries} countries and regions.',
  ],
  [
    '{city}的{industry}企业正为{date}的{fair}加紧备展。',
    '{industry} companies in {city} are preparing their stands for {fair} in {date}.',
  ],
  [
    '采购商可提前在线预订{fair}的门票与{city}的酒店。',
    'Buyers can book tickets for {fair} and hotels in {city} online ahead of the show.',
  ],
  [
    '本文梳理{fair}上{industry}领域的新品与技术看点。',
    'We look at the new {industry} products and technology to watch at {fair}.',
  ],
  [
    '多家展商透露将在{date}的{fair}上发布新品。',
    'Several exhibitors plan product launches at {fair} in {date}.',
  ],
  [
    '业内人士分析{city}{industry}市场的需求变化（来自{countries}个国家和地区的观众）。',
    'Analysts explain how demand in {industry} is shifting in {city}, with visitors from {countries} countries and regions.',
  ],
  [
    '{fair}的展馆交通、住宿与签证信息一并奉上。',
    'Travel, hotel and visa tips for {fair} in {city} are included.',
  ],
  [
    '{fair}同期论坛将讨论{industry}行业的出海机会。',
    'Forums during {fair} discuss export chances in {industry}.',
  ],
  [
    '{date}，{city}会展业正吸引越来越多的{industry}国际展商。',
    'By {date} more and more international {industry} exhibitors are coming to {city}.',
  ],
];

/** Visa types (the `type` filter) in id order [zh, en]. */
export const visaTypeNames: readonly (readonly [string, string])[] = [
  ['商务签证', 'Business visa'],
  ['旅游签证', 'Tourist visa'],
  ['展会邀请签证', 'Trade-fair invitation visa'],
  ['过境签证', 'Transit visa'],
];

/** Consular districts (the visa `bizType`) in id order [zh, en]. */
export const consularDistricts: readonly (readonly [string, string])[] = [
  ['北京领区', 'Beijing consular district'],
  ['上海领区', 'Shanghai consular district'],
  ['广州领区', 'Guangzhou consular district'],
  ['成都领区', 'Chengdu consular district'],
];

/** Applicant kinds whose documents differ [code, zh, en]. */
export const applicantKinds: readonly (readonly [string, string, string])[] = [
  ['employed', '在职人员', 'Employed'],
  ['self-employed', '自由职业者', 'Self-employed'],
  ['retired', '退休人员', 'Retired'],
  ['student', '在校学生', 'Student'],
];
