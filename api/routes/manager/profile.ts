import { z } from 'zod';
import {
  emailConfirmBodySchema,
  passwordChangeBodySchema,
  profileBodySchema,
  profileSchema,
} from '../../../src/lib/contract/manager.ts';
import { changePassword } from '../../domain/manager/password.ts';
import { confirmEmailChange, getProfile, updateProfile } from '../../domain/manager/profile.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** A member's profile and password. */
export const profileRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/profile',
    tag: 'manager',
    auth: 'user',
    summary: 'My profile',
    response: profileSchema,
    handler: ({ ctx, user }) => getProfile(ctx.db, user.id),
  }),
  defineRoute({
    method: 'put',
    path: '/api/manager/profile',
    tag: 'manager',
    auth: 'user',
    summary:
      'Update nickname, avatar and bio; a new e-mail is only pending (pendingEmail) until the code sent to it is confirmed',
    body: profileBodySchema,
    response: profileSchema,
    handler: ({ ctx, user, body, locale }) => updateProfile(ctx.db, user.id, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/profile/email',
    tag: 'manager',
    auth: 'user',
    summary:
      'Confirm the pending e-mail change with the code sent to the new address (20008 wrong code, 20003 when another account proved it first)',
    body: emailConfirmBodySchema,
    response: profileSchema,
    handler: ({ ctx, user, body }) => confirmEmailChange(ctx.db, user.id, body.code, ctx.now()),
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
