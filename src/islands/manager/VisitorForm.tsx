import { useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { getVisitor, saveVisitor } from '../../lib/endpoints/visitors.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { endedSession, failureText, isNotFound } from '../../lib/forms/submit-failure.ts';
import {
  checkVisitor,
  emptyVisitorForm,
  idTypes,
  visitorBody,
  visitorFormOf,
  type VisitorFormValues,
} from '../../lib/forms/visitor.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoadState, useLoad } from './LoadState.tsx';
import { FormStatus, type FormNotice } from '../ui/form/FormStatus.tsx';
import { SubmitButton } from '../ui/form/SubmitButton.tsx';
import { SelectField } from '../ui/form/SelectField.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { PhoneField } from '../ui/form/PhoneField.tsx';
import { focusFirstInvalid } from '../ui/form/focus.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { managerPath } from '../../lib/paths/index.ts';

/** Message prefixes of VisitorForm. */
export const VISITOR_FORM_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.visitor.',
];

/** Props of VisitorForm: the visitor to edit, or none to add one. */
export interface VisitorFormProps {
  i18n: IslandMessages;
  visitorId?: number | undefined;
}

/** /manager/visitor-edit/{id?}: adds a visitor or edits one of mine (another user's id is refused). */
export function VisitorForm({ i18n, visitorId }: VisitorFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      {visitorId === undefined ? (
        <VisitorFormView initial={emptyVisitorForm} />
      ) : (
        <EditVisitor id={visitorId} />
      )}
    </I18nProvider>
  );
}

function EditVisitor({ id }: { id: number }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  // Silent: a refused id gets its own explanation below instead of the API's toast.
  const { state, reload } = useLoad(() => getVisitor(api, id, { silent: true }));
  if (state.status === 'error' && isNotFound(state.error)) {
    return <NotYours />;
  }
  return (
    <LoadState state={state} reload={reload}>
      {(visitor) => <VisitorFormView initial={visitorFormOf(visitor)} id={id} />}
    </LoadState>
  );
  function NotYours(): ReactNode {
    return (
      <div role="alert" className="mgr-notice mgr-notice--error">
        <p>{t('manager.visitor.notFound')}</p>
        <a href={managerPath('visitor')}>{t('manager.visitor.back')}</a>
      </div>
    );
  }
}

function VisitorFormView({ initial, id: initialId }: { initial: VisitorFormValues; id?: number }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [id, setId] = useState(initialId);
  const [errors, setErrors] = useState<FieldErrors<keyof VisitorFormValues>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);

  const field = (name: keyof VisitorFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault();
    const found = checkVisitor(values);
    setErrors(found);
    const count = Object.keys(found).length;
    if (count > 0) {
      setNotice({ kind: 'error', text: t('form.fixErrors', { count }) });
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const saved = await saveVisitor(api, visitorBody(values), id, { silent: true });
      setValues(visitorFormOf(saved));
      if (id === undefined) {
        // The new visitor now has an address of its own; a reload edits it instead of adding again.
        history.replaceState(null, '', managerPath('visitor-edit', saved.id));
        setId(saved.id);
      }
      setNotice({
        kind: 'success',
        text: t(id === undefined ? 'manager.visitor.created' : 'manager.visitor.updated'),
      });
    } catch (error) {
      if (endedSession(error)) return;
      const text = isNotFound(error)
        ? t('manager.visitor.notFound')
        : failureText(error, t('api.requestFailed'));
      setNotice({ kind: 'error', text: t('form.failed', { message: text }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="mgr-form"
      noValidate
      aria-label={t(id === undefined ? 'manager.visitor.addTitle' : 'manager.visitor.editTitle')}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <TextField
        label={t('manager.visitor.name')}
        required
        autoComplete="name"
        maxLength={60}
        {...field('name')}
      />
      <PhoneField label={t('manager.visitor.phone')} required autoComplete="tel" {...field('phone')} />
      <TextField label={t('manager.visitor.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('manager.visitor.company')} autoComplete="organization" {...field('company')} />
      <TextField
        label={t('manager.visitor.position')}
        autoComplete="organization-title"
        {...field('position')}
      />
      <SelectField
        label={t('manager.visitor.idType')}
        required
        options={idTypes.map((value) => ({
          value,
          label: t(`manager.visitor.idType.${value}`),
        }))}
        {...field('idType')}
      />
      <TextField label={t('manager.visitor.idNumber')} required {...field('idNumber')} />
      <FormStatus notice={notice} />
      <p className="mgr-actions">
        <SubmitButton busy={busy}>{busy ? t('form.saving') : t('form.save')}</SubmitButton>
        <a href={managerPath('visitor')}>{t('manager.visitor.back')}</a>
      </p>
    </form>
  );
}
