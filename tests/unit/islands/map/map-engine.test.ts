// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markerFeatures, markerSourceId, type MapProps } from '../../../../src/lib/pages/map-view.ts';

// jsdom has no WebGL, so maplibre-gl is replaced by a map that keeps what the engine asks of
// maplibre's public API (sources, layers, setData, jumpTo) and fires its events on demand.
type Handler = () => void;
class FakeSource {
  readonly data: unknown[] = [];
  readonly spec: { data: unknown; cluster?: boolean };
  constructor(spec: { data: unknown; cluster?: boolean }) {
    this.spec = spec;
  }
  setData(data: unknown): this {
    this.data.push(data);
    return this;
  }
}
class FakeMap {
  static last: FakeMap | undefined;
  readonly handlers = new Map<string, Handler[]>();
  readonly sources = new Map<string, FakeSource>();
  readonly layers = new Set<string>();
  readonly addedSources: FakeSource[] = [];
  readonly jumps: unknown[] = [];
  styleLoaded = false;
  repaints = 0;
  constructor(options: { style: unknown }) {
    FakeMap.last = this;
    this.style = options.style;
    // The style's own sources exist from the start, as in maplibre once the style is parsed.
    if (typeof options.style === 'object' && options.style !== null && 'sources' in options.style) {
      const sources = options.style.sources as Record<string, { data: unknown }>;
      for (const [id, spec] of Object.entries(sources)) this.sources.set(id, new FakeSource(spec));
    }
  }
  readonly style: unknown;
  triggerRepaint(): void {
    this.repaints += 1;
  }
  on(event: string, layerOrHandler: string | Handler, handler?: Handler): this {
    const key = typeof layerOrHandler === 'string' ? `${event}:${layerOrHandler}` : event;
    const callback = typeof layerOrHandler === 'string' ? handler : layerOrHandler;
    if (callback) this.handlers.set(key, [...(this.handlers.get(key) ?? []), callback]);
    return this;
  }
  once(event: string, handler: Handler): this {
    const wrapped: Handler = () => {
      this.handlers.set(
        event,
        (this.handlers.get(event) ?? []).filter((h) => h !== wrapped),
      );
      handler();
    };
    return this.on(event, wrapped);
  }
  fire(event: string): void {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
  addControl(): this {
    return this;
  }
  addSource(id: string, spec: { data: unknown; cluster?: boolean }): this {
    const source = new FakeSource(spec);
    this.sources.set(id, source);
    this.addedSources.push(source);
    return this;
  }
  getSource(id: string): FakeSource | undefined {
    return this.sources.get(id);
  }
  removeSource(id: string): this {
    this.sources.delete(id);
    return this;
  }
  addLayer(layer: { id: string }): this {
    this.layers.add(layer.id);
    return this;
  }
  getLayer(id: string): { id: string } | undefined {
    return this.layers.has(id) ? { id } : undefined;
  }
  removeLayer(id: string): this {
    this.layers.delete(id);
    return this;
  }
  isStyleLoaded(): boolean {
    return this.styleLoaded;
  }
  jumpTo(options: unknown): this {
    this.jumps.push(options);
    return this;
  }
  querySourceFeatures(): unknown[] {
    return [];
  }
  getCanvas(): { style: Record<string, string> } {
    return { style: {} };
  }
  remove(): void {
    this.handlers.clear();
  }
}
/** Labels added as HTML markers: their text and position. */
const placedLabels: { text: string; at: unknown }[] = [];
class FakeMarker {
  readonly #element: HTMLElement;
  #at: unknown;
  constructor(options: { element: HTMLElement }) {
    this.#element = options.element;
  }
  setLngLat(at: unknown): this {
    this.#at = at;
    return this;
  }
  addTo(): this {
    placedLabels.push({ text: this.#element.textContent, at: this.#at });
    return this;
  }
}
vi.mock('maplibre-gl', () => ({
  Map: FakeMap,
  Marker: FakeMarker,
  NavigationControl: class {
    readonly position = 'top-right';
  },
  setWorkerUrl: () => undefined,
}));
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/worker.mjs' }));
vi.mock('maplibre-gl/dist/maplibre-gl.css?url', () => ({ default: '/maplibre.css' }));

const { createMapEngine } = await import('../../../../src/islands/map/map-engine.ts');

const hall = (id: number, lng: number, lat: number) => ({ id, name: `Hall ${String(id)}`, lng, lat });
const base: MapProps = {
  markers: [hall(1, 121.4, 31.2)],
  styleUrl: '',
  basemapUrl: '/maps/world.json',
  label: 'Map',
  showLabel: 'Show map',
};
const events = { onReady: () => undefined, onRendered: () => undefined };

function start(initial: MapProps = base): { engine: ReturnType<typeof createMapEngine>; map: FakeMap } {
  const engine = createMapEngine(document.createElement('div'), initial, events);
  const map = FakeMap.last;
  if (!map) throw new Error('no map created');
  return { engine, map };
}

const world = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { layer: 'country', name: 'China' }, geometry: null }],
};
const fetched: string[] = [];
let basemapAnswer: () => Promise<Response> = () => Promise.resolve(Response.json(world));

beforeEach(() => {
  FakeMap.last = undefined;
  fetched.length = 0;
  basemapAnswer = () => Promise.resolve(Response.json(world));
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return basemapAnswer();
  });
});

/** Lets the basemap fetch and the engine's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMapEngine', () => {
  it('reloads the marker overlay with the new markers when the props change', () => {
    const { engine, map } = start();
    map.styleLoaded = true;
    map.fire('load');
    const next = { ...base, markers: [hall(2, 116.4, 39.9), hall(3, 113.3, 23.1)] };
    engine.update(next);
    expect(map.getSource(markerSourceId)?.data).toEqual([markerFeatures(next.markers)]);
  });

  it('keeps props changed before the map loaded and draws them on load', () => {
    const { engine, map } = start();
    const next = { ...base, markers: [hall(4, 2.35, 48.85)], center: [2.35, 48.85] as const, zoom: 10 };
    engine.update(next);
    expect(map.addedSources).toEqual([]);
    map.fire('load');
    expect(map.getSource(markerSourceId)?.spec.data).toEqual(markerFeatures(next.markers));
    expect(map.jumps).toEqual([{ center: [2.35, 48.85], zoom: 10 }]);
  });

  it('still updates while the map is busy loading tiles (style not idle)', () => {
    const { engine, map } = start();
    map.fire('load');
    map.styleLoaded = false;
    const next = { ...base, markers: [hall(5, 139.7, 35.7)] };
    engine.update(next);
    expect(map.getSource(markerSourceId)?.data).toEqual([markerFeatures(next.markers)]);
  });

  it('rebuilds the source when clustering changes, and moves only to a valid centre and zoom', () => {
    const { engine, map } = start();
    map.fire('load');
    engine.update({ ...base, cluster: true, center: [500, 10], zoom: 25 });
    expect(map.addedSources).toHaveLength(2);
    expect(map.getSource(markerSourceId)?.spec.cluster).toBe(true);
    expect(map.jumps).toEqual([]);
    engine.update({ ...base, cluster: true, zoom: 12 });
    expect(map.addedSources).toHaveLength(2);
    expect(map.jumps).toEqual([{ zoom: 12 }]);
  });
});

describe('the venue city label', () => {
  it('labels a single venue with its city as an HTML marker, so no glyphs are needed', () => {
    placedLabels.length = 0;
    start({ ...base, place: 'Shanghai 上海' });
    expect(placedLabels).toEqual([{ text: 'Shanghai 上海', at: [121.4, 31.2] }]);
    start({ ...base, markers: [hall(1, 121.4, 31.2), hall(2, 121.5, 31.3)], place: 'Shanghai' });
    expect(placedLabels).toHaveLength(1);
  });
});

describe('the offline basemap', () => {
  it('is fetched on the page and handed to the world source before the map says ready', async () => {
    let ready = 0;
    createMapEngine(document.createElement('div'), base, { ...events, onReady: () => (ready += 1) });
    const map = FakeMap.last;
    if (!map) throw new Error('no map created');
    expect(fetched).toEqual(['/maps/world.json']);
    map.fire('load');
    await settle();
    expect(map.getSource('world')?.data).toEqual([world]);
    expect(ready).toBe(0);
    expect(map.repaints).toBe(1);
    map.fire('idle');
    expect(ready).toBe(1);
  });

  it('leaves the sea and the markers ready when the basemap cannot be fetched', async () => {
    basemapAnswer = () => Promise.resolve(new Response('<html>busy</html>', { status: 503 }));
    let ready = 0;
    createMapEngine(document.createElement('div'), base, { ...events, onReady: () => (ready += 1) });
    const map = FakeMap.last;
    if (!map) throw new Error('no map created');
    map.fire('load');
    await settle();
    map.fire('idle');
    expect(map.getSource('world')?.data).toEqual([]);
    expect(map.getSource(markerSourceId)).toBeDefined();
    expect(ready).toBe(1);
  });

  it('is not fetched when a tile style is configured', () => {
    start({ ...base, styleUrl: 'https://maps.example.org/style.json' });
    expect(fetched).toEqual([]);
  });
});
