import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { periodicalRequests, periodicals } from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import { isUniqueViolation } from '../idempotency.ts';
import { apiText } from '../../server/api-messages.ts';

/** My periodical requests. */
export async function listPeriodicalRequests(db: Database, userId: number, locale: Locale) {
  const rows = await db
    .select({
      r: periodicalRequests,
      p: { id: periodicals.id, nameZh: periodicals.titleZh, nameEn: periodicals.titleEn },
    })
    .from(periodicalRequests)
    .innerJoin(periodicals, eq(periodicals.id, periodicalRequests.periodicalId))
    .where(eq(periodicalRequests.userId, userId))
    .orderBy(desc(periodicalRequests.id));
  return rows.map(({ r, p }) => ({
    id: r.id,
    periodical: { id: p.id, name: pick(locale, p.nameZh, p.nameEn) },
    address: r.address,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Requests a copy of a periodical (once per periodical). */
export async function requestPeriodical(
  db: Database,
  userId: number,
  body: { periodicalId: number; address: string },
  locale: Locale,
  now: Date,
) {
  const [p] = await db
    .select({ id: periodicals.id })
    .from(periodicals)
    .where(eq(periodicals.id, body.periodicalId));
  if (p === undefined) throw notFound('periodical', body.periodicalId);
  try {
    await db.insert(periodicalRequests).values({ userId, ...body, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(apiText('apiMessage.periodical.requested'));
    throw error;
  }
  return (await listPeriodicalRequests(db, userId, locale)).find(
    (r) => r.periodical.id === body.periodicalId,
  );
}
