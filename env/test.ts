import { localEnglishHosts, ossEndpoint, publicChineseHosts } from './hosts.ts';
import type { EnvFile } from './schema.ts';

/** Automated tests and the shared test server: embedded reference API, local hosts. */
export const test: EnvFile = {
  name: 'test',
  mode: 'production',
  apiBase: 'http://127.0.0.1:8787',
  embeddedApi: true,
  siteHost: 'localhost:4321',
  enSiteHost: 'en.localhost:4321',
  hotelHost: 'hotel.localhost:4321',
  visaHost: 'visa.localhost:4321',
  ossHost: 'localhost:4321',
  ossInternalHost: 'localhost:4321',
  pathRedirectHost: 'localhost:4321',
  staticPrefix: '',
  oss: { region: 'oss-cn-shanghai', endpoint: ossEndpoint('oss-cn-shanghai'), bucket: 'expoportal-test' },
  cache: { enabled: true, revalidate: 300 },
  englishHosts: localEnglishHosts,
  chineseHosts: publicChineseHosts,
  allowRobots: false,
  mapStyleUrl: '',
  thirdParty: {
    chatScriptUrl: '',
    visitTraceScriptUrl: '',
    visitTraceApiUrl: '',
    analyticsScriptUrl: '',
    trackingUrl: '',
    recorder: { enabled: false, uploadUrl: '' },
  },
  // Plain http on localhost: no Secure cookies (the browser would drop them), no HSTS.
  security: { https: false, hstsMaxAgeSeconds: 0 },
};
