import { describe, expect, it } from 'vitest';
import type { Edition, ExhibitionDetail } from '../contract/exhibition.ts';
import { editionJsonLd } from './exhibition-detail.ts';

const detail = {
  id: 7,
  name: 'Canton Fair',
  intro: '<p>The fair.</p>',
  startDate: '2030-04-15',
  endDate: '2030-04-19',
  cover: '/oss/cover.jpg',
  city: { id: 1, name: 'Guangzhou' },
  country: { id: 1, name: 'China' },
  venue: { id: 3, name: 'Pazhou', address: 'Yuejiang Rd', lat: 23.1, lng: 113.4 },
  organiser: { id: 9, name: 'Organiser', website: null, email: null, logo: '' },
  tickets: [
    {
      id: 1,
      exhibitionId: 7,
      payKind: 1,
      name: 'Visitor',
      description: '',
      saleStart: '2030-01-01',
      saleEnd: '2030-04-19',
      onSale: true,
      tiers: [{ id: 1, name: 'Standard', priceMinor: 5000, currency: 'CNY', remaining: 3 }],
    },
  ],
} as unknown as ExhibitionDetail;

const edition = (endDate: string): Edition => ({
  id: 20,
  edition: 21,
  year: 2026,
  startDate: '2026-04-15',
  endDate,
  exhibitors: 1,
  visitors: 2,
  areaSqm: 3,
  summary: 'The 21st edition.',
});

describe('editionJsonLd', () => {
  const canonical = 'https://www.expoportal.cn/exhibition/periodical/20.html';
  const origin = 'https://www.expoportal.cn';

  it("is the edition's own ExhibitionEvent: its name, dates, URL, and the exhibition as superEvent", () => {
    const ld = editionJsonLd(
      detail,
      edition('2026-04-19'),
      'Canton Fair 21',
      canonical,
      origin,
      'zh',
      '2027-01-01',
    );
    expect(ld).toMatchObject({
      '@type': 'ExhibitionEvent',
      name: 'Canton Fair 21',
      description: 'The 21st edition.',
      startDate: '2026-04-15',
      endDate: '2026-04-19',
      url: canonical,
      location: { name: 'Pazhou' },
      superEvent: { '@type': 'EventSeries', name: 'Canton Fair', url: `${origin}/exhibition/7.html` },
    });
    // A past edition sells nothing.
    expect(ld.offers).toEqual([]);
  });

  it("offers the exhibition's tickets while the edition has not ended", () => {
    const ld = editionJsonLd(
      detail,
      edition('2030-04-19'),
      'Canton Fair 21',
      canonical,
      origin,
      'en',
      '2030-01-01',
    );
    expect(ld.offers).toHaveLength(1);
  });
});
