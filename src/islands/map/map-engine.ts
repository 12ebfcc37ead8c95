/// <reference types="geojson" />
// The heavy half of the venue map: everything that needs maplibre-gl. Only VenueMap's dynamic
// import reaches this module, so neither it nor maplibre-gl (the heaviest script of the portal) loads
// before the map has scrolled into view.
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
// The bundler moves maplibre's worker next to our chunks under a hashed name; maplibre would
// otherwise look for it beside its own module URL, which no longer exists after bundling.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
// Linked, not imported: Astro inlines every stylesheet an island's module graph imports into
// the page (maplibre's would outweigh the page), even one only a dynamic import reaches.
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import {
  basemapData,
  basemapSourceId,
  centerUpdate,
  initialView,
  mapStyle,
  markerFeatures,
  markerLayers,
  markerSource,
  markerSourceId,
  zoomRange,
  zoomUpdate,
  openingZooms,
  type MapProps,
} from '../../lib/pages/map-view.ts';

setWorkerUrl(workerUrl);

/** Adds maplibre's stylesheet to the document once, when the first map is created. */
function linkStylesheet(): void {
  if (document.querySelector('link[data-maplibre-css]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.dataset.maplibreCss = '';
  document.head.append(link);
}

/**
 * The offline basemap, fetched on the page (its policy allows the same origin; the worker's
 * would not); undefined when it cannot be had, and the map then shows the sea and the markers.
 */
async function fetchBasemap(url: string): Promise<GeoJSON.FeatureCollection | undefined> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    return response.ok ? basemapData(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** What the map reports to its host element. */
export interface MapEvents {
  /** The style and the markers are loaded and drawn once. */
  onReady: () => void;
  /**
   * Cluster and single-marker counts currently drawn (the list map exposes them) and the number
   * of basemap countries drawn (0 with a configured tile style).
   */
  onRendered: (counts: { clusters: number; points: number; countries: number }) => void;
}

/** A live map: apply new props, or tear it down. */
export interface MapEngine {
  update: (props: MapProps) => void;
  destroy: () => void;
}

const clusterLayerId = 'venue-clusters';
const pointLayerId = 'venue-points';

function renderedCounts(map: MapLibreMap): { clusters: number; points: number; countries: number } {
  const features = map.querySourceFeatures(markerSourceId);
  const clusters = new Set<unknown>();
  const points = new Set<unknown>();
  for (const feature of features) {
    const properties: Record<string, unknown> = feature.properties;
    if (properties.cluster === true) clusters.add(properties.cluster_id);
    else points.add(properties.id);
  }
  const countries = map.getSource(basemapSourceId)
    ? map.querySourceFeatures(basemapSourceId, { filter: ['==', ['get', 'layer'], 'country'] }).length
    : 0;
  return { clusters: clusters.size, points: points.size, countries };
}

/** Creates the map in `container` and wires its overlays to the props. */
export function createMapEngine(container: HTMLElement, initial: MapProps, events: MapEvents): MapEngine {
  linkStylesheet();
  // Fetched while maplibre starts; only the local style (no MAP_STYLE_URL) draws it.
  const basemap = initial.styleUrl === '' ? fetchBasemap(initial.basemapUrl) : Promise.resolve(undefined);
  const zooms = openingZooms(initial.styleUrl);
  const view = initialView(initial, zooms.single);
  const map = new MapLibreMap({
    container,
    style: mapStyle(initial.styleUrl),
    ...zoomRange,
    ...(view.kind === 'camera'
      ? { center: [view.center[0], view.center[1]], zoom: view.zoom }
      : {
          bounds: [
            [view.bounds[0][0], view.bounds[0][1]],
            [view.bounds[1][0], view.bounds[1][1]],
          ],
          fitBoundsOptions: { padding: 48, maxZoom: zooms.fitMax },
        }),
    // A page scroll must not turn into a map zoom; the buttons and pinch still zoom.
    scrollZoom: false,
    locale: { 'Map.Title': initial.label },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  // The city as an HTML label beside a single venue: text layers would need a glyph server.
  const [only] = initial.markers;
  if (initial.markers.length === 1 && only && initial.place !== undefined && initial.place !== '') {
    const label = document.createElement('span');
    label.className = 'venue-map-place';
    label.textContent = initial.place;
    new Marker({ element: label, anchor: 'left', offset: [14, 0] })
      .setLngLat([only.lng, only.lat])
      .addTo(map);
  }
  let cluster = initial.cluster === true;
  // Props given before the style and markers are loaded are drawn on load, not dropped.
  let latest = initial;
  let loaded = false;
  let removed = false;

  const moveCamera = (props: MapProps): void => {
    const center = centerUpdate(props.center);
    const zoom = zoomUpdate(props.zoom);
    if (center || zoom !== undefined) {
      map.jumpTo({
        ...(center && { center: [center[0], center[1]] }),
        ...(zoom !== undefined && { zoom }),
      });
    }
  };

  const addMarkers = (props: MapProps): void => {
    for (const layer of markerLayers()) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
    if (map.getSource(markerSourceId)) map.removeSource(markerSourceId);
    map.addSource(markerSourceId, markerSource(props.markers, props.cluster === true));
    for (const layer of markerLayers()) map.addLayer(layer);
  };

  map.on('load', () => {
    loaded = true;
    cluster = latest.cluster === true;
    addMarkers(latest);
    if (latest !== initial) moveCamera(latest);
    // Ready once the basemap (when there is one) is drawn too, not only the sea and the markers.
    void basemap.then((data) => {
      if (removed) return;
      if (data) void map.getSource<GeoJSONSource>(basemapSourceId)?.setData(data);
      map.once('idle', () => {
        events.onReady();
        events.onRendered(renderedCounts(map));
      });
      // A map already idle fires 'idle' again only after another frame.
      map.triggerRepaint();
    });
  });
  map.on('idle', () => {
    if (map.getSource(markerSourceId)) events.onRendered(renderedCounts(map));
  });
  map.on('click', clusterLayerId, (event) => {
    const feature = event.features?.[0];
    const source = map.getSource<GeoJSONSource>(markerSourceId);
    const properties: Record<string, unknown> = feature?.properties ?? {};
    const clusterId = typeof properties.cluster_id === 'number' ? properties.cluster_id : undefined;
    if (!feature || !source || clusterId === undefined || feature.geometry.type !== 'Point') return;
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    void source.getClusterExpansionZoom(clusterId).then((zoom) => map.easeTo({ center: [lng, lat], zoom }));
  });
  map.on('click', pointLayerId, (event) => {
    const properties: Record<string, unknown> = event.features?.[0]?.properties ?? {};
    const href = properties.href;
    if (typeof href === 'string' && href !== '') window.location.assign(href);
  });
  for (const layer of [clusterLayerId, pointLayerId]) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }

  return {
    update(props) {
      latest = props;
      // Before load, the load handler draws `latest`. (isStyleLoaded is false again whenever tiles
      // or sources are loading, which used to drop updates made while the map was busy.)
      if (!loaded) return;
      // Clustering is fixed when a source is created, so a change of it rebuilds the source.
      if ((props.cluster === true) !== cluster || !map.getSource(markerSourceId)) {
        cluster = props.cluster === true;
        addMarkers(props);
      } else {
        void map.getSource<GeoJSONSource>(markerSourceId)?.setData(markerFeatures(props.markers));
      }
      moveCamera(props);
    },
    destroy() {
      removed = true;
      map.remove();
    },
  };
}
