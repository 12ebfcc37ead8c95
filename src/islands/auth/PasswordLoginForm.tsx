import type { ReactNode } from 'react';
import { login } from '../../lib/endpoints/auth.ts';
import { checkAccount, checkLoginPassword } from '../../lib/forms/login.ts';
import { useT } from '../i18n/use-t.ts';
import { PasswordField, TextField } from '../ui/form/TextField.tsx';
import { FormShell } from './FormShell.tsx';
import { bindField, useAuthForm, type SessionFormProps } from './use-auth-form.ts';

/** Phone (any spelling) or e-mail plus password (POST /api/auth/login). */
export function PasswordLoginForm({
  api,
  onSession,
  footer,
}: SessionFormProps & { footer?: ReactNode }): ReactNode {
  const t = useT();
  const form = useAuthForm({ account: '', password: '' });
  return (
    <FormShell
      label={t('login.tabs.password')}
      form={form}
      submitLabel={t('login.submit')}
      footer={footer}
      onSubmit={form.onSubmit(
        (v) => ({ account: checkAccount(v.account), password: checkLoginPassword(v.password) }),
        async (v) => {
          await onSession(await login(api, { account: v.account.trim(), password: v.password }));
        },
        'login',
      )}
    >
      <TextField
        label={t('login.account')}
        name="account"
        autoComplete="username"
        {...bindField(form, 'account')}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        {...bindField(form, 'password')}
      />
    </FormShell>
  );
}
