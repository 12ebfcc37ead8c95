import { z } from 'zod';
import { namedSchema } from './common.ts';
import { phoneSchema } from './phone.ts';

// The accounts that speak for a company (company_members): an exhibitor's staff, who answer its
// meeting requests and see how many buyers plan to visit it. A member adds a colleague by the
// phone number of the colleague's account and may take a member off; one company per account.

/** body of POST /api/manager/company-members: the phone number of a registered account. */
export const companyMemberBodySchema = z.object({ phone: phoneSchema });

/** One member, as colleagues see them: the phone masked but for its country code and last four digits. */
const companyMemberSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  phone: z.string(),
  /** When the account joined the company (ISO). */
  since: z.string(),
  /** The account asking. */
  me: z.boolean(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** data of GET, POST and DELETE /api/manager/company-members: my company (null unless I belong to one) and its members, oldest first. */
export const companyMembersSchema = z.object({
  company: namedSchema.nullable(),
  members: z.array(companyMemberSchema),
});
export type CompanyMembers = z.infer<typeof companyMembersSchema>;
