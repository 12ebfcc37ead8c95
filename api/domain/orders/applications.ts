import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { applicationBodySchema } from '../../../src/lib/contract/order.ts';
import { exhibitionApplications, exhibitions } from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { newOrderNo } from '../idempotency.ts';
import { contactColumns, createOnce, type NewOrder } from './create-once.ts';
import { apiText } from '../../server/api-messages.ts';

/** Applies for a booth at an exhibition (no payment; the organiser reviews it). */
export async function createApplication(
  ctx: NewOrder,
  body: z.output<typeof applicationBodySchema>,
): Promise<string> {
  return createOnce(ctx, exhibitionApplications, body, async (tx, head) => {
    const [fair] = await tx
      .select({ id: exhibitions.id, endDate: exhibitions.endDate })
      .from(exhibitions)
      .where(eq(exhibitions.id, body.exhibitionId));
    if (fair === undefined) throw notFound('exhibition', body.exhibitionId);
    if (fair.endDate < ctx.now.toISOString().slice(0, 10))
      throw refused(apiText('apiMessage.exhibition.over'));
    const orderNo = newOrderNo('A', ctx.now);
    await tx.insert(exhibitionApplications).values({
      orderNo,
      ...head,
      amountMinor: 0,
      currency: 'CNY',
      status: 'submitted',
      ...contactColumns(body.contact),
      exhibitionId: fair.id,
      companyName: body.companyName,
      boothType: body.boothType,
      boothAreaSqm: body.boothAreaSqm,
      remark: body.remark,
    });
    return orderNo;
  });
}
