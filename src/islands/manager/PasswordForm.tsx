import type { ReactNode } from 'react';
import { getBrowserApiClient } from '../../lib/api/browser-client.ts';
import type { IslandMessages } from '../../lib/i18n/island.ts';
import { changePassword } from '../../lib/endpoints/members/manager.ts';
import { passwordChangeBodySchema } from '../../lib/contract/manager.ts';
import { collectErrors } from '../../lib/forms/field-errors.ts';
import { checkNewPassword, checkText } from '../../lib/forms/rules.ts';
import { showMessageBox } from '../../lib/stores/dialogs.ts';
import { clearSessionCookies } from '../../lib/stores/session-cookies.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { useT } from '../i18n/use-t.ts';
import { PanelFormFrame } from '../ui/form/PanelFormFrame.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { usePanelForm } from '../ui/form/use-panel-form.ts';
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
  const panel = usePanelForm<PasswordValues>({ oldPassword: '', newPassword: '', repeat: '' });
  const { values, bind } = panel;

  const submit = async (): Promise<void> => {
    const valid = panel.accept(
      collectErrors({
        // Accounts created by WeChat or SMS login have no password yet: the old one may be empty.
        oldPassword: checkText(
          values.oldPassword,
          { minLength: 0, maxLength: oldPasswordMax },
          { trim: false },
        ),
        newPassword: checkNewPassword(values.newPassword),
        repeat: values.repeat === values.newPassword ? undefined : { key: 'form.errors.passwordMismatch' },
      }),
    );
    if (!valid) return;
    await panel.send(
      async () => {
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
      },
      {
        refusal: (error) =>
          error instanceof Error && /old password|原密码错误/i.test(error.message)
            ? { field: 'oldPassword', error: { key: 'manager.password.wrongOld' } }
            : undefined,
      },
    );
  };

  return (
    <PanelFormFrame
      panel={panel}
      name={{ label: t('manager.password.submit') }}
      onSubmit={submit}
      submitLabel={t('manager.password.submit')}
      busyLabel={t('form.submitting')}
    >
      <TextField
        label={t('manager.password.old')}
        type="password"
        autoComplete="current-password"
        {...bind('oldPassword')}
      />
      <TextField
        label={t('manager.password.new')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('manager.password.hint')}
        {...bind('newPassword')}
      />
      <TextField
        label={t('manager.password.confirm')}
        type="password"
        required
        autoComplete="new-password"
        {...bind('repeat')}
      />
    </PanelFormFrame>
  );
}
