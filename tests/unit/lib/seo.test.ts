import { describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../env/index.ts';
import {
  editionOrigin,
  exhibitionEventJsonLd,
  newsArticleJsonLd,
  pageUrls,
  robotsTxt,
  serializeJsonLd,
} from '../../../src/lib/seo.ts';
import { hasCustomerChat } from '../../../src/lib/routes.ts';

const prod = loadEnvConfig({ APP_ENV: 'prod' });
const test = loadEnvConfig({ APP_ENV: 'test' });

describe('editionOrigin', () => {
  it('uses the configured https hosts in production', () => {
    expect(editionOrigin('zh', prod, new URL('http://10.0.0.1:4321/'))).toBe('https://www.expoportal.cn');
    expect(editionOrigin('en', prod, new URL('http://10.0.0.1:4321/'))).toBe('https://www.expoportal.com');
  });
  it('keeps the request port on local hosts', () => {
    expect(editionOrigin('en', test, new URL('http://127.0.0.1:4391/'))).toBe('http://en.localhost:4391');
  });
});

describe('pageUrls', () => {
  it('gives the canonical of the edition and alternates for both with x-default Chinese', () => {
    const urls = pageUrls('/exhibition/1.html', 'en', prod, new URL('https://www.expoportal.com/'));
    expect(urls.canonical).toBe('https://www.expoportal.com/exhibition/1.html');
    expect(urls.alternates).toEqual([
      { hreflang: 'zh-CN', href: 'https://www.expoportal.cn/exhibition/1.html' },
      { hreflang: 'en', href: 'https://www.expoportal.com/exhibition/1.html' },
      { hreflang: 'x-default', href: 'https://www.expoportal.cn/exhibition/1.html' },
    ]);
  });
  it('leaves out the English alternate for Chinese-only pages', () => {
    const urls = pageUrls('/seo/', 'zh', prod, new URL('https://www.expoportal.cn/'), {
      englishVariant: false,
    });
    expect(urls.alternates.map((alternate) => alternate.hreflang)).toEqual(['zh-CN', 'x-default']);
  });
});

describe('exhibitionEventJsonLd', () => {
  const data = exhibitionEventJsonLd({
    name: 'Canton Fair',
    description: 'Trade fair',
    startDate: '2026-10-15',
    endDate: '2026-10-19',
    status: 'scheduled',
    url: 'https://www.expoportal.com/exhibition/1.html',
    image: 'https://static.expoportal.cn/a.jpg',
    venue: {
      name: 'Canton Fair Complex',
      address: { streetAddress: '380 Yuejiang Rd', addressLocality: 'Guangzhou', addressCountry: 'CN' },
      latitude: 23.1,
      longitude: 113.36,
    },
    organizer: { name: 'CFTC' },
    offers: [
      {
        name: 'Day pass',
        priceMinor: 12050,
        currency: 'CNY',
        url: 'https://x/ticket/1.html',
        availability: 'InStock',
      },
    ],
    inLanguage: 'en',
  });
  it('carries the required Event fields', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Guangzhou' },
        geo: { '@type': 'GeoCoordinates', latitude: 23.1, longitude: 113.36 },
      },
      organizer: { '@type': 'Organization', name: 'CFTC' },
    });
    expect(data.offers).toEqual([expect.objectContaining({ price: '120.50', priceCurrency: 'CNY' })]);
  });
});

describe('newsArticleJsonLd', () => {
  it('cuts the headline to 110 characters and defaults dateModified', () => {
    const data = newsArticleJsonLd({
      headline: 'x'.repeat(200),
      description: 'd',
      datePublished: '2026-01-01',
      url: 'u',
      author: 'a',
      publisher: 'p',
      publisherLogo: 'l',
      inLanguage: 'zh-CN',
    });
    expect(String(data.headline)).toHaveLength(110);
    expect(data.dateModified).toBe('2026-01-01');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('robotsTxt', () => {
  it('allows with a sitemap or disallows everything', () => {
    expect(robotsTxt(true, 'https://x/sitemap_index.xml')).toContain('Sitemap: https://x/sitemap_index.xml');
    expect(robotsTxt(false, 'x')).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('hasCustomerChat', () => {
  it('is on every page except paths containing /seo', () => {
    expect(hasCustomerChat('/')).toBe(true);
    expect(hasCustomerChat('/seo/exhibition/1.html')).toBe(false);
    expect(hasCustomerChat('/seo/')).toBe(false);
  });
});
