import { publicChineseHosts, publicEnglishHosts, noThirdParty, shanghaiBucket } from './hosts.ts';
import type { EnvFile } from './schema.ts';

/**
 * An environment on production data behind a staging name (`pre`, `edge`): every host is the
 * production one under `{name}.`, its bucket `expoportal-{name}`, and robots are kept out. Its
 * English staging host `{name}.expoportal.com` gets the English edition like the public three.
 */
export function stagingEnvironment(name: 'pre' | 'edge', mapStyle: string): EnvFile {
  const enSiteHost = `${name}.expoportal.com`;
  return {
    name,
    mode: 'production',
    apiBase: `https://api-${name}.expoportal.cn`,
    embeddedApi: false,
    siteHost: `${name}.expoportal.cn`,
    enSiteHost,
    hotelHost: `hotel.${name}.expoportal.cn`,
    enHotelHost: `hotel.${name}.expoportal.com`,
    visaHost: `visa.${name}.expoportal.cn`,
    enVisaHost: `visa.${name}.expoportal.com`,
    ossHost: `static.${name}.expoportal.cn`,
    ossInternalHost: `expoportal-${name}.oss-cn-shanghai-internal.aliyuncs.com`,
    staticPrefix: '',
    oss: shanghaiBucket(`expoportal-${name}`),
    cache: { enabled: true, revalidate: 300 },
    englishHosts: [enSiteHost, ...publicEnglishHosts],
    chineseHosts: publicChineseHosts,
    allowRobots: false,
    mapStyleUrl: `https://maps.expoportal.cn/styles/${mapStyle}.json`,
    thirdParty: noThirdParty,
    security: { https: true, hstsMaxAgeSeconds: 31_536_000, trustedProxies: '' },
    exchangeRates: {},
  };
}
