import { describe, expect, it } from 'vitest';
import { clusterGridSize, clusterMaxZoom, clusterMinSize } from '../../../../src/lib/map/rules.ts';
import {
  basemapData,
  basemapZoom,
  centerUpdate,
  defaultZoom,
  fallbackCenter,
  initialView,
  localMapStyle,
  mapStyle,
  markerFeatures,
  markerLayers,
  markerSource,
  openingZooms,
  zoomRange,
  zoomUpdate,
  type MapMarker,
} from '../../../../src/lib/pages/map-view.ts';

const shanghai: MapMarker = { id: 1, name: 'Shanghai', lng: 121.47, lat: 31.23, href: '/pavilion/1.html' };
const beijing: MapMarker = { id: 2, name: 'Beijing', lng: 116.4, lat: 39.9 };
const northPole: MapMarker = { id: 3, name: 'North', lng: 10, lat: 80 };

describe('initialView', () => {
  it('uses a valid requested centre and zoom', () => {
    expect(initialView({ markers: [], center: [121.47, 31.23], zoom: 10 })).toEqual({
      kind: 'camera',
      center: [121.47, 31.23],
      zoom: 10,
    });
  });

  it('ignores a centre with longitude outside -180..180 and falls back to the markers', () => {
    expect(initialView({ markers: [shanghai], center: [181, 31] })).toEqual({
      kind: 'camera',
      center: [121.47, 31.23],
      zoom: defaultZoom,
    });
  });

  it('ignores a centre with latitude outside -74..74', () => {
    expect(initialView({ markers: [], center: [121, -75] })).toEqual({
      kind: 'camera',
      center: fallbackCenter,
      zoom: 3,
    });
  });

  it('ignores a zoom outside 3..19 and keeps the default', () => {
    expect(initialView({ markers: [], center: [121, 31], zoom: 2 })).toMatchObject({ zoom: defaultZoom });
    expect(initialView({ markers: [], center: [121, 31], zoom: 20 })).toMatchObject({ zoom: defaultZoom });
    expect(initialView({ markers: [], center: [121, 31], zoom: 19 })).toMatchObject({ zoom: 19 });
  });

  it('fits several markers, leaving out those that cannot be placed', () => {
    expect(initialView({ markers: [shanghai, beijing, northPole] })).toEqual({
      kind: 'bounds',
      bounds: [
        [116.4, 31.23],
        [121.47, 39.9],
      ],
    });
  });
});

describe('centerUpdate and zoomUpdate', () => {
  it('apply values inside the ranges', () => {
    expect(centerUpdate([-180, 74])).toEqual([-180, 74]);
    expect(zoomUpdate(3)).toBe(3);
  });

  it('ignore values outside the ranges, so the map keeps its view', () => {
    expect(centerUpdate([-180.1, 0])).toBeUndefined();
    expect(centerUpdate([0, 74.5])).toBeUndefined();
    expect(centerUpdate('121,31')).toBeUndefined();
    expect(zoomUpdate(2.9)).toBeUndefined();
    expect(zoomUpdate(19.5)).toBeUndefined();
    expect(zoomUpdate(Number.NaN)).toBeUndefined();
  });
});

describe('markerSource', () => {
  it('clusters with grid 60, max zoom 18 and at least 2 points on the list map', () => {
    const source = markerSource([shanghai, beijing], true);
    expect(source).toMatchObject({
      type: 'geojson',
      cluster: true,
      clusterRadius: clusterGridSize,
      clusterMaxZoom,
      clusterMinPoints: clusterMinSize,
    });
    expect([clusterGridSize, clusterMaxZoom, clusterMinSize]).toEqual([60, 18, 2]);
  });

  it('does not cluster a detail map', () => {
    expect(markerSource([shanghai], false)).not.toHaveProperty('cluster');
  });
});

describe('markerFeatures', () => {
  it('turns placeable markers into points with id, name and link', () => {
    const collection = markerFeatures([shanghai, northPole]);
    expect(collection.features).toHaveLength(1);
    expect(collection.features[0]).toMatchObject({
      geometry: { type: 'Point', coordinates: [121.47, 31.23] },
      properties: { id: 1, name: 'Shanghai', href: '/pavilion/1.html' },
    });
  });
});

describe('localMapStyle', () => {
  it('needs nothing from any host: no tiles, glyphs, sprites or data URL for the worker to fetch', () => {
    const style = localMapStyle();
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(JSON.stringify(style)).not.toMatch(/https?:|"\/maps\//);
    expect(style.sources.world).toEqual({
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
    });
  });

  it('draws the countries and their borders from the basemap source', () => {
    const layers = localMapStyle().layers.filter((layer) => 'source' in layer && layer.source === 'world');
    expect(layers.map((layer) => [layer.type, 'filter' in layer ? layer.filter : undefined])).toEqual([
      ['fill', ['==', ['get', 'layer'], 'country']],
      ['line', ['==', ['get', 'layer'], 'border']],
    ]);
  });

  it('is used when the environment sets no style URL', () => {
    expect(mapStyle('')).toEqual(localMapStyle());
    expect(mapStyle('https://maps.example.org/style.json')).toBe('https://maps.example.org/style.json');
  });
});

describe('openingZooms', () => {
  it('opens on the region over the offline basemap and at street level over real tiles', () => {
    expect(openingZooms('')).toEqual({ single: basemapZoom, fitMax: basemapZoom });
    expect(openingZooms('https://maps.example.org/style.json')).toEqual({ single: defaultZoom, fitMax: 12 });
    expect(initialView({ markers: [shanghai], center: [121.47, 31.23] }, basemapZoom)).toEqual({
      kind: 'camera',
      center: [121.47, 31.23],
      zoom: basemapZoom,
    });
    expect(initialView({ markers: [shanghai], zoom: 9 }, basemapZoom)).toMatchObject({ zoom: 9 });
  });
});

describe('basemapData', () => {
  it('accepts a feature collection and nothing else', () => {
    const collection = { type: 'FeatureCollection', features: [] };
    expect(basemapData(collection)).toBe(collection);
    expect(basemapData({ type: 'Feature', features: [] })).toBeUndefined();
    expect(basemapData({ type: 'FeatureCollection', features: 'x' })).toBeUndefined();
    expect(basemapData('<html>')).toBeUndefined();
    expect(basemapData(null)).toBeUndefined();
  });
});

describe('markerLayers', () => {
  it('draws circles only, so no text needs glyphs', () => {
    expect(markerLayers().map((layer) => layer.type)).toEqual(['circle', 'circle']);
  });
});

describe('zoomRange', () => {
  it('limits the map to zoom 3..19', () => {
    expect(zoomRange).toEqual({ minZoom: 3, maxZoom: 19 });
  });
});
