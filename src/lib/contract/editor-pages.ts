import type { z } from 'zod';
import { companyDetailSchema, periodicalDetailSchema, specialTopicSchema } from './content.ts';
import { exhibitionDetailSchema } from './exhibition.ts';
import { newsDetailSchema } from './news.ts';
import { pavilionDetailSchema } from './pavilion.ts';
import { visaDetailSchema } from './visa.ts';
import { wikiDetailSchema } from './wiki.ts';

// What the console's preview reads an item as (GET /api/editor/{entity}/{id}/page, editors only):
// the public detail call's answer for the kinds with a page of their own, offline or not.
// An edition has none in the preview: it is shown on its fair's pages.

/** data of GET /api/editor/{entity}/{id}/page by kind: the public detail call's shape. */
export const editorPageSchemas = {
  exhibitions: exhibitionDetailSchema,
  news: newsDetailSchema,
  pavilions: pavilionDetailSchema,
  wiki: wikiDetailSchema,
  companies: companyDetailSchema,
  periodicals: periodicalDetailSchema,
  specials: specialTopicSchema,
  visas: visaDetailSchema,
} as const;

/** The kinds the console previews. */
export type PreviewableEntity = keyof typeof editorPageSchemas;
/** The item of a previewable kind as its public page reads it. */
export type EditorPage<E extends PreviewableEntity> = z.output<(typeof editorPageSchemas)[E]>;
