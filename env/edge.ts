import { publicChineseHosts, publicEnglishHosts, noThirdParty, shanghaiBucket } from './hosts.ts';
import type { EnvFile } from './schema.ts';

/** The English edition's staging host: it must get the English edition like the public three. */
const enSiteHost = 'edge.expoportal.com';

/** Edge: nodes close to visitors, production data, not indexed directly. */
export const edge: EnvFile = {
  name: 'edge',
  mode: 'production',
  apiBase: 'https://api-edge.expoportal.cn',
  embeddedApi: false,
  siteHost: 'edge.expoportal.cn',
  enSiteHost,
  hotelHost: 'hotel.edge.expoportal.cn',
  visaHost: 'visa.edge.expoportal.cn',
  ossHost: 'static.edge.expoportal.cn',
  ossInternalHost: 'expoportal-edge.oss-cn-shanghai-internal.aliyuncs.com',
  staticPrefix: '',
  oss: shanghaiBucket('expoportal-edge'),
  cache: { enabled: true, revalidate: 300 },
  englishHosts: [enSiteHost, ...publicEnglishHosts],
  chineseHosts: publicChineseHosts,
  allowRobots: false,
  mapStyleUrl: 'https://maps.expoportal.cn/styles/default.json',
  thirdParty: noThirdParty,
  security: { https: true, hstsMaxAgeSeconds: 31_536_000 },
};
