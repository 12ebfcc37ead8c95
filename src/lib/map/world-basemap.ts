/// <reference types="geojson" />
// The offline basemap under the venue maps when no tile service is configured: Natural Earth's
// countries (world-atlas, 1:110m, from the registry) as one GeoJSON collection, each country
// polygon tagged `layer: 'country'` with its name and the borders between countries as one
// `layer: 'border'` line, so one source feeds both map layers. Built once per process on the
// server and fetched by the map as data (src/pages/maps/world.json.ts), never bundled into JS.
import { feature, mesh } from 'topojson-client';
import world from 'world-atlas/countries-110m.json' with { type: 'json' };

let built: string | undefined;

/** The basemap of the world: countries, then the borders between them. */
export function worldBasemap(): GeoJSON.FeatureCollection {
  const countriesObject = world.objects.countries;
  const countries = feature(world, countriesObject);
  const list = countries.type === 'FeatureCollection' ? countries.features : [countries];
  return {
    type: 'FeatureCollection',
    features: [
      ...list.map((country) => ({
        ...country,
        properties: { layer: 'country', name: String(country.properties?.name ?? '') },
      })),
      // Only arcs two countries share: coastlines are already the edge of the land fill.
      {
        type: 'Feature',
        properties: { layer: 'border' },
        geometry: mesh(world, countriesObject, (a, b) => a !== b),
      },
    ],
  };
}

/**
 * The basemap as the JSON text the endpoint serves, built on first use; coordinates rounded to
 * 0.01 degree (about 1 km, finer than the 1:110m data itself), which halves the download.
 */
export function worldBasemapJson(): string {
  built ??= JSON.stringify(worldBasemap(), (_key, value: unknown) =>
    typeof value === 'number' ? Math.round(value * 100) / 100 : value,
  );
  return built;
}
