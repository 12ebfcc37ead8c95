import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { exhibitions, reminders } from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import { deletedOrNotFound } from './owned-rows.ts';
import { apiText } from '../../server/api-messages.ts';

/** My reminders with the date each fires. */
export async function listReminders(db: Database, userId: number, locale: Locale) {
  const rows = await db
    .select({
      r: reminders,
      e: {
        id: exhibitions.id,
        nameZh: exhibitions.nameZh,
        nameEn: exhibitions.nameEn,
        startDate: exhibitions.startDate,
      },
    })
    .from(reminders)
    .innerJoin(exhibitions, eq(exhibitions.id, reminders.exhibitionId))
    .where(eq(reminders.userId, userId))
    .orderBy(exhibitions.startDate);
  return rows.map(({ r, e }) => ({
    id: r.id,
    exhibition: { id: e.id, name: pick(locale, e.nameZh, e.nameEn), startDate: e.startDate },
    daysBefore: r.daysBefore,
    channel: r.channel,
    remindOn: new Date(Date.parse(`${e.startDate}T00:00:00Z`) - r.daysBefore * 86_400_000)
      .toISOString()
      .slice(0, 10),
  }));
}

/** Sets (or replaces) my reminder for an upcoming fair. */
export async function setReminder(
  db: Database,
  userId: number,
  body: { exhibitionId: number; daysBefore: number; channel: string },
  locale: Locale,
  now: Date,
) {
  const [fair] = await db
    .select({ id: exhibitions.id, startDate: exhibitions.startDate })
    .from(exhibitions)
    .where(eq(exhibitions.id, body.exhibitionId));
  if (fair === undefined) throw notFound('exhibition', body.exhibitionId);
  if (fair.startDate <= now.toISOString().slice(0, 10))
    throw refused(apiText('apiMessage.exhibition.started'));
  await db
    .insert(reminders)
    .values({ userId, ...body, createdAt: now })
    .onConflictDoUpdate({
      target: [reminders.userId, reminders.exhibitionId],
      set: { daysBefore: body.daysBefore, channel: body.channel },
    });
  return (await listReminders(db, userId, locale)).find((r) => r.exhibition.id === body.exhibitionId);
}

/** Deletes one of my reminders. */
export async function deleteReminder(db: Database, userId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  return deletedOrNotFound(deleted, 'reminder', id);
}
