import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import { periodicalRequestBodySchema, periodicalRequestSchema } from '../../lib/contract/manager.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { IdempotencyKeys } from '../../lib/checkout/idempotency.ts';
import type { FieldError } from '../../lib/forms/field-errors.ts';
import { endedSession, failureText } from '../../lib/forms/submit-failure.ts';
import { track } from '../../lib/observability/tracking.ts';
import { hasSession } from '../../lib/stores/session-cookies.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { TextArea } from '../ui/form/TextArea.tsx';
import '../follow/follow.css';
import { managerPath } from '../../lib/paths/index.ts';

/** Message prefixes of PeriodicalRequest. */
export const PERIODICAL_REQUEST_MESSAGE_PREFIXES: readonly string[] = [
  'periodicalRequest.',
  'api.requestFailed',
];

/** Props of PeriodicalRequest. */
export interface PeriodicalRequestProps {
  i18n: IslandMessages;
  periodicalId: number;
  /** Where an anonymous reader goes: /login?redirect=<this page>. */
  loginHref: string;
}

/**
 * The address check of the contract schema (periodicalRequestBodySchema), as a message key;
 * undefined when the body is valid.
 */
function checkPeriodicalAddress(periodicalId: number, address: string): FieldError | undefined {
  const result = periodicalRequestBodySchema.safeParse({ periodicalId, address });
  if (result.success) return undefined;
  if (address.trim() === '') return { key: 'periodicalRequest.errors.required' };
  for (const issue of result.error.issues) {
    if (issue.code === 'too_small')
      return { key: 'periodicalRequest.errors.tooShort', values: { min: Number(issue.minimum) } };
    if (issue.code === 'too_big')
      return { key: 'periodicalRequest.errors.tooLong', values: { max: Number(issue.maximum) } };
  }
  return { key: 'periodicalRequest.errors.required' };
}

/**
 * Asks for a printed copy of a periodical. Server-rendered as a login link; with client:session
 * it hydrates for a session and becomes a button that opens a small address form.
 */
export function PeriodicalRequest({ i18n, ...props }: PeriodicalRequestProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <PeriodicalRequestControl {...props} />
    </I18nProvider>
  );
}

function PeriodicalRequestControl({
  periodicalId,
  loginHref,
}: Omit<PeriodicalRequestProps, 'i18n'>): ReactNode {
  const t = useT();
  const formId = useId();
  const fieldId = useId();
  const keys = useRef(new IdempotencyKeys());
  const [session, setSession] = useState(false);
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<FieldError | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const [focusTurn, setFocusTurn] = useState(0);

  // The server (and a reader without a session) gets the login link; hydration swaps it.
  useEffect(() => {
    setSession(hasSession());
  }, []);
  // After a refused submit the field (now described by its error) takes the focus.
  useEffect(() => {
    if (focusTurn > 0) document.getElementById(fieldId)?.focus();
  }, [focusTurn, fieldId]);

  if (!session)
    return (
      <a className="button button-secondary follow-button" href={loginHref} rel="nofollow">
        {t('periodicalRequest.open')}
      </a>
    );

  const submit = async (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const found = checkPeriodicalAddress(periodicalId, address);
    setError(found);
    setFailure('');
    if (found !== undefined) {
      setFocusTurn((turn) => turn + 1);
      return;
    }
    const body = periodicalRequestBodySchema.parse({ periodicalId, address });
    setBusy(true);
    try {
      await getBrowserApiClient().post('/api/manager/periodicals', body, {
        schema: periodicalRequestSchema,
        // One key per submitted content: a retry of the same address answers the same request.
        idempotencyKey: keys.current.keyFor(body),
        silent: true,
      });
      track('submitPeriodical', { periodicalId });
      setDone(true);
    } catch (failed) {
      if (!endedSession(failed))
        setFailure(t('periodicalRequest.failed', { message: failureText(failed, t('api.requestFailed')) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="remind">
      {!done && (
        <button
          type="button"
          className="button button-secondary follow-button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => {
            if (!open) track('applyPeriodical', { periodicalId });
            setOpen(!open);
          }}
        >
          {t('periodicalRequest.open')}
        </button>
      )}
      <div role="status">
        {done && (
          <>
            {t('periodicalRequest.done')}{' '}
            <a href={managerPath('periodical-my')}>{t('periodicalRequest.viewMine')}</a>
          </>
        )}
      </div>
      {!done && (
        <form
          id={formId}
          className="remind-panel"
          noValidate
          aria-label={t('periodicalRequest.heading')}
          hidden={!open}
          onSubmit={(event) => void submit(event)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <TextArea
            id={fieldId}
            name="address"
            label={t('periodicalRequest.address')}
            placeholder={t('periodicalRequest.addressHint')}
            rows={3}
            maxLength={300}
            required
            value={address}
            error={error}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
            }}
          />
          <div role="alert">
            {failure}
            {error !== undefined && <span className="visually-hidden">{t(error.key, error.values)}</span>}
          </div>
          <span>
            <button type="submit" className="button follow-button" disabled={busy} aria-busy={busy}>
              {busy ? t('periodicalRequest.submitting') : t('periodicalRequest.submit')}
            </button>{' '}
            <button
              type="button"
              className="button button-secondary follow-button"
              onClick={() => {
                setOpen(false);
              }}
            >
              {t('periodicalRequest.cancel')}
            </button>
          </span>
        </form>
      )}
    </span>
  );
}
