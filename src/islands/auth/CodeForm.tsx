import type { ReactNode } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import type { AuthAction } from '../../lib/auth/auth-errors.ts';
import type { Session } from '../../lib/contract/auth.ts';
import { bindPhone, emailLoginOrRegister, phoneLoginOrRegister } from '../../lib/endpoints/auth.ts';
import { phoneValue } from '../../lib/forms/rules.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useT } from '../i18n/use-t.ts';
import { checkBy, type TargetCodeValues } from './code-checks.ts';
import { FormShell } from './FormShell.tsx';
import { TargetAndCode } from './TargetAndCode.tsx';
import { useAuthForm, type SessionFormProps } from './use-auth-form.ts';
import type { CodeRoute } from './use-code-sender.ts';

/** The forms that are a phone or an e-mail, the code sent to it, and one call that ends in a session. */
type CodeFormKind = 'sms' | 'email' | 'bind';

/** What tells the code forms apart: their words, where the code goes, and their call. */
interface CodeFormSpec {
  label: MessageKey;
  submitLabel: MessageKey;
  /** Under the phone or e-mail field. */
  hint: MessageKey;
  route: CodeRoute;
  /** Picks the wording of the API's refusals. */
  action: AuthAction;
  call: (api: ApiClient, values: TargetCodeValues) => Promise<Session>;
}

const specs: Record<CodeFormKind, CodeFormSpec> = {
  // Phone plus SMS code: logs in, or registers a new phone (GET /api/auth/phonelr).
  sms: {
    label: 'login.tabs.sms',
    submitLabel: 'login.smsSubmit',
    hint: 'login.smsHint',
    route: { channel: 'sms', purpose: 'login' },
    action: 'smsLogin',
    call: (api, v) => phoneLoginOrRegister(api, phoneValue(v.target), v.code.trim()),
  },
  // E-mail plus a mailed code: logs in, or registers a new address (POST /api/auth/email-login).
  email: {
    label: 'login.tabs.email',
    submitLabel: 'login.emailSubmit',
    hint: 'login.emailHint',
    route: { channel: 'email', purpose: 'login' },
    action: 'emailLogin',
    call: (api, v) => emailLoginOrRegister(api, { email: v.target.trim(), code: v.code.trim() }),
  },
  // Binds a phone to the logged-in account (POST /api/auth/bind), e.g. after a WeChat login.
  bind: {
    label: 'login.bindTitle',
    submitLabel: 'login.bindSubmit',
    hint: 'login.bindHint',
    route: { channel: 'sms', purpose: 'bind' },
    action: 'bind',
    call: (api, v) => bindPhone(api, { phone: phoneValue(v.target), code: v.code.trim() }),
  },
};

/** Props of CodeForm. */
export interface CodeFormProps extends SessionFormProps {
  kind: CodeFormKind;
  /** Links under the button (skip binding). */
  footer?: ReactNode;
}

/** SMS login, e-mail code login or phone binding: a phone or e-mail, its code, and the call. */
export function CodeForm({ kind, api, onSession, footer }: CodeFormProps): ReactNode {
  const t = useT();
  const spec = specs[kind];
  const form = useAuthForm({ target: '', code: '' });
  return (
    <FormShell
      label={t(spec.label)}
      form={form}
      submitLabel={t(spec.submitLabel)}
      footer={footer}
      onSubmit={form.onSubmit(
        checkBy(spec.route.channel),
        async (values) => {
          await onSession(await spec.call(api, values));
        },
        spec.action,
      )}
    >
      <TargetAndCode api={api} form={form} route={spec.route} hint={t(spec.hint)} />
    </FormShell>
  );
}
