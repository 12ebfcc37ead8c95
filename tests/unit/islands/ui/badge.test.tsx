// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, BADGE_DEFAULT_MAX, formatBadge } from '../../../../src/islands/ui/Badge.tsx';

afterEach(cleanup);

describe('formatBadge', () => {
  it('shows counts up to the max as they are and larger ones as max+', () => {
    expect(BADGE_DEFAULT_MAX).toBe(99);
    expect(formatBadge(5)).toBe('5');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12, 9)).toBe('9+');
  });
  it('treats negative, fractional and non-finite counts as whole non-negative numbers', () => {
    expect(formatBadge(-3)).toBe('0');
    expect(formatBadge(2.7)).toBe('2');
    expect(formatBadge(Number.NaN)).toBe('0');
  });
});

describe('Badge', () => {
  it('renders the count', () => {
    const { container } = render(<Badge value={7} />);
    expect(container.textContent).toBe('7');
  });
  it('caps at 99 by default', () => {
    const { container } = render(<Badge value={120} />);
    expect(container.textContent).toBe('99+');
  });
  it('is hidden at 0 unless told to show zero', () => {
    expect(render(<Badge value={0} />).container.innerHTML).toBe('');
    cleanup();
    expect(render(<Badge value={0} showZero />).container.textContent).toBe('0');
  });
  it('carries an accessible label when given one', () => {
    const { container } = render(<Badge value={3} label="3 unread messages" />);
    expect(container.querySelector('.ui-badge')?.getAttribute('aria-label')).toBe('3 unread messages');
  });
});
