// Real continents, countries and cities (centre coordinates) for the seed catalogue.

/** [zh, en] of each continent, in id order (id = index + 1). */
export const continentNames: ReadonlyArray<readonly [string, string]> = [
  ['亚洲', 'Asia'],
  ['欧洲', 'Europe'],
  ['北美洲', 'North America'],
  ['南美洲', 'South America'],
  ['非洲', 'Africa'],
  ['大洋洲', 'Oceania'],
];

/** A city: [zh, en, latitude, longitude]. */
export type CitySeed = readonly [string, string, number, number];
/** A country: ISO code, zh, en, continent id, currency, its cities. */
export type CountrySeed = { code: string; zh: string; en: string; continent: number; currency: string; cities: CitySeed[] };

/** Countries in id order (id = index + 1). */
export const countrySeeds: CountrySeed[] = [
  { code: 'CN', zh: '中国', en: 'China', continent: 1, currency: 'CNY', cities: [['上海', 'Shanghai', 31.2304, 121.4737], ['北京', 'Beijing', 39.9042, 116.4074], ['广州', 'Guangzhou', 23.1291, 113.2644], ['深圳', 'Shenzhen', 22.5431, 114.0579], ['成都', 'Chengdu', 30.5728, 104.0668], ['杭州', 'Hangzhou', 30.2741, 120.1551], ['重庆', 'Chongqing', 29.563, 106.5516], ['武汉', 'Wuhan', 30.5928, 114.3055], ['厦门', 'Xiamen', 24.4798, 118.0894], ['青岛', 'Qingdao', 36.0671, 120.3826], ['南京', 'Nanjing', 32.0603, 118.7969], ['西安', "Xi'an", 34.3416, 108.9398], ['天津', 'Tianjin', 39.3434, 117.3616], ['义乌', 'Yiwu', 29.3069, 120.0753]] },
  { code: 'DE', zh: '德国', en: 'Germany', continent: 2, currency: 'EUR', cities: [['法兰克福', 'Frankfurt', 50.1109, 8.6821], ['慕尼黑', 'Munich', 48.1351, 11.582], ['杜塞尔多夫', 'Dusseldorf', 51.2277, 6.7735], ['汉诺威', 'Hanover', 52.3759, 9.732], ['科隆', 'Cologne', 50.9375, 6.9603], ['柏林', 'Berlin', 52.52, 13.405], ['纽伦堡', 'Nuremberg', 49.4521, 11.0767], ['埃森', 'Essen', 51.4556, 7.0116]] },
  { code: 'US', zh: '美国', en: 'United States', continent: 3, currency: 'USD', cities: [['拉斯维加斯', 'Las Vegas', 36.1699, -115.1398], ['芝加哥', 'Chicago', 41.8781, -87.6298], ['纽约', 'New York', 40.7128, -74.006], ['奥兰多', 'Orlando', 28.5383, -81.3792], ['洛杉矶', 'Los Angeles', 34.0522, -118.2437], ['亚特兰大', 'Atlanta', 33.749, -84.388], ['休斯敦', 'Houston', 29.7604, -95.3698]] },
  { code: 'FR', zh: '法国', en: 'France', continent: 2, currency: 'EUR', cities: [['巴黎', 'Paris', 48.8566, 2.3522], ['里昂', 'Lyon', 45.764, 4.8357], ['戛纳', 'Cannes', 43.5528, 7.0174]] },
  { code: 'IT', zh: '意大利', en: 'Italy', continent: 2, currency: 'EUR', cities: [['米兰', 'Milan', 45.4642, 9.19], ['博洛尼亚', 'Bologna', 44.4949, 11.3426], ['维罗纳', 'Verona', 45.4384, 10.9916], ['罗马', 'Rome', 41.9028, 12.4964]] },
  { code: 'GB', zh: '英国', en: 'United Kingdom', continent: 2, currency: 'GBP', cities: [['伦敦', 'London', 51.5074, -0.1278], ['伯明翰', 'Birmingham', 52.4862, -1.8904], ['曼彻斯特', 'Manchester', 53.4808, -2.2426]] },
  { code: 'JP', zh: '日本', en: 'Japan', continent: 1, currency: 'JPY', cities: [['东京', 'Tokyo', 35.6762, 139.6503], ['大阪', 'Osaka', 34.6937, 135.5023], ['名古屋', 'Nagoya', 35.1815, 136.9066]] },
  { code: 'KR', zh: '韩国', en: 'South Korea', continent: 1, currency: 'KRW', cities: [['首尔', 'Seoul', 37.5665, 126.978], ['釜山', 'Busan', 35.1796, 129.0756]] },
  { code: 'AE', zh: '阿联酋', en: 'United Arab Emirates', continent: 1, currency: 'AED', cities: [['迪拜', 'Dubai', 25.2048, 55.2708], ['阿布扎比', 'Abu Dhabi', 24.4539, 54.3773]] },
  { code: 'SG', zh: '新加坡', en: 'Singapore', continent: 1, currency: 'SGD', cities: [['新加坡', 'Singapore', 1.3521, 103.8198]] },
  { code: 'TH', zh: '泰国', en: 'Thailand', continent: 1, currency: 'THB', cities: [['曼谷', 'Bangkok', 13.7563, 100.5018]] },
  { code: 'VN', zh: '越南', en: 'Vietnam', continent: 1, currency: 'VND', cities: [['胡志明市', 'Ho Chi Minh City', 10.8231, 106.6297], ['河内', 'Hanoi', 21.0278, 105.8342]] },
  { code: 'MY', zh: '马来西亚', en: 'Malaysia', continent: 1, currency: 'MYR', cities: [['吉隆坡', 'Kuala Lumpur', 3.139, 101.6869]] },
  { code: 'ID', zh: '印度尼西亚', en: 'Indonesia', continent: 1, currency: 'IDR', cities: [['雅加达', 'Jakarta', -6.2088, 106.8456], ['泗水', 'Surabaya', -7.2575, 112.7521]] },
  { code: 'IN', zh: '印度', en: 'India', continent: 1, currency: 'INR', cities: [['新德里', 'New Delhi', 28.6139, 77.209], ['孟买', 'Mumbai', 19.076, 72.8777], ['班加罗尔', 'Bengaluru', 12.9716, 77.5946]] },
  { code: 'RU', zh: '俄罗斯', en: 'Russia', continent: 2, currency: 'RUB', cities: [['莫斯科', 'Moscow', 55.7558, 37.6173], ['圣彼得堡', 'Saint Petersburg', 59.9311, 30.3609]] },
  { code: 'ES', zh: '西班牙', en: 'Spain', continent: 2, currency: 'EUR', cities: [['马德里', 'Madrid', 40.4168, -3.7038], ['巴塞罗那', 'Barcelona', 41.3874, 2.1686], ['瓦伦西亚', 'Valencia', 39.4699, -0.3763]] },
  { code: 'NL', zh: '荷兰', en: 'Netherlands', continent: 2, currency: 'EUR', cities: [['阿姆斯特丹', 'Amsterdam', 52.3676, 4.9041], ['乌得勒支', 'Utrecht', 52.0907, 5.1214]] },
  { code: 'BE', zh: '比利时', en: 'Belgium', continent: 2, currency: 'EUR', cities: [['布鲁塞尔', 'Brussels', 50.8503, 4.3517]] },
  { code: 'CH', zh: '瑞士', en: 'Switzerland', continent: 2, currency: 'CHF', cities: [['巴塞尔', 'Basel', 47.5596, 7.5886], ['日内瓦', 'Geneva', 46.2044, 6.1432]] },
  { code: 'AT', zh: '奥地利', en: 'Austria', continent: 2, currency: 'EUR', cities: [['维也纳', 'Vienna', 48.2082, 16.3738], ['萨尔茨堡', 'Salzburg', 47.8095, 13.055]] },
  { code: 'PL', zh: '波兰', en: 'Poland', continent: 2, currency: 'PLN', cities: [['华沙', 'Warsaw', 52.2297, 21.0122], ['波兹南', 'Poznan', 52.4064, 16.9252]] },
  { code: 'TR', zh: '土耳其', en: 'Turkey', continent: 1, currency: 'TRY', cities: [['伊斯坦布尔', 'Istanbul', 41.0082, 28.9784], ['安卡拉', 'Ankara', 39.9334, 32.8597]] },
  { code: 'SA', zh: '沙特阿拉伯', en: 'Saudi Arabia', continent: 1, currency: 'SAR', cities: [['利雅得', 'Riyadh', 24.7136, 46.6753], ['吉达', 'Jeddah', 21.4858, 39.1925]] },
  { code: 'QA', zh: '卡塔尔', en: 'Qatar', continent: 1, currency: 'QAR', cities: [['多哈', 'Doha', 25.2854, 51.531]] },
  { code: 'EG', zh: '埃及', en: 'Egypt', continent: 5, currency: 'EGP', cities: [['开罗', 'Cairo', 30.0444, 31.2357]] },
  { code: 'ZA', zh: '南非', en: 'South Africa', continent: 5, currency: 'ZAR', cities: [['约翰内斯堡', 'Johannesburg', -26.2041, 28.0473], ['开普敦', 'Cape Town', -33.9249, 18.4241]] },
  { code: 'NG', zh: '尼日利亚', en: 'Nigeria', continent: 5, currency: 'NGN', cities: [['拉各斯', 'Lagos', 6.5244, 3.3792]] },
  { code: 'KE', zh: '肯尼亚', en: 'Kenya', continent: 5, currency: 'KES', cities: [['内罗毕', 'Nairobi', -1.2921, 36.8219]] },
  { code: 'MA', zh: '摩洛哥', en: 'Morocco', continent: 5, currency: 'MAD', cities: [['卡萨布兰卡', 'Casablanca', 33.5731, -7.5898]] },
  { code: 'BR', zh: '巴西', en: 'Brazil', continent: 4, currency: 'BRL', cities: [['圣保罗', 'Sao Paulo', -23.5505, -46.6333], ['里约热内卢', 'Rio de Janeiro', -22.9068, -43.1729]] },
  { code: 'AR', zh: '阿根廷', en: 'Argentina', continent: 4, currency: 'ARS', cities: [['布宜诺斯艾利斯', 'Buenos Aires', -34.6037, -58.3816]] },
  { code: 'CL', zh: '智利', en: 'Chile', continent: 4, currency: 'CLP', cities: [['圣地亚哥', 'Santiago', -33.4489, -70.6693]] },
  { code: 'CO', zh: '哥伦比亚', en: 'Colombia', continent: 4, currency: 'COP', cities: [['波哥大', 'Bogota', 4.711, -74.0721]] },
  { code: 'PE', zh: '秘鲁', en: 'Peru', continent: 4, currency: 'PEN', cities: [['利马', 'Lima', -12.0464, -77.0428]] },
  { code: 'MX', zh: '墨西哥', en: 'Mexico', continent: 3, currency: 'MXN', cities: [['墨西哥城', 'Mexico City', 19.4326, -99.1332], ['瓜达拉哈拉', 'Guadalajara', 20.6597, -103.3496], ['蒙特雷', 'Monterrey', 25.6866, -100.3161]] },
  { code: 'CA', zh: '加拿大', en: 'Canada', continent: 3, currency: 'CAD', cities: [['多伦多', 'Toronto', 43.6532, -79.3832], ['温哥华', 'Vancouver', 49.2827, -123.1207], ['蒙特利尔', 'Montreal', 45.5017, -73.5673]] },
  { code: 'AU', zh: '澳大利亚', en: 'Australia', continent: 6, currency: 'AUD', cities: [['悉尼', 'Sydney', -33.8688, 151.2093], ['墨尔本', 'Melbourne', -37.8136, 144.9631], ['布里斯班', 'Brisbane', -27.4698, 153.0251]] },
  { code: 'NZ', zh: '新西兰', en: 'New Zealand', continent: 6, currency: 'NZD', cities: [['奥克兰', 'Auckland', -36.8485, 174.7633]] },
  { code: 'PH', zh: '菲律宾', en: 'Philippines', continent: 1, currency: 'PHP', cities: [['马尼拉', 'Manila', 14.5995, 120.9842]] },
  { code: 'PK', zh: '巴基斯坦', en: 'Pakistan', continent: 1, currency: 'PKR', cities: [['卡拉奇', 'Karachi', 24.8607, 67.0011], ['拉合尔', 'Lahore', 31.5204, 74.3587]] },
  { code: 'KZ', zh: '哈萨克斯坦', en: 'Kazakhstan', continent: 1, currency: 'KZT', cities: [['阿拉木图', 'Almaty', 43.222, 76.8512]] },
  { code: 'UZ', zh: '乌兹别克斯坦', en: 'Uzbekistan', continent: 1, currency: 'UZS', cities: [['塔什干', 'Tashkent', 41.2995, 69.2401]] },
  { code: 'SE', zh: '瑞典', en: 'Sweden', continent: 2, currency: 'SEK', cities: [['斯德哥尔摩', 'Stockholm', 59.3293, 18.0686]] },
  { code: 'DK', zh: '丹麦', en: 'Denmark', continent: 2, currency: 'DKK', cities: [['哥本哈根', 'Copenhagen', 55.6761, 12.5683]] },
  { code: 'CZ', zh: '捷克', en: 'Czechia', continent: 2, currency: 'CZK', cities: [['布尔诺', 'Brno', 49.1951, 16.6068], ['布拉格', 'Prague', 50.0755, 14.4378]] },
  { code: 'HU', zh: '匈牙利', en: 'Hungary', continent: 2, currency: 'HUF', cities: [['布达佩斯', 'Budapest', 47.4979, 19.0402]] },
  { code: 'GR', zh: '希腊', en: 'Greece', continent: 2, currency: 'EUR', cities: [['塞萨洛尼基', 'Thessaloniki', 40.6401, 22.9444], ['雅典', 'Athens', 37.9838, 23.7275]] },
];
