import { useCallback, type ReactNode } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import { checkExist } from '../../lib/endpoints/auth.ts';
import { maskPhone } from '../../lib/auth/mask-phone.ts';
import { checkLoginEmail, checkLoginPhone } from '../../lib/forms/login.ts';
import { phoneValue } from '../../lib/forms/rules.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { PhoneField } from '../ui/form/PhoneField.tsx';
import { TextField } from '../ui/form/TextField.tsx';
import { bindField, type AuthForm } from './use-auth-form.ts';
import { useCodeSender, type CodeRoute } from './use-code-sender.ts';
import { useTakenCheck } from './use-taken-check.ts';

/** A form that holds a phone or e-mail and its code (and perhaps a new password). */
export type TargetCodeForm = AuthForm<'target' | 'code'> | AuthForm<'target' | 'code' | 'password'>;

/**
 * The phone field (country picker and number) or the e-mail field, the code field and its send
 * button with the resend countdown. With `checkTaken` (registration) a valid phone or address
 * that already has an account is flagged as soon as the field loses focus (useTakenCheck).
 */
export function TargetAndCode({
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
    // A register code is sent whether or not the phone or address has an account (the API never
    // tells), so the form asks first and says "taken" instead of sending a code that cannot register.
    if (checkTaken && check(f.values.target) === undefined) {
      taken.cancel();
      const value = byEmail ? f.values.target.trim().toLowerCase() : phoneValue(f.values.target);
      const exists = await checkExist(api, value).catch(() => false);
      if (exists) {
        f.setFormError(byEmail ? 'login.errors.emailTaken' : 'login.errors.phoneTaken');
        return;
      }
    }
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
          : t(sentKey(route), {
              target: byEmail ? sender.sentTo : maskPhone(sender.sentTo, locale),
            })}
      </p>
    </>
  );
}

/**
 * What the status line says once a code was asked for. A reset code is asked for an account that
 * may not exist, and the API answers alike either way, so the line says so.
 */
function sentKey(route: CodeRoute): 'login.codeSent' | 'login.emailCodeSent' | 'login.resetCodeSent' {
  if (route.purpose === 'forget') return 'login.resetCodeSent';
  return route.channel === 'email' ? 'login.emailCodeSent' : 'login.codeSent';
}
