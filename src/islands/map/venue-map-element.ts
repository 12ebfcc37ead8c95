// <venue-map>: the venue map as a custom element, with no framework. The server renders its
// stand-in (a show-map button inside `.venue-map-canvas`, the address below the figure); this
// module, a few hundred bytes, decides when the map starts, and only then is the map engine
// (maplibre-gl, heavier than every other script of a page together) imported. Like an island hydrated when visible: nothing
// happens before the element comes into view; in view on a page already scrolled (the reader
// brought it there) the map starts at once; in view at first paint it waits for the first
// scroll or the button. The canvas carries data-state (idle, loading, ready, failed) and, once
// drawn, data-clusters and data-points, and fires `venuemap:ready` when the map has loaded.
import type { MapProps } from '../../lib/pages/map-view.ts';
import type { MapEngine } from './map-engine.ts';

/** Whether a map that comes into view starts at once: only on a page already scrolled. */
export function startsAtOnce(scrollY: number): boolean {
  return scrollY > 0;
}

/** The props in a `data-props` value, or undefined when it is not JSON. */
function parseProps(value: string | null): MapProps | undefined {
  try {
    return JSON.parse(value ?? '') as MapProps;
  } catch {
    return undefined;
  }
}

/** The custom element; `data-props` holds the map's props as JSON, and a change redraws the overlays. */
export class VenueMapElement extends HTMLElement {
  static readonly observedAttributes = ['data-props'];
  #started = false;
  #observer: IntersectionObserver | undefined;
  #engine: MapEngine | undefined;
  readonly #onScroll = (): void => {
    this.start();
  };

  connectedCallback(): void {
    this.querySelector('.venue-map-show')?.addEventListener('click', () => {
      this.start();
    });
    if (!('IntersectionObserver' in window)) {
      this.start();
      return;
    }
    this.#observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      this.#observer?.disconnect();
      if (startsAtOnce(window.scrollY)) this.start();
      else window.addEventListener('scroll', this.#onScroll, { once: true, passive: true });
    });
    this.#observer.observe(this);
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
    window.removeEventListener('scroll', this.#onScroll);
    this.#engine?.destroy();
    this.#engine = undefined;
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (name !== 'data-props' || previous === next || this.#engine === undefined) return;
    // A map not started yet reads the attribute when it starts; a live one reloads its overlays.
    const props = parseProps(next);
    if (props !== undefined) this.#engine.update(props);
  }

  /** Starts the map (once): drops the button and imports the engine. */
  start(): void {
    const canvas = this.querySelector<HTMLElement>('.venue-map-canvas');
    if (this.#started || canvas === null) return;
    this.#started = true;
    this.#observer?.disconnect();
    window.removeEventListener('scroll', this.#onScroll);
    canvas.querySelector('.venue-map-show')?.remove();
    canvas.dataset.state = 'loading';
    const props = parseProps(this.getAttribute('data-props'));
    if (props === undefined) {
      canvas.dataset.state = 'failed';
      return;
    }
    import('./map-engine.ts')
      .then(({ createMapEngine }) => {
        if (!this.isConnected) return;
        this.#engine = createMapEngine(canvas, props, {
          onReady: () => {
            canvas.dataset.state = 'ready';
            canvas.dispatchEvent(new CustomEvent('venuemap:ready', { bubbles: true }));
          },
          onRendered: ({ clusters, points, countries }) => {
            canvas.dataset.clusters = String(clusters);
            canvas.dataset.points = String(points);
            canvas.dataset.countries = String(countries);
          },
        });
        // Props may have changed while the engine loaded.
        const latest = parseProps(this.getAttribute('data-props'));
        if (latest !== undefined && JSON.stringify(latest) !== JSON.stringify(props))
          this.#engine.update(latest);
      })
      .catch(() => {
        canvas.dataset.state = 'failed';
      });
  }
}

if (!customElements.get('venue-map')) customElements.define('venue-map', VenueMapElement);
