import { z } from 'zod';
import {
  checkExistSchema,
  sessionSchema,
  userInfoSchema,
  wxQrSchema,
  type Session,
  type UserInfo,
  type WxQr,
} from '../contract/session.ts';
import type {
  BindBody,
  EmailCodeBody,
  EmailLoginBody,
  ForgetBody,
  LoginBody,
  RegisterBody,
  SendCodePurpose,
} from '../contract/auth.ts';
import { isApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { ResponseCode } from '../contract/codes.ts';

// The account calls under /api/auth and /api/user (login, register, SMS codes, WeChat QR login,
// profile lookups), typed by the shared contract. Each takes the client to use:
// the shared browser client in islands, the per-request client on the server.

const ignoredData = z.unknown();
const segment = (value: string | number): string => encodeURIComponent(String(value));

/** GET /api/auth/sendRegisterVerifyCode/{phone}/{purpose}: texts a verification code. */
export async function sendVerifyCode(api: ApiClient, phone: string, purpose: SendCodePurpose): Promise<void> {
  await api.get(`/api/auth/sendRegisterVerifyCode/${segment(phone)}/${segment(purpose)}`, {
    schema: ignoredData,
  });
}

/** POST /api/auth/email-code: mails a verification code (register, login or forget). */
export async function sendEmailCode(api: ApiClient, body: EmailCodeBody): Promise<void> {
  await api.post('/api/auth/email-code', body, { schema: ignoredData });
}

/** POST /api/auth/email-login: logs in with an e-mail code, registering a new address. */
export function emailLoginOrRegister(api: ApiClient, body: EmailLoginBody): Promise<Session> {
  return api.post('/api/auth/email-login', body, { schema: sessionSchema });
}

/** POST /api/auth/login: logs in with account (phone or e-mail) and password. */
export function login(api: ApiClient, body: LoginBody): Promise<Session> {
  return api.post('/api/auth/login', body, { schema: sessionSchema });
}

/** POST /api/auth/register: creates an account from a phone or e-mail, its code (purpose register) and a password. */
export function registerAccount(api: ApiClient, body: RegisterBody): Promise<Session> {
  return api.post('/api/auth/register', body, { schema: sessionSchema });
}

/** POST /api/auth/forget: resets the password with an SMS or e-mail code. */
export async function forgetPassword(api: ApiClient, body: ForgetBody): Promise<void> {
  await api.post('/api/auth/forget', body, { schema: ignoredData });
}

/**
 * GET /api/auth/wxlogin/{ticket}: polls a WeChat QR login. Resolves null while the code is not
 * scanned yet (code 200015), the session once it is. Silent: polling must never toast.
 */
export async function wxLogin(api: ApiClient, ticket: string): Promise<Session | null> {
  try {
    return await api.get(`/api/auth/wxlogin/${segment(ticket)}`, { schema: sessionSchema, silent: true });
  } catch (error) {
    if (isApiError(error, 'api-code') && error.code === ResponseCode.noCodeScanning) return null;
    throw error;
  }
}

/** GET /api/auth/getWxQRScanCode: a ticket and the content of a WeChat login QR code. */
export function getWxQrCode(api: ApiClient): Promise<WxQr> {
  return api.get('/api/auth/getWxQRScanCode', { schema: wxQrSchema });
}

/** GET /api/auth/logout: ends the session on the server. */
export async function logout(api: ApiClient): Promise<void> {
  await api.get('/api/auth/logout', { schema: ignoredData });
}

/** GET /api/auth/phonelr/{phone}/{smsCode}: logs in with an SMS code, registering a new phone. */
export function phoneLoginOrRegister(api: ApiClient, phone: string, smsCode: string): Promise<Session> {
  return api.get(`/api/auth/phonelr/${segment(phone)}/${segment(smsCode)}`, { schema: sessionSchema });
}

/** POST /api/auth/bind: binds a phone to the logged-in account. */
export function bindPhone(api: ApiClient, body: BindBody): Promise<Session> {
  return api.post('/api/auth/bind', body, { schema: sessionSchema });
}

/** GET /api/user/getInfo: the logged-in user's profile. */
export function getUserInfo(api: ApiClient): Promise<UserInfo> {
  return api.get('/api/user/getInfo', { schema: userInfoSchema });
}

/**
 * GET /api/user/checkExist/{value}: whether a phone or e-mail is already registered. Silent: a
 * failed check is no news for the person typing (the form's submit still gets the API's answer).
 */
export async function checkExist(
  api: ApiClient,
  value: string,
  options: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const result = await api.get(`/api/user/checkExist/${segment(value)}`, {
    schema: checkExistSchema,
    silent: true,
    ...(options.signal !== undefined && { signal: options.signal }),
  });
  return result.exists;
}
