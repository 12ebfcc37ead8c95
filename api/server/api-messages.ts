import type { z } from 'zod';
import { locales, type Locale } from '../../src/lib/contract/locale.ts';
import { messages, type MessageKey } from '../../src/lib/i18n/messages.ts';
import { serverI18n } from '../../src/lib/i18n/server.ts';

// The API's own words (failure envelopes, field messages, the contract's custom validation
// messages) are the `apiMessage.*` keys of the portal's message files: one catalogue in both
// languages, covered by the key-set test. Not under `api.`: the toast island ships every `api.`
// key to the browser. A failure carries both languages; the envelope picks the caller's
// (api/server/envelope.ts), so nothing that throws needs to know who asked.

/** A key of the API's message catalogue. */
export type ApiMessageKey = Extract<MessageKey, `apiMessage.${string}`>;

declare const fromCatalogue: unique symbol;

/**
 * A message in both languages, made only by `apiText` (or `zodText` for zod's own words), so a
 * message that skips the catalogue does not type-check.
 */
export interface ApiText {
  readonly zh: string;
  readonly en: string;
  /** The catalogue key, absent for zod's built-in messages. */
  readonly key: ApiMessageKey | undefined;
  readonly [fromCatalogue]: true;
}

/** A value interpolated into a message: plain (ids, names, numbers) or itself in both languages. */
export type ApiValue = string | number | ApiText;

/** True when `value` names a message of the catalogue (custom zod messages are keys). */
function isApiMessageKey(value: string): value is ApiMessageKey {
  return value.startsWith('apiMessage.') && Object.hasOwn(messages.zh, value);
}

/**
 * The message `key` in both languages, `{{name}}` replaced by `values` (a bilingual value in the
 * matching language).
 * @example apiText('apiMessage.notFound.exhibition', { id: 7 }).en // 'exhibition 7 not found'
 */
export function apiText(key: ApiMessageKey, values: Readonly<Record<string, ApiValue>> = {}): ApiText {
  const [zh, en] = locales.map((locale) => {
    const plain: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values)) {
      plain[name] = typeof value === 'object' ? value[locale] : value;
    }
    return serverI18n(locale).t(key, plain);
  }) as [string, string];
  return branded(zh, en, key);
}

/** Texts of the catalogue joined per language, e.g. the fields of one illegal-parameter answer. */
export function joinTexts(parts: readonly ApiText[], separator: Readonly<Record<Locale, string>>): ApiText {
  return branded(
    parts.map((part) => part.zh).join(separator.zh),
    parts.map((part) => part.en).join(separator.en),
    undefined,
  );
}

/**
 * A zod issue's message in both languages: a catalogue key written in a schema is looked up (a
 * size rule's `{{minimum}}` / `{{maximum}}` filled in), zod's own message comes from the same
 * issue parsed with each language's error map.
 */
export function zodText(zhIssue: z.core.$ZodIssue, enIssue: z.core.$ZodIssue | undefined): ApiText {
  if (isApiMessageKey(zhIssue.message)) {
    return apiText(zhIssue.message, {
      ...('minimum' in zhIssue && { minimum: String(zhIssue.minimum) }),
      ...('maximum' in zhIssue && { maximum: String(zhIssue.maximum) }),
    });
  }
  return branded(zhIssue.message, enIssue?.message ?? zhIssue.message, undefined);
}

function branded(zh: string, en: string, key: ApiMessageKey | undefined): ApiText {
  // The one place the brand is given: every ApiText comes from the catalogue or from zod.
  return { zh, en, key } as ApiText;
}
