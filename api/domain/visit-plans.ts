import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { companies, exhibitions, fairExhibitors, pavilions, visitPlanItems } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import type { ExhibitorDesk, VisitPlan, VisitPlanBody } from '../../src/lib/contract/visit-plan.ts';
import { notFound, refused } from '../server/api-error.ts';
import { apiText } from '../server/api-messages.ts';
import { companyOfMember } from './company-members.ts';
import { companyExhibitsAt, standPlaces } from './fair-exhibitors.ts';
import { fairOnline } from './online.ts';
import { deletedOrNotFound } from './manager/owned-rows.ts';

// A buyer's visit plans: per fair, the exhibiting companies to visit, each with its stand. Every
// read and write is scoped to the caller; the company side reads counts only.

/** At most this many stands on one fair's plan. */
const VISIT_PLAN_MAX_ITEMS = 100;

/** My visit plans, soonest fair first, each with its stands (in the order they were added). */
export async function listVisitPlans(db: Database, userId: number, locale: Locale): Promise<VisitPlan[]> {
  const rows = await db
    .select({
      id: visitPlanItems.id,
      exhibitionId: exhibitions.id,
      fairZh: exhibitions.nameZh,
      fairEn: exhibitions.nameEn,
      startDate: exhibitions.startDate,
      endDate: exhibitions.endDate,
      venueId: pavilions.id,
      venueZh: pavilions.nameZh,
      venueEn: pavilions.nameEn,
      addressZh: pavilions.addressZh,
      addressEn: pavilions.addressEn,
      companyId: companies.id,
      companyZh: companies.nameZh,
      companyEn: companies.nameEn,
    })
    .from(visitPlanItems)
    .innerJoin(exhibitions, and(eq(exhibitions.id, visitPlanItems.exhibitionId), fairOnline))
    .innerJoin(pavilions, eq(pavilions.id, exhibitions.pavilionId))
    .innerJoin(companies, eq(companies.id, visitPlanItems.companyId))
    .where(eq(visitPlanItems.userId, userId))
    .orderBy(asc(exhibitions.startDate), asc(exhibitions.id), asc(visitPlanItems.id));
  const places = await standPlaces(db, rows, locale);
  const plans = new Map<number, VisitPlan>();
  for (const row of rows) {
    let plan = plans.get(row.exhibitionId);
    if (plan === undefined) {
      plan = {
        exhibition: {
          id: row.exhibitionId,
          name: pick(locale, row.fairZh, row.fairEn),
          startDate: row.startDate,
          endDate: row.endDate,
          venue: {
            id: row.venueId,
            name: pick(locale, row.venueZh, row.venueEn),
            address: pick(locale, row.addressZh, row.addressEn),
          },
        },
        items: [],
      };
      plans.set(row.exhibitionId, plan);
    }
    plan.items.push({
      id: row.id,
      company: { id: row.companyId, name: pick(locale, row.companyZh, row.companyEn) },
      stand: places.get(`${String(row.exhibitionId)}:${String(row.companyId)}`) ?? null,
    });
  }
  return [...plans.values()];
}

/** Puts a company exhibiting at a fair on my plan for that fair (idempotent); answers that fair's plan. */
export async function addToVisitPlan(
  db: Database,
  userId: number,
  body: VisitPlanBody,
  locale: Locale,
  now: Date,
): Promise<VisitPlan> {
  const [fair] = await db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(and(eq(exhibitions.id, body.exhibitionId), fairOnline));
  if (fair === undefined) throw notFound('exhibition', body.exhibitionId);
  if (!(await companyExhibitsAt(db, body.exhibitionId, body.companyId)))
    throw refused(apiText('apiMessage.visitPlan.notExhibiting'));
  const [held] = await db
    .select({ n: count() })
    .from(visitPlanItems)
    .where(and(eq(visitPlanItems.userId, userId), eq(visitPlanItems.exhibitionId, body.exhibitionId)));
  if ((held?.n ?? 0) >= VISIT_PLAN_MAX_ITEMS) throw refused(apiText('apiMessage.visitPlan.full'));
  await db
    .insert(visitPlanItems)
    .values({ userId, exhibitionId: body.exhibitionId, companyId: body.companyId, createdAt: now })
    .onConflictDoNothing();
  const plans = await listVisitPlans(db, userId, locale);
  const plan = plans.find((candidate) => candidate.exhibition.id === body.exhibitionId);
  if (plan === undefined) throw notFound('exhibition', body.exhibitionId);
  return plan;
}

/** Takes one stand off my plan; another member's entry answers as an unknown one. */
export async function removeFromVisitPlan(db: Database, userId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(visitPlanItems)
    .where(and(eq(visitPlanItems.id, id), eq(visitPlanItems.userId, userId)))
    .returning({ id: visitPlanItems.id });
  return deletedOrNotFound(deleted, 'visitPlanItem', id);
}

/**
 * My company and, for every fair it exhibits at that is not over, how many buyers have it on their plan (counts
 * only, never who), soonest fair first.
 */
export async function exhibitorDesk(
  db: Database,
  userId: number,
  locale: Locale,
  now: Date,
): Promise<ExhibitorDesk> {
  const company = await companyOfMember(db, userId, locale);
  if (company === undefined) return { company: null, planned: [] };
  const rows = await db
    .select({
      id: exhibitions.id,
      nameZh: exhibitions.nameZh,
      nameEn: exhibitions.nameEn,
      startDate: exhibitions.startDate,
      buyers: count(visitPlanItems.userId),
    })
    .from(fairExhibitors)
    .innerJoin(exhibitions, and(eq(exhibitions.id, fairExhibitors.exhibitionId), fairOnline))
    .leftJoin(
      visitPlanItems,
      and(
        eq(visitPlanItems.exhibitionId, fairExhibitors.exhibitionId),
        eq(visitPlanItems.companyId, fairExhibitors.companyId),
      ),
    )
    .where(
      and(eq(fairExhibitors.companyId, company.id), gte(exhibitions.endDate, now.toISOString().slice(0, 10))),
    )
    .groupBy(exhibitions.id)
    .orderBy(asc(exhibitions.startDate), asc(exhibitions.id));
  return {
    company,
    planned: rows.map((row) => ({
      exhibition: { id: row.id, name: pick(locale, row.nameZh, row.nameEn), startDate: row.startDate },
      buyers: row.buyers,
    })),
  };
}
