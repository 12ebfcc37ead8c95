import type { ReactNode } from 'react';
import { bindPhone, forgetPassword, login, phoneLoginOrRegister } from '../../lib/api/auth.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { maskPhone, registerAccount } from '../../lib/auth/flows.ts';
import {
  checkAccount,
  checkLoginPassword,
  checkNewPassword,
  checkPhone,
  checkSmsCode,
} from '../../lib/auth/validation.ts';
import type { SendCodePurpose, Session } from '../../lib/contract/auth.ts';
import { useT, type IslandTranslate } from '../i18n/use-t.ts';
import { PasswordField, TextField } from './fields.tsx';
import { FormShell } from './FormShell.tsx';
import { useAuthForm, type AuthForm } from './use-auth-form.ts';
import { useCodeSender } from './use-code-sender.ts';

// The auth forms. Each validates with the contract's rules, calls one API function, and hands
// a session to its parent; on failure it keeps every value and says what happened.

/** Props every form takes. */
export interface AuthFormProps {
  api: ApiClient;
}

/** Props of the forms that end in a session. */
export interface SessionFormProps extends AuthFormProps {
  onSession: (session: Session) => Promise<void>;
}

/** Phone or e-mail plus password (POST /api/auth/login). */
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
      busy={form.busy}
      formError={form.formError}
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
        inputRef={form.register('account')}
        value={form.values.account}
        error={errorText(t, form, 'account')}
        onChange={(event) => {
          form.setValue('account', event.target.value);
        }}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        inputRef={form.register('password')}
        value={form.values.password}
        error={errorText(t, form, 'password')}
        onChange={(event) => {
          form.setValue('password', event.target.value);
        }}
      />
    </FormShell>
  );
}

/** Phone plus SMS code: logs in, or registers a new phone (GET /api/auth/phonelr). */
export function SmsLoginForm({ api, onSession }: SessionFormProps): ReactNode {
  const t = useT();
  const form = useAuthForm({ phone: '', code: '' });
  return (
    <FormShell
      label={t('login.tabs.sms')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.smsSubmit')}
      onSubmit={form.onSubmit(
        (v) => ({ phone: checkPhone(v.phone), code: checkSmsCode(v.code) }),
        async (v) => {
          await onSession(await phoneLoginOrRegister(api, v.phone.trim(), v.code.trim()));
        },
        'smsLogin',
      )}
    >
      <PhoneAndCode api={api} form={form} purpose="login" hint={t('login.smsHint')} />
    </FormShell>
  );
}

/** Phone, SMS code and password: creates an account (POST /api/auth/register). */
export function RegisterForm({ api, onSession }: SessionFormProps): ReactNode {
  const t = useT();
  const form = useAuthForm({ phone: '', code: '', password: '' });
  return (
    <FormShell
      label={t('login.registerTitle')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.registerSubmit')}
      onSubmit={form.onSubmit(
        (v) => ({
          phone: checkPhone(v.phone),
          code: checkSmsCode(v.code),
          password: checkNewPassword(v.password),
        }),
        async (v) => {
          await onSession(
            await registerAccount(api, { phone: v.phone.trim(), code: v.code.trim(), password: v.password }),
          );
        },
        'register',
      )}
    >
      <PhoneAndCode api={api} form={form} purpose="register" />
      <PasswordField
        label={t('login.password')}
        name="new-password"
        autoComplete="new-password"
        hint={t('login.passwordHint')}
        inputRef={form.register('password')}
        value={form.values.password}
        error={errorText(t, form, 'password')}
        onChange={(event) => {
          form.setValue('password', event.target.value);
        }}
      />
    </FormShell>
  );
}

/** Phone, SMS code and a new password (POST /api/auth/forget); then back to password login. */
export function ForgotPasswordForm({ api, onDone }: AuthFormProps & { onDone: () => void }): ReactNode {
  const t = useT();
  const form = useAuthForm({ phone: '', code: '', password: '' });
  return (
    <FormShell
      label={t('login.forgotTitle')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.forgotSubmit')}
      onSubmit={form.onSubmit(
        (v) => ({
          phone: checkPhone(v.phone),
          code: checkSmsCode(v.code),
          password: checkNewPassword(v.password),
        }),
        async (v) => {
          await forgetPassword(api, { phone: v.phone.trim(), code: v.code.trim(), password: v.password });
          onDone();
        },
        'forget',
      )}
    >
      <PhoneAndCode api={api} form={form} purpose="forget" />
      <PasswordField
        label={t('login.newPassword')}
        name="new-password"
        autoComplete="new-password"
        hint={t('login.passwordHint')}
        inputRef={form.register('password')}
        value={form.values.password}
        error={errorText(t, form, 'password')}
        onChange={(event) => {
          form.setValue('password', event.target.value);
        }}
      />
    </FormShell>
  );
}

/** Binds a phone to the logged-in account (POST /api/auth/bind), e.g. after a WeChat login. */
export function BindPhoneForm({
  api,
  onSession,
  footer,
}: SessionFormProps & { footer?: ReactNode }): ReactNode {
  const t = useT();
  const form = useAuthForm({ phone: '', code: '' });
  return (
    <FormShell
      label={t('login.bindTitle')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.bindSubmit')}
      footer={footer}
      onSubmit={form.onSubmit(
        (v) => ({ phone: checkPhone(v.phone), code: checkSmsCode(v.code) }),
        async (v) => {
          await onSession(await bindPhone(api, { phone: v.phone.trim(), code: v.code.trim() }));
        },
        'bind',
      )}
    >
      <PhoneAndCode api={api} form={form} purpose="bind" hint={t('login.bindHint')} />
    </FormShell>
  );
}

type PhoneCodeForm = AuthForm<'phone' | 'code'> | AuthForm<'phone' | 'code' | 'password'>;

/** The phone field, the code field and its send button with the resend countdown. */
function PhoneAndCode({
  api,
  form,
  purpose,
  hint,
}: {
  api: ApiClient;
  form: PhoneCodeForm;
  purpose: SendCodePurpose;
  hint?: string;
}): ReactNode {
  const t = useT();
  const sender = useCodeSender(api, purpose);
  // Both form shapes have phone and code; narrowing the union once keeps the calls typed.
  const f = form as AuthForm<'phone' | 'code'>;
  const onSend = async (): Promise<void> => {
    f.setFormError(undefined);
    const failed = await sender.send(f.values.phone);
    if (failed?.form !== undefined) f.setFormError(failed.form);
    if (failed?.field !== undefined) f.setFieldError('phone', failed.field);
  };
  return (
    <>
      <TextField
        label={t('login.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        hint={hint}
        inputRef={f.register('phone')}
        value={f.values.phone}
        error={errorText(t, f, 'phone')}
        onChange={(event) => {
          f.setValue('phone', event.target.value);
        }}
      />
      <TextField
        label={t('login.smsCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        inputRef={f.register('code')}
        value={f.values.code}
        error={errorText(t, f, 'code')}
        onChange={(event) => {
          f.setValue('code', event.target.value);
        }}
        addon={
          <button
            type="button"
            className="button button-secondary auth-field__send"
            disabled={sender.sending || sender.cooldown > 0}
            onClick={() => {
              void onSend();
            }}
          >
            {sender.sending
              ? t('login.sendingCode')
              : sender.cooldown > 0
                ? t('login.resendIn', { seconds: sender.cooldown })
                : t('login.sendCode')}
          </button>
        }
      />
      <p className="auth-form__status" role="status">
        {sender.sentTo === undefined ? null : t('login.codeSent', { phone: maskPhone(sender.sentTo) })}
      </p>
    </>
  );
}

/** The translated error of a field, if any. */
function errorText<K extends string>(t: IslandTranslate, form: AuthForm<K>, field: K): string | undefined {
  const key = form.errors[field];
  return key === undefined ? undefined : t(key);
}
