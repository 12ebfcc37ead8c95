import { useEffect, useRef, useState } from 'react';
import { sendVerifyCode } from '../../lib/endpoints/auth.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { authErrorKey } from '../../lib/auth/auth-errors.ts';
import { RESEND_SECONDS } from '../../lib/auth/login-rules.ts';
import type { SendCodePurpose } from '../../lib/contract/auth.ts';
import type { FieldError } from '../../lib/forms/field-errors.ts';
import { checkLoginPhone } from '../../lib/forms/login.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';

/** What useCodeSender gives a form's send-code button. */
export interface CodeSender {
  sending: boolean;
  /** Seconds until another code may be requested (0: now). */
  cooldown: number;
  /** The phone the last code went to, for the confirmation. */
  sentTo: string | undefined;
  /** Validates the phone and requests a code; resolves to the phone's error, the form's, or undefined. */
  send: (phone: string) => Promise<{ field?: FieldError; form?: MessageKey } | undefined>;
}

/** Sends SMS codes of one purpose and counts down to the next allowed request. */
export function useCodeSender(api: ApiClient, purpose: SendCodePurpose): CodeSender {
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
    const phone = raw.trim();
    const invalid = checkLoginPhone(phone);
    if (invalid !== undefined) return { field: invalid };
    setSending(true);
    try {
      await sendVerifyCode(api, phone, purpose);
      setSentTo(phone);
      startCooldown();
      return undefined;
    } catch (error) {
      return { form: authErrorKey(error, 'sendCode') };
    } finally {
      setSending(false);
    }
  };

  return { sending, cooldown, sentTo, send };
}
