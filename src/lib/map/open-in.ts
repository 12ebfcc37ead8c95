// "Open in" links beside a venue map: the venue in the map services readers use, Amap first in
// the Chinese edition (the one mainland readers have), Google Maps first in the English one.
// Coordinates are WGS 84 as stored; Amap's URI API converts them itself when told
// `coordinate=wgs84` (its own GCJ-02 is the default), so no offset is applied here.
import type { Edition } from '../edition.ts';
import type { LngLat } from './rules.ts';

/** A map service a venue can be opened in. */
export type MapService = 'amap' | 'google' | 'osm';

/** One "open in" link. */
export interface OpenInLink {
  service: MapService;
  href: string;
}

const fixed = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/**
 * The venue in one service.
 * @example openInHref('amap', [121.47, 31.23], 'Expo') // 'https://uri.amap.com/marker?position=121.47,31.23&name=Expo&coordinate=wgs84&callnative=0'
 * @example openInHref('osm', [121.47, 31.23], 'Expo') // 'https://www.openstreetmap.org/?mlat=31.23&mlon=121.47#map=16/31.23/121.47'
 */
export function openInHref(service: MapService, [lng, lat]: LngLat, name: string): string {
  const x = fixed(lng);
  const y = fixed(lat);
  switch (service) {
    case 'amap':
      // https://lbs.amap.com/api/uri-api/guide/mobile-web/point
      return `https://uri.amap.com/marker?position=${x},${y}&name=${encodeURIComponent(name)}&coordinate=wgs84&callnative=0`;
    case 'google':
      // https://developers.google.com/maps/documentation/urls/get-started#search-action
      return `https://www.google.com/maps/search/?api=1&query=${y}%2C${x}`;
    case 'osm':
      return `https://www.openstreetmap.org/?mlat=${y}&mlon=${x}#map=16/${y}/${x}`;
  }
}

/** The services in the order an edition lists them. */
export function mapServicesFor(edition: Edition): MapService[] {
  return edition === 'zh' ? ['amap', 'google', 'osm'] : ['google', 'osm', 'amap'];
}

/** The "open in" links of a venue, in the edition's order. */
export function openInLinks(edition: Edition, position: LngLat, name: string): OpenInLink[] {
  return mapServicesFor(edition).map((service) => ({ service, href: openInHref(service, position, name) }));
}
