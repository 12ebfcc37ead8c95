import { z } from 'zod';
import { passwordSchema, phoneSchema, smsCodeSchema, userInfoSchema } from './auth.ts';
import { emailSchema, idSchema, namedSchema } from './common.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { orderSchema } from './order.ts';
import { validationKey } from './validation-key.ts';

// The management centre (/manager/...): every call acts on the logged-in user's own records.

/** Body of POST and PUT /api/manager/visitors. */
export const visitorBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: phoneSchema,
  email: emailSchema.optional(),
  company: z.string().trim().max(120).default(''),
  position: z.string().trim().max(60).default(''),
  idType: z.enum(['id-card', 'passport', 'other']),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, validationKey('apiMessage.validation.idNumber')),
});
/** A visitor. */
export const visitorSchema = visitorBodySchema.extend({
  id: z.number().int(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
/** What can be followed. */
export const followTargetSchema = z.enum(['exhibition', 'company', 'news', 'user', 'industry']);
/** Body of POST /api/manager/follows. */
export const followBodySchema = z.object({ targetType: followTargetSchema, targetId: idSchema });
/** Query of GET /api/manager/follows. */
export const followListQuerySchema = pageQuerySchema.extend({ targetType: followTargetSchema });
/** A followed thing: its summary in `target` (shape by type: exhibition, company and news summaries; {id, name} for users and industries). */
export const followSchema = z.object({
  targetType: followTargetSchema,
  targetId: z.number().int(),
  createdAt: z.string(),
  target: z.record(z.string(), z.unknown()),
});
/** A fan (a user following me) or a followed user. */
export const fanSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  followedAt: z.string(),
});
/** Body of POST /api/manager/reminders. */
export const reminderBodySchema = z.object({
  exhibitionId: idSchema,
  daysBefore: z.number().int().min(1).max(60),
  channel: z.enum(['sms', 'email']),
});
/** A reminder with its fair. */
export const reminderSchema = z.object({
  id: z.number().int(),
  exhibition: namedSchema.extend({ startDate: z.string() }),
  daysBefore: z.number().int(),
  channel: z.string(),
  remindOn: z.string(),
});
/** Body of POST /api/manager/news: a user's article, reviewed by an editor before it is public. */
export const myNewsBodySchema = z.object({
  language: z.enum(['zh', 'en']),
  title: z.string().trim().min(4).max(120),
  summary: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(50_000),
  typeId: idSchema,
  industryId: idSchema,
});
/** One of my articles. */
export const myNewsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['pending', 'published', 'rejected']),
  createdAt: z.string(),
});
/** Body of POST /api/manager/periodicals: ask for a copy of a periodical. */
export const periodicalRequestBodySchema = z.object({
  periodicalId: idSchema,
  address: z.string().trim().min(5).max(300),
});
/** A periodical request. */
export const periodicalRequestSchema = z.object({
  id: z.number().int(),
  periodical: namedSchema,
  address: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
/** Body of PUT /api/manager/profile. */
export const profileBodySchema = z
  .object({
    nickname: z.string().trim().min(1).max(40).optional(),
    avatar: z
      .string()
      .trim()
      .max(300)
      .regex(/^(\/|https:\/\/)/, validationKey('apiMessage.validation.avatar'))
      .optional(),
    bio: z.string().trim().max(500).optional(),
    email: emailSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, validationKey('apiMessage.validation.nothingToUpdate'));
/** Body of POST /api/manager/password; oldPassword is needed when the account has a password. */
export const passwordChangeBodySchema = z.object({
  oldPassword: z.string().min(1).max(64).optional(),
  newPassword: passwordSchema,
});
/** Body of POST /api/manager/enterprise-auth: company, licence number and 1-5 uploaded licence images. */
export const enterpriseAuthBodySchema = z.object({
  companyName: z.string().trim().min(2).max(120),
  licenceNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{15,20}$/, validationKey('apiMessage.validation.licenceNumber')),
  licenceImages: z.array(idSchema).min(1).max(5),
});
/** The enterprise authentication request. */
export const enterpriseAuthSchema = z.object({
  companyName: z.string(),
  licenceNo: z.string(),
  licenceImages: z.array(z.string()),
  status: z.enum(['pending', 'approved', 'rejected']),
  updatedAt: z.string(),
});
/** Query of GET /api/manager/orders. */
export const myOrdersQuerySchema = pageQuerySchema.extend({
  orderType: z.enum(['ticket', 'visa', 'application', 'trip', 'flight']),
});
export const myOrdersPageSchema = pageSchema(orderSchema);
/**
 * data of GET and PUT /api/manager/profile: the user's profile with the bio, and the address an
 * e-mail change waits to confirm (the code went there; `email` changes only when it is confirmed).
 */
export const profileSchema = userInfoSchema.extend({ bio: z.string(), pendingEmail: z.string().nullable() });
/** Body of POST /api/manager/profile/email: the code sent to the new address. */
export const emailConfirmBodySchema = z.object({ code: smsCodeSchema });
/** One of GET /api/manager/sessions: a login still in use, on this device (`current`) or another. */
export const managedSessionSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** Browser and system, e.g. "Chrome 120, Linux"; '' when the client did not say. */
  userAgent: z.string(),
  address: z.string(),
  current: z.boolean(),
});
/** data of DELETE /api/manager/sessions (log out everywhere else): how many were ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int().nonnegative() });
/** data of POST and DELETE /api/manager/follows: the follow state after the call. */
export const followStateSchema = z.object({
  targetType: z.string(),
  targetId: z.number().int(),
  following: z.boolean(),
});
export type Visitor = z.infer<typeof visitorSchema>;
export type VisitorBody = z.infer<typeof visitorBodySchema>;
