import { localEnglishHosts, publicChineseHosts, shanghaiBucket } from './hosts.ts';
import type { EnvFile } from './schema.ts';

/** A developer's machine: the reference API is embedded, both editions on localhost. */
export const dev: EnvFile = {
  name: 'dev',
  mode: 'development',
  apiBase: 'http://127.0.0.1:8787',
  embeddedApi: true,
  siteHost: 'localhost:4321',
  enSiteHost: 'en.localhost:4321',
  hotelHost: 'hotel.localhost:4321',
  enHotelHost: 'en.hotel.localhost:4321',
  visaHost: 'visa.localhost:4321',
  enVisaHost: 'en.visa.localhost:4321',
  ossHost: 'localhost:4321',
  ossInternalHost: 'localhost:4321',
  staticPrefix: '',
  oss: shanghaiBucket('expoportal-dev'),
  cache: { enabled: true, revalidate: 30 },
  englishHosts: localEnglishHosts,
  chineseHosts: publicChineseHosts,
  allowRobots: false,
  mapStyleUrl: '',
  // Tracking goes to the reference API through the portal's /api proxy; no third-party scripts.
  thirdParty: {
    chatScriptUrl: '',
    visitTraceScriptUrl: '',
    visitTraceApiUrl: '',
    analyticsScriptUrl: '',
    trackingUrl: '/api/telemetry/events',
    recorder: { enabled: false, uploadUrl: '/api/telemetry/recordings' },
  },
  // Plain http on localhost: no Secure cookies (the browser would drop them), no HSTS.
  security: { https: false, hstsMaxAgeSeconds: 0, trustedProxies: '127.0.0.0/8,::1' },
  // A fixed table, so estimates in dev and tests never move.
  exchangeRates: { USD: 1, CNY: 7.2, EUR: 0.9, GBP: 0.8, JPY: 150, HKD: 7.8 },
};
