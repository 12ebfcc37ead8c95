/* eslint-disable @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { demoMember, demoPassword } from '../seed/demo-accounts.ts';
import type { TestApi } from './harness.ts';

/** Logs in as demo member n (1 = user id 2, who has seeded orders and follows) and returns the token. */
export async function loginDemo(api: TestApi, n = 1): Promise<string> {
  const { body } = await api.call('POST', '/api/auth/login', {
    body: { account: demoMember(n).phone, password: demoPassword },
  });
  if (body.code !== 1) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken as string;
}

/** Requests an SMS code and reads it from the dev outbox. */
export async function smsCode(api: TestApi, phone: string, purpose: string): Promise<string> {
  const sent = await api.call('GET', `/api/auth/sendRegisterVerifyCode/${phone}/${purpose}`);
  if (sent.body.code !== 1) throw new Error(`send code failed: ${JSON.stringify(sent.body)}`);
  const outbox = await api.call('GET', `/api/dev/sms-outbox?phone=${phone}`);
  return outbox.body.data[0].code as string;
}
