/// <reference types="geojson" />
// What the venue maps show, kept free of maplibre-gl so it is cheap to test and to import
// from the island's tiny wrapper: the view (center and zoom checked against map/rules.ts), the
// marker GeoJSON, the clustering options and the local style used when no style URL is set.
import type { GeoJSONSourceSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import {
  applicableZoom,
  clusterGridSize,
  clusterMaxZoom,
  clusterMinSize,
  maxZoom,
  minZoom,
  validCenter,
  type LngLat,
} from '../map/rules.ts';

/** One venue on a map. */
export interface MapMarker {
  id: number;
  name: string;
  lng: number;
  lat: number;
  /** The venue's page, when the marker is a link. */
  href?: string | undefined;
}

/** Props of the map island, as the Astro page passes them. */
export interface MapProps {
  markers: MapMarker[];
  /** Requested centre [lng, lat]; ignored when outside the allowed range. */
  center?: readonly [number, number] | undefined;
  /** Requested zoom; ignored outside 3..19. */
  zoom?: number | undefined;
  /** Group nearby markers (the pavilion list). */
  cluster?: boolean | undefined;
  /** The environment's style URL; '' uses the local style on the offline basemap. */
  styleUrl: string;
  /** Where the offline basemap is (a path on the page's origin: /maps/world.json). */
  basemapUrl: string;
  /** The venue's city, labelled beside a single marker. */
  place?: string | undefined;
  /** Accessible name of the map. */
  label: string;
  /** The stand-in's button that starts the map (the page's language). */
  showLabel: string;
}

/** Where the map opens: a fixed camera, or the bounds of the markers. */
export type InitialView =
  { kind: 'camera'; center: LngLat; zoom: number } | { kind: 'bounds'; bounds: [LngLat, LngLat] };

/** Zoom used when the page asks for none (a single venue close enough to see its street). */
export const defaultZoom = 14;
/** Highest zoom a fit to several markers may reach. */
const fitMaxZoom = 12;
/** Where the map opens with nothing valid to show: the middle of China. */
export const fallbackCenter: LngLat = [104.1954, 35.8617];
/** Name of the GeoJSON source holding the markers. */
export const markerSourceId = 'venues';

/** Markers whose position the map may use (the same range rule as a centre). */
function placeableMarkers(markers: readonly MapMarker[]): MapMarker[] {
  return markers.filter((marker) => validCenter([marker.lng, marker.lat]) !== undefined);
}

/**
 * The centre to apply when the props change: the requested one when valid, else undefined so
 * the map keeps its current view (the spec ignores a bad centre rather than clamping it).
 */
export function centerUpdate(center: unknown): LngLat | undefined {
  return validCenter(center);
}

/** The zoom to apply when the props change; undefined outside 3..19 so the map keeps its zoom. */
export function zoomUpdate(zoom: unknown): number | undefined {
  return applicableZoom(zoom);
}

/**
 * Zoom of a single venue, and the highest zoom of a fit to several, on the offline basemap:
 * Natural Earth's 1:110m countries say nothing closer than the region, where a street-level view
 * would be one flat colour.
 */
export const basemapZoom = 4;

/** The opening zooms for a style: street level on real tiles, the region on the offline basemap. */
export function openingZooms(styleUrl: string): { single: number; fitMax: number } {
  return styleUrl === ''
    ? { single: basemapZoom, fitMax: basemapZoom }
    : { single: defaultZoom, fitMax: fitMaxZoom };
}

/**
 * The first view: a valid requested centre wins; else one marker is centred on; several are
 * fitted; with nothing placeable the map shows the fallback centre at the lowest zoom. A centre
 * or single marker without a valid requested zoom opens at `unsetZoom`.
 * @example initialView({ markers: [], center: [200, 10], zoom: 2 }) // { kind: 'camera', center: fallbackCenter, zoom: 3 }
 */
export function initialView(
  props: Pick<MapProps, 'markers' | 'center' | 'zoom'>,
  unsetZoom: number = defaultZoom,
): InitialView {
  const center = validCenter(props.center);
  const zoom = applicableZoom(props.zoom);
  if (center) return { kind: 'camera', center, zoom: zoom ?? unsetZoom };
  const markers = placeableMarkers(props.markers);
  const [first] = markers;
  if (!first) return { kind: 'camera', center: fallbackCenter, zoom: zoom ?? minZoom };
  if (markers.length === 1)
    return { kind: 'camera', center: [first.lng, first.lat], zoom: zoom ?? unsetZoom };
  const lngs = markers.map((marker) => marker.lng);
  const lats = markers.map((marker) => marker.lat);
  return {
    kind: 'bounds',
    bounds: [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
  };
}

/** The markers as a GeoJSON feature collection (properties: id, name, href). */
export function markerFeatures(markers: readonly MapMarker[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: 'FeatureCollection',
    features: placeableMarkers(markers).map((marker) => ({
      type: 'Feature',
      id: marker.id,
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
      properties: { id: marker.id, name: marker.name, href: marker.href ?? '' },
    })),
  };
}

/**
 * The GeoJSON source of the markers; clustered on the list map with the spec's grid 60,
 * max zoom 18 and min size 2.
 */
export function markerSource(markers: readonly MapMarker[], cluster: boolean): GeoJSONSourceSpecification {
  const data = markerFeatures(markers);
  if (!cluster) return { type: 'geojson', data };
  return {
    type: 'geojson',
    data,
    cluster: true,
    clusterRadius: clusterGridSize,
    clusterMaxZoom,
    clusterMinPoints: clusterMinSize,
  };
}

/**
 * The marker layers: clusters as larger circles sized by count, single venues as brand-red
 * dots. Circles only, so no glyphs or sprites are ever fetched.
 */
export function markerLayers(): LayerSpecification[] {
  return [
    {
      id: 'venue-clusters',
      type: 'circle',
      source: markerSourceId,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': '#c8102e',
        'circle-opacity': 0.75,
        'circle-radius': ['step', ['get', 'point_count'], 14, 5, 18, 20, 24],
        'circle-stroke-width': 3,
        'circle-stroke-color': '#ffffff',
      },
    },
    {
      id: 'venue-points',
      type: 'circle',
      source: markerSourceId,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': '#c8102e',
        'circle-radius': 8,
        'circle-stroke-width': 2,
        'circle-stroke-color': '#ffffff',
      },
    },
  ];
}

/** Lines every `step` degrees, for the local style's graticule. */
function graticule(step = 10): GeoJSON.FeatureCollection<GeoJSON.LineString> {
  const features: GeoJSON.Feature<GeoJSON.LineString>[] = [];
  for (let lng = -180; lng <= 180; lng += step) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lng, -80],
          [lng, 80],
        ],
      },
    });
  }
  for (let lat = -80; lat <= 80; lat += step) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [-180, lat],
          [180, lat],
        ],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** Name of the GeoJSON source holding the offline basemap (countries and borders). */
export const basemapSourceId = 'world';

/** An empty feature collection: the basemap source before its data has arrived. */
function emptyCollection(): GeoJSON.FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}

/**
 * The basemap as the map engine fetched it (/maps/world.json), or undefined when the answer is
 * not a feature collection (an error page, a proxy's notice): the map then shows the sea only.
 */
export function basemapData(value: unknown): GeoJSON.FeatureCollection | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, features } = value as { type?: unknown; features?: unknown };
  return type === 'FeatureCollection' && Array.isArray(features)
    ? (value as GeoJSON.FeatureCollection)
    : undefined;
}

/**
 * The style when no style URL is configured: sea, a faint graticule, the countries of the world
 * and their borders, so the map shows where a venue is with no tile service, glyphs or sprites.
 * The basemap source starts empty: the engine fetches /maps/world.json on the page and hands it
 * over, because maplibre's worker would fetch a URL under the worker script's own policy (the
 * origin sends `default-src 'none'` with every script), which blocks it.
 */
export function localMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      graticule: { type: 'geojson', data: graticule() },
      [basemapSourceId]: { type: 'geojson', data: emptyCollection() },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#cfe0ec' } },
      {
        id: 'graticule',
        type: 'line',
        source: 'graticule',
        paint: { 'line-color': '#b8cddc', 'line-width': 1 },
      },
      {
        id: 'countries',
        type: 'fill',
        source: basemapSourceId,
        filter: ['==', ['get', 'layer'], 'country'],
        paint: { 'fill-color': '#f3f0e8', 'fill-outline-color': '#a9b8c4' },
      },
      {
        id: 'borders',
        type: 'line',
        source: basemapSourceId,
        filter: ['==', ['get', 'layer'], 'border'],
        paint: { 'line-color': '#9a8f80', 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  };
}

/** The style to load: the environment's URL, or the local style on the offline basemap when it is ''. */
export function mapStyle(styleUrl: string): string | StyleSpecification {
  return styleUrl === '' ? localMapStyle() : styleUrl;
}

/** The zoom range the map allows. */
export const zoomRange = { minZoom, maxZoom } as const;
