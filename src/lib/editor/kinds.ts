import type { z } from 'zod';
import {
  companyEditSchema,
  exhibitionEditSchema,
  newsEditSchema,
  pavilionEditSchema,
  editionEditSchema,
  periodicalEditSchema,
  specialEditSchema,
  visaEditSchema,
  wikiEditSchema,
} from '../contract/editor.ts';
import type { EditableEntity } from '../contract/editor-reads.ts';
import type { MessageKey } from '../i18n/messages.ts';
import {
  companyPath,
  editionPath,
  exhibitionPath,
  newsPath,
  pavilionPath,
  periodicalPath,
  specialPath,
  visaPath,
} from '../paths/index.ts';

// The kinds of item the editorial console lists and edits, each with the contract schema its
// form is built from (src/lib/editor/form-fields.ts derives the fields; nothing is re-declared
// here), which filters its list offers and where its public page is.

/** A filter of the console's lists (GET /api/editor/{entity}). */
type ListFilter = 'industry' | 'country' | 'status';

/** How the console shows one kind. */
export interface EditorKind {
  entity: EditableEntity;
  /** The plural name in the console's navigation. */
  label: MessageKey;
  /** The create call's schema: the edit form's fields and rules. */
  schema: z.ZodObject;
  /** Fields holding editor HTML, edited with the rich-text field. */
  richText: readonly string[];
  filters: readonly ListFilter[];
  /** The statuses its list filters by (none: no status filter). */
  statuses: readonly ('scheduled' | 'postponed' | 'cancelled' | 'published' | 'pending' | 'rejected')[];
  /** The item's public page, when its path follows from its id alone (a wiki article's does not). */
  publicPath?: (id: number) => string;
}

/** The console's kinds, in the navigation's order. */
export const editorKinds: Readonly<Record<EditableEntity, EditorKind>> = {
  exhibitions: {
    entity: 'exhibitions',
    label: 'editor.kinds.exhibitions',
    schema: exhibitionEditSchema,
    richText: ['intro', 'scope'],
    filters: ['industry', 'country', 'status'],
    statuses: ['scheduled', 'postponed', 'cancelled'],
    publicPath: (id) => exhibitionPath(id),
  },
  news: {
    entity: 'news',
    label: 'editor.kinds.news',
    schema: newsEditSchema,
    richText: ['body'],
    filters: ['industry', 'status'],
    statuses: ['published', 'pending', 'rejected'],
    publicPath: (id) => newsPath(id),
  },
  pavilions: {
    entity: 'pavilions',
    label: 'editor.kinds.pavilions',
    schema: pavilionEditSchema,
    richText: ['intro'],
    filters: ['country'],
    statuses: [],
    publicPath: (id) => pavilionPath(id),
  },
  wiki: {
    entity: 'wiki',
    label: 'editor.kinds.wiki',
    schema: wikiEditSchema,
    richText: ['body'],
    filters: ['industry'],
    statuses: [],
  },
  companies: {
    entity: 'companies',
    label: 'editor.kinds.companies',
    schema: companyEditSchema,
    richText: ['intro'],
    filters: ['industry', 'country'],
    statuses: [],
    publicPath: (id) => companyPath(id),
  },
  periodicals: {
    entity: 'periodicals',
    label: 'editor.kinds.periodicals',
    schema: periodicalEditSchema,
    richText: ['intro'],
    // No industry or place of its own (its fair has them): found by title and who changed it.
    filters: [],
    statuses: [],
    publicPath: (id) => periodicalPath(id),
  },
  editions: {
    entity: 'editions',
    label: 'editor.kinds.editions',
    schema: editionEditSchema,
    richText: [],
    // Part of its fair (found by its summary, which names the fair and the edition).
    filters: [],
    statuses: [],
    publicPath: (id) => editionPath(id),
  },
  specials: {
    entity: 'specials',
    label: 'editor.kinds.specials',
    schema: specialEditSchema,
    richText: [],
    filters: [],
    statuses: [],
    publicPath: (id) => specialPath(id),
  },
  visas: {
    entity: 'visas',
    label: 'editor.kinds.visas',
    schema: visaEditSchema,
    richText: ['intro'],
    filters: ['country'],
    statuses: [],
    publicPath: (id) => visaPath(id),
  },
};

/** The kinds in navigation order. */
export const editorKindList: readonly EditorKind[] = Object.values(editorKinds);

/** The kind a path segment names, if any. */
export function editorKindOf(segment: string | undefined): EditorKind | undefined {
  return editorKindList.find((kind) => kind.entity === segment);
}
