// topojson-client 3 ships no types and @types/topojson-client is not a dependency: the two
// functions the world basemap uses, typed as far as it relies on them.
declare module 'topojson-client' {
  /** The GeoJSON of one object of a topology. */
  export function feature(topology: unknown, object: unknown): GeoJSON.FeatureCollection | GeoJSON.Feature;
  /** The arcs of an object as one MultiLineString, filtered to shared arcs when `filter` says so. */
  export function mesh(
    topology: unknown,
    object: unknown,
    filter?: (a: unknown, b: unknown) => boolean,
  ): GeoJSON.MultiLineString;
}
