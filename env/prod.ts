import { publicChineseHosts, publicEnglishHosts, noThirdParty, shanghaiBucket } from './hosts.ts';
import type { EnvFile } from './schema.ts';

/** Production: the public site, indexed by crawlers. */
export const prod: EnvFile = {
  name: 'prod',
  mode: 'production',
  apiBase: 'https://api.expoportal.cn',
  embeddedApi: false,
  siteHost: 'www.expoportal.cn',
  enSiteHost: 'www.expoportal.com',
  hotelHost: 'hotel.expoportal.cn',
  enHotelHost: 'hotel.expoportal.com',
  visaHost: 'visa.expoportal.cn',
  enVisaHost: 'visa.expoportal.com',
  ossHost: 'static.expoportal.cn',
  ossInternalHost: 'expoportal-prod.oss-cn-shanghai-internal.aliyuncs.com',
  staticPrefix: 'https://static.expoportal.cn',
  oss: shanghaiBucket('expoportal-prod'),
  cache: { enabled: true, revalidate: 300 },
  englishHosts: publicEnglishHosts,
  chineseHosts: publicChineseHosts,
  allowRobots: true,
  mapStyleUrl: 'https://maps.expoportal.cn/styles/default.json',
  thirdParty: noThirdParty,
  security: { https: true, hstsMaxAgeSeconds: 31_536_000, trustedProxies: '' },
  // From EXCHANGE_RATES in the process environment; none set, no estimate is shown.
  exchangeRates: {},
};
