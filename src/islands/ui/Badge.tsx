import type { ReactNode } from 'react';
import './ui.css';

/** Largest number a badge shows before it says `{max}+`. */
export const BADGE_DEFAULT_MAX = 99;

/** Props of Badge. */
export interface BadgeProps {
  /** The count to show. */
  value: number;
  /** Largest count shown as is; 99 by default. */
  max?: number | undefined;
  /** Show the badge at 0 too (hidden by default). */
  showZero?: boolean | undefined;
  /** Accessible label for the count, e.g. t('manager.unread', { count }); the text when absent. */
  label?: string | undefined;
}

/**
 * The text of a badge: the count, or `{max}+` above max.
 * @example formatBadge(120) // '99+'
 */
export function formatBadge(value: number, max: number = BADGE_DEFAULT_MAX): string {
  const count = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  return count > max ? `${String(max)}+` : String(count);
}

/** A small count bubble (unread messages, cart items); renders nothing at 0 unless showZero. */
export function Badge({ value, max = BADGE_DEFAULT_MAX, showZero = false, label }: BadgeProps): ReactNode {
  const text = formatBadge(value, max);
  if (text === '0' && !showZero) return null;
  return (
    <span className="ui-badge" aria-label={label}>
      {text}
    </span>
  );
}
