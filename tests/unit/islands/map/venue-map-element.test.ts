// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The engine stands in for maplibre (jsdom has no WebGL); what is checked is when the element
// asks for it: the dynamic import is the half megabyte a visitor must not pay for unasked.
const created: { element: HTMLElement; props: unknown }[] = [];
const updates: unknown[] = [];
vi.mock('../../../../src/islands/map/map-engine.ts', () => ({
  createMapEngine: (
    element: HTMLElement,
    props: unknown,
    events: { onReady: () => void; onRendered: (counts: { clusters: number; points: number }) => void },
  ) => {
    created.push({ element, props });
    events.onReady();
    events.onRendered({ clusters: 2, points: 3 });
    return {
      update: (next: unknown) => {
        updates.push(next);
      },
      destroy: () => undefined,
    };
  },
}));

// jsdom has no IntersectionObserver: this one reports what `show()` says is in view.
const observed = new Set<{ callback: IntersectionObserverCallback; target?: Element }>();
class FakeIntersectionObserver {
  readonly #entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.#entry = { callback };
    observed.add(this.#entry);
  }
  observe(target: Element): void {
    this.#entry.target = target;
  }
  disconnect(): void {
    observed.delete(this.#entry);
  }
}
function show(): void {
  for (const entry of [...observed]) {
    entry.callback(
      [{ isIntersecting: true, target: entry.target } as unknown as IntersectionObserverEntry],
      entry as unknown as IntersectionObserver,
    );
  }
}
vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

const { startsAtOnce } = await import('../../../../src/islands/map/venue-map-element.ts');

const props = {
  markers: [],
  styleUrl: '',
  basemapUrl: '/maps/world.json',
  label: 'Map',
  showLabel: 'Show map',
};

/** The element as VenueMap.astro renders it. */
function mount(): HTMLElement {
  document.body.innerHTML = `<venue-map data-props='${JSON.stringify(props)}'><div class="venue-map-canvas" data-state="idle"><button type="button" class="venue-map-show">Show map</button></div></venue-map>`;
  const canvas = document.querySelector<HTMLElement>('.venue-map-canvas');
  if (!canvas) throw new Error('no canvas');
  return canvas;
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  document.body.innerHTML = '';
  created.length = 0;
  updates.length = 0;
});

describe('the venue map element', () => {
  it('starts at once only on a page already scrolled', () => {
    expect(startsAtOnce(0)).toBe(false);
    expect(startsAtOnce(480)).toBe(true);
  });

  it('shows the stand-in and loads no map until the reader asks for it, even in view', async () => {
    const canvas = mount();
    show();
    await new Promise((done) => setTimeout(done, 20));
    expect(canvas.dataset.state).toBe('idle');
    expect(created).toHaveLength(0);
    await userEvent.click(document.querySelector('button') as HTMLElement);
    await vi.waitFor(() => {
      expect(canvas.dataset.state).toBe('ready');
    });
    expect(created).toHaveLength(1);
    expect(created[0]?.props).toEqual(props);
    expect(canvas.dataset.clusters).toBe('2');
    expect(canvas.dataset.points).toBe('3');
    expect(document.querySelector('button')).toBeNull();
  });

  it('starts on the first scroll once in view, and not on a scroll before', async () => {
    const canvas = mount();
    window.dispatchEvent(new Event('scroll'));
    await new Promise((done) => setTimeout(done, 20));
    expect(created).toHaveLength(0);
    show();
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => {
      expect(canvas.dataset.state).toBe('ready');
    });
  });

  it('starts when it comes into view on a scrolled page', async () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    const canvas = mount();
    expect(created).toHaveLength(0);
    show();
    await vi.waitFor(() => {
      expect(canvas.dataset.state).toBe('ready');
    });
    expect(created).toHaveLength(1);
  });

  it('reloads its overlays when its props change, once the map is live', async () => {
    const canvas = mount();
    const element = document.querySelector<HTMLElement>('venue-map');
    if (!element) throw new Error('no venue-map');
    // Before the map starts, a change is only read when it starts.
    const first = { ...props, markers: [{ id: 1, name: 'Hall 1', lng: 121.4, lat: 31.2 }] };
    element.dataset.props = JSON.stringify(first);
    expect(updates).toEqual([]);
    await userEvent.click(document.querySelector('button') as HTMLElement);
    await vi.waitFor(() => {
      expect(canvas.dataset.state).toBe('ready');
    });
    expect(created[0]?.props).toEqual(first);
    const next = { ...first, markers: [{ id: 2, name: 'Hall 2', lng: 116.4, lat: 39.9 }], zoom: 9 };
    element.dataset.props = JSON.stringify(next);
    expect(updates).toEqual([next]);
    // The same value again, or a value that is not JSON, changes nothing.
    element.dataset.props = JSON.stringify(next);
    element.dataset.props = '{oops';
    expect(updates).toEqual([next]);
  });

  it('fails visibly, never throws, on props that are not JSON', async () => {
    document.body.innerHTML =
      '<venue-map data-props="{oops"><div class="venue-map-canvas" data-state="idle"><button class="venue-map-show">Show map</button></div></venue-map>';
    await userEvent.click(document.querySelector('button') as HTMLElement);
    expect(document.querySelector<HTMLElement>('.venue-map-canvas')?.dataset.state).toBe('failed');
    expect(created).toHaveLength(0);
  });
});
