import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { emptyNextStep, type EmptyListKind } from '../../lib/manager/empty-next.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useT } from '../i18n/use-t.ts';

// Management pages carry no user data in their HTML: each island loads the user's records after
// hydration and shows the loading, failed and empty states of its list.

/** The state of data an island loads on mount. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; message: string; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads data once after hydration (the server render shows the loading state: management
 * pages carry no user data in their HTML); `reload` loads again.
 */
export function useLoad<T>(load: () => Promise<T>): {
  state: Loaded<T>;
  reload: () => void;
  setData: (data: T) => void;
} {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loader.current().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current)
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
            error,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [round]);
  const reload = useCallback(() => {
    setRound((n) => n + 1);
  }, []);
  const setData = useCallback((data: T) => {
    setState({ status: 'ready', data });
  }, []);
  return { state, reload, setData };
}

/** Shows loading and failure states of a list; renders `children` with the data when ready. */
export function LoadState<T>({
  state,
  reload,
  children,
}: {
  state: Loaded<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
}): ReactNode {
  const t = useT();
  if (state.status === 'loading')
    return (
      <p className="mgr-muted" role="status">
        {t('manager.common.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <div role="alert" className="notice notice-error">
        <p>{t('manager.common.loadFailed', { message: state.message })}</p>
        <button type="button" className="button button-secondary" onClick={reload}>
          {t('manager.common.retry')}
        </button>
      </div>
    );
  return <>{children(state.data)}</>;
}

/** The empty-list notice, with the list's next step (a link to where such a record starts) when given. */
export function EmptyList({
  next,
  text = 'manager.common.empty',
}: {
  next?: EmptyListKind | undefined;
  /** What the empty list says before its next step, when a list needs to say what would appear. */
  text?: MessageKey | undefined;
}): ReactNode {
  const t = useT();
  const step = next === undefined ? undefined : emptyNextStep(next);
  return (
    <div className="empty-state" data-testid="mgr-empty">
      <p className="mgr-muted">{t(text)}</p>
      {step !== undefined && (
        <p>
          <a className="button" href={step.href}>
            {t(step.labelKey)}
          </a>
        </p>
      )}
    </div>
  );
}
