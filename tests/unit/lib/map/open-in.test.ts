import { describe, expect, it } from 'vitest';
import { mapServicesFor, openInHref, openInLinks } from '../../../../src/lib/map/open-in.ts';

describe('openInHref', () => {
  it("opens Amap's marker page with WGS 84 coordinates, so Amap applies its own offset", () => {
    const href = new URL(openInHref('amap', [121.497891, 31.187642], '上海 & <Expo>'));
    expect(href.origin + href.pathname).toBe('https://uri.amap.com/marker');
    expect(href.searchParams.get('position')).toBe('121.497891,31.187642');
    expect(href.searchParams.get('coordinate')).toBe('wgs84');
    expect(href.searchParams.get('name')).toBe('上海 & <Expo>');
  });

  it('puts latitude first for Google Maps and OpenStreetMap', () => {
    expect(openInHref('google', [2.35, 48.85], 'x')).toBe(
      'https://www.google.com/maps/search/?api=1&query=48.85%2C2.35',
    );
    expect(openInHref('osm', [-0.1234567, 51.5], 'x')).toBe(
      'https://www.openstreetmap.org/?mlat=51.5&mlon=-0.123457#map=16/51.5/-0.123457',
    );
  });
});

describe('openInLinks', () => {
  it('lists Amap first in the Chinese edition and Google Maps first in the English one', () => {
    expect(mapServicesFor('zh')).toEqual(['amap', 'google', 'osm']);
    expect(mapServicesFor('en')).toEqual(['google', 'osm', 'amap']);
    expect(openInLinks('zh', [1, 2], 'a').map((link) => link.service)).toEqual(['amap', 'google', 'osm']);
  });
});
