// Industries and their sub-industries, bilingual, with the words exhibition names are built from.

/** An industry: names, the noun used in fair names, and sub-industries [zh, en]. */
export interface IndustrySeed {
  zh: string;
  en: string;
  fairZh: string;
  fairEn: string;
  subs: readonly (readonly [string, string])[];
}

/** Top-level industries in id order; sub-industries follow them in the same table. */
export const industrySeeds: IndustrySeed[] = [
  {
    zh: '机械工业',
    en: 'Machinery',
    fairZh: '机械工业',
    fairEn: 'Machinery',
    subs: [
      ['机床', 'Machine Tools'],
      ['工程机械', 'Construction Machinery'],
      ['农业机械', 'Agricultural Machinery'],
      ['包装机械', 'Packaging Machinery'],
    ],
  },
  {
    zh: '电子电气',
    en: 'Electronics',
    fairZh: '电子',
    fairEn: 'Electronics',
    subs: [
      ['消费电子', 'Consumer Electronics'],
      ['电子元器件', 'Electronic Components'],
      ['半导体', 'Semiconductors'],
    ],
  },
  {
    zh: '汽车及配件',
    en: 'Automotive',
    fairZh: '汽车配件',
    fairEn: 'Automotive Parts',
    subs: [
      ['汽车零部件', 'Auto Parts'],
      ['新能源汽车', 'New Energy Vehicles'],
      ['汽车后市场', 'Aftermarket'],
    ],
  },
  {
    zh: '食品饮料',
    en: 'Food & Beverage',
    fairZh: '食品饮料',
    fairEn: 'Food & Beverage',
    subs: [
      ['休闲食品', 'Snacks'],
      ['葡萄酒烈酒', 'Wine & Spirits'],
      ['有机食品', 'Organic Food'],
      ['乳制品', 'Dairy'],
    ],
  },
  {
    zh: '医疗健康',
    en: 'Healthcare',
    fairZh: '医疗器械',
    fairEn: 'Medical',
    subs: [
      ['医疗器械', 'Medical Devices'],
      ['制药', 'Pharmaceuticals'],
      ['康复护理', 'Rehabilitation Care'],
    ],
  },
  {
    zh: '建筑建材',
    en: 'Building & Construction',
    fairZh: '建材',
    fairEn: 'Building Materials',
    subs: [
      ['陶瓷卫浴', 'Ceramics & Sanitary'],
      ['门窗幕墙', 'Doors & Facades'],
      ['装饰材料', 'Decoration Materials'],
    ],
  },
  {
    zh: '纺织服装',
    en: 'Textiles & Apparel',
    fairZh: '纺织服装',
    fairEn: 'Textile & Apparel',
    subs: [
      ['面料辅料', 'Fabrics & Trims'],
      ['服装', 'Garments'],
      ['家纺', 'Home Textiles'],
    ],
  },
  {
    zh: '能源电力',
    en: 'Energy & Power',
    fairZh: '能源',
    fairEn: 'Energy',
    subs: [
      ['太阳能光伏', 'Solar PV'],
      ['风能', 'Wind Power'],
      ['储能', 'Energy Storage'],
      ['氢能', 'Hydrogen'],
    ],
  },
  {
    zh: '化工塑料',
    en: 'Chemicals & Plastics',
    fairZh: '塑料橡胶',
    fairEn: 'Plastics & Rubber',
    subs: [
      ['塑料', 'Plastics'],
      ['橡胶', 'Rubber'],
      ['涂料', 'Coatings'],
    ],
  },
  {
    zh: '农业',
    en: 'Agriculture',
    fairZh: '农业',
    fairEn: 'Agriculture',
    subs: [
      ['畜牧', 'Livestock'],
      ['园艺', 'Horticulture'],
      ['渔业', 'Fisheries'],
    ],
  },
  {
    zh: '家具家居',
    en: 'Furniture & Home',
    fairZh: '家具',
    fairEn: 'Furniture',
    subs: [
      ['办公家具', 'Office Furniture'],
      ['户外家具', 'Outdoor Furniture'],
      ['家居用品', 'Housewares'],
    ],
  },
  {
    zh: '美容美发',
    en: 'Beauty',
    fairZh: '美容',
    fairEn: 'Beauty',
    subs: [
      ['化妆品', 'Cosmetics'],
      ['美发', 'Hair Care'],
      ['香水', 'Fragrance'],
    ],
  },
  {
    zh: '安防消防',
    en: 'Security & Fire',
    fairZh: '安防',
    fairEn: 'Security',
    subs: [
      ['视频监控', 'Video Surveillance'],
      ['消防设备', 'Fire Safety'],
      ['门禁', 'Access Control'],
    ],
  },
  {
    zh: '物流运输',
    en: 'Logistics',
    fairZh: '物流',
    fairEn: 'Logistics',
    subs: [
      ['仓储', 'Warehousing'],
      ['冷链', 'Cold Chain'],
      ['航运', 'Shipping'],
    ],
  },
  {
    zh: '礼品玩具',
    en: 'Gifts & Toys',
    fairZh: '玩具礼品',
    fairEn: 'Toys & Gifts',
    subs: [
      ['玩具', 'Toys'],
      ['礼品', 'Gifts'],
      ['文具', 'Stationery'],
    ],
  },
  {
    zh: '信息技术',
    en: 'Information Technology',
    fairZh: '数字科技',
    fairEn: 'Digital Tech',
    subs: [
      ['人工智能', 'Artificial Intelligence'],
      ['云计算', 'Cloud Computing'],
      ['网络安全', 'Cybersecurity'],
    ],
  },
  {
    zh: '环保水处理',
    en: 'Environment & Water',
    fairZh: '环保',
    fairEn: 'Environmental',
    subs: [
      ['水处理', 'Water Treatment'],
      ['废物处理', 'Waste Management'],
      ['空气净化', 'Air Purification'],
    ],
  },
  {
    zh: '照明',
    en: 'Lighting',
    fairZh: '照明',
    fairEn: 'Lighting',
    subs: [
      ['LED照明', 'LED Lighting'],
      ['智能照明', 'Smart Lighting'],
    ],
  },
  {
    zh: '珠宝钟表',
    en: 'Jewellery & Watches',
    fairZh: '珠宝',
    fairEn: 'Jewellery',
    subs: [
      ['珠宝', 'Jewellery'],
      ['钟表', 'Watches'],
    ],
  },
  {
    zh: '旅游酒店',
    en: 'Travel & Hospitality',
    fairZh: '旅游',
    fairEn: 'Travel',
    subs: [
      ['酒店用品', 'Hotel Supplies'],
      ['旅游服务', 'Travel Services'],
    ],
  },
  {
    zh: '印刷包装',
    en: 'Printing & Packaging',
    fairZh: '印刷包装',
    fairEn: 'Print & Pack',
    subs: [
      ['印刷设备', 'Printing Equipment'],
      ['包装材料', 'Packaging Materials'],
    ],
  },
  {
    zh: '航空航天',
    en: 'Aerospace',
    fairZh: '航空航天',
    fairEn: 'Aerospace',
    subs: [
      ['民用航空', 'Civil Aviation'],
      ['无人机', 'Drones'],
    ],
  },
  {
    zh: '体育户外',
    en: 'Sports & Outdoor',
    fairZh: '体育用品',
    fairEn: 'Sporting Goods',
    subs: [
      ['健身器材', 'Fitness Equipment'],
      ['户外装备', 'Outdoor Gear'],
      ['自行车', 'Bicycles'],
    ],
  },
  {
    zh: '教育',
    en: 'Education',
    fairZh: '教育装备',
    fairEn: 'Education',
    subs: [
      ['教育装备', 'Education Equipment'],
      ['留学', 'Study Abroad'],
    ],
  },
];

/** Name patterns for exhibitions: {city} and {fair} are replaced (zh, en). */
export const fairNamePatterns: readonly (readonly [string, string])[] = [
  ['{city}国际{fair}博览会', '{city} International {fair} Expo'],
  ['{city}{fair}展览会', '{fair} Fair {city}'],
  ['{country}{fair}展', '{fair} Show {country}'],
  ['{city}国际{fair}及技术展', '{city} International {fair} & Technology Exhibition'],
  ['亚洲{fair}博览会（{city}）', 'Asia {fair} Expo {city}'],
  ['{city}{fair}周', '{fair} Week {city}'],
  ['世界{fair}大会暨展览会（{city}）', 'World {fair} Congress & Exhibition {city}'],
  ['{country}国际{fair}贸易展', '{country} International {fair} Trade Show'],
];

/** Frequencies of recurring fairs, [code, zh, en]. */
export const frequencies: readonly (readonly [string, string, string])[] = [
  ['annual', '一年一届', 'Annual'],
  ['biennial', '两年一届', 'Biennial'],
  ['semiannual', '一年两届', 'Twice a year'],
];
