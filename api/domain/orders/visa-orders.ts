import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ResponseCode } from '../../../src/lib/contract/codes.ts';
import type { visaOrderBodySchema } from '../../../src/lib/contract/order.ts';
import type { Database } from '../../db/database.ts';
import { uploads, visaApplicantDocuments, visaApplicants, visaOrders, visas } from '../../db/schema.ts';
import { ApiError, fieldIssue, notFound, refused } from '../../server/api-error.ts';
import { newOrderNo } from '../idempotency.ts';
import type { VisaDocument } from '../visas.ts';
import { contactColumns, createOnce, type NewOrder } from './create-once.ts';
import { apiText } from '../../server/api-messages.ts';
import { visaOnline } from '../online.ts';

/** Orders a visa: the visa's daily quota counts applicants of today's orders, inside the transaction. */
export async function createVisaOrder(
  ctx: NewOrder,
  body: z.output<typeof visaOrderBodySchema>,
): Promise<string> {
  return createOnce(ctx, visaOrders, body, async (tx, head) => {
    // Lock the visa row so concurrent orders for the same visa check the quota one at a time.
    const [visa] = await tx
      .select()
      .from(visas)
      .where(and(eq(visas.id, body.visaId), visaOnline))
      .for('update');
    if (visa === undefined) throw notFound('visa', body.visaId);
    if (body.departDate <= ctx.now.toISOString().slice(0, 10))
      throw new ApiError(
        ResponseCode.illegalParameter,
        400,
        apiText('apiMessage.visa.departFutureParameter'),
        [fieldIssue('body.departDate', 'apiMessage.visa.departFuture')],
      );
    const dayStart = new Date(`${ctx.now.toISOString().slice(0, 10)}T00:00:00Z`);
    const [used] = await tx
      .select({ n: sql<number>`coalesce(sum(${visaOrders.applicantCount}), 0)::int` })
      .from(visaOrders)
      .where(and(eq(visaOrders.visaId, visa.id), gte(visaOrders.createdAt, dayStart)));
    if ((used?.n ?? 0) + body.applicants.length > visa.dailyQuota)
      throw refused(apiText('apiMessage.visa.quotaFull', { quota: visa.dailyQuota }));
    const orderNo = newOrderNo('V', ctx.now);
    const [order] = await tx
      .insert(visaOrders)
      .values({
        orderNo,
        ...head,
        amountMinor: visa.priceMinor * body.applicants.length,
        currency: visa.currency,
        status: 'pending',
        ...contactColumns(body.contact),
        visaId: visa.id,
        departDate: body.departDate,
        applicantCount: body.applicants.length,
      })
      .returning({ id: visaOrders.id });
    await tx.insert(visaApplicants).values(
      body.applicants.map((a) => ({
        orderId: (order as { id: number }).id,
        name: a.name,
        pinyin: a.pinyin.toUpperCase(),
        passportNo: a.passportNo.toUpperCase(),
        applicantKind: a.applicantKind,
        phone: a.phone ?? null,
      })),
    );
    return orderNo;
  });
}

/** Attaches an uploaded file of the user to an applicant of the user's visa order. */
export async function attachVisaDocument(
  db: Database,
  userId: number,
  orderNo: string,
  applicantId: number,
  documentCode: string,
  uploadId: number,
): Promise<void> {
  const [row] = await db
    .select({ applicant: visaApplicants, order: visaOrders, visa: visas })
    .from(visaApplicants)
    .innerJoin(visaOrders, eq(visaOrders.id, visaApplicants.orderId))
    .innerJoin(visas, eq(visas.id, visaOrders.visaId))
    .where(
      and(eq(visaApplicants.id, applicantId), eq(visaOrders.orderNo, orderNo), eq(visaOrders.userId, userId)),
    );
  if (row === undefined) throw notFound('visaApplicant', applicantId);
  const allowed = (row.visa.documents as VisaDocument[]).some(
    (d) => d.code === documentCode && d.applicantKind === row.applicant.applicantKind,
  );
  if (!allowed)
    throw new ApiError(
      ResponseCode.illegalParameter,
      400,
      apiText('apiMessage.visa.documentNotOfVisa', {
        document: documentCode,
        kind: row.applicant.applicantKind,
      }),
      [fieldIssue('body.documentCode', 'apiMessage.visa.documentNotRequired')],
    );
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)));
  if (upload === undefined) throw notFound('upload', uploadId);
  await db
    .insert(visaApplicantDocuments)
    .values({ applicantId, documentCode, uploadId })
    .onConflictDoUpdate({
      target: [visaApplicantDocuments.applicantId, visaApplicantDocuments.documentCode],
      set: { uploadId },
    });
}
