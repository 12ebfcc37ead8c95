import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../src/lib/contract/locale.ts';
import type { OrderType } from '../../../src/lib/contract/order.ts';
import { getOrder } from '../orders/get-order.ts';
import { orderTable } from '../orders/order-tables.ts';
import { releaseExpiredHolds } from '../orders/ticket-holds.ts';
import { pageOf, pageOffset, type Page } from '../paging.ts';

/** My orders of one kind, newest first (ticket holds that ended are released first). */
export async function listMyOrders(
  db: Database,
  userId: number,
  orderType: OrderType,
  page: Page,
  locale: Locale,
  now: Date,
) {
  if (orderType === 'ticket') await releaseExpiredHolds(db, now);
  const table = orderTable(orderType);
  const where = eq(table.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({ orderNo: table.orderNo })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(table).where(where),
  ]);
  const records = await Promise.all(rows.map((r) => getOrder(db, userId, r.orderNo, locale, now)));
  return pageOf(records, page, totals);
}
