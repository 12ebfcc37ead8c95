import { eq } from 'drizzle-orm';
import type { EditableEntity, EditView } from '../../../src/lib/contract/editor-reads.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  exhibitionEditions,
  exhibitions,
  news,
  pavilions,
  periodicals,
  specialTopics,
  visas,
  wikiArticles,
} from '../../db/schema.ts';
import type { VisaDocument, VisaFee } from '../visas.ts';
import { imageList } from '../exhibitions.ts';
import { notFound } from '../../server/api-error.ts';
import { must } from './edit-values.ts';
import { editionChangedAt } from './reads.ts';

// An item as the console's edit form holds it: the fields of its create call, read back from the
// row, so what the form sends unchanged is what is stored.

const both = (zh: string, en: string) => ({ zh, en });
const stamp = (row: { id: number; updatedAt: Date }) => ({
  id: row.id,
  updatedAt: row.updatedAt.toISOString(),
});

async function exhibitionView(db: Database, id: number): Promise<Omit<EditView<'exhibitions'>, 'version'>> {
  const r = (await must(db, exhibitions, id, 'exhibition')) as typeof exhibitions.$inferSelect;
  return {
    ...stamp(r),
    name: both(r.nameZh, r.nameEn),
    intro: both(r.introZh, r.introEn),
    scope: both(r.scopeZh, r.scopeEn),
    shortName: r.shortName,
    subIndustryId: r.subIndustryId,
    cityId: r.cityId,
    pavilionId: r.pavilionId,
    organiserId: r.organiserId,
    startDate: r.startDate,
    endDate: r.endDate,
    images: imageList(r.images),
    frequency: r.frequency as EditView<'exhibitions'>['frequency'],
    areaSqm: r.areaSqm,
    exhibitors: r.exhibitors,
    visitors: r.visitors,
    offline: r.offline,
  };
}

async function newsView(db: Database, id: number): Promise<Omit<EditView<'news'>, 'version'>> {
  const r = (await must(db, news, id, 'news')) as typeof news.$inferSelect;
  return {
    ...stamp(r),
    title: both(r.titleZh, r.titleEn),
    summary: both(r.summaryZh, r.summaryEn),
    body: both(r.bodyZh, r.bodyEn),
    typeId: r.typeId,
    industryId: r.industryId,
    exhibitionId: r.exhibitionId,
    cover: r.cover,
    source: r.source,
    link: r.link,
    status: r.status as EditView<'news'>['status'],
  };
}

async function pavilionView(db: Database, id: number): Promise<Omit<EditView<'pavilions'>, 'version'>> {
  const r = (await must(db, pavilions, id, 'pavilion')) as typeof pavilions.$inferSelect;
  return {
    ...stamp(r),
    name: both(r.nameZh, r.nameEn),
    address: both(r.addressZh, r.addressEn),
    intro: both(r.introZh, r.introEn),
    cityId: r.cityId,
    lat: r.lat,
    lng: r.lng,
    areaSqm: r.areaSqm,
    halls: r.halls,
    website: r.website,
    image: r.image,
    offline: r.offline,
  };
}

async function wikiView(db: Database, id: number): Promise<Omit<EditView<'wiki'>, 'version'>> {
  const r = (await must(db, wikiArticles, id, 'wikiArticle')) as typeof wikiArticles.$inferSelect;
  return {
    ...stamp(r),
    title: both(r.titleZh, r.titleEn),
    summary: both(r.summaryZh, r.summaryEn),
    body: both(r.bodyZh, r.bodyEn),
    categoryId: r.categoryId,
    industryId: r.industryId,
    exhibitionId: r.exhibitionId,
    offline: r.offline,
  };
}

async function companyView(db: Database, id: number): Promise<Omit<EditView<'companies'>, 'version'>> {
  const r = (await must(db, companies, id, 'company')) as typeof companies.$inferSelect;
  return {
    ...stamp(r),
    name: both(r.nameZh, r.nameEn),
    intro: both(r.introZh, r.introEn),
    kind: r.kind as EditView<'companies'>['kind'],
    industryId: r.industryId,
    cityId: r.cityId,
    website: r.website,
    email: r.email,
    logo: r.logo,
    offline: r.offline,
  };
}

async function periodicalView(db: Database, id: number): Promise<Omit<EditView<'periodicals'>, 'version'>> {
  const r = (await must(db, periodicals, id, 'periodical')) as typeof periodicals.$inferSelect;
  return {
    ...stamp(r),
    title: both(r.titleZh, r.titleEn),
    intro: both(r.introZh, r.introEn),
    kind: r.kind as EditView<'periodicals'>['kind'],
    exhibitionId: r.exhibitionId,
    year: r.year,
    cover: r.cover,
    pages: r.pages,
    offline: r.offline,
  };
}

async function editionView(db: Database, id: number): Promise<Omit<EditView<'editions'>, 'version'>> {
  const [r] = await db
    .select({ row: exhibitionEditions, updatedAt: editionChangedAt })
    .from(exhibitionEditions)
    .where(eq(exhibitionEditions.id, id));
  if (r === undefined) throw notFound('edition', id);
  const e = r.row;
  return {
    ...stamp({ id: e.id, updatedAt: r.updatedAt }),
    summary: both(e.summaryZh, e.summaryEn),
    exhibitionId: e.exhibitionId,
    edition: e.edition,
    year: e.year,
    startDate: e.startDate,
    endDate: e.endDate,
    exhibitors: e.exhibitors,
    visitors: e.visitors,
    areaSqm: e.areaSqm,
    offline: e.offline,
  };
}

async function specialView(db: Database, id: number): Promise<Omit<EditView<'specials'>, 'version'>> {
  const r = (await must(db, specialTopics, id, 'specialTopic')) as typeof specialTopics.$inferSelect;
  return {
    ...stamp(r),
    title: both(r.titleZh, r.titleEn),
    intro: both(r.introZh, r.introEn),
    cover: r.cover,
    exhibitionIds: r.exhibitionIds as number[],
    newsIds: r.newsIds as number[],
    offline: r.offline,
  };
}

async function visaView(db: Database, id: number): Promise<Omit<EditView<'visas'>, 'version'>> {
  const r = (await must(db, visas, id, 'visa')) as typeof visas.$inferSelect;
  return {
    ...stamp(r),
    title: both(r.titleZh, r.titleEn),
    intro: both(r.introZh, r.introEn),
    areaId: r.areaId,
    type: r.type,
    bizType: r.bizType,
    entries: r.entries as EditView<'visas'>['entries'],
    validityDays: r.validityDays,
    stayDays: r.stayDays,
    processingDays: r.processingDays,
    priceMinor: r.priceMinor,
    currency: r.currency as EditView<'visas'>['currency'],
    fees: r.fees as VisaFee[],
    documents: r.documents as VisaDocument[],
    dailyQuota: r.dailyQuota,
    refundDays: r.refundDays,
    refundLateFeePercent: r.refundLateFeePercent,
    offline: r.offline,
  };
}

/** Each entity's edit view by id; not-found (in the caller's language) for an unknown id. */
export const editViews: {
  [E in EditableEntity]: (db: Database, id: number) => Promise<Omit<EditView<E>, 'version'>>;
} = {
  exhibitions: exhibitionView,
  news: newsView,
  pavilions: pavilionView,
  wiki: wikiView,
  companies: companyView,
  periodicals: periodicalView,
  editions: editionView,
  specials: specialView,
  visas: visaView,
};
