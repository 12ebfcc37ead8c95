import { z } from 'zod';
import { bilingualTextSchema } from './common.ts';

// What the console's item pickers ask for (role editor): the items an id field of an edit form
// names (a fair, a venue, an organiser, a news article), found by a part of either name or named
// by their ids, with what tells two of the same name apart (a fair's city and dates).

/** The kinds of item an edit form's id fields name. */
const choiceKindSchema = z.enum(['exhibitions', 'pavilions', 'companies', 'news']);
export type ChoiceKind = z.infer<typeof choiceKindSchema>;

/** Path params of GET /api/editor/choices/{kind}. */
export const choiceParamsSchema = z.object({ kind: choiceKindSchema });

/**
 * Query of GET /api/editor/choices/{kind}: a part of either name (wildcards are literal), or the
 * ids to name (a form's stored values, comma-separated, up to 50); companies can be narrowed to
 * one kind (a fair's organiser).
 */
export const choicesQuerySchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,49}$/)
    .optional(),
  companyKind: z.enum(['organiser', 'exhibitor', 'service']).optional(),
});
export type ChoicesQuery = z.infer<typeof choicesQuerySchema>;

/** One item a picker offers: both names and what tells it apart from another of the same name. */
const editorChoiceSchema = z.object({
  id: z.number().int(),
  name: bilingualTextSchema,
  /** A fair's, venue's or company's city; null for a news article. */
  city: bilingualTextSchema.nullable(),
  /** A fair's first day, a news article's publishing day (YYYY-MM-DD); null for venues and companies. */
  startDate: z.string().nullable(),
  /** A fair's last day; null for the others. */
  endDate: z.string().nullable(),
  /** Taken offline (a fair, a venue) or not published (a news article): saved, it shows nowhere. */
  offline: z.boolean(),
});
export type EditorChoice = z.infer<typeof editorChoiceSchema>;

/** data of GET /api/editor/choices/{kind}: up to 20 matches, or the items the ids name. */
export const editorChoicesSchema = z.array(editorChoiceSchema);
