import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import { authErrorKey } from '../../lib/auth/auth-errors.ts';
import { RESEND_SECONDS } from '../../lib/auth/login-rules.ts';
import type { EmailCodePurpose, SendCodePurpose } from '../../lib/contract/auth.ts';
import { sendEmailCode, sendVerifyCode } from '../../lib/endpoints/auth.ts';
import type { FieldError } from '../../lib/forms/field-errors.ts';
import { checkLoginEmail, checkLoginPhone } from '../../lib/forms/login.ts';
import { phoneValue } from '../../lib/forms/rules.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';

/** What useCodeSender gives a form's send-code button. */
export interface CodeSender {
  sending: boolean;
  /** Seconds until another code may be requested (0: now). */
  cooldown: number;
  /** Where the last code went (an E.164 phone or an e-mail), for the confirmation. */
  sentTo: string | undefined;
  /** Validates the phone or address and requests a code; resolves to the field's error, the form's, or undefined. */
  send: (target: string) => Promise<{ field?: FieldError; form?: MessageKey } | undefined>;
}

/** Where a code goes: by SMS to a phone (any purpose) or by e-mail (register, login, forget). */
export type CodeRoute =
  { channel: 'sms'; purpose: SendCodePurpose } | { channel: 'email'; purpose: EmailCodePurpose };

/** Sends SMS or e-mail codes of one purpose and counts down to the next allowed request. */
export function useCodeSender(api: ApiClient, route: CodeRoute): CodeSender {
  const [sending, setSending] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(
    () => () => {
      clearInterval(timer.current);
    },
    [],
  );

  const startCooldown = (): void => {
    setCooldown(RESEND_SECONDS);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setCooldown((left) => {
        if (left <= 1) clearInterval(timer.current);
        return Math.max(0, left - 1);
      });
    }, 1000);
  };

  const send: CodeSender['send'] = async (raw) => {
    const invalid = route.channel === 'sms' ? checkLoginPhone(raw) : checkLoginEmail(raw);
    if (invalid !== undefined) return { field: invalid };
    const target = route.channel === 'sms' ? phoneValue(raw) : raw.trim();
    setSending(true);
    try {
      if (route.channel === 'sms') await sendVerifyCode(api, target, route.purpose);
      else await sendEmailCode(api, { email: target, purpose: route.purpose });
      setSentTo(target);
      startCooldown();
      return undefined;
    } catch (error) {
      return { form: authErrorKey(error, route.channel === 'sms' ? 'sendCode' : 'emailCode') };
    } finally {
      setSending(false);
    }
  };

  return { sending, cooldown, sentTo, send };
}
