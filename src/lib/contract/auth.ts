import { z } from 'zod';

// Request and response shapes of the auth calls, shared by the reference
// API and the portal's typed auth functions.

/** Mainland mobile number: 11 digits starting with 1. */
export const phoneSchema = z.string().regex(/^1[3-9]\d{9}$/, 'invalid phone number');
/** A 6-digit SMS verification code. */
export const smsCodeSchema = z.string().regex(/^\d{6}$/, 'invalid verification code');
/** Password rule: 8 to 64 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, 'password too short')
  .max(64, 'password too long')
  .regex(/[A-Za-z]/, 'password needs a letter')
  .regex(/\d/, 'password needs a digit');

/** Path params of GET /api/auth/sendRegisterVerifyCode/{phone}/{code}: `code` is the purpose (register, login, forget, bind). */
export const sendCodeParamsSchema = z.object({
  phone: phoneSchema,
  code: z.enum(['register', 'login', 'forget', 'bind']),
});

/** Body of POST /api/auth/login: phone or e-mail plus password. */
export const loginBodySchema = z.object({
  account: z.string().min(3).max(120),
  password: z.string().min(1).max(64),
});

/** Body of POST /api/auth/forget: reset the password with an SMS code. */
export const forgetBodySchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});

/** Body of POST /api/auth/bind: bind a phone to the logged-in (e.g. WeChat) account. */
export const bindBodySchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
});

/** A session as login, phonelr, wxlogin and bind return it in `data`. */
export const sessionSchema = z.object({
  accessToken: z.string().min(20),
  uid: z.number().int().positive(),
  /** Seconds until the token expires. */
  expiresIn: z.number().int().positive(),
  /** True when the account was created by this call (phonelr registration). */
  created: z.boolean().optional(),
});

/** data of GET /api/auth/getWxQRScanCode. */
export const wxQrSchema = z.object({
  ticket: z.string().min(16),
  /** What the QR code encodes (a URL a phone would open). */
  qrContent: z.string(),
  /** Seconds until the ticket expires. */
  expiresIn: z.number().int().positive(),
});

/** data of GET /api/user/getInfo (the spec shows id and openId; the rest is the profile). */
export const userInfoSchema = z.object({
  id: z.number().int().positive(),
  openId: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['member', 'editor']),
  enterpriseVerified: z.boolean(),
});

/** data of GET /api/user/checkExist/{value}. */
export const checkExistSchema = z.object({ exists: z.boolean() });

export type LoginBody = z.infer<typeof loginBodySchema>;
export type ForgetBody = z.infer<typeof forgetBodySchema>;
export type BindBody = z.infer<typeof bindBodySchema>;
export type Session = z.infer<typeof sessionSchema>;
export type WxQr = z.infer<typeof wxQrSchema>;
export type UserInfo = z.infer<typeof userInfoSchema>;
export type SendCodePurpose = z.infer<typeof sendCodeParamsSchema>['code'];

/** Body of POST /api/auth/register (an addition to the spec's calls): phone, SMS code of purpose register, password. */
export const registerBodySchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  nickname: z.string().trim().min(1).max(40).optional(),
});

/** Path params of GET /api/auth/phonelr/{phone}/{code}: phone login-or-register with an SMS code. */
export const phoneLoginParamsSchema = z.object({ phone: phoneSchema, code: smsCodeSchema });

/** data of GET /api/auth/sendRegisterVerifyCode/{phone}/{code}. */
export const sentCodeSchema = z.object({
  expiresIn: z.number().int().positive(),
  retryAfter: z.number().int().positive(),
});

/** Path params of GET /api/user/checkExist/{value}: a phone or an e-mail. */
export const checkExistParamsSchema = z.object({ value: z.string().trim().min(3).max(120) });

/** One message of the dev/test SMS outbox (GET /api/dev/sms-outbox). */
export const outboxEntrySchema = z.object({
  phone: z.string(),
  purpose: z.string(),
  code: z.string(),
  createdAt: z.string(),
});

export type RegisterBody = z.infer<typeof registerBodySchema>;
