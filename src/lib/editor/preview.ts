import type { z } from 'zod';
import type { Locale } from '../contract/locale.ts';
import {
  exhibitionEditSchema,
  newsEditSchema,
  pavilionEditSchema,
  wikiEditSchema,
} from '../contract/editor.ts';
import type { ExhibitionDetail } from '../contract/exhibition.ts';
import type { NewsDetail } from '../contract/news.ts';
import type { PavilionDetail } from '../contract/pavilion.ts';
import type { WikiDetail } from '../contract/wiki.ts';

// The console's preview: an editor's unsaved form laid over the item as the public page reads
// it, so the page's own view renders the draft as the edition will show it, without the draft
// being stored, cached or exported. The draft is checked by the same schema as a save; what the
// view shows beyond the form's fields (tickets, editions, the venue's fairs) is the published
// item's.

/** The kinds the console can preview, with the public page's view of each. */
const previewableEntities = ['exhibitions', 'pavilions', 'news', 'wiki'] as const;
export type PreviewableEntity = (typeof previewableEntities)[number];

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
