import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { enOrigin, zhOrigin } from '../helpers.ts';
import { withLoginToken } from './login-token.ts';

// Logging in and calling the reference API through the portal's /api proxy, as the end-to-end
// tests do: the seeded editor by password, members as new accounts by SMS code.

/** A logged-in account: its token and user id. */
export interface Session {
  token: string;
  uid: string;
}

/** The seeded editor account (docs/api.md: published demo fixtures, not secrets). */
export const editorAccount = { account: '13900000000', password: 'Demo2024pass' } as const;

/** An API answer: its envelope and HTTP status. */
export interface ApiAnswer<T = unknown> {
  status: number;
  code: number;
  data: T;
}

/** Calls the API as a session's user (or anonymously without one). */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await request.fetch(`${zhOrigin}${path}`, {
    method,
    headers: { ...(session !== null && { Authorization: `Bearer ${session.token}` }), ...headers },
    ...(data !== undefined && { data }),
  });
  const body = withLoginToken(response, (await response.json()) as { code: number; data: T });
  return { status: response.status(), code: body.code, data: body.data };
}

/** Calls the API and expects success (code 1), naming the call when it fails. */
export async function apiOk<T = unknown>(
  request: APIRequestContext,
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const answer = await callApi<T>(request, session, method, path, data, headers);
  expect(answer.code, `${method} ${path}: ${JSON.stringify(answer.data).slice(0, 300)}`).toBe(1);
  return answer.data;
}

/** Logs in with an account and password through the API. */
export async function passwordSession(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<Session> {
  const data = await apiOk<{ accessToken: string; uid: number }>(request, null, 'POST', '/api/auth/login', {
    account,
    password,
  });
  return { token: data.accessToken, uid: String(data.uid) };
}

/** A mainland mobile number no other test (or earlier run on the same database) uses. */
export function freshPhone(prefix = '136'): string {
  return `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * Headers that make a code request come from a buyer's own address: the suite registers more
 * members than one address may ask codes for in an hour (the API's per-address SMS limit), as
 * many buyers on many addresses would. The origin and the API trust loopback's X-Forwarded-For;
 * the address is in 198.18.0.0/15, the range set aside for tests.
 */
export function buyerAddressHeaders(): Record<string, string> {
  const byte = () => String(Math.floor(Math.random() * 254) + 1);
  return { 'X-Forwarded-For': `198.18.${byte()}.${byte()}` };
}

/** A new member account, logged in by SMS code (the code comes from the dev outbox). */
export async function newMemberSession(request: APIRequestContext): Promise<Session & { phone: string }> {
  const phone = freshPhone();
  const sent = await request.get(`${zhOrigin}/api/auth/sendRegisterVerifyCode/${phone}/login`, {
    headers: buyerAddressHeaders(),
  });
  expect(sent.ok()).toBe(true);
  const outbox = (await (await request.get(`${zhOrigin}/api/dev/sms-outbox?phone=${phone}`)).json()) as {
    data: { code: string }[];
  };
  const code = outbox.data[0]?.code ?? '';
  const login = await apiOk<{ accessToken: string; uid: number }>(
    request,
    null,
    'GET',
    `/api/auth/phonelr/${phone}/${code}`,
  );
  return { token: login.accessToken, uid: String(login.uid), phone };
}

/** Puts a session's cookies on both editions, as the login island does. */
export async function logInBrowser(context: BrowserContext, session: Session): Promise<void> {
  for (const url of [zhOrigin, enOrigin])
    await context.addCookies([
      { name: 'access_token', value: session.token, url },
      { name: 'uid', value: session.uid, url },
    ]);
}

/** A new member with a paid order of `quantity` tickets of `tierId`, paid in the sandbox gateway. */
export async function memberWithPaidTickets(
  request: APIRequestContext,
  tierId: number,
  quantity: number,
  contactName: string,
): Promise<{ session: Session; orderNo: string }> {
  const session = await newMemberSession(request);
  const order = await apiOk<{ orderNo: string }>(
    request,
    session,
    'POST',
    '/api/orders/tickets',
    { tierId, quantity, contact: { name: contactName, phone: '13912345678' } },
    { 'Idempotency-Key': randomUUID() },
  );
  const payment = await apiOk<{ paymentNo: string }>(request, session, 'POST', '/api/pay/create', {
    orderType: 'ticket',
    orderNo: order.orderNo,
    channel: 'alipay',
  });
  expect(
    (await request.post(`${zhOrigin}/api/pay/sandbox/${payment.paymentNo}/complete?result=success`)).ok(),
  ).toBe(true);
  await expect
    .poll(
      async () =>
        (await apiOk<{ status: string }>(request, session, 'GET', `/api/orders/${order.orderNo}`)).status,
    )
    .toBe('paid');
  return { session, orderNo: order.orderNo };
}
