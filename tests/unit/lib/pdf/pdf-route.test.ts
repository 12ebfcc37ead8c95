import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { createServerApiClient } from '../../../../src/lib/api/server-client.ts';
import { serverI18n } from '../../../../src/lib/i18n/server.ts';
import { A4, renderListingPdf } from '../../../../src/lib/pdf/document.ts';
import { headerVariant, type HeaderVariant } from '../../../../src/lib/pdf/header-images.ts';
import {
  loadExhibitorDirectoryListing,
  loadPeriodicalListing,
  type ListingContext,
} from '../../../../src/lib/pdf/listings.ts';
import { pdfResponse } from '../../../../src/lib/pdf/pdf-route.ts';
import { pdfExportPath } from '../../../../src/lib/paths/index.ts';
import { sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

// The exports are built from the API's answers through the real server API client (schemas
// included) and read back with pdfjs, the parser a browser's PDF viewer uses.

const named = (id: number, name: string) => ({ id, name });

/** A directory with 90 exhibitors: more than one A4 page holds. */
const bigDirectory = {
  id: 31,
  kind: 'directory',
  title: '2025 上海国际汽车工业展览会 展商名录',
  year: 2025,
  cover: '/ossApi/covers/31.jpg',
  pages: 120,
  exhibition: named(7, '上海国际汽车工业展览会'),
  intro: '<p>名录</p>',
  exhibitors: Array.from({ length: 90 }, (_, index) => ({
    company: named(100 + index, `展商公司 ${String(index + 1)} Co., Ltd.`),
    booth: `A${String(index + 1).padStart(3, '0')}`,
  })),
  updatedAt: '2025-04-01T08:00:00.000Z',
};

const exhibition = {
  id: 7,
  name: '上海国际汽车工业展览会',
  shortName: '上海车展',
  cover: '/ossApi/covers/7.jpg',
  startDate: '2025-04-23',
  endDate: '2025-05-02',
  industry: named(1, '汽车'),
  subIndustry: named(2, '整车'),
  continent: named(1, '亚洲'),
  country: named(86, '中国'),
  city: named(21, '上海'),
  pavilion: named(3, '国家会展中心'),
  frequency: 'biennial',
  views: 10,
  state: 'past',
  images: [],
  intro: '',
  scope: '',
  areaSqm: 360_000,
  exhibitors: 3,
  visitors: 1_000_000,
  organiser: { id: 5, name: '主办方', website: null, email: null, logo: '/ossApi/logos/5.png', online: true },
  venue: { id: 3, name: '国家会展中心', address: '上海', lat: 31.19, lng: 121.3 },
  editions: [],
  tickets: [],
  periodicals: [],
  trips: [],
  updatedAt: '2025-04-01T08:00:00.000Z',
};

const exhibitor = (index: number) => ({
  company: {
    id: 200 + index,
    kind: 'exhibitor',
    name: `Exhibitor ${String(index)}`,
    logo: '/ossApi/logos/x.png',
    industry: named(1, '汽车'),
    country: named(86, '中国'),
    city: named(21, '上海'),
  },
  booth: `B${String(index)}`,
  periodicalId: 31,
});

const server = useTestServer();

function listingContext(variant: HeaderVariant, locale: 'zh' | 'en' = 'zh'): ListingContext {
  return { t: serverI18n(locale).t, locale, variant, now: new Date('2025-05-01T00:00:00Z') };
}

function api() {
  return createServerApiClient({ baseURL: server.origin, ossBase: server.origin, locale: 'zh' });
}

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
}

/** The [width, height] of every image a page paints, from its operator list. */
async function paintedImages(pdf: PDFDocumentProxy, pageNumber: number): Promise<[number, number][]> {
  const page = await pdf.getPage(pageNumber);
  const { fnArray, argsArray } = await page.getOperatorList();
  return fnArray.flatMap((fn, index) => {
    if (fn !== OPS.paintImageXObject) return [];
    const args = argsArray[index] as [string, number, number];
    return [[args[1], args[2]] as [number, number]];
  });
}

/** Every stroke colour a page sets, as hex (pdfjs gives it as a hex string or RGB bytes). */
async function strokeColours(pdf: PDFDocumentProxy, pageNumber: number): Promise<string[]> {
  const page = await pdf.getPage(pageNumber);
  const { fnArray, argsArray } = await page.getOperatorList();
  return fnArray.flatMap((fn, index) => {
    if (fn !== OPS.setStrokeRGBColor) return [];
    const args = argsArray[index] as [string] | number[];
    if (typeof args[0] === 'string') return [args[0].toLowerCase()];
    return [`#${(args as number[]).map((value) => value.toString(16).padStart(2, '0')).join('')}`];
  });
}

async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

function routePeriodical(detail: unknown): void {
  server.route('GET', '/api/periodicals/31', (_hit, response) => {
    sendEnvelope(response, 1, detail);
  });
}

describe('headerVariant', () => {
  it('is tianxi only for type=tianxi', () => {
    expect(headerVariant(new URLSearchParams('type=tianxi'))).toBe('tianxi');
    for (const query of ['', 'type=TIANXI', 'type=other', 'kind=tianxi']) {
      expect(headerVariant(new URLSearchParams(query))).toBe('standard');
    }
  });
});

describe('pdfExportPath', () => {
  it('links to the tianxi header only from a page opened with type=tianxi', () => {
    expect(pdfExportPath('periodical', 31, new URLSearchParams('type=tianxi'))).toBe(
      '/periodical/31.pdf?type=tianxi',
    );
    expect(pdfExportPath('exhibitors', 7, new URLSearchParams('type=x&page=2'))).toBe('/exhibitors/7.pdf');
  });
});

describe('renderListingPdf', () => {
  it('builds an A4 periodical export with its title, fair, year and every exhibitor with its booth across pages', async () => {
    routePeriodical(bigDirectory);
    const listing = await loadPeriodicalListing(api(), '31', listingContext('standard'));
    const pdf = await openPdf(await renderListingPdf(listing, 'standard'));

    expect(pdf.numPages).toBeGreaterThan(1);
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      expect(page.view).toEqual([0, 0, A4[0], A4[1]]);
    }
    const first = await pageText(pdf, 1);
    expect(first).toContain(bigDirectory.title);
    expect(first).toContain('展会: 上海国际汽车工业展览会');
    expect(first).toContain('2025');
    const all = (
      await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => pageText(pdf, i + 1)))
    ).join(' ');
    expect(all).toContain('展商公司 1 Co., Ltd.');
    expect(all).toContain('展商公司 90 Co., Ltd.');
    expect(all).toContain('A090');
    expect(await pageText(pdf, pdf.numPages)).toContain(`共 ${String(pdf.numPages)} 页`);
  });

  it('paints a different header image for type=tianxi than for any other type, on every page', async () => {
    routePeriodical(bigDirectory);
    const standard = await openPdf(
      await renderListingPdf(
        await loadPeriodicalListing(api(), '31', listingContext('standard')),
        'standard',
      ),
    );
    const tianxi = await openPdf(
      await renderListingPdf(await loadPeriodicalListing(api(), '31', listingContext('tianxi')), 'tianxi'),
    );
    const standardImages = await paintedImages(standard, 1);
    const tianxiImages = await paintedImages(tianxi, 1);
    expect(standardImages).toHaveLength(1);
    expect(tianxiImages).toHaveLength(1);
    expect(standardImages[0]).not.toEqual(tianxiImages[0]);
    expect(await paintedImages(tianxi, tianxi.numPages)).toEqual(tianxiImages);
    expect(await pageText(tianxi, 1)).toContain('天喜版');
    expect(await pageText(standard, 1)).not.toContain('天喜版');
  });

  it('draws a red footer line on every page', async () => {
    routePeriodical(bigDirectory);
    const listing = await loadPeriodicalListing(api(), '31', listingContext('standard'));
    const pdf = await openPdf(await renderListingPdf(listing, 'standard'));
    for (let number = 1; number <= pdf.numPages; number += 1) {
      expect(await strokeColours(pdf, number)).toContain('#ff0000');
    }
  });

  it('exports a fair’s whole exhibitor list in English, reading every page of the API list', async () => {
    server.route('GET', '/api/exhibitions/7', (_hit, response) => {
      sendEnvelope(response, 1, exhibition);
    });
    // The list is read in page order, so the nth hit is page n.
    server.route('GET', '/api/exhibitions/7/exhibitors', (_hit, response, page) => {
      const records = page === 1 ? Array.from({ length: 100 }, (_, i) => exhibitor(i + 1)) : [exhibitor(101)];
      sendEnvelope(response, 1, { records, pageNum: page, pageSize: 100, total: 101 });
    });
    const listing = await loadExhibitorDirectoryListing(api(), '7', listingContext('standard', 'en'));
    expect(listing.fileName).toBe('exhibitors-7.pdf');
    expect(listing.rows).toHaveLength(101);
    expect(server.hitsOf('/api/exhibitions/7/exhibitors')).toHaveLength(2);
    const pdf = await openPdf(await renderListingPdf(listing, 'standard'));
    expect(await pageText(pdf, 1)).toContain('Exhibitors of 上海国际汽车工业展览会');
    expect(await pageText(pdf, pdf.numPages)).toContain('Exhibitor 101');
    expect(await pageText(pdf, pdf.numPages)).toContain(
      `Page ${String(pdf.numPages)} of ${String(pdf.numPages)}`,
    );
  });

  it('says so when a periodical lists no exhibitor', async () => {
    routePeriodical({ ...bigDirectory, exhibitors: [] });
    const listing = await loadPeriodicalListing(api(), '31', listingContext('standard', 'en'));
    const pdf = await openPdf(await renderListingPdf(listing, 'standard'));
    expect(pdf.numPages).toBe(1);
    expect(await pageText(pdf, 1)).toContain('No exhibitor list for this fair yet.');
  });

  it('fails the load with the API’s not-found when the periodical does not exist', async () => {
    server.route('GET', '/api/periodicals/31', (_hit, response) => {
      sendJson(response, 404, { code: 404, data: null, message: 'not found' });
    });
    await expect(loadPeriodicalListing(api(), '31', listingContext('standard'))).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('pdfResponse', () => {
  it('is an application/pdf attachment with the file name', async () => {
    const response = pdfResponse(Uint8Array.of(37, 80, 68, 70), 'periodical-31.pdf');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="periodical-31.pdf"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(Uint8Array.of(37, 80, 68, 70));
  });
});
