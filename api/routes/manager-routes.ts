import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import { userInfoSchema } from '../../src/lib/contract/auth.ts';
import { idParamsSchema, idSchema } from '../../src/lib/contract/common.ts';
import { pageQuerySchema, pageSchema } from '../../src/lib/contract/envelope.ts';
import {
  enterpriseAuthBodySchema,
  enterpriseAuthSchema,
  fanSchema,
  followBodySchema,
  followListQuerySchema,
  followSchema,
  followTargetSchema,
  myNewsBodySchema,
  myNewsSchema,
  myOrdersPageSchema,
  myOrdersQuerySchema,
  passwordChangeBodySchema,
  periodicalRequestBodySchema,
  periodicalRequestSchema,
  profileBodySchema,
  reminderBodySchema,
  reminderSchema,
  visitorBodySchema,
  visitorSchema,
} from '../../src/lib/contract/manager.ts';
import { users } from '../db/schema.ts';
import * as manager from '../domain/manager.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { revokeAllSessions, userInfo } from '../domain/sessions.ts';
import { ApiError } from '../server/api-error.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';

const followStateSchema = z.object({
  targetType: followTargetSchema,
  targetId: z.number().int(),
  following: z.boolean(),
});

/** The management centre: visitors, follows, fans, reminders, my orders, news, periodicals, profile, password, enterprise auth. */
export const managerRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/visitors',
    tag: 'manager',
    auth: 'user',
    summary: 'My visitors',
    response: z.array(visitorSchema),
    handler: ({ ctx, user }) => manager.listVisitors(ctx.db, user.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/visitors',
    tag: 'manager',
    auth: 'user',
    summary: 'Add a visitor (at most 50)',
    body: visitorBodySchema,
    response: visitorSchema,
    handler: ({ ctx, user, body }) => manager.createVisitor(ctx.db, user.id, body, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/visitors/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'One of my visitors (/manager/visitor-edit/{id})',
    params: idParamsSchema,
    response: visitorSchema,
    handler: ({ ctx, user, params }) => manager.getVisitor(ctx.db, user.id, params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/api/manager/visitors/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Edit one of my visitors',
    params: idParamsSchema,
    body: visitorBodySchema,
    response: visitorSchema,
    handler: ({ ctx, user, params, body }) => manager.updateVisitor(ctx.db, user.id, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/visitors/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Delete one of my visitors',
    params: idParamsSchema,
    response: z.null(),
    handler: ({ ctx, user, params }) => manager.deleteVisitor(ctx.db, user.id, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/follows',
    tag: 'manager',
    auth: 'user',
    summary: 'What I follow of one type: exhibition, company, news, user, industry',
    query: followListQuerySchema,
    response: pageSchema(followSchema),
    handler: ({ ctx, user, query, locale }) =>
      manager.listFollows(ctx.db, user.id, query.targetType, query, locale, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/follows',
    tag: 'manager',
    auth: 'user',
    summary: 'Follow something (idempotent)',
    body: followBodySchema,
    response: followStateSchema,
    handler: ({ ctx, user, body }) => manager.follow(ctx.db, user.id, body, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/follows/:targetType/:targetId',
    tag: 'manager',
    auth: 'user',
    summary: 'Unfollow (idempotent)',
    params: z.object({ targetType: followTargetSchema, targetId: idSchema }),
    response: followStateSchema,
    handler: ({ ctx, user, params }) => manager.unfollow(ctx.db, user.id, params.targetType, params.targetId),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/fans',
    tag: 'manager',
    auth: 'user',
    summary: 'Users following me',
    query: pageQuerySchema,
    response: pageSchema(fanSchema),
    handler: ({ ctx, user, query }) => manager.listFans(ctx.db, user.id, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/reminders',
    tag: 'manager',
    auth: 'user',
    summary: 'My exhibition reminders',
    response: z.array(reminderSchema),
    handler: ({ ctx, user, locale }) => manager.listReminders(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/reminders',
    tag: 'manager',
    auth: 'user',
    summary: 'Set a reminder for an upcoming exhibition (replaces mine for that fair)',
    body: reminderBodySchema,
    response: reminderSchema,
    handler: ({ ctx, user, body, locale }) => manager.setReminder(ctx.db, user.id, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/reminders/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Delete one of my reminders',
    params: idParamsSchema,
    response: z.null(),
    handler: ({ ctx, user, params }) => manager.deleteReminder(ctx.db, user.id, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/orders',
    tag: 'manager',
    auth: 'user',
    summary: 'My orders of one kind: ticket (ticket-my), visa (visa-my), application (fair-my), trip',
    query: myOrdersQuerySchema,
    response: myOrdersPageSchema,
    handler: ({ ctx, user, query, locale }) =>
      manager.listMyOrders(ctx.db, user.id, query.orderType, query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/news',
    tag: 'manager',
    auth: 'user',
    summary: 'Articles I submitted (news-my)',
    response: z.array(myNewsSchema),
    handler: ({ ctx, user, locale }) => manager.listMyNews(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/news',
    tag: 'manager',
    auth: 'user',
    summary: 'Submit an article for editor review',
    body: myNewsBodySchema,
    response: myNewsSchema,
    handler: ({ ctx, user, body }) => manager.submitNews(ctx.db, user.id, body, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/news/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Withdraw one of my articles',
    params: idParamsSchema,
    response: z.null(),
    handler: ({ ctx, user, params }) => manager.deleteMyNews(ctx.db, user.id, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/periodicals',
    tag: 'manager',
    auth: 'user',
    summary: 'My periodical requests (periodical-my)',
    response: z.array(periodicalRequestSchema),
    handler: ({ ctx, user, locale }) => manager.listPeriodicalRequests(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/periodicals',
    tag: 'manager',
    auth: 'user',
    summary: 'Request a copy of a periodical',
    body: periodicalRequestBodySchema,
    response: periodicalRequestSchema,
    handler: ({ ctx, user, body, locale }) =>
      manager.requestPeriodical(ctx.db, user.id, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/profile',
    tag: 'manager',
    auth: 'user',
    summary: 'My profile',
    response: userInfoSchema.extend({ bio: z.string() }),
    handler: async ({ ctx, user }) => ({
      ...(await userInfo(ctx.db, user.id)),
      bio: (await ctx.db.select({ bio: users.bio }).from(users).where(eq(users.id, user.id)))[0]?.bio ?? '',
    }),
  }),
  defineRoute({
    method: 'put',
    path: '/api/manager/profile',
    tag: 'manager',
    auth: 'user',
    summary: 'Update nickname, avatar, bio or e-mail (20003 when the e-mail is taken)',
    body: profileBodySchema,
    response: userInfoSchema,
    handler: async ({ ctx, user, body }) => {
      await manager.updateProfile(ctx.db, user.id, body);
      return userInfo(ctx.db, user.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/password',
    tag: 'manager',
    auth: 'user',
    summary: 'Change the password; ends every session of the account, including this one',
    body: passwordChangeBodySchema,
    response: z.null(),
    handler: async ({ ctx, user, body, locale }) => {
      const [row] = await ctx.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (
        row?.passwordHash != null &&
        (body.oldPassword === undefined ||
          !(await ctx.limits.hashGate.run(
            () => verifyPassword(body.oldPassword ?? '', row.passwordHash ?? ''),
            locale,
          )))
      )
        throw new ApiError(ResponseCode.error, 400, 'the old password is wrong');
      await ctx.db
        .update(users)
        .set({ passwordHash: await ctx.limits.hashGate.run(() => hashPassword(body.newPassword), locale) })
        .where(eq(users.id, user.id));
      await revokeAllSessions(ctx.db, user.id, ctx.now());
      return null;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/manager/enterprise-auth',
    tag: 'manager',
    auth: 'user',
    summary: 'My enterprise authentication (null when never requested)',
    response: enterpriseAuthSchema.nullable(),
    handler: ({ ctx, user }) => manager.getEnterpriseAuth(ctx.db, user.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/enterprise-auth',
    tag: 'manager',
    auth: 'user',
    summary: 'Submit enterprise authentication with uploaded licence images (POST /api/uploads first)',
    body: enterpriseAuthBodySchema,
    response: enterpriseAuthSchema,
    handler: ({ ctx, user, body }) => manager.submitEnterpriseAuth(ctx.db, user.id, body, ctx.now()),
  }),
];
