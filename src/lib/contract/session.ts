import { z } from 'zod';

// The answers of the auth calls (src/lib/contract/auth.ts has the requests). Kept apart from the
// requests so the islands that only read a session or a profile (the header's user menu, the
// user store, on every page of a member) do not load the phone rules and their metadata.

/** A session as login, phonelr, wxlogin and bind return it in `data`. */
export const sessionSchema = z.object({
  /**
   * The API always sends it; the origin's /api proxy moves it into the httpOnly access_token
   * cookie and takes it out, so the browser never sees it (docs/security.md, Cookies).
   */
  accessToken: z.string().min(20).optional(),
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
  role: z.enum(['member', 'editor', 'staff']),
  enterpriseVerified: z.boolean(),
});

/** data of GET /api/user/checkExist/{value}. */
export const checkExistSchema = z.object({ exists: z.boolean() });

/** data of GET /api/auth/sendRegisterVerifyCode/{phone}/{code}. */
export const sentCodeSchema = z.object({
  expiresIn: z.number().int().positive(),
  retryAfter: z.number().int().positive(),
});

/** One message of the dev/test SMS outbox (GET /api/dev/sms-outbox). */
export const outboxEntrySchema = z.object({
  phone: z.string(),
  purpose: z.string(),
  code: z.string(),
  createdAt: z.string(),
});

/** One message of the dev/test e-mail outbox (GET /api/dev/mail-outbox). */
export const mailOutboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
});

export type Session = z.infer<typeof sessionSchema>;
export type WxQr = z.infer<typeof wxQrSchema>;
export type UserInfo = z.infer<typeof userInfoSchema>;
