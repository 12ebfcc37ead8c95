import { z } from 'zod';
import { idParamsSchema } from '../../../src/lib/contract/common.ts';
import { reminderBodySchema, reminderSchema } from '../../../src/lib/contract/manager.ts';
import { deleteReminder, listReminders, setReminder } from '../../domain/manager/reminders.ts';
import { defineRoute, type AnyRoute } from '../../server/route.ts';

/** A member's reminders of upcoming exhibitions. */
export const reminderRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/manager/reminders',
    tag: 'manager',
    auth: 'user',
    summary: 'My exhibition reminders',
    response: z.array(reminderSchema),
    handler: ({ ctx, user, locale }) => listReminders(ctx.db, user.id, locale),
  }),
  defineRoute({
    method: 'post',
    path: '/api/manager/reminders',
    tag: 'manager',
    auth: 'user',
    summary: 'Set a reminder for an upcoming exhibition (replaces mine for that fair)',
    body: reminderBodySchema,
    response: reminderSchema,
    handler: ({ ctx, user, body, locale }) => setReminder(ctx.db, user.id, body, locale, ctx.now()),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/manager/reminders/:id',
    tag: 'manager',
    auth: 'user',
    summary: 'Delete one of my reminders',
    params: idParamsSchema,
    response: z.null(),
    handler: ({ ctx, user, params }) => deleteReminder(ctx.db, user.id, params.id),
  }),
];
