import { useEffect, useRef, useState } from 'react';
import type { MapProps } from '../../lib/pages/map-view.ts';
import type { MapEngine } from './map-engine.ts';

type MapState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Whether the map starts as soon as its island hydrates: it hydrates when it comes into view
 * (client:visible), so a page already scrolled brought it there; a map in view at first paint
 * waits for the reader (a scroll, or the show-map button) instead of costing every visitor
 * maplibre's half a megabyte before the page is usable.
 */
export function startsAtOnce(scrollY: number): boolean {
  return scrollY > 0;
}

/**
 * The venue map island. Hydrated with client:visible, it stays a few hundred bytes: maplibre-gl
 * arrives through the dynamic import below once the reader scrolls or asks for the map. The host element
 * carries data-state (loading, ready, failed) and, once drawn, data-clusters and data-points,
 * and fires `venuemap:ready` when the map has loaded. The accessible name is on the host
 * figure (readable without JavaScript) and on maplibre's canvas, not repeated here.
 */
export default function VenueMap(props: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const engine = useRef<MapEngine | null>(null);
  const [started, setStarted] = useState(false);
  const [state, setState] = useState<MapState>('loading');
  const [counts, setCounts] = useState<{ clusters: number; points: number } | null>(null);

  // Until the reader scrolls or asks, the stand-in (the address below, a show-map button) is all.
  useEffect(() => {
    if (started) return undefined;
    if (startsAtOnce(window.scrollY)) {
      setStarted(true);
      return undefined;
    }
    const start = () => {
      setStarted(true);
    };
    window.addEventListener('scroll', start, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', start);
    };
  }, [started]);

  // The map itself is created once per style; prop changes are applied by the effect below.
  useEffect(() => {
    const element = container.current;
    if (!element || !started) return undefined;
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
  }, [props.styleUrl, started]);

  // Overlays follow prop changes without rebuilding the map; only a new styleUrl rebuilds it.
  useEffect(() => {
    engine.current?.update(props);
  }, [props]);

  return (
    <div
      ref={container}
      className="venue-map-canvas"
      data-state={started ? state : 'idle'}
      data-clusters={counts?.clusters}
      data-points={counts?.points}
    >
      {!started && (
        <button
          type="button"
          className="venue-map-show"
          onClick={() => {
            setStarted(true);
          }}
        >
          {props.showLabel}
        </button>
      )}
    </div>
  );
}
