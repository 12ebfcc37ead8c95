import { atom } from 'nanostores';
import { signalOverlay } from './overlay-signal.ts';

// The toast queue. The toast island renders $toasts; anything may call showToast.

/** The toast types: primary, success, info, warning, error. */
export type ToastType = 'primary' | 'success' | 'info' | 'warning' | 'error';
/** All toast types, in the spec's order. */
export const TOAST_TYPES: readonly ToastType[] = ['primary', 'success', 'info', 'warning', 'error'];
/** How long a toast stays by default, in ms. */
export const TOAST_DEFAULT_DURATION_MS = 3000;
/**
 * Distance of the toasts from the window's bottom edge, in px: they rise from the bottom, so they
 * never cover the header or its menu (docs/design-system.md).
 */
export const TOAST_OFFSET = 16;
/** Type used when none is given. */
export const TOAST_DEFAULT_TYPE: ToastType = 'info';

/** One visible toast. */
export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
}
/** What showToast takes; a duration of 0 keeps the toast until dismissed. */
export interface ToastInput {
  message: string;
  type?: ToastType;
  duration?: number;
}

/** The visible toasts, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows a toast and returns its id; it disappears after `duration` ms.
 * @example showToast({ message: '请求失败', type: 'error' })
 */
export function showToast({
  message,
  type = TOAST_DEFAULT_TYPE,
  duration = TOAST_DEFAULT_DURATION_MS,
}: ToastInput): number {
  const id = nextId++;
  const safeType = TOAST_TYPES.includes(type) ? type : TOAST_DEFAULT_TYPE;
  const safeDuration = Number.isFinite(duration) && duration > 0 ? duration : 0;
  $toasts.set([...$toasts.get(), { id, message, type: safeType, duration: safeDuration }]);
  signalOverlay();
  if (safeDuration > 0)
    timers.set(
      id,
      setTimeout(() => {
        dismissToast(id);
      }, safeDuration),
    );
  return id;
}

/** Removes one toast (e.g. its close button). */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Removes every toast. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}
