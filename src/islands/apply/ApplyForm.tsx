import { useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { createApplication } from '../../lib/manager/api.ts';
import {
  checkContact,
  checkInteger,
  checkOptionalText,
  checkText,
  collectErrors,
  contactOf,
  endedSession,
  failureText,
  type ContactFormValues,
  type FormErrors,
} from '../../lib/manager/forms.ts';
import { track } from '../../lib/observability/tracking.ts';
import { TextArea } from '../ui/TextArea.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import {
  FORM_MESSAGE_PREFIXES,
  FormStatus,
  SelectField,
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

/** Message prefixes of ApplyForm. */
export const APPLY_FORM_MESSAGE_PREFIXES: readonly string[] = [...FORM_MESSAGE_PREFIXES, 'apply.'];

interface ApplyValues extends ContactFormValues {
  companyName: string;
  boothType: string;
  boothAreaSqm: string;
  remark: string;
}

const empty: ApplyValues = {
  companyName: '',
  boothType: 'standard',
  boothAreaSqm: '',
  remark: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

/** Props of ApplyForm. */
export interface ApplyFormProps {
  i18n: IslandMessages;
  exhibitionId: number;
  /** This page's path, for the login link's redirect. */
  path: string;
}

/** /exhibition/apply/{id}.html: the booth application form (login needed to submit). */
export function ApplyForm({ i18n, exhibitionId, path }: ApplyFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ApplyFormView exhibitionId={exhibitionId} path={path} />
    </I18nProvider>
  );
}

function ApplyFormView({ exhibitionId, path }: Omit<ApplyFormProps, 'i18n'>): ReactNode {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const draftKey = `apply-draft:${String(exhibitionId)}`;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FormErrors<keyof ApplyValues>>({});
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

  const set = (name: keyof ApplyValues, value: string): void => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  const bind = (name: keyof ApplyValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      set(name, event.currentTarget.value);
    },
  });

  const submit = async (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault();
    const found: FormErrors<keyof ApplyValues> = {
      ...collectErrors({
        companyName: checkText(values.companyName, 120, 2),
        boothType:
          values.boothType === 'standard' || values.boothType === 'raw-space'
            ? undefined
            : { key: 'form.errors.choice' },
        boothAreaSqm: checkInteger(values.boothAreaSqm, 9, 5000),
        remark: checkOptionalText(values.remark, 1000),
      }),
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
    const body = {
      exhibitionId,
      companyName: values.companyName.trim(),
      boothType: values.boothType === 'raw-space' ? ('raw-space' as const) : ('standard' as const),
      boothAreaSqm: Number(values.boothAreaSqm.trim()),
      remark: values.remark.trim(),
      contact: contactOf(values),
    };
    setBusy(true);
    setNotice(null);
    try {
      const order = await createApplication(getBrowserApiClient(), body, keyFor(JSON.stringify(body)));
      track('submitBooth', { orderNo: order.orderNo });
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
        <p>{t('apply.done', { orderNo })}</p>
        <a href="/manager/fair-my">{t('apply.viewMine')}</a>
      </div>
    );

  return (
    <form
      ref={form}
      className="mgr-form"
      noValidate
      aria-label={t('apply.heading')}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <TextField
        label={t('apply.companyName')}
        required
        maxLength={120}
        autoComplete="organization"
        {...bind('companyName')}
      />
      <SelectField
        label={t('apply.boothType')}
        required
        options={[
          { value: 'standard', label: t('apply.boothType.standard') },
          { value: 'raw-space', label: t('apply.boothType.raw-space') },
        ]}
        {...bind('boothType')}
      />
      <TextField
        label={t('apply.boothArea')}
        required
        type="number"
        inputMode="numeric"
        min={9}
        max={5000}
        step={1}
        {...bind('boothAreaSqm')}
      />
      <TextArea
        label={`${t('apply.remark')} ${t('form.optional')}`}
        rows={3}
        maxLength={1000}
        name="remark"
        value={values.remark}
        error={errors.remark === undefined ? undefined : t(errors.remark.key, errors.remark.values)}
        onChange={(event) => {
          set('remark', event.currentTarget.value);
        }}
      />
      <ContactFields values={values} errors={errors} onChange={set} />
      <FormStatus notice={notice} />
      <p className="mgr-actions">
        <button type="submit" className="mgr-button mgr-button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('form.submitting') : t('apply.submit')}
        </button>
        {needLogin && <a href={`/login?redirect=${encodeURIComponent(path)}`}>{t('form.login')}</a>}
      </p>
    </form>
  );
}
