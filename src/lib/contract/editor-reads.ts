import { z } from 'zod';
import { bilingualTextSchema, filterIdSchema } from './common.ts';
import {
  companyEditSchema,
  editableEntitySchema,
  exhibitionEditSchema,
  newsEditSchema,
  pavilionEditSchema,
  editionEditSchema,
  periodicalEditSchema,
  specialEditSchema,
  visaEditSchema,
  wikiEditSchema,
} from './editor.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

// What the editorial console reads (role editor): the lists it finds an item in and the item as
// its edit form holds it. Lists show every row whatever its status (a pending article, a
// cancelled fair), unlike the public lists.

export type EditableEntity = z.infer<typeof editableEntitySchema>;

/** The statuses an editor filters by: a fair's (scheduled, postponed, cancelled) or an article's. */
const editorStatusSchema = z.enum([
  'scheduled',
  'postponed',
  'cancelled',
  'published',
  'pending',
  'rejected',
  'offline',
]);

/**
 * Query of GET /api/editor/{entity}: a keyword in either language, filters (0 or absent = any) and
 * the change filters (who changed it, changed since an instant), newest change first.
 */
export const editorListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  industryId: filterIdSchema,
  countryId: filterIdSchema,
  status: editorStatusSchema.optional(),
  changedBy: filterIdSchema,
  changedSince: z.iso.datetime({ offset: true }).optional(),
});
export type EditorListQuery = z.infer<typeof editorListQuerySchema>;

/** One row of an editor's list: both names, its status, when and by whom it last changed. */
const editorListItemSchema = z.object({
  id: z.number().int(),
  title: bilingualTextSchema,
  status: editorStatusSchema.nullable(),
  updatedAt: z.string(),
  /** The last editor change through the console or the editor API; null for untouched seed rows. */
  lastChange: z.object({ userId: z.number().int(), editor: z.string(), at: z.string() }).nullable(),
  /**
   * How many exported pages show the item: those carrying its cache tag in the export's records,
   * the index the rebuild of a save reads. The origin's console fills it; absent or null where no
   * export is known (the API itself holds no export).
   */
  pages: z.number().int().min(0).nullable().optional(),
});
export type EditorListItem = z.infer<typeof editorListItemSchema>;
/** data of GET /api/editor/{entity}. */
export const editorListSchema = pageSchema(editorListItemSchema);

/** The version an edit form starts from: sent back as `If-Match: "N"`, a save from an older one is refused (412). */
const stamped = { id: z.number().int(), updatedAt: z.string(), version: z.number().int().min(0) };
/** Whether an editor took the item offline (news says so in its status). */
const offline = z.boolean();
/** data of GET /api/editor/{entity}/{id}: the item in the shape its create call takes, with its id. */
export const editViewSchemas = {
  exhibitions: exhibitionEditSchema.extend({ ...stamped, offline }),
  news: newsEditSchema.extend(stamped),
  pavilions: pavilionEditSchema.extend({ ...stamped, offline }),
  wiki: wikiEditSchema.extend({ ...stamped, offline }),
  companies: companyEditSchema.extend({ ...stamped, offline }),
  periodicals: periodicalEditSchema.extend({ ...stamped, offline }),
  // Without the rules between fields: a stored item answers as it is (a seeded visa may break one;
  // its next save is refused until it is mended).
  editions: z.object(editionEditSchema.shape).extend({ ...stamped, offline }),
  specials: specialEditSchema.extend({ ...stamped, offline }),
  visas: z.object(visaEditSchema.shape).extend({ ...stamped, offline }),
} as const satisfies Record<EditableEntity, z.ZodObject>;
export type EditView<E extends EditableEntity> = z.output<(typeof editViewSchemas)[E]>;

/** One kept version of an item (data of GET /api/editor/{entity}/{id}/versions): who saved it, when. */
export const versionSummarySchema = z.object({
  version: z.number().int().min(0),
  /** null for version 0, the item as it stood before its first edit. */
  userId: z.number().int().nullable(),
  editor: z.string(),
  changeId: z.number().int().nullable(),
  at: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
