import { useCallback, useId, useState, type ReactNode } from 'react';
import {
  bindPhone,
  emailLoginOrRegister,
  forgetPassword,
  login,
  phoneLoginOrRegister,
  registerAccount,
} from '../../lib/endpoints/auth.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { maskPhone } from '../../lib/auth/mask-phone.ts';
import type { Session } from '../../lib/contract/auth.ts';
import type { FieldError } from '../../lib/forms/field-errors.ts';
import {
  checkAccount,
  checkLoginEmail,
  checkLoginNewPassword,
  checkLoginPassword,
  checkLoginPhone,
  checkSmsCode,
} from '../../lib/forms/login.ts';
import { phoneValue } from '../../lib/forms/rules.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { PhoneField } from '../ui/form/PhoneField.tsx';
import { PasswordField, TextField } from '../ui/form/TextField.tsx';
import { FormShell } from './FormShell.tsx';
import { bindField, useAuthForm, type AuthForm } from './use-auth-form.ts';
import { useCodeSender, type CodeRoute } from './use-code-sender.ts';
import { useTakenCheck } from './use-taken-check.ts';

// The auth forms. Each validates with the contract's rules, calls one API function, and hands
// a session to its parent; on failure it keeps every value and says what happened. Phones are
// any country's (the phone field's picker); registration and password reset go by phone or by
// e-mail, and the e-mail tab logs in (or registers) with a mailed code.

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
  const form = useAuthForm({ target: '', code: '' });
  return (
    <FormShell
      label={t('login.tabs.sms')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.smsSubmit')}
      onSubmit={form.onSubmit(
        checkBy('sms'),
        async (v) => {
          await onSession(await phoneLoginOrRegister(api, phoneValue(v.target), v.code.trim()));
        },
        'smsLogin',
      )}
    >
      <TargetAndCode
        api={api}
        form={form}
        route={{ channel: 'sms', purpose: 'login' }}
        hint={t('login.smsHint')}
      />
    </FormShell>
  );
}

/** E-mail plus a mailed code: logs in, or registers a new address (POST /api/auth/email-login). */
export function EmailLoginForm({ api, onSession }: SessionFormProps): ReactNode {
  const t = useT();
  const form = useAuthForm({ target: '', code: '' });
  return (
    <FormShell
      label={t('login.tabs.email')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.emailSubmit')}
      onSubmit={form.onSubmit(
        checkBy('email'),
        async (v) => {
          await onSession(await emailLoginOrRegister(api, { email: v.target.trim(), code: v.code.trim() }));
        },
        'emailLogin',
      )}
    >
      <TargetAndCode
        api={api}
        form={form}
        route={{ channel: 'email', purpose: 'login' }}
        hint={t('login.emailHint')}
      />
    </FormShell>
  );
}

/** How a register or reset form reaches the person: a phone or an e-mail. */
type Channel = CodeRoute['channel'];

/**
 * Phone or e-mail, its code and a password: creates an account (POST /api/auth/register). The
 * English language starts on e-mail (a foreign buyer may have no number that gets our SMS).
 */
export function RegisterForm({ api, onSession }: SessionFormProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [channel, setChannel] = useState<Channel>(locale === 'en' ? 'email' : 'sms');
  const form = useAuthForm({ target: '', code: '', password: '' });
  return (
    <FormShell
      label={t('login.registerTitle')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.registerSubmit')}
      onSubmit={form.onSubmit(
        checkWithPassword(channel),
        async (v) => {
          await onSession(await registerAccount(api, accountCodeAndPassword(channel, v)));
        },
        channel === 'sms' ? 'register' : 'emailRegister',
      )}
    >
      <ChannelSwitch
        legend="login.registerBy"
        channel={channel}
        onChange={(next) => {
          form.setValue('target', '');
          form.setValue('code', '');
          setChannel(next);
        }}
      />
      <TargetAndCode
        key={channel}
        api={api}
        form={form}
        route={{ channel, purpose: 'register' }}
        checkTaken
      />
      <NewPasswordField form={form} label={t('login.password')} />
    </FormShell>
  );
}

/** Phone or e-mail, its code and a new password (POST /api/auth/forget); then back to password login. */
export function ForgotPasswordForm({ api, onDone }: AuthFormProps & { onDone: () => void }): ReactNode {
  const t = useT();
  const locale = useLocale();
  const [channel, setChannel] = useState<Channel>(locale === 'en' ? 'email' : 'sms');
  const form = useAuthForm({ target: '', code: '', password: '' });
  return (
    <FormShell
      label={t('login.forgotTitle')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.forgotSubmit')}
      onSubmit={form.onSubmit(
        checkWithPassword(channel),
        async (v) => {
          await forgetPassword(api, accountCodeAndPassword(channel, v));
          onDone();
        },
        channel === 'sms' ? 'forget' : 'emailForget',
      )}
    >
      <ChannelSwitch
        legend="login.resetBy"
        channel={channel}
        onChange={(next) => {
          form.setValue('target', '');
          form.setValue('code', '');
          setChannel(next);
        }}
      />
      <TargetAndCode key={channel} api={api} form={form} route={{ channel, purpose: 'forget' }} />
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
  const form = useAuthForm({ target: '', code: '' });
  return (
    <FormShell
      label={t('login.bindTitle')}
      busy={form.busy}
      formError={form.formError}
      submitLabel={t('login.bindSubmit')}
      footer={footer}
      onSubmit={form.onSubmit(
        checkBy('sms'),
        async (v) => {
          await onSession(await bindPhone(api, { phone: phoneValue(v.target), code: v.code.trim() }));
        },
        'bind',
      )}
    >
      <TargetAndCode
        api={api}
        form={form}
        route={{ channel: 'sms', purpose: 'bind' }}
        hint={t('login.bindHint')}
      />
    </FormShell>
  );
}

type TargetCodeValues = Record<'target' | 'code', string>;
type TargetCodePasswordValues = Record<'target' | 'code' | 'password', string>;
type TargetCodeForm = AuthForm<'target' | 'code'> | AuthForm<'target' | 'code' | 'password'>;

/** The checks of the forms that start with a phone or e-mail and its code. */
function checkBy(channel: Channel) {
  return (values: TargetCodeValues): Record<'target' | 'code', FieldError | undefined> => ({
    target: channel === 'sms' ? checkLoginPhone(values.target) : checkLoginEmail(values.target),
    code: checkSmsCode(values.code),
  });
}

/** The same plus a new password (register, reset). */
function checkWithPassword(channel: Channel) {
  return (
    values: TargetCodePasswordValues,
  ): Record<'target' | 'code' | 'password', FieldError | undefined> => ({
    ...checkBy(channel)(values),
    password: checkLoginNewPassword(values.password),
  });
}

/** The body of register and forget: the phone (E.164) or the e-mail, the code, the password as typed. */
function accountCodeAndPassword(
  channel: Channel,
  values: TargetCodePasswordValues,
): { phone: string; code: string; password: string } | { email: string; code: string; password: string } {
  const code = values.code.trim();
  return channel === 'sms'
    ? { phone: phoneValue(values.target), code, password: values.password }
    : { email: values.target.trim(), code, password: values.password };
}

/** Register or reset by mobile number or by e-mail: two radio buttons. */
function ChannelSwitch({
  legend,
  channel,
  onChange,
}: {
  legend: MessageKey;
  channel: Channel;
  onChange: (channel: Channel) => void;
}): ReactNode {
  const t = useT();
  const name = useId();
  const choices: [Channel, MessageKey][] = [
    ['sms', 'login.byPhone'],
    ['email', 'login.byEmail'],
  ];
  return (
    <fieldset className="auth-channel">
      <legend className="auth-field__label">{t(legend)}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="auth-channel__choice">
          <input
            type="radio"
            name={name}
            value={value}
            checked={channel === value}
            onChange={() => {
              onChange(value);
            }}
          />{' '}
          {t(label)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The phone field (country picker and number) or the e-mail field, the code field and its send
 * button with the resend countdown. With `checkTaken` (registration) a valid phone or address
 * that already has an account is flagged as soon as the field loses focus (useTakenCheck).
 */
function TargetAndCode({
  api,
  form,
  route,
  hint,
  checkTaken = false,
}: {
  api: ApiClient;
  form: TargetCodeForm;
  route: CodeRoute;
  hint?: string;
  checkTaken?: boolean;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  const sender = useCodeSender(api, route);
  // Every form shape has target and code; narrowing the union once keeps the calls typed.
  const f = form as AuthForm<'target' | 'code'>;
  const { setFieldError } = f;
  const byEmail = route.channel === 'email';
  const taken = useTakenCheck(
    api,
    useCallback(() => {
      setFieldError(
        'target',
        { key: byEmail ? 'login.errors.emailTaken' : 'login.errors.phoneTaken' },
        { focus: false },
      );
    }, [setFieldError, byEmail]),
  );
  const check = byEmail ? checkLoginEmail : checkLoginPhone;
  const onBlur = checkTaken
    ? () => {
        if (check(f.values.target) === undefined)
          taken.schedule(byEmail ? f.values.target.trim().toLowerCase() : phoneValue(f.values.target));
      }
    : undefined;
  const onChange = (event: { currentTarget: { value: string } }): void => {
    taken.cancel();
    f.setValue('target', event.currentTarget.value);
  };
  const onSend = async (): Promise<void> => {
    f.setFormError(undefined);
    const failed = await sender.send(f.values.target);
    if (failed?.form !== undefined) f.setFormError(failed.form);
    if (failed?.field !== undefined) f.setFieldError('target', failed.field);
  };
  const target = {
    inputRef: f.register('target'),
    value: f.values.target,
    error: f.errors.target,
    hint,
    onChange,
    onBlur,
  };
  return (
    <>
      {byEmail ? (
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={120}
          {...target}
        />
      ) : (
        <PhoneField label={t('login.phone')} name="phone" autoComplete="tel-national" {...target} />
      )}
      <TextField
        label={t(byEmail ? 'login.emailCode' : 'login.smsCode')}
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
        {sender.sentTo === undefined
          ? null
          : byEmail
            ? t('login.emailCodeSent', { email: sender.sentTo })
            : t('login.codeSent', { phone: maskPhone(sender.sentTo, locale) })}
      </p>
    </>
  );
}

/** The new password of the register and reset forms, with the password rule as its hint. */
function NewPasswordField({
  form,
  label,
}: {
  form: AuthForm<'target' | 'code' | 'password'>;
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
