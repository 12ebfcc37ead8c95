import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_TYPE,
  TOAST_OFFSET,
  TOAST_TYPES,
  clearToasts,
  dismissToast,
  showToast,
  type ToastType,
} from '../../../../src/lib/stores/toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToasts();
  cleanStores($toasts);
  vi.useRealTimers();
});

describe('toast constants', () => {
  it('follow the spec: 3000 ms, offset 16, type info, five types', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(3000);
    expect(TOAST_OFFSET).toBe(16);
    expect(TOAST_DEFAULT_TYPE).toBe('info');
    expect(TOAST_TYPES).toEqual(['primary', 'success', 'info', 'warning', 'error']);
  });
});

describe('showToast', () => {
  it('shows an info toast for 3000 ms by default', () => {
    const id = showToast({ message: '已保存' });
    expect($toasts.get()).toEqual([{ id, message: '已保存', type: 'info', duration: 3000 }]);
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps toasts in order and removes each after its own duration', () => {
    showToast({ message: 'first', type: 'success', duration: 1000 });
    showToast({ message: 'second', type: 'error', duration: 5000 });
    expect($toasts.get().map((toast) => toast.message)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(1000);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['second']);
  });

  it('keeps a toast with duration 0 until it is dismissed', () => {
    const id = showToast({ message: 'sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });

  it('falls back to the info type and a sticky toast for nonsense input', () => {
    showToast({ message: 'odd', type: 'loud' as ToastType, duration: Number.NaN });
    expect($toasts.get()[0]).toMatchObject({ type: 'info', duration: 0 });
  });

  it('notifies subscribers', () => {
    const seen: number[] = [];
    const unbind = $toasts.subscribe((toasts) => seen.push(toasts.length));
    showToast({ message: 'a' });
    clearToasts();
    unbind();
    expect(seen).toEqual([0, 1, 0]);
  });
});
