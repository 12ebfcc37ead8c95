import type { PavilionDetail } from '../contract/pavilion.ts';
import { pavilionJsonLd } from '../seo.ts';
import { plainText } from '../content/plain-text.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** Cache tags of a convention-centre page: the venue and the fairs it lists. */
export function pavilionTags(detail: PavilionDetail): string[] {
  return [cacheTags.pavilion(detail.id), ...detail.upcoming.map((item) => cacheTags.exhibition(item.id))];
}

/** The schema.org Place JSON-LD of a convention-centre page. */
export function pavilionPlaceJsonLd(
  detail: PavilionDetail,
  canonical: string,
  origin: string,
): Record<string, unknown> {
  return pavilionJsonLd({
    name: detail.name,
    url: canonical,
    description: plainText(detail.intro, 300),
    ...(detail.image !== '' && { image: new URL(detail.image, origin).href }),
    address: {
      streetAddress: detail.address,
      addressLocality: detail.city.name,
      addressCountry: detail.country.name,
    },
    latitude: detail.lat,
    longitude: detail.lng,
  });
}
