import type { EnvConfig } from '../../env/index.ts';
import type { Edition } from './edition.ts';

/** The configured host names an edition is published under. */
type SiteHosts = Pick<EnvConfig, 'siteHost' | 'enSiteHost'>;

/**
 * The public origin of an edition. Local hosts (dev, test) keep the port the request came in
 * on, so links and canonicals work whatever port the server listens on.
 * @example editionOrigin('en', config, new URL('http://en.localhost:4391/')) // 'http://en.localhost:4391'
 */
export function editionOrigin(edition: Edition, hosts: SiteHosts, requestUrl: URL): string {
  const configured = edition === 'en' ? hosts.enSiteHost : hosts.siteHost;
  const [name = configured] = configured.split(':');
  if (name === 'localhost' || name.endsWith('.localhost')) {
    const port = requestUrl.port ? `:${requestUrl.port}` : '';
    return `http://${name}${port}`;
  }
  return `https://${configured}`;
}

/** One `<link rel="alternate" hreflang>` entry. */
export interface Alternate {
  hreflang: 'zh-CN' | 'en' | 'x-default';
  href: string;
}

/** Canonical URL and hreflang alternates of a (locale-stripped) path. */
export function pageUrls(
  path: string,
  edition: Edition,
  hosts: SiteHosts,
  requestUrl: URL,
  { englishVariant = true }: { englishVariant?: boolean } = {},
): { canonical: string; alternates: Alternate[] } {
  const zh = `${editionOrigin('zh', hosts, requestUrl)}${path}`;
  const en = `${editionOrigin('en', hosts, requestUrl)}${path}`;
  const alternates: Alternate[] = [{ hreflang: 'zh-CN', href: zh }];
  if (englishVariant) alternates.push({ hreflang: 'en', href: en });
  alternates.push({ hreflang: 'x-default', href: zh });
  return { canonical: edition === 'en' ? en : zh, alternates };
}

/** A postal address as schema.org wants it. */
interface PostalAddressInput {
  streetAddress: string;
  addressLocality: string;
  addressRegion?: string | undefined;
  addressCountry: string;
  postalCode?: string | undefined;
}

/** A venue for JSON-LD. */
export interface PlaceInput {
  name: string;
  address: PostalAddressInput;
  latitude?: number | undefined;
  longitude?: number | undefined;
  url?: string | undefined;
  image?: string | undefined;
  description?: string | undefined;
}

/** A ticket tier for JSON-LD offers. */
export interface OfferInput {
  name: string;
  /** Price in minor units (fen, cents). */
  priceMinor: number;
  currency: string;
  url: string;
  availability: 'InStock' | 'SoldOut';
  validFrom?: string | undefined;
}

/** An exhibition for JSON-LD. */
export interface ExhibitionEventInput {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  status: 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled';
  url: string;
  image?: string | undefined;
  venue: PlaceInput;
  organizer: { name: string; url?: string | undefined };
  offers: OfferInput[];
  inLanguage: string;
}

const eventStatus = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
} as const;

/** schema.org Place with PostalAddress and geo. */
function placeJsonLd(place: PlaceInput): Record<string, unknown> {
  return {
    '@type': 'Place',
    name: place.name,
    ...(place.url !== undefined && { url: place.url }),
    ...(place.image !== undefined && { image: place.image }),
    ...(place.description !== undefined && { description: place.description }),
    address: { '@type': 'PostalAddress', ...place.address },
    ...(place.latitude !== undefined &&
      place.longitude !== undefined && {
        geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
      }),
  };
}

/** schema.org ExhibitionEvent of an exhibition detail page. */
export function exhibitionEventJsonLd(event: ExhibitionEventInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: eventStatus[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: event.url,
    inLanguage: event.inLanguage,
    ...(event.image !== undefined && { image: [event.image] }),
    location: placeJsonLd(event.venue),
    organizer: {
      '@type': 'Organization',
      name: event.organizer.name,
      ...(event.organizer.url !== undefined && { url: event.organizer.url }),
    },
    offers: event.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: (offer.priceMinor / 100).toFixed(2),
      priceCurrency: offer.currency,
      url: offer.url,
      availability: `https://schema.org/${offer.availability}`,
      ...(offer.validFrom !== undefined && { validFrom: offer.validFrom }),
    })),
  };
}

/** schema.org Place page (convention centre detail). */
export function pavilionJsonLd(place: PlaceInput): Record<string, unknown> {
  return { '@context': 'https://schema.org', ...placeJsonLd(place) };
}

/** A news article for JSON-LD. */
export interface NewsArticleInput {
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string | undefined;
  url: string;
  image?: string | undefined;
  author: string;
  publisher: string;
  publisherLogo: string;
  inLanguage: string;
}

/** schema.org NewsArticle of a news detail page. */
export function newsArticleJsonLd(article: NewsArticleInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline.slice(0, 110),
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    mainEntityOfPage: article.url,
    inLanguage: article.inLanguage,
    ...(article.image !== undefined && { image: [article.image] }),
    author: { '@type': 'Organization', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: article.publisher,
      logo: { '@type': 'ImageObject', url: article.publisherLogo },
    },
  };
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">`: `<` is escaped so no text
 * from the data can close the script element.
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What a web app manifest names: the edition's site name, description and language. */
export interface ManifestInput {
  name: string;
  description: string;
  lang: string;
}

/**
 * The web app manifest of an edition (W3C Web Application Manifest): one per edition, in its
 * language; the icon is the site's SVG favicon, the colours those of the pages.
 */
export function webAppManifest(input: ManifestInput): Record<string, unknown> {
  return {
    name: input.name,
    short_name: input.name,
    description: input.description,
    lang: input.lang,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: '#c8102e',
    background_color: '#ffffff',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}

/** robots.txt of an environment: the spider and prod environments allow crawling. */
export function robotsTxt(allow: boolean, sitemapUrl: string): string {
  if (!allow) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /manager\nDisallow: /login\nDisallow: /payment\nDisallow: /system/\n\nSitemap: ${sitemapUrl}\n`;
}
