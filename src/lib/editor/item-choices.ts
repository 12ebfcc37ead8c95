import type { ChoiceKind, EditorChoice } from '../contract/editor-choices.ts';
import type { FormField } from './form-fields.ts';

// The id fields of an edit form that name another item (a fair, a venue, an organiser, a news
// article) and that no lookup lists: the form offers them as a search by name, which asks
// GET /api/editor/choices/{kind}. The value the form sends is still the id (or the ids, one a
// line), checked by the contract's schema like any other field.

/** What an id field's picker searches: the kind of item, and for an organiser only organisers. */
export interface ItemPick {
  kind: ChoiceKind;
  companyKind?: 'organiser';
  /** A list of items (a topic's fairs), in an order the editor sets. */
  multiple: boolean;
}

/** The picker of a form field by its name, or undefined when the field names no item. */
export function itemPickOf(field: string): ItemPick | undefined {
  switch (field) {
    case 'exhibitionId':
      return { kind: 'exhibitions', multiple: false };
    case 'exhibitionIds':
      return { kind: 'exhibitions', multiple: true };
    case 'pavilionId':
      return { kind: 'pavilions', multiple: false };
    case 'organiserId':
      return { kind: 'companies', companyKind: 'organiser', multiple: false };
    case 'newsIds':
      return { kind: 'news', multiple: true };
    default:
      return undefined;
  }
}

/**
 * The text a single picker holds for "no item", when the field may name none: empty for a
 * nullable id (a news article without a fair), "0" for an id whose schema takes 0 (a wiki
 * article without a fair); undefined when an item must be chosen.
 */
export function noItemValue(field: FormField): string | undefined {
  if (field.kind !== 'number') return undefined;
  if (field.nullable) return '';
  return field.min === 0 ? '0' : undefined;
}

/** The ids a picker's text holds (one a line; a single picker holds one or none). */
export function idsOfText(text: string): number[] {
  const ids = text
    .split(/[\s,]+/)
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

/** The longest keyword the API takes (editorListQuerySchema, choicesQuerySchema). */
const keywordLength = 50;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * What a picker searches for a typed text: trimmed, runs of spaces as one, and cut to what the
 * API takes (its length in UTF-16 units, cut between characters, never inside one); '' when
 * nothing is left to search.
 * @example searchKeyword('  Canton   Fair ') // 'Canton Fair'
 */
export function searchKeyword(text: string): string {
  const collapsed = text
    .slice(0, keywordLength * 4)
    .replace(/\s+/g, ' ')
    .trim();
  let kept = '';
  for (const { segment } of graphemes.segment(collapsed)) {
    if (kept.length + segment.length > keywordLength) break;
    kept += segment;
  }
  return kept.trim();
}

/** An item's name in `lang`, the other language's when that one is empty. */
export function choiceName(choice: EditorChoice, lang: 'zh' | 'en'): string {
  const [first, second] = lang === 'zh' ? [choice.name.zh, choice.name.en] : [choice.name.en, choice.name.zh];
  return first.trim() === '' ? second : first;
}

/**
 * What tells an item apart from another of the same name: its city and its dates (a fair), its
 * city (a venue, a company) or its day (a news article), in `lang`.
 * @example choiceDetail(fair, 'en') // 'Guangzhou · 2026-04-15 – 2026-04-19'
 */
export function choiceDetail(choice: EditorChoice, lang: 'zh' | 'en'): string {
  const city = choice.city === null ? '' : choice.city[lang] || choice.city[lang === 'zh' ? 'en' : 'zh'];
  const dates =
    choice.startDate === null
      ? ''
      : choice.endDate === null || choice.endDate === choice.startDate
        ? choice.startDate
        : `${choice.startDate} – ${choice.endDate}`;
  return [city, dates].filter((part) => part !== '').join(' · ');
}

/** A list with its item at `index` moved by `by` places (-1 up, 1 down); the same list at an end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1) as [T];
  next.splice(to, 0, item);
  return next;
}
