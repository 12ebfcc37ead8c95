/* eslint-disable @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { demoEditor, demoExhibitor, demoMember, demoPassword, demoStaff } from '../seed/demo-accounts.ts';
import type { TestApi } from './harness.ts';

/** Logs in as demo member n (1 = user id 2, who has seeded orders and follows) and returns the token. */
export async function loginDemo(api: TestApi, n = 1): Promise<string> {
  const { body } = await api.call('POST', '/api/auth/login', {
    body: { account: demoMember(n).phone, password: demoPassword },
  });
  if (body.code !== 1) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken as string;
}

/** Logs in as the demo editor (user 1) and returns the token. */
export async function loginEditor(api: TestApi): Promise<string> {
  const { body } = await api.call('POST', '/api/auth/login', {
    body: { account: demoEditor.phone, password: demoPassword },
  });
  if (body.code !== 1) throw new Error(`editor login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken as string;
}

/** Requests an SMS code and reads it from the dev outbox (any spelling of the phone: +49..., 11 digits). */
export async function smsCode(api: TestApi, phone: string, purpose: string): Promise<string> {
  const sent = await api.call(
    'GET',
    `/api/auth/sendRegisterVerifyCode/${encodeURIComponent(phone)}/${purpose}`,
  );
  if (sent.body.code !== 1) throw new Error(`send code failed: ${JSON.stringify(sent.body)}`);
  const outbox = await api.call('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  return outbox.body.data[0].code as string;
}

/** The 6-digit code in the newest message of the dev mail outbox to an address. */
export async function mailedCode(api: TestApi, email: string): Promise<string> {
  const outbox = await api.call('GET', `/api/dev/mail-outbox?to=${encodeURIComponent(email)}`);
  const text = String(outbox.body.data[0]?.text ?? '');
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${email}: ${JSON.stringify(outbox.body)}`);
  return code;
}

/** Requests an e-mail code and reads it from the dev mail outbox. */
export async function emailCode(
  api: TestApi,
  email: string,
  purpose: 'register' | 'login' | 'forget',
  locale?: 'CN' | 'EN',
): Promise<string> {
  const sent = await api.call('POST', '/api/auth/email-code', {
    body: { email, purpose },
    ...(locale !== undefined && { locale }),
  });
  if (sent.body.code !== 1) throw new Error(`send e-mail code failed: ${JSON.stringify(sent.body)}`);
  return mailedCode(api, email);
}

/** Logs in as the demo gate staff and returns the token. */
export async function loginStaff(api: TestApi): Promise<string> {
  const { body } = await api.call('POST', '/api/auth/login', {
    body: { account: demoStaff.phone, password: demoPassword },
  });
  if (body.code !== 1) throw new Error(`staff login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken as string;
}

/** Logs in as the demo exhibitor (a member of the first seeded fair exhibitor's company) and returns the token. */
export async function loginExhibitor(api: TestApi): Promise<string> {
  const { body } = await api.call('POST', '/api/auth/login', {
    body: { account: demoExhibitor.phone, password: demoPassword },
  });
  if (body.code !== 1) throw new Error(`exhibitor login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken as string;
}
