import { ossEndpoint, publicChineseHosts, publicEnglishHosts } from './hosts.ts';
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
  pathRedirectHost: 'go.edge.expoportal.cn',
  staticPrefix: '',
  oss: { region: 'oss-cn-shanghai', endpoint: ossEndpoint('oss-cn-shanghai'), bucket: 'expoportal-edge' },
  cache: { enabled: true, revalidate: 300 },
  englishHosts: [enSiteHost, ...publicEnglishHosts],
  chineseHosts: publicChineseHosts,
  allowRobots: false,
  mapStyleUrl: 'https://maps.expoportal.cn/styles/default.json',
  thirdParty: {
    chatScriptUrl: '',
    visitTraceScriptUrl: '',
    visitTraceApiUrl: '',
    analyticsScriptUrl: '',
    trackingUrl: '',
    recorder: { enabled: false, uploadUrl: '' },
  },
  security: { https: true, hstsMaxAgeSeconds: 31_536_000 },
};
