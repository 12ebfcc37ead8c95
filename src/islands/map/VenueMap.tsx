import { useEffect, useRef, useState } from 'react';
import type { MapProps } from '../../lib/pages/map-view.ts';
import type { MapEngine } from './map-engine.ts';

type MapState = 'loading' | 'ready' | 'failed';

/**
 * The venue map island. Hydrated with client:visible, it stays a few hundred bytes: maplibre-gl
 * arrives through the dynamic import below once the island is on screen. The host element
 * carries data-state (loading, ready, failed) and, once drawn, data-clusters and data-points,
 * and fires `venuemap:ready` when the map has loaded. The accessible name is on the host
 * figure (readable without JavaScript) and on maplibre's canvas, not repeated here.
 */
export default function VenueMap(props: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const engine = useRef<MapEngine | null>(null);
  const [state, setState] = useState<MapState>('loading');
  const [counts, setCounts] = useState<{ clusters: number; points: number } | null>(null);

  // The map itself is created once per style; prop changes are applied by the effect below.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let cancelled = false;
    import('./map-engine.ts')
      .then(({ createMapEngine }) => {
        if (cancelled) return;
        engine.current = createMapEngine(element, props, {
          onReady: () => {
            setState('ready');
            element.dispatchEvent(new CustomEvent('venuemap:ready', { bubbles: true }));
          },
          onRendered: setCounts,
        });
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      engine.current?.destroy();
      engine.current = null;
    };
  }, [props.styleUrl]);

  // Overlays follow prop changes without rebuilding the map; only a new styleUrl rebuilds it.
  useEffect(() => {
    engine.current?.update(props);
  }, [props]);

  return (
    <div
      ref={container}
      className="venue-map-canvas"
      data-state={state}
      data-clusters={counts?.clusters}
      data-points={counts?.points}
    />
  );
}
