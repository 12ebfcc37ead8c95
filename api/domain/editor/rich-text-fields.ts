import type { EditableEntity } from '../../../src/lib/contract/editor-reads.ts';
import { sanitizeRichText } from '../../../src/lib/content/sanitize.ts';
import { fieldIssue, illegalParameter, type FieldIssue } from '../../server/api-error.ts';

// The API cleans editors' rich text again on save, with the policy the pages apply (the `store`
// rules of src/lib/content/rich-text-policy.ts): what the console cleaned on paste is cleaned here
// too, because a caller of the API need not be the console.

/** The rich-text (HTML) fields of each editable entity, both languages each. */
const richTextFields: Readonly<Record<EditableEntity, readonly string[]>> = {
  exhibitions: ['intro'],
  news: ['body'],
  pavilions: ['intro'],
  wiki: ['body'],
  companies: ['intro'],
  periodicals: ['intro'],
  editions: [],
  specials: [],
  visas: ['intro'],
};

function isBilingual(value: unknown): value is { zh: string; en: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { zh?: unknown }).zh === 'string' &&
    typeof (value as { en?: unknown }).en === 'string'
  );
}

/**
 * The body with its rich-text fields cleaned. Refuses (400, nothing written) a field of which the
 * cleaning leaves nothing, or that cannot be cleaned, naming the field and language.
 */
export function cleanRichTextFields<B>(entity: EditableEntity, body: B): B {
  const issues: FieldIssue[] = [];
  const cleaned: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of richTextFields[entity]) {
    const value = cleaned[field];
    if (!isBilingual(value)) continue;
    const both = { zh: '', en: '' };
    for (const language of ['zh', 'en'] as const) {
      // An object, not a local: the cleaner's callback sets it, which flow analysis does not see.
      const outcome = { failed: false };
      both[language] = sanitizeRichText(value[language], {
        rules: 'store',
        onError: () => {
          outcome.failed = true;
        },
      }).trim();
      if (outcome.failed || both[language] === '')
        issues.push(fieldIssue(`body.${field}.${language}`, 'apiMessage.field.richTextEmpty'));
    }
    cleaned[field] = both;
  }
  if (issues.length > 0) throw illegalParameter(issues);
  return cleaned as B;
}
