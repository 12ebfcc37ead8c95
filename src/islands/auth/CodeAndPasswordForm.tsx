import { useId, useState, type ReactNode } from 'react';
import type { AuthAction } from '../../lib/auth/auth-errors.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { PasswordField } from '../ui/form/TextField.tsx';
import {
  accountCodeAndPassword,
  checkWithPassword,
  type AccountCodeAndPassword,
  type Channel,
} from './code-checks.ts';
import { FormShell } from './FormShell.tsx';
import { TargetAndCode } from './TargetAndCode.tsx';
import { bindField, useAuthForm, type AuthForm, type AuthFormProps } from './use-auth-form.ts';

/** The forms that are a phone or an e-mail, its code and a new password. */
type CodeAndPasswordFormKind = 'register' | 'forget';

/** What tells them apart: their words, and whether a taken phone or address is flagged. */
interface CodeAndPasswordFormSpec {
  label: MessageKey;
  submitLabel: MessageKey;
  /** The legend of the phone-or-e-mail choice. */
  legend: MessageKey;
  passwordLabel: MessageKey;
  /** Flags a phone or address that already has an account when its field loses focus. */
  checkTaken: boolean;
  /** Picks the wording of the API's refusals, by channel. */
  actions: Record<Channel, AuthAction>;
}

const specs: Record<CodeAndPasswordFormKind, CodeAndPasswordFormSpec> = {
  // Creates an account (POST /api/auth/register).
  register: {
    label: 'login.registerTitle',
    submitLabel: 'login.registerSubmit',
    legend: 'login.registerBy',
    passwordLabel: 'login.password',
    checkTaken: true,
    actions: { sms: 'register', email: 'emailRegister' },
  },
  // Sets a new password (POST /api/auth/forget).
  forget: {
    label: 'login.forgotTitle',
    submitLabel: 'login.forgotSubmit',
    legend: 'login.resetBy',
    passwordLabel: 'login.newPassword',
    checkTaken: false,
    actions: { sms: 'forget', email: 'emailForget' },
  },
};

/** Props of CodeAndPasswordForm. */
export interface CodeAndPasswordFormProps extends AuthFormProps {
  kind: CodeAndPasswordFormKind;
  /** Sends the checked body (register or forget); a rejection is said in the form. */
  run: (body: AccountCodeAndPassword) => Promise<void>;
}

/**
 * Registration or password reset: a phone or e-mail (a radio pair), its code and a new
 * password. The English language starts on e-mail (a foreign buyer may have no number that
 * gets our SMS).
 */
export function CodeAndPasswordForm({ kind, api, run }: CodeAndPasswordFormProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const spec = specs[kind];
  const [channel, setChannel] = useState<Channel>(locale === 'en' ? 'email' : 'sms');
  const form = useAuthForm({ target: '', code: '', password: '' });
  return (
    <FormShell
      label={t(spec.label)}
      form={form}
      submitLabel={t(spec.submitLabel)}
      onSubmit={form.onSubmit(
        checkWithPassword(channel),
        (values) => run(accountCodeAndPassword(channel, values)),
        spec.actions[channel],
      )}
    >
      <ChannelSwitch
        legend={spec.legend}
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
        route={{ channel, purpose: kind }}
        checkTaken={spec.checkTaken}
      />
      <NewPasswordField form={form} label={t(spec.passwordLabel)} />
    </FormShell>
  );
}

/** By mobile number or by e-mail: two radio buttons. */
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

/** The new password, with the password rule as its hint. */
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
