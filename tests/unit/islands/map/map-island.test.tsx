// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The engine stands in for maplibre (jsdom has no WebGL); what is checked is when the island
// asks for it: the dynamic import is the half megabyte a visitor must not pay for unasked.
const created: unknown[] = [];
vi.mock('../../../../src/islands/map/map-engine.ts', () => ({
  createMapEngine: (element: HTMLElement, _props: unknown, events: { onReady: () => void }) => {
    created.push(element);
    events.onReady();
    return { update: () => undefined, destroy: () => undefined };
  },
}));

const { default: VenueMap, startsAtOnce } = await import('../../../../src/islands/map/VenueMap.tsx');

const props = { markers: [], styleUrl: '', label: 'Map', showLabel: 'Show map' };

afterEach(() => {
  cleanup();
  created.length = 0;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('the venue map island', () => {
  it('starts at once only on a page already scrolled', () => {
    expect(startsAtOnce(0)).toBe(false);
    expect(startsAtOnce(480)).toBe(true);
  });

  it('shows the stand-in and loads no map until the reader asks for it', async () => {
    const { container } = render(<VenueMap {...props} />);
    const canvas = container.querySelector('.venue-map-canvas');
    expect(canvas?.getAttribute('data-state')).toBe('idle');
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(created).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    await vi.waitFor(() => {
      expect(canvas?.getAttribute('data-state')).toBe('ready');
    });
    expect(created).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('starts on the first scroll', async () => {
    const { container } = render(<VenueMap {...props} />);
    await act(() => {
      window.dispatchEvent(new Event('scroll'));
      return Promise.resolve();
    });
    await vi.waitFor(() => {
      expect(container.querySelector('.venue-map-canvas')?.getAttribute('data-state')).toBe('ready');
    });
  });

  it('starts at once when it hydrates on a scrolled page', async () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    const { container } = render(<VenueMap {...props} />);
    await vi.waitFor(() => {
      expect(container.querySelector('.venue-map-canvas')?.getAttribute('data-state')).toBe('ready');
    });
    expect(created).toHaveLength(1);
  });
});
