import { z } from 'zod';

/** Names of the deployment environments, in promotion order. */
export const envNames = ['dev', 'test', 'pre', 'prod', 'spider', 'edge'] as const;
export type EnvName = (typeof envNames)[number];

const host = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be a bare host name (lower case, optional :port)');
const httpUrl = z.url({ protocol: /^https?$/ });

/** The shape every environment file must have; parsed at start-up. */
// '' means "not configured": the integration is skipped and costs the page nothing.
const optionalUrl = z.union([z.literal(''), httpUrl]);
// Collectors may sit behind the portal's own /api proxy, so a same-origin path is allowed too.
const optionalEndpoint = z.union([z.literal(''), httpUrl, z.string().regex(/^\/[A-Za-z0-9/_.-]*$/)]);

/** Third-party scripts and collectors of an environment: chat, visit tracing, analytics, tracking, rrweb. */
export const thirdPartySchema = z.strictObject({
  /** Customer-chat widget script, loaded after interactivity except on /seo paths. */
  chatScriptUrl: optionalUrl,
  /** Visit-tracing script, initialised with terminal PC, channel PC and `visitTraceApiUrl`. */
  visitTraceScriptUrl: optionalUrl,
  /** The API URL the visit-tracing script reports to. */
  visitTraceApiUrl: optionalUrl,
  /** Analytics script. */
  analyticsScriptUrl: optionalUrl,
  /** Collector of the named tracking events (sendBeacon). */
  trackingUrl: optionalEndpoint,
  /** Page recorder (rrweb): off unless enabled; sessions are POSTed to `uploadUrl`. */
  recorder: z.strictObject({ enabled: z.boolean(), uploadUrl: optionalEndpoint }),
});

/** How the origin protects its responses and cookies (src/lib/security/). */
export const securitySchema = z
  .strictObject({
    /** The site is served over https: cookies get `Secure`, responses HSTS. */
    https: z.boolean(),
    /** HSTS max-age in seconds (with includeSubDomains); 0 sends none. */
    hstsMaxAgeSeconds: z.number().int().min(0).max(63_072_000),
    /**
     * Comma-separated IPs and CIDR ranges whose X-Forwarded-For the origin and the API believe
     * (TRUSTED_PROXIES overrides); '' believes nobody, so a client cannot pick its own address.
     */
    trustedProxies: z.string(),
  })
  .refine((security) => security.https || security.hstsMaxAgeSeconds === 0, {
    message: 'HSTS needs https: an http environment must keep 0',
    path: ['hstsMaxAgeSeconds'],
  });

/**
 * Reference exchange rates: units of each currency (ISO code) per 1 USD. They only estimate the
 * buyer's currency beside a price; nothing is charged at them. {} shows no estimate.
 */
export const exchangeRatesSchema = z.record(
  z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code'),
  z.number().positive(),
);

/** The shape every environment file must have; parsed at start-up. */
export const envConfigSchema = z
  .strictObject({
    name: z.enum(envNames),
    /** Build/runtime mode: development tooling (Astro's dev toolbar, astro.config.mjs) on or off. */
    mode: z.enum(['development', 'production']),
    /** Base URL of the business API (the reference API in dev and test). */
    apiBase: httpUrl,
    /** True when `npm start` must start the reference API in api/ itself. */
    embeddedApi: z.boolean(),
    siteHost: host,
    enSiteHost: host,
    /** Companion hotel site, linked from the footer and exhibition pages (src/lib/companion-sites.ts). */
    hotelHost: host,
    /** The companion hotel site's English edition, linked from English pages. */
    enHotelHost: host,
    /** Companion visa site, linked from the footer and the visa list. */
    visaHost: host,
    /** The companion visa site's English edition, linked from English pages. */
    enVisaHost: host,
    /** Public object storage host (images and static files). */
    ossHost: host,
    /** Object storage host reachable from inside the provider's network: the server's /ossApi reads. */
    ossInternalHost: host,
    /** Prefix of static asset URLs ('' or an absolute URL ending without a slash). */
    staticPrefix: z.union([z.literal(''), httpUrl]),
    oss: z.strictObject({
      region: z.literal('oss-cn-shanghai'),
      endpoint: httpUrl,
      bucket: z.string().regex(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/, 'must be a valid bucket name'),
    }),
    cache: z.strictObject({
      enabled: z.boolean(),
      /** Seconds before a cached page is revalidated. */
      revalidate: z.number().int().positive(),
    }),
    /** Hosts that get the English edition (exactly the three public ones, plus en.localhost locally). */
    englishHosts: z.array(host).min(3),
    /** Known Chinese hosts; every unknown host gets the Chinese edition too. */
    chineseHosts: z.array(host).length(8),
    /** Whether crawlers may index this environment (robots.txt). */
    allowRobots: z.boolean(),
    /** Map style for maplibre-gl; '' uses the local style that needs no outside tiles. */
    mapStyleUrl: z.union([z.literal(''), httpUrl]),
    /** Third-party scripts and collectors; every '' is an integration this environment does not load. */
    thirdParty: thirdPartySchema,
    /** Transport security: https (Secure cookies) and HSTS. */
    security: securitySchema,
    /** Exchange rates for the payment page's estimate (EXCHANGE_RATES, JSON, overrides). */
    exchangeRates: exchangeRatesSchema,
  })
  // The export renders each edition through its site host: a site host that resolved to the
  // other edition would write Chinese pages into en/ (or English into zh/).
  .refine((config) => hostNames(config.englishHosts).includes(hostName(config.enSiteHost)), {
    message: 'the English site host must be one of englishHosts',
    path: ['enSiteHost'],
  })
  .refine((config) => !hostNames(config.englishHosts).includes(hostName(config.siteHost)), {
    message: 'the Chinese site host must not be one of englishHosts',
    path: ['siteHost'],
  });

/** A host without its port, lower-cased, as the edition rule compares hosts. */
function hostName(host: string): string {
  return (host.split(':')[0] ?? host).toLowerCase();
}

/** hostName of every host in a list. */
function hostNames(hosts: readonly string[]): string[] {
  return hosts.map(hostName);
}

export type EnvConfig = z.infer<typeof envConfigSchema>;
/** What an environment file declares (its values before overrides are applied). */
export type EnvFile = z.input<typeof envConfigSchema>;
