import { idParamsSchema } from '../../../src/lib/contract/common.ts';
import {
  meetingBodySchema,
  meetingDecisionSchema,
  meetingSchema,
  myMeetingsSchema,
} from '../../../src/lib/contract/meeting.ts';
import { cancelMeeting, decideMeeting, listMeetings, requestMeeting } from '../../domain/meetings.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** Meeting requests: a buyer asks an exhibitor for a slot, a company member answers. */
export const meetingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/meetings',
    tag: 'manager',
    auth: 'user',
    summary: 'The meetings I asked for and those asked of my company',
    response: myMeetingsSchema,
    handler: ({ ctx, user, locale }) => listMeetings(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/meetings',
    tag: 'manager',
    auth: 'user',
    summary:
      'Ask a company exhibiting at a fair for a meeting: a fair day, inside the opening hours, free for both sides',
    body: meetingBodySchema,
    response: meetingSchema,
    handler: ({ ctx, user, body, locale }) => requestMeeting(ctx.db, user.id, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/meetings/:id/decision',
    tag: 'manager',
    auth: 'user',
    summary: "Accept or decline a request made of my company (anyone else's is 404)",
    params: idParamsSchema,
    body: meetingDecisionSchema,
    response: meetingSchema,
    handler: ({ ctx, user, params, body, locale }) =>
      decideMeeting(ctx.db, user.id, params.id, body.decision, locale, ctx.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/meetings/:id/cancel',
    tag: 'manager',
    auth: 'user',
    summary: 'Withdraw my request or cancel my accepted meeting',
    params: idParamsSchema,
    response: meetingSchema,
    handler: ({ ctx, user, params, locale }) => cancelMeeting(ctx.db, user.id, params.id, locale, ctx.now()),
  }),
];
