import { describe, expect, it } from 'vitest';
import { worldBasemap, worldBasemapJson } from '../../../../src/lib/map/world-basemap.ts';

describe('worldBasemap', () => {
  it("holds Natural Earth's countries with their names and one line set of borders", () => {
    const { features } = worldBasemap();
    const countries = features.filter((f) => f.properties?.layer === 'country');
    const borders = features.filter((f) => f.properties?.layer === 'border');
    expect(countries.length).toBeGreaterThan(150);
    expect(countries.map((c) => String(c.properties?.name))).toEqual(
      expect.arrayContaining(['China', 'Germany']),
    );
    expect(countries.every((c) => c.geometry.type.endsWith('Polygon'))).toBe(true);
    expect(borders).toHaveLength(1);
    expect(borders[0]?.geometry.type).toBe('MultiLineString');
  });

  it('serves the same JSON text every time, small enough to fetch as data', () => {
    const text = worldBasemapJson();
    expect(worldBasemapJson()).toBe(text);
    const parsed = JSON.parse(text) as ReturnType<typeof worldBasemap>;
    expect(parsed.features).toHaveLength(worldBasemap().features.length);
    expect(text.length).toBeLessThan(400_000);
  });
});
