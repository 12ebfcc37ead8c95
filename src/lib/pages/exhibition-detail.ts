import type { Edition, ExhibitionDetail } from '../contract/exhibition.ts';
import type { Locale } from '../contract/locale.ts';
import { htmlLang } from '../contract/locale.ts';
import { exhibitionPath, pavilionPath, ticketPath } from '../paths/index.ts';
import { exhibitionEventJsonLd, type OfferInput } from '../seo.ts';
import { plainText } from '../content/plain-text.ts';

/** Ticket tiers as schema.org offers. */
function ticketOffers(detail: ExhibitionDetail, origin: string): OfferInput[] {
  return detail.tickets.flatMap((ticket) =>
    ticket.tiers.map((tier) => ({
      name: `${ticket.name} - ${tier.name}`,
      priceMinor: tier.priceMinor,
      currency: tier.currency,
      url: `${origin}${ticketPath(detail.id)}`,
      availability: tier.remaining > 0 ? ('InStock' as const) : ('SoldOut' as const),
      validFrom: ticket.saleStart,
    })),
  );
}

/** The ExhibitionEvent JSON-LD of an exhibition page. */
export function exhibitionJsonLd(
  detail: ExhibitionDetail,
  canonical: string,
  origin: string,
  locale: Locale,
): Record<string, unknown> {
  return exhibitionEventJsonLd({
    name: detail.name,
    description: plainText(detail.intro, 300),
    startDate: detail.startDate,
    endDate: detail.endDate,
    status: 'scheduled',
    url: canonical,
    image: detail.cover ? new URL(detail.cover, origin).href : undefined,
    venue: {
      name: detail.venue.name,
      address: {
        streetAddress: detail.venue.address,
        addressLocality: detail.city.name,
        addressCountry: detail.country.name,
      },
      latitude: detail.venue.lat,
      longitude: detail.venue.lng,
      url: `${origin}${pavilionPath(detail.venue.id)}`,
    },
    organizer: { name: detail.organiser.name, url: detail.organiser.website ?? undefined },
    offers: ticketOffers(detail, origin),
    inLanguage: htmlLang(locale),
  });
}

/**
 * The ExhibitionEvent JSON-LD of one edition's page: the edition's own name, dates and URL, the
 * exhibition's venue and organiser; offers only while the edition has not ended (the exhibition's
 * tickets are for its coming edition).
 */
export function editionJsonLd(
  detail: ExhibitionDetail,
  edition: Edition,
  name: string,
  canonical: string,
  origin: string,
  locale: Locale,
  today: string = new Date().toISOString().slice(0, 10),
): Record<string, unknown> {
  const event = exhibitionJsonLd(detail, canonical, origin, locale);
  return {
    ...event,
    name,
    description: edition.summary === '' ? event.description : plainText(edition.summary, 300),
    startDate: edition.startDate,
    endDate: edition.endDate,
    offers: edition.endDate >= today ? event.offers : [],
    superEvent: { '@type': 'EventSeries', name: detail.name, url: `${origin}${exhibitionPath(detail.id)}` },
  };
}
