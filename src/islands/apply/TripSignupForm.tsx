import { useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { createTripSignup } from '../../lib/manager/api.ts';
import {
  checkContact,
  checkInteger,
  collectErrors,
  contactOf,
  endedSession,
  failureText,
  type ContactFormValues,
  type FormErrors,
} from '../../lib/manager/forms.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import {
  FORM_MESSAGE_PREFIXES,
  FormStatus,
  TextField,
  focusFirstInvalid,
  type FormNotice,
} from '../manager/parts.tsx';
import { ContactFields } from './ContactFields.tsx';
import {
  hasSession,
  mergeDraft,
  saveDraft,
  useAdoptTypedValues,
  useDraftRestore,
  useIdempotencyKey,
} from './order-form.ts';

/** Message prefixes of TripSignupForm. */
export const TRIP_SIGNUP_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'tripSignup.',
  'manager.nav.fair-my',
  'manager.order.pay',
];

interface TripValues extends ContactFormValues {
  people: string;
}

const empty: TripValues = { people: '1', contactName: '', contactPhone: '', contactEmail: '' };

/** Props of TripSignupForm. */
export interface TripSignupFormProps {
  i18n: IslandMessages;
  tripId: number;
  /** Places left when the page was rendered; the API checks the quota again. */
  remaining: number;
  /** This page's path, for the login link's redirect. */
  path: string;
}

/** The sign-up form of /exhibition/trip/{id}.html (login needed to submit). */
export function TripSignupForm({ i18n, ...props }: TripSignupFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <TripSignupView {...props} />
    </I18nProvider>
  );
}

function TripSignupView({ tripId, remaining, path }: Omit<TripSignupFormProps, 'i18n'>): ReactNode {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const draftKey = `trip-draft:${String(tripId)}`;
  const maxPeople = Math.max(1, Math.min(10, remaining));
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FormErrors<keyof TripValues>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [needLogin, setNeedLogin] = useState(false);
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const keyFor = useIdempotencyKey();
  useDraftRestore(draftKey, (draft) => {
    setValues(mergeDraft(empty, draft));
  });
  useAdoptTypedValues(form, (typed) => {
    setValues((current) => mergeDraft(current, typed));
  });

  if (remaining <= 0) return <p className="mgr-muted">{t('tripSignup.full')}</p>;

  const set = (name: keyof TripValues, value: string): void => {
    setValues((current) => ({ ...current, [name]: value }));
  };

  const submit = async (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault();
    const found: FormErrors<keyof TripValues> = {
      ...collectErrors({ people: checkInteger(values.people, 1, maxPeople) }),
      ...checkContact(values),
    };
    setErrors(found);
    const count = Object.keys(found).length;
    if (count > 0) {
      setNotice({ kind: 'error', text: t('form.fixErrors', { count }) });
      focusFirstInvalid(form.current);
      return;
    }
    if (!hasSession()) {
      saveDraft(draftKey, values);
      setNeedLogin(true);
      setNotice({ kind: 'error', text: t('form.loginFirst') });
      return;
    }
    const body = { tripId, people: Number(values.people.trim()), contact: contactOf(values) };
    setBusy(true);
    setNotice(null);
    try {
      const order = await createTripSignup(getBrowserApiClient(), body, keyFor(JSON.stringify(body)));
      setOrderNo(order.orderNo);
    } catch (error) {
      if (endedSession(error)) {
        saveDraft(draftKey, values);
        return;
      }
      setNotice({
        kind: 'error',
        text: t('form.failed', { message: failureText(error, t('api.requestFailed')) }),
      });
    } finally {
      setBusy(false);
    }
  };

  if (orderNo !== null)
    return (
      <div role="status" className="mgr-notice mgr-notice--success">
        <p>{t('tripSignup.done', { orderNo })}</p>
        <p className="mgr-actions">
          <a
            className="mgr-button mgr-button--primary"
            href={`/payment?orderNo=${encodeURIComponent(orderNo)}`}
          >
            {t('manager.order.pay')}
          </a>
          <a href="/manager/fair-my">{t('manager.nav.fair-my')}</a>
        </p>
      </div>
    );

  return (
    <form
      ref={form}
      className="mgr-form"
      noValidate
      aria-label={t('tripSignup.heading')}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <TextField
        label={t('tripSignup.people')}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={maxPeople}
        step={1}
        name="people"
        value={values.people}
        error={errors.people}
        onChange={(event) => {
          set('people', event.currentTarget.value);
        }}
      />
      <ContactFields values={values} errors={errors} onChange={set} />
      <FormStatus notice={notice} />
      <p className="mgr-actions">
        <button type="submit" className="mgr-button mgr-button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('form.submitting') : t('tripSignup.submit')}
        </button>
        {needLogin && <a href={`/login?redirect=${encodeURIComponent(path)}`}>{t('form.login')}</a>}
      </p>
    </form>
  );
}
