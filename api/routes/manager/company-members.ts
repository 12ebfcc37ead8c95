import { z } from 'zod';
import { companyMemberBodySchema, companyMembersSchema } from '../../../src/lib/contract/company-members.ts';
import { addCompanyMember, listCompanyMembers, removeCompanyMember } from '../../domain/company-members.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

const memberParamsSchema = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** My company's members: a member sees them, adds a registered account by its phone, takes one off. */
export const companyMemberRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/company-members',
    tag: 'manager',
    auth: 'user',
    summary: 'My company (null unless I belong to one) and its members, phones masked',
    response: companyMembersSchema,
    handler: ({ ctx, user, locale }) => listCompanyMembers(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/company-members',
    tag: 'manager',
    auth: 'user',
    summary:
      'Add the account registered with a phone number to my company (403 unless I am a member, 404 for an unknown phone, 409 for an account already in a company); answers the members',
    body: companyMemberBodySchema,
    response: companyMembersSchema,
    handler: ({ ctx, user, body, locale }) => addCompanyMember(ctx.db, user.id, body.phone, locale),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/company-members/:userId',
    tag: 'manager',
    auth: 'user',
    summary:
      'Take a member off my company, myself included (404 for an account not in it, 409 for the last member); answers the members',
    params: memberParamsSchema,
    response: companyMembersSchema,
    handler: ({ ctx, user, params, locale }) => removeCompanyMember(ctx.db, user.id, params.userId, locale),
  }),
];
