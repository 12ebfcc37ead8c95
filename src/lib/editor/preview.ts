import type { z } from 'zod';
import type { Locale } from '../contract/locale.ts';
import {
  companyEditSchema,
  exhibitionEditSchema,
  newsEditSchema,
  pavilionEditSchema,
  periodicalEditSchema,
  specialEditSchema,
  visaEditSchema,
  wikiEditSchema,
} from '../contract/editor.ts';
import type { PreviewableEntity } from '../contract/editor-pages.ts';
import type { ExhibitionDetail } from '../contract/exhibition.ts';
import type { NewsDetail } from '../contract/news.ts';
import type { PavilionDetail } from '../contract/pavilion.ts';
import type { CompanyDetail } from '../endpoints/companies.ts';
import type { SpecialTopic } from '../endpoints/content.ts';
import type { PeriodicalDetail } from '../endpoints/periodicals.ts';
import type { VisaDetail } from '../contract/visa.ts';
import type { WikiDetail } from '../contract/wiki.ts';

// The console's preview: an editor's unsaved form laid over the item as the public page reads
// it, so the page's own view renders the draft as the edition will show it, without the draft
// being stored, cached or exported. The draft is checked by the same schema as a save; what the
// view shows beyond the form's fields (tickets, editions, the venue's fairs) is the published
// item's.

/** The kinds the console can preview, with the public page's view of each. */
const previewableEntities = [
  'exhibitions',
  'pavilions',
  'news',
  'wiki',
  'companies',
  'periodicals',
  'specials',
  'visas',
] as const satisfies readonly PreviewableEntity[];
// The island imports this list alone, without the detail schemas of src/lib/contract/editor-pages.ts.
export type { PreviewableEntity };

/** Whether a kind has a preview. */
export function isPreviewable(entity: string): entity is PreviewableEntity {
  return (previewableEntities as readonly string[]).includes(entity);
}

/** The largest draft the preview reads (a form's texts, pictures by path). */
export const maxDraftBytes = 512 * 1024;

type ExhibitionDraft = z.infer<typeof exhibitionEditSchema>;
type PavilionDraft = z.infer<typeof pavilionEditSchema>;
type NewsDraft = z.infer<typeof newsEditSchema>;
type WikiDraft = z.infer<typeof wikiEditSchema>;

type CompanyDraft = z.infer<typeof companyEditSchema>;
type PeriodicalDraft = z.infer<typeof periodicalEditSchema>;
type SpecialDraft = z.infer<typeof specialEditSchema>;
type VisaDraft = z.infer<typeof visaEditSchema>;

/** A draft checked by its kind's save schema, or the field paths that are wrong. */
export type DraftCheck<T> = { ok: true; draft: T } | { ok: false; fields: string[] };

function check<T>(schema: z.ZodType<T>, text: string): DraftCheck<T> {
  if (text.length > maxDraftBytes) return { ok: false, fields: ['(draft)'] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, fields: ['(draft)'] };
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, draft: parsed.data }
    : { ok: false, fields: [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))] };
}

/** Checks an exhibition draft as a save would. */
export function checkExhibitionDraft(text: string): DraftCheck<ExhibitionDraft> {
  return check(exhibitionEditSchema, text);
}

/** Checks a venue draft as a save would. */
export function checkPavilionDraft(text: string): DraftCheck<PavilionDraft> {
  return check(pavilionEditSchema, text);
}

/** Checks a news article draft as a save would. */
export function checkNewsDraft(text: string): DraftCheck<NewsDraft> {
  return check(newsEditSchema, text);
}

/** Checks a wiki article draft as a save would. */
export function checkWikiDraft(text: string): DraftCheck<WikiDraft> {
  return check(wikiEditSchema, text);
}

/**
 * The published wiki article with the draft's title, summary, body and related fair in `locale`;
 * its category and industry names stay the published ones (the draft holds their ids only).
 */
export function previewWiki(published: WikiDetail, draft: WikiDraft, locale: Locale): WikiDetail {
  return {
    ...published,
    title: draft.title[locale],
    summary: draft.summary[locale],
    body: draft.body[locale],
    exhibitionId: draft.exhibitionId,
  };
}

/** The published article with the draft's title, summary, body, cover, source and link in `locale`. */
export function previewNews(published: NewsDetail, draft: NewsDraft, locale: Locale): NewsDetail {
  return {
    ...published,
    title: draft.title[locale],
    summary: draft.summary[locale],
    body: draft.body[locale],
    cover: draft.cover === '' ? published.cover : draft.cover,
    source: draft.source,
    link: draft.link,
  };
}

/** The published fair with the draft's texts, figures, dates and pictures in `locale`. */
export function previewExhibition(
  published: ExhibitionDetail,
  draft: ExhibitionDraft,
  locale: Locale,
): ExhibitionDetail {
  return {
    ...published,
    name: draft.name[locale],
    intro: draft.intro[locale],
    scope: draft.scope[locale],
    shortName: draft.shortName,
    startDate: draft.startDate,
    endDate: draft.endDate,
    images: draft.images,
    cover: draft.images[0] ?? published.cover,
    areaSqm: draft.areaSqm,
    exhibitors: draft.exhibitors,
    visitors: draft.visitors,
  };
}

/** The published venue with the draft's texts, figures, place and picture in `locale`. */
export function previewPavilion(
  published: PavilionDetail,
  draft: PavilionDraft,
  locale: Locale,
): PavilionDetail {
  return {
    ...published,
    name: draft.name[locale],
    address: draft.address[locale],
    intro: draft.intro[locale],
    lat: draft.lat,
    lng: draft.lng,
    areaSqm: draft.areaSqm,
    halls: draft.halls,
    website: draft.website,
    image: draft.image,
  };
}

/** Checks a company draft as a save would. */
export function checkCompanyDraft(text: string): DraftCheck<CompanyDraft> {
  return check(companyEditSchema, text);
}

/** Checks a periodical draft as a save would. */
export function checkPeriodicalDraft(text: string): DraftCheck<PeriodicalDraft> {
  return check(periodicalEditSchema, text);
}

/** Checks a special topic draft as a save would. */
export function checkSpecialDraft(text: string): DraftCheck<SpecialDraft> {
  return check(specialEditSchema, text);
}

/** Checks a visa product draft as a save would. */
export function checkVisaDraft(text: string): DraftCheck<VisaDraft> {
  return check(visaEditSchema, text);
}

/**
 * The published company with the draft's name, introduction, kind, website and logo in
 * `locale`; its industry and city names stay the published ones (the draft holds their ids).
 */
export function previewCompany(published: CompanyDetail, draft: CompanyDraft, locale: Locale): CompanyDetail {
  return {
    ...published,
    name: draft.name[locale],
    intro: draft.intro[locale],
    kind: draft.kind,
    website: draft.website,
    logo: draft.logo,
  };
}

/** The published periodical with the draft's title, introduction, kind, year, cover and pages. */
export function previewPeriodical(
  published: PeriodicalDetail,
  draft: PeriodicalDraft,
  locale: Locale,
): PeriodicalDetail {
  return {
    ...published,
    title: draft.title[locale],
    intro: draft.intro[locale],
    kind: draft.kind,
    year: draft.year,
    cover: draft.cover,
    pages: draft.pages,
  };
}

/**
 * The published topic with the draft's title, introduction and cover; of its fairs and news, those
 * the draft still names, in the draft's order (one the draft adds shows once it is saved).
 */
export function previewSpecial(published: SpecialTopic, draft: SpecialDraft, locale: Locale): SpecialTopic {
  const inOrder = <T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] =>
    ids.flatMap((id) => items.filter((item) => item.id === id).slice(0, 1));
  return {
    ...published,
    title: draft.title[locale],
    intro: draft.intro[locale],
    cover: draft.cover,
    exhibitions: inOrder(published.exhibitions, draft.exhibitionIds),
    news: inOrder(published.news, draft.newsIds),
  };
}

/**
 * The published product with the draft's texts, days, price, fees, documents and refund policy in
 * `locale`; its destination, kind and district names and its applicant kinds' names stay the
 * published ones (a kind the published product does not have is named by its code).
 */
export function previewVisa(published: VisaDetail, draft: VisaDraft, locale: Locale): VisaDetail {
  const kindName = (code: string) =>
    published.applicantKinds.find((kind) => kind.code === code)?.name ?? code;
  const kinds = [...new Set(draft.documents.map((document) => document.applicantKind))];
  return {
    ...published,
    title: draft.title[locale],
    intro: draft.intro[locale],
    entries: draft.entries,
    validityDays: draft.validityDays,
    stayDays: draft.stayDays,
    processingDays: draft.processingDays,
    priceMinor: draft.priceMinor,
    currency: draft.currency,
    refundPolicy: { fullRefundDays: draft.refundDays, lateFeePercent: draft.refundLateFeePercent },
    fees: draft.fees.map((fee) => ({ code: fee.code, name: fee[locale], amountMinor: fee.amountMinor })),
    applicantKinds: kinds.map((code) => ({
      code,
      name: kindName(code),
      documents: draft.documents
        .filter((document) => document.applicantKind === code)
        .map((document) => ({
          code: document.code,
          applicantKind: code,
          name: document[locale],
          required: document.required,
          note: locale === 'zh' ? document.noteZh : document.noteEn,
        })),
    })),
  };
}
