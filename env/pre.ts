import { publicChineseHosts, publicEnglishHosts, noThirdParty, shanghaiBucket } from './hosts.ts';
import type { EnvFile } from './schema.ts';

/** The English edition's staging host: it must get the English edition like the public three. */
const enSiteHost = 'pre.expoportal.com';

/** Pre-production: production data and hosts behind a staging name; not indexed. */
export const pre: EnvFile = {
  name: 'pre',
  mode: 'production',
  apiBase: 'https://api-pre.expoportal.cn',
  embeddedApi: false,
  siteHost: 'pre.expoportal.cn',
  enSiteHost,
  hotelHost: 'hotel.pre.expoportal.cn',
  visaHost: 'visa.pre.expoportal.cn',
  ossHost: 'static.pre.expoportal.cn',
  ossInternalHost: 'expoportal-pre.oss-cn-shanghai-internal.aliyuncs.com',
  staticPrefix: '',
  oss: shanghaiBucket('expoportal-pre'),
  cache: { enabled: true, revalidate: 300 },
  englishHosts: [enSiteHost, ...publicEnglishHosts],
  chineseHosts: publicChineseHosts,
  allowRobots: false,
  mapStyleUrl: 'https://maps.expoportal.cn/styles/pre.json',
  thirdParty: noThirdParty,
  security: { https: true, hstsMaxAgeSeconds: 31_536_000 },
};
