import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $toasts, dismissToast, TOAST_OFFSET, type Toast } from '../../lib/stores/toast.ts';
import { toastMessageKey } from '../../lib/stores/toast-text.ts';
import { useT } from '../i18n/use-t.ts';
import { useHydrated } from './use-hydrated.ts';
import { TOAST_Z_INDEX } from './z-index.ts';

/** Renders the $toasts store: newest last, each with a close button; the store times them out. */
export function ToastHost(): ReactNode {
  const stored = useStore($toasts);
  // The toast that woke the island (client:overlay) shows right after hydration, not during it.
  const toasts = useHydrated() ? stored : [];
  const t = useT();
  // The region stays in the DOM while empty: screen readers only announce changes inside a
  // live region they already know about.
  return (
    <section
      className="ui-toasts"
      aria-label={t('toast.region')}
      style={{ bottom: TOAST_OFFSET, zIndex: TOAST_Z_INDEX }}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          text={translateToast(toast.message, t)}
          closeLabel={t('toast.close')}
        />
      ))}
    </section>
  );
}

/** A fixed Chinese text (the API client's fallback, a validator's message) in the page's language. */
function translateToast(message: string, t: ReturnType<typeof useT>): string {
  const key = toastMessageKey(message);
  return key === undefined ? message : t(key);
}

function ToastItem({
  toast,
  text,
  closeLabel,
}: {
  toast: Toast;
  text: string;
  closeLabel: string;
}): ReactNode {
  const urgent = toast.type === 'error';
  return (
    <div
      className={`ui-toast ui-toast--${toast.type}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <span className="ui-toast__message">{text}</span>
      <button
        type="button"
        className="ui-toast__close"
        aria-label={closeLabel}
        onClick={() => {
          dismissToast(toast.id);
        }}
      >
        ×
      </button>
    </div>
  );
}
