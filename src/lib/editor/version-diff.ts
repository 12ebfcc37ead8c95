import { diffWords } from 'diff';
import type { Locale } from '../contract/locale.ts';

// What changed between two kept versions of an item, field by field. Short values are shown
// before and after; long texts (an article's body, a fair's introduction) as a word diff, with
// words found by Intl.Segmenter so Chinese, which has no spaces, splits into words too.

/** A text this long or with a line break is compared word by word. */
const longTextLength = 80;

/** One run of a word diff: kept, added or removed text. */
interface DiffPart {
  value: string;
  change: 'kept' | 'added' | 'removed';
}

/** One field that differs between the two versions. */
export interface FieldChange {
  /** The field's name, a bilingual field's language after a dot ("name.en"). */
  path: string;
  before: string;
  after: string;
  /** The word diff of a long text; undefined for a short value. */
  parts: DiffPart[] | undefined;
}

function flatten(fields: Readonly<Record<string, unknown>>): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [part, inner] of Object.entries(value)) flat.set(`${name}.${part}`, textOf(inner));
    } else flat.set(name, textOf(value));
  }
  return flat;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isLong(text: string): boolean {
  return text.length >= longTextLength || text.includes('\n');
}

/**
 * The fields that differ from `before` to `after`, in the order of `after`'s fields.
 * @example versionDiff({ name: { zh: '甲', en: 'A' } }, { name: { zh: '甲', en: 'B' } }, 'en') // [{ path: 'name.en', before: 'A', after: 'B', parts: undefined }]
 */
export function versionDiff(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  locale: Locale,
): FieldChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const paths = [...next.keys(), ...[...old.keys()].filter((path) => !next.has(path))];
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const a = old.get(path) ?? '';
    const b = next.get(path) ?? '';
    if (a === b) continue;
    // A bilingual field's language decides its words; other fields the editor's.
    const lang = path.endsWith('.zh') ? 'zh' : path.endsWith('.en') ? 'en' : locale;
    const words = new Intl.Segmenter(lang, { granularity: 'word' });
    changes.push({
      path,
      before: a,
      after: b,
      parts:
        isLong(a) || isLong(b)
          ? diffWords(a, b, { intlSegmenter: words }).map((part) => ({
              value: part.value,
              change: part.added ? 'added' : part.removed ? 'removed' : 'kept',
            }))
          : undefined,
    });
  }
  return changes;
}
