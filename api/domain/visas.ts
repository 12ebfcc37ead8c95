import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { visaListQuerySchema } from '../../src/lib/contract/visa.ts';
import type { Database } from '../db/database.ts';
import { visas } from '../db/schema.ts';
import { notFound } from '../server/api-error.ts';
import { pick, type Locale } from '../../src/lib/contract/locale.ts';
import { applicantKinds, consularDistricts, visaTypeNames } from '../seed/text-data.ts';
import { loadGeo, type Geo } from './geo-cache.ts';
import { named } from './named.ts';
import { visaOnline } from './online.ts';
import { refundPolicyOf } from './orders/refund-policy.ts';
import { pageOf, pageOffset } from './paging.ts';

type VisaRow = typeof visas.$inferSelect;
/** A fee line as stored. */
export interface VisaFee {
  code: string;
  zh: string;
  en: string;
  amountMinor: number;
}
/** A required document as stored. */
export interface VisaDocument {
  code: string;
  applicantKind: string;
  zh: string;
  en: string;
  required: boolean;
  noteZh: string;
  noteEn: string;
}

function fixedName(list: readonly (readonly [string, string])[], id: number, locale: Locale) {
  const entry = list[id - 1];
  return { id, name: entry === undefined ? '' : pick(locale, entry[0], entry[1]) };
}

function toSummary(row: VisaRow, geo: Geo, locale: Locale) {
  return {
    id: row.id,
    title: pick(locale, row.titleZh, row.titleEn),
    visaArea: named(locale, geo.continents.get(row.visaAreaId)),
    area: named(locale, geo.countries.get(row.areaId)),
    type: fixedName(visaTypeNames, row.type, locale),
    bizType: fixedName(consularDistricts, row.bizType, locale),
    entries: row.entries as 'single' | 'multiple',
    validityDays: row.validityDays,
    stayDays: row.stayDays,
    processingDays: row.processingDays,
    priceMinor: row.priceMinor,
    currency: row.currency,
    refundPolicy: refundPolicyOf(row),
  };
}

/** Visa products filtered by visaAreaId (continent), areaId (country), type and bizType (consular district). */
export async function listVisas(db: Database, query: z.output<typeof visaListQuerySchema>, locale: Locale) {
  const conditions: SQL[] = [visaOnline];
  if (query.visaAreaId > 0) conditions.push(eq(visas.visaAreaId, query.visaAreaId));
  if (query.areaId > 0) conditions.push(eq(visas.areaId, query.areaId));
  if (query.type > 0) conditions.push(eq(visas.type, query.type));
  if (query.bizType > 0) conditions.push(eq(visas.bizType, query.bizType));
  const where = and(...conditions);
  const [rows, totals, geo] = await Promise.all([
    db
      .select()
      .from(visas)
      .where(where)
      .orderBy(asc(visas.areaId), asc(visas.type), asc(visas.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(visas).where(where),
    loadGeo(db),
  ]);
  return pageOf(
    rows.map((row) => toSummary(row, geo, locale)),
    query,
    totals,
  );
}

/** Reads a visa row the public may see (not offline) or answers not-found. */
async function findVisa(db: Database, id: number): Promise<VisaRow> {
  const [row] = await db
    .select()
    .from(visas)
    .where(and(eq(visas.id, id), visaOnline));
  if (row === undefined) throw notFound('visa', id);
  return row;
}

/** A visa product with fees and the documents each kind of applicant needs. */
export async function getVisa(db: Database, id: number, locale: Locale) {
  const row = await findVisa(db, id);
  const geo = await loadGeo(db);
  const documents = row.documents as VisaDocument[];
  return {
    ...toSummary(row, geo, locale),
    intro: pick(locale, row.introZh, row.introEn),
    fees: (row.fees as VisaFee[]).map((fee) => ({
      code: fee.code,
      name: pick(locale, fee.zh, fee.en),
      amountMinor: fee.amountMinor,
    })),
    applicantKinds: applicantKinds.map(([code, zh, en]) => ({
      code,
      name: pick(locale, zh, en),
      documents: documents
        .filter((d) => d.applicantKind === code)
        .map((d) => ({
          code: d.code,
          applicantKind: d.applicantKind,
          name: pick(locale, d.zh, d.en),
          required: d.required,
          note: pick(locale, d.noteZh, d.noteEn),
        })),
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}
