import { z } from 'zod';
import { emailSchema } from './common.ts';
import { phoneSchema } from './phone.ts';
import { validationKey } from './validation-key.ts';

// The answers (sessions, the profile, outbox entries) live in session.ts, which loads no phone
// rules: the header's user menu and the user store import them on every page.
export {
  checkExistSchema,
  mailOutboxEntrySchema,
  outboxEntrySchema,
  sentCodeSchema,
  sessionSchema,
  userInfoSchema,
  wxQrSchema,
  type Session,
  type UserInfo,
  type WxQr,
} from './session.ts';

// Request and response shapes of the auth calls, shared by the reference
// API and the portal's typed auth functions.

/** Any country's phone number, answered as E.164 (phone.ts); re-exported where it always was. */
export { phoneSchema };
/** An e-mail that names an account: the contract's e-mail rule, compared in lower case. */
const accountEmailSchema = emailSchema.transform((value) => value.toLowerCase());
/** A 6-digit SMS or e-mail verification code. */
export const smsCodeSchema = z.string().regex(/^\d{6}$/, validationKey('apiMessage.validation.smsCode'));
/** Password rule: 8 to 64 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, validationKey('apiMessage.validation.passwordTooShort'))
  .max(64, validationKey('apiMessage.validation.passwordTooLong'))
  .regex(/[A-Za-z]/, validationKey('apiMessage.validation.passwordLetter'))
  .regex(/\d/, validationKey('apiMessage.validation.passwordDigit'));

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

/** Exactly one of phone and e-mail: the account a code was sent to. */
function oneAccount(value: { phone?: string | undefined; email?: string | undefined }): boolean {
  return (value.phone === undefined) !== (value.email === undefined);
}
const oneAccountIssue = { message: validationKey('apiMessage.validation.oneAccount'), path: ['email'] };

/** Body of POST /api/auth/forget: reset the password with an SMS code (phone) or an e-mail code (email). */
export const forgetBodySchema = z
  .object({
    phone: phoneSchema.optional(),
    email: accountEmailSchema.optional(),
    code: smsCodeSchema,
    password: passwordSchema,
  })
  .refine(oneAccount, oneAccountIssue);

/** Body of POST /api/auth/bind: bind a phone to the logged-in (e.g. WeChat) account. */
export const bindBodySchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
});

export type LoginBody = z.infer<typeof loginBodySchema>;
export type ForgetBody = z.input<typeof forgetBodySchema>;
export type BindBody = z.input<typeof bindBodySchema>;
export type SendCodePurpose = z.infer<typeof sendCodeParamsSchema>['code'];

/**
 * Body of POST /api/auth/register (an addition to the spec's calls): a phone with its SMS code or
 * an e-mail with its e-mail code (purpose register), and a password.
 */
export const registerBodySchema = z
  .object({
    phone: phoneSchema.optional(),
    email: accountEmailSchema.optional(),
    code: smsCodeSchema,
    password: passwordSchema,
    nickname: z.string().trim().min(1).max(40).optional(),
  })
  .refine(oneAccount, oneAccountIssue);

/** What an e-mail code is for: register (e-mail must be new, else 20003), login (any), forget (must exist, else 20004). */
const emailCodePurposeSchema = z.enum(['register', 'login', 'forget']);
/** Body of POST /api/auth/email-code: sends a 6-digit code to an e-mail address. */
export const emailCodeBodySchema = z.object({ email: accountEmailSchema, purpose: emailCodePurposeSchema });
/** Body of POST /api/auth/email-login: logs in (or registers) an e-mail with its code. */
export const emailLoginBodySchema = z.object({ email: accountEmailSchema, code: smsCodeSchema });

export type EmailCodePurpose = z.infer<typeof emailCodePurposeSchema>;
export type EmailCodeBody = z.input<typeof emailCodeBodySchema>;
export type EmailLoginBody = z.input<typeof emailLoginBodySchema>;

/** Path params of GET /api/auth/phonelr/{phone}/{code}: phone login-or-register with an SMS code. */
export const phoneLoginParamsSchema = z.object({ phone: phoneSchema, code: smsCodeSchema });

/** Path params of GET /api/user/checkExist/{value}: a phone or an e-mail. */
export const checkExistParamsSchema = z.object({ value: z.string().trim().min(3).max(120) });

export type RegisterBody = z.input<typeof registerBodySchema>;
