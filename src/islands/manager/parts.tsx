import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import type { FieldError } from '../../lib/manager/forms.ts';
import { confirm, type ConfirmInput } from '../../lib/stores/dialogs.ts';
import { showToast } from '../../lib/stores/toast.ts';
import { useT } from '../i18n/use-t.ts';
import '../ui/ui.css';
import './manager.css';

// Building blocks shared by the management, apply and trip islands: labelled fields whose
// errors are announced with them, the form's status line, list states and page links.

/** Message prefixes every island built from these parts needs. */
export const FORM_MESSAGE_PREFIXES: readonly string[] = [
  'form.',
  'manager.common.',
  'pagination.',
  'api.requestFailed',
];

interface FieldChrome {
  /** Visible label (translated). */
  label: string;
  /** The field's error, translated by the part. */
  error?: FieldError | undefined;
  /** A hint under the field (translated). */
  hint?: string | undefined;
}

/** Props of TextField: the chrome plus any native input attribute. */
export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid'>;

/** A labelled input; its error and hint are tied to it by aria-describedby. */
export function TextField({ label, error, hint, id, required, ...rest }: TextFieldProps): ReactNode {
  const t = useT();
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [
    hint === undefined ? undefined : `${fieldId}-hint`,
    error === undefined ? undefined : `${fieldId}-error`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`ui-field${error === undefined ? '' : ' ui-field--invalid'}`}>
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
        {required === true && <span className="mgr-required"> {t('form.required')}</span>}
      </label>
      <input
        {...rest}
        id={fieldId}
        className="mgr-input"
        aria-required={required === true || undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint !== undefined && (
        <p id={`${fieldId}-hint`} className="mgr-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${fieldId}-error`} className="ui-field__error">
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  );
}

/** Props of SelectField: the chrome, the options and any native select attribute. */
export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'aria-invalid'> & {
    options: readonly { value: string; label: string }[];
  };

/** A labelled select with its error announced like TextField's. */
export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  required,
  ...rest
}: SelectFieldProps): ReactNode {
  const t = useT();
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [
    hint === undefined ? undefined : `${fieldId}-hint`,
    error === undefined ? undefined : `${fieldId}-error`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`ui-field${error === undefined ? '' : ' ui-field--invalid'}`}>
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
        {required === true && <span className="mgr-required"> {t('form.required')}</span>}
      </label>
      <select
        {...rest}
        id={fieldId}
        className="mgr-input"
        aria-required={required === true || undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={`${fieldId}-hint`} className="mgr-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${fieldId}-error`} className="ui-field__error">
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  );
}

/** What a form last reported: nothing, an error (role alert) or a success (role status). */
export type FormNotice = { kind: 'error' | 'success'; text: string } | null;

/**
 * The form's status line. Both live regions are always in the page, so screen readers
 * announce a message that appears in them (a region inserted with its text is often missed).
 */
export function FormStatus({ notice }: { notice: FormNotice }): ReactNode {
  return (
    <>
      <div
        role="alert"
        className={notice?.kind === 'error' ? 'mgr-notice mgr-notice--error' : 'mgr-notice-empty'}
      >
        {notice?.kind === 'error' ? notice.text : null}
      </div>
      <div
        role="status"
        className={notice?.kind === 'success' ? 'mgr-notice mgr-notice--success' : 'mgr-notice-empty'}
      >
        {notice?.kind === 'success' ? notice.text : null}
      </div>
    </>
  );
}

/** Moves focus to the first invalid field of a form after a failed check. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

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
      <div role="alert" className="mgr-notice mgr-notice--error">
        <p>{t('manager.common.loadFailed', { message: state.message })}</p>
        <button type="button" className="mgr-button" onClick={reload}>
          {t('manager.common.retry')}
        </button>
      </div>
    );
  return <>{children(state.data)}</>;
}

/** The empty-list line. */
export function EmptyList(): ReactNode {
  const t = useT();
  return <p className="mgr-muted">{t('manager.common.empty')}</p>;
}

/**
 * Links to the pages of a paged list: `?page=N` on the current path (other query parameters
 * kept), so pages are bookmarkable and work as plain links. Rendered only after data loaded.
 */
export function Pager({
  page,
  total,
  pageSize,
  param = 'page',
}: {
  page: number;
  total: number;
  pageSize: number;
  param?: string;
}): ReactNode {
  const t = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const href = (n: number): string => {
    const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
    if (n === 1) query.delete(param);
    else query.set(param, String(n));
    const search = query.toString();
    return search === '' ? '?' : `?${search}`;
  };
  return (
    <div className="mgr-pager">
      <span className="mgr-muted">{t('manager.common.total', { total })}</span>
      {pageCount > 1 && (
        <nav aria-label={t('pagination.label')}>
          {page > 1 && (
            <a href={href(page - 1)} rel="prev">
              {t('pagination.previous')}
            </a>
          )}
          {Array.from({ length: pageCount }, (_, index) => index + 1)
            .filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2)
            .map((n) =>
              n === page ? (
                <span key={n} aria-current="page">
                  {n}
                </span>
              ) : (
                <a key={n} href={href(n)} aria-label={t('pagination.page', { page: n })}>
                  {n}
                </a>
              ),
            )}
          {page < pageCount && (
            <a href={href(page + 1)} rel="next">
              {t('pagination.next')}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}

/**
 * A row action that asks first: the confirm dialog, then the row is busy while `action` runs,
 * then a success toast. Cancelling changes nothing; a failure leaves the row as it was (the API
 * client has already shown the API's message).
 */
export function useConfirmedRowAction(): {
  busyId: number | null;
  run: (id: number, ask: ConfirmInput, action: () => Promise<void>, done: string) => Promise<void>;
} {
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = async (id: number, ask: ConfirmInput, action: () => Promise<void>, done: string) => {
    try {
      await confirm(ask);
    } catch {
      return;
    }
    setBusyId(id);
    try {
      await action();
      showToast({ message: done, type: 'success' });
    } catch {
      // The row stays.
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
