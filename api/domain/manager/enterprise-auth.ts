import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { enterpriseAuthBodySchema } from '../../../src/lib/contract/manager.ts';
import type { Database } from '../../db/database.ts';
import { enterpriseAuths, uploads } from '../../db/schema.ts';
import { notFound, refused } from '../../server/api-error.ts';
import { apiText } from '../../server/api-messages.ts';

/** My enterprise authentication, or null when never requested. */
export async function getEnterpriseAuth(db: Database, userId: number) {
  const [row] = await db.select().from(enterpriseAuths).where(eq(enterpriseAuths.userId, userId));
  if (row === undefined) return null;
  return {
    companyName: row.companyName,
    licenceNo: row.licenceNo,
    licenceImages: (row.licenceImages as number[]).map((id) => `/api/uploads/${String(id)}`),
    status: row.status as 'pending' | 'approved' | 'rejected',
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Submits (or resubmits) enterprise authentication with my uploaded licence images; an approved one is final. */
export async function submitEnterpriseAuth(
  db: Database,
  userId: number,
  body: z.output<typeof enterpriseAuthBodySchema>,
  now: Date,
) {
  const own = await db
    .select({ id: uploads.id, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, body.licenceImages)));
  const missing = body.licenceImages.filter(
    (id) => !own.some((u) => u.id === id && u.contentType.startsWith('image/')),
  );
  if (missing.length > 0) throw notFound('licenceUpload', missing.join(','));
  const current = await getEnterpriseAuth(db, userId);
  if (current?.status === 'approved') throw refused(apiText('apiMessage.enterpriseAuth.approved'));
  const values = {
    companyName: body.companyName,
    licenceNo: body.licenceNo,
    licenceImages: body.licenceImages,
    status: 'pending',
    updatedAt: now,
  };
  await db
    .insert(enterpriseAuths)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: enterpriseAuths.userId, set: values });
  return getEnterpriseAuth(db, userId);
}
