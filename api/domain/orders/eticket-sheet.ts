import { and, eq, inArray } from 'drizzle-orm';
import { PayKind } from '../../../src/lib/contract/codes.ts';
import { pick, type Locale } from '../../../src/lib/contract/locale.ts';
import type { Database } from '../../db/database.ts';
import {
  cities,
  countries,
  exhibitions,
  pavilions,
  ticketOrders,
  ticketTiers,
  tickets,
  visitors,
} from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { exhibitionStatus } from '../exhibition-details.ts';
import { ticketCheckInCode } from './get-order.ts';
import { signOrderCodes } from '../checkin/ticket-signature.ts';
import { apiText } from '../../server/api-messages.ts';
import { cancelledTicketsOf } from './ticket-cancellation.ts';

// The printable tickets of one of my ticket orders: the fair, its venue and dates, the ticket
// kind, the visitors by name, the order's check-in secret and each ticket's signed code. Only the owner reads it (another
// member's order and an unknown number answer alike: 404); an order that is not paid or free has
// no tickets yet (409). Visitors' phone and identity numbers never leave the API here.

/** GET /api/orders/{orderNo}/eticket. */
export async function getETicketSheet(
  db: Database,
  ticketSecret: string,
  userId: number,
  orderNo: string,
  locale: Locale,
) {
  if (!orderNo.startsWith('T')) throw notFound('ticketOrder', orderNo);
  const [row] = await db
    .select({
      order: ticketOrders,
      fair: {
        id: exhibitions.id,
        nameZh: exhibitions.nameZh,
        nameEn: exhibitions.nameEn,
        startDate: exhibitions.startDate,
        endDate: exhibitions.endDate,
        status: exhibitions.status,
      },
      venue: {
        nameZh: pavilions.nameZh,
        nameEn: pavilions.nameEn,
        addressZh: pavilions.addressZh,
        addressEn: pavilions.addressEn,
      },
      city: { id: cities.id, nameZh: cities.nameZh, nameEn: cities.nameEn },
      country: { id: countries.id, nameZh: countries.nameZh, nameEn: countries.nameEn },
      kind: { nameZh: tickets.nameZh, nameEn: tickets.nameEn },
      tier: { nameZh: ticketTiers.nameZh, nameEn: ticketTiers.nameEn },
    })
    .from(ticketOrders)
    .innerJoin(exhibitions, eq(exhibitions.id, ticketOrders.exhibitionId))
    .innerJoin(pavilions, eq(pavilions.id, exhibitions.pavilionId))
    .innerJoin(cities, eq(cities.id, exhibitions.cityId))
    .innerJoin(countries, eq(countries.id, exhibitions.countryId))
    .innerJoin(tickets, eq(tickets.id, ticketOrders.ticketId))
    .innerJoin(ticketTiers, eq(ticketTiers.id, ticketOrders.tierId))
    .where(and(eq(ticketOrders.orderNo, orderNo), eq(ticketOrders.userId, userId)));
  if (row === undefined) throw notFound('ticketOrder', orderNo);
  const { order } = row;
  if (order.status !== 'paid' && order.status !== 'free') throw refused(apiText('apiMessage.ticket.notPaid'));
  const checkInCode = await ticketCheckInCode(db, order);
  if (checkInCode === null) throw refused(apiText('apiMessage.ticket.none'));
  const visitorIds = Array.isArray(order.visitorIds)
    ? order.visitorIds.filter((id): id is number => typeof id === 'number')
    : [];
  // Only the owner's visitors: an id that no longer belongs to them prints as the contact.
  const named =
    visitorIds.length === 0
      ? []
      : await db
          .select({ id: visitors.id, name: visitors.name })
          .from(visitors)
          .where(and(eq(visitors.userId, userId), inArray(visitors.id, visitorIds)));
  const nameOf = new Map(named.map((visitor) => [visitor.id, visitor.name]));
  return {
    orderNo: order.orderNo,
    status: order.status === 'free' ? ('free' as const) : ('paid' as const),
    checkInCode,
    ticketCodes: signOrderCodes(ticketSecret, order.orderNo, order.quantity, order.exhibitionId),
    cancelledTickets: cancelledTicketsOf(order),
    quantity: order.quantity,
    contactName: order.contactName,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    exhibition: {
      id: row.fair.id,
      name: pick(locale, row.fair.nameZh, row.fair.nameEn),
      startDate: row.fair.startDate,
      endDate: row.fair.endDate,
      status: exhibitionStatus(row.fair.status),
      venue: {
        name: pick(locale, row.venue.nameZh, row.venue.nameEn),
        address: pick(locale, row.venue.addressZh, row.venue.addressEn),
      },
      city: { id: row.city.id, name: pick(locale, row.city.nameZh, row.city.nameEn) },
      country: { id: row.country.id, name: pick(locale, row.country.nameZh, row.country.nameEn) },
    },
    ticketKind: {
      name: pick(locale, row.kind.nameZh, row.kind.nameEn),
      tierName: pick(locale, row.tier.nameZh, row.tier.nameEn),
      payKind: order.payKind === PayKind.free ? PayKind.free : PayKind.pay,
    },
    visitors: visitorIds.map((id) => {
      const name = nameOf.get(id);
      return name === undefined ? null : { name };
    }),
  };
}
