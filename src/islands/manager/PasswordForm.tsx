import { useRef, useState, type ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { changePassword } from '../../lib/endpoints/members/manager.ts';
import { passwordChangeBodySchema } from '../../lib/contract/manager.ts';
import { collectErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkNewPassword, checkText } from '../../lib/forms/rules.ts';
import { endedSession, failureText } from '../../lib/forms/submit-failure.ts';
import { showMessageBox } from '../../lib/stores/dialogs.ts';
import { clearSessionCookies } from '../../lib/stores/session-cookies.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { FormStatus, type FormNotice } from '../ui/form/FormStatus.tsx';
import { SubmitButton } from '../ui/form/SubmitButton.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { focusFirstInvalid } from '../ui/form/focus.ts';
import { FORM_MESSAGE_PREFIXES } from '../ui/form/messages.ts';
import '../ui/ui.css';
import './manager.css';
import { loginPath, managerPath } from '../../lib/paths/index.ts';

/** Message prefixes of PasswordForm. */
export const PASSWORD_FORM_MESSAGE_PREFIXES: readonly string[] = [
  ...FORM_MESSAGE_PREFIXES,
  'manager.password.',
];

const oldPasswordMax = passwordChangeBodySchema.shape.oldPassword.unwrap().maxLength;

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

/** Props of PasswordForm; `afterChange` runs once the user has read the confirmation. */
export interface PasswordFormProps {
  i18n: IslandMessages;
  afterChange?: (() => void) | undefined;
}

function goToLogin(): void {
  location.assign(loginPath(managerPath('update-pwd')));
}

/** update-pwd: changes the password; the API ends every session, so the user logs in again. */
export function PasswordForm({ i18n, afterChange = goToLogin }: PasswordFormProps): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <PasswordFormView afterChange={afterChange} />
    </I18nProvider>
  );
}

function PasswordFormView({ afterChange }: { afterChange: () => void }): ReactNode {
  const t = useT();
  const api = getBrowserApiClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordValues>({ oldPassword: '', newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordValues>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);

  const field = (name: keyof PasswordValues) => ({
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
    const found = collectErrors({
      // Accounts created by WeChat or SMS login have no password yet: the old one may be empty.
      oldPassword: checkText(
        values.oldPassword,
        { minLength: 0, maxLength: oldPasswordMax },
        { trim: false },
      ),
      newPassword: checkNewPassword(values.newPassword),
      repeat: values.repeat === values.newPassword ? undefined : { key: 'form.errors.passwordMismatch' },
    });
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
      await changePassword(api, {
        ...(values.oldPassword !== '' && { oldPassword: values.oldPassword }),
        newPassword: values.newPassword,
      });
      clearSessionCookies();
      await showMessageBox({
        title: t('manager.password.doneTitle'),
        message: t('manager.password.done'),
        type: 'success',
      });
      afterChange();
    } catch (error) {
      if (endedSession(error)) return;
      const wrongOld = error instanceof Error && /old password/i.test(error.message);
      if (wrongOld) {
        setErrors({ oldPassword: { key: 'manager.password.wrongOld' } });
        focusFirstInvalid(form.current);
      }
      setNotice({
        kind: 'error',
        text: t('form.failed', {
          message: wrongOld ? t('manager.password.wrongOld') : failureText(error, t('api.requestFailed')),
        }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="mgr-form"
      noValidate
      aria-label={t('manager.password.submit')}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <TextField
        label={t('manager.password.old')}
        type="password"
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <TextField
        label={t('manager.password.new')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('manager.password.hint')}
        {...field('newPassword')}
      />
      <TextField
        label={t('manager.password.confirm')}
        type="password"
        required
        autoComplete="new-password"
        {...field('repeat')}
      />
      <FormStatus notice={notice} />
      <p className="mgr-actions">
        <SubmitButton busy={busy}>{busy ? t('form.submitting') : t('manager.password.submit')}</SubmitButton>
      </p>
    </form>
  );
}
