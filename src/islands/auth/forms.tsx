import { useCallback, type ReactNode } from 'react';
import {
  bindPhone,
  forgetPassword,
  login,
  phoneLoginOrRegister,
  registerAccount,
} from '../../lib/endpoints/auth.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { maskPhone } from '../../lib/auth/login-rules.ts';
import type { SendCodePurpose, Session } from '../../lib/contract/auth.ts';
import type { FieldError } from '../../lib/forms/field-errors.ts';
import {
  checkAccount,
  checkLoginNewPassword,
  checkLoginPassword,
  checkLoginPhone,
  checkSmsCode,
} from '../../lib/forms/login.ts';
import { useT } from '../i18n/use-t.ts';
import { PasswordField, TextField, type TextFieldProps } from '../ui/form/TextField.tsx';
import { FormShell } from './FormShell.tsx';
import { bindField, useAuthForm, type AuthForm } from './use-auth-form.ts';
import { useCodeSender } from './use-code-sender.ts';
import { useTakenCheck } from './use-taken-check.ts';

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
        checkPhoneAndCode,
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
        checkPhoneCodeAndNewPassword,
        async (v) => {
          await onSession(await registerAccount(api, phoneCodeAndPassword(v)));
        },
        'register',
      )}
    >
      <PhoneAndCode api={api} form={form} purpose="register" checkTaken />
      <NewPasswordField form={form} label={t('login.password')} />
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
        checkPhoneCodeAndNewPassword,
        async (v) => {
          await forgetPassword(api, phoneCodeAndPassword(v));
          onDone();
        },
        'forget',
      )}
    >
      <PhoneAndCode api={api} form={form} purpose="forget" />
      <NewPasswordField form={form} label={t('login.newPassword')} />
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
        checkPhoneAndCode,
        async (v) => {
          await onSession(await bindPhone(api, phoneAndCode(v)));
        },
        'bind',
      )}
    >
      <PhoneAndCode api={api} form={form} purpose="bind" hint={t('login.bindHint')} />
    </FormShell>
  );
}

type PhoneCodeValues = Record<'phone' | 'code', string>;
type PhoneCodePasswordValues = Record<'phone' | 'code' | 'password', string>;
type PhoneCodeForm = AuthForm<'phone' | 'code'> | AuthForm<'phone' | 'code' | 'password'>;

/** The checks of the forms that start with a phone and an SMS code. */
function checkPhoneAndCode(values: PhoneCodeValues): Record<'phone' | 'code', FieldError | undefined> {
  return { phone: checkLoginPhone(values.phone), code: checkSmsCode(values.code) };
}

/** The same plus a new password (register, reset). */
function checkPhoneCodeAndNewPassword(
  values: PhoneCodePasswordValues,
): Record<'phone' | 'code' | 'password', FieldError | undefined> {
  return { ...checkPhoneAndCode(values), password: checkLoginNewPassword(values.password) };
}

/** The phone and the code as the API takes them: trimmed. */
function phoneAndCode(values: PhoneCodeValues): PhoneCodeValues {
  return { phone: values.phone.trim(), code: values.code.trim() };
}

/** The same plus the password, sent as typed. */
function phoneCodeAndPassword(values: PhoneCodePasswordValues): PhoneCodePasswordValues {
  return { ...phoneAndCode(values), password: values.password };
}

/**
 * The phone field, the code field and its send button with the resend countdown. With
 * `checkTaken` (registration) a valid phone that already has an account is flagged as soon as
 * the field loses focus (useTakenCheck).
 */
function PhoneAndCode({
  api,
  form,
  purpose,
  hint,
  checkTaken = false,
}: {
  api: ApiClient;
  form: PhoneCodeForm;
  purpose: SendCodePurpose;
  hint?: string;
  checkTaken?: boolean;
}): ReactNode {
  const t = useT();
  const sender = useCodeSender(api, purpose);
  // Both form shapes have phone and code; narrowing the union once keeps the calls typed.
  const f = form as AuthForm<'phone' | 'code'>;
  const { setFieldError } = f;
  const taken = useTakenCheck(
    api,
    useCallback(() => {
      setFieldError('phone', { key: 'login.errors.phoneTaken' }, { focus: false });
    }, [setFieldError]),
  );
  const phone = bindField(f, 'phone');
  const phoneCheck: Pick<TextFieldProps, 'onBlur' | 'onChange'> = checkTaken
    ? {
        onBlur: () => {
          if (checkLoginPhone(f.values.phone) === undefined) taken.schedule(f.values.phone.trim());
        },
        onChange: (event) => {
          taken.cancel();
          phone.onChange?.(event);
        },
      }
    : {};
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
        {...phone}
        {...phoneCheck}
      />
      <TextField
        label={t('login.smsCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...bindField(f, 'code')}
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

/** The new password of the register and reset forms, with the password rule as its hint. */
function NewPasswordField({
  form,
  label,
}: {
  form: AuthForm<'phone' | 'code' | 'password'>;
  label: string;
}): ReactNode {
  const t = useT();
  return (
    <PasswordField
      label={label}
      name="new-password"
      autoComplete="new-password"
      hint={t('login.passwordHint')}
      {...bindField(form, 'password')}
    />
  );
}
