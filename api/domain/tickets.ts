import { asc, eq } from 'drizzle-orm';
import { builtOnce, inIds } from '../db/built-once.ts';
import type { Database } from '../db/database.ts';
import { ticketTiers, tickets } from '../db/schema.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { groupBy, type Localized } from './named.ts';
import { refundPolicyOf } from './orders/refund-policy.ts';
import { releaseExpiredHolds } from './orders/ticket-holds.ts';

interface TicketRow {
  kind: typeof tickets.$inferSelect;
  tier: typeof ticketTiers.$inferSelect | null;
}

function toTickets(rows: readonly TicketRow[], locale: Locale, today: Date) {
  const now = today.toISOString().slice(0, 10);
  const kinds = [...new Map(rows.map((r) => [r.kind.id, r.kind])).values()];
  return kinds.map((kind) => ({
    id: kind.id,
    exhibitionId: kind.exhibitionId,
    payKind: kind.payKind as 1 | 2,
    name: pick(locale, kind.nameZh, kind.nameEn),
    description: pick(locale, kind.descriptionZh, kind.descriptionEn),
    saleStart: kind.saleStart,
    saleEnd: kind.saleEnd,
    onSale: kind.saleStart <= now && now <= kind.saleEnd,
    tiers: rows.flatMap(({ kind: k, tier }) =>
      tier === null || k.id !== kind.id
        ? []
        : [
            {
              id: tier.id,
              name: pick(locale, tier.nameZh, tier.nameEn),
              priceMinor: tier.priceMinor,
              currency: tier.currency,
              remaining: tier.stock - tier.sold,
              refundPolicy: refundPolicyOf(tier),
            },
          ],
    ),
  }));
}

/** The ticket kinds and tiers of the exhibitions `ids`, built once per database. */
const ticketRows = builtOnce((db) =>
  db
    .select({ kind: tickets, tier: ticketTiers })
    .from(tickets)
    .leftJoin(ticketTiers, eq(ticketTiers.ticketId, tickets.id))
    .where(inIds(tickets.exhibitionId, 'ids'))
    .orderBy(asc(tickets.id), asc(ticketTiers.id))
    .prepare('exhibition_tickets'),
);

/**
 * Ticket kinds with tiers of several exhibitions, by exhibition id, in either language (one
 * query). Expired ticket holds are released first, so `remaining` counts their tickets as back in
 * stock.
 */
export async function readTicketsOfMany(
  db: Database,
  exhibitionIds: readonly number[],
  today: Date,
): Promise<Localized<Map<number, ReturnType<typeof toTickets>>>> {
  await releaseExpiredHolds(db, today);
  const rows = await ticketRows(db).execute({ ids: [...exhibitionIds] });
  const byExhibition = [...groupBy(rows, (r) => r.kind.exhibitionId)];
  return (locale) => new Map(byExhibition.map(([id, list]) => [id, toTickets(list, locale, today)]));
}

/** Ticket kinds of an exhibition with tiers and remaining stock (one query). */
export async function ticketsOf(db: Database, exhibitionId: number, locale: Locale, today: Date) {
  return (await readTicketsOfMany(db, [exhibitionId], today))(locale).get(exhibitionId) ?? [];
}
