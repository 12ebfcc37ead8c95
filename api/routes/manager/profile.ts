import { z } from 'zod';
import { userInfoSchema } from '../../../src/lib/contract/auth.ts';
import { passwordChangeBodySchema, profileBodySchema } from '../../../src/lib/contract/manager.ts';
import { changePassword } from '../../domain/manager/password.ts';
import { getProfile, updateProfile } from '../../domain/manager/profile.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** A member's profile and password. */
export const profileRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/profile',
    tag: 'manager',
    auth: 'user',
    summary: 'My profile',
    response: userInfoSchema.extend({ bio: z.string() }),
    handler: ({ ctx, user }) => getProfile(ctx.db, user.id),
  }),
  defineRoute({
    method: 'put',
    path: '/api/manager/profile',
    tag: 'manager',
    auth: 'user',
    summary: 'Update nickname, avatar, bio or e-mail (20003 when the e-mail is taken)',
    body: profileBodySchema,
    response: userInfoSchema,
    handler: ({ ctx, user, body }) => updateProfile(ctx.db, user.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/password',
    tag: 'manager',
    auth: 'user',
    summary: 'Change the password; ends every session of the account, including this one',
    body: passwordChangeBodySchema,
    response: z.null(),
    handler: ({ ctx, user, body, locale }) =>
      changePassword(ctx.db, ctx.limits.hashGate, user.id, body, locale, ctx.now()),
  }),
];
