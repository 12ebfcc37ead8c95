import {
  callingCode,
  isPhoneCountry,
  mainlandMobilePattern,
  phoneCountries,
  splitE164,
  toE164,
  type CountryCode,
} from '../contract/phone.ts';

// The phone field's value model. A phone field shows a country picker and the number as the
// person types it; the form keeps one string, `+{calling code} {number as typed}` (or what was
// typed when it starts with + or 00), so every form keeps a single value per phone, drafts keep
// working, and the contract's toE164 reads it (libphonenumber drops a trunk prefix after the
// code: +49 0151 ... is +49151...). A saved number (E.164) or an old 11-digit mainland draft is
// split back into a country and its national digits.

export type { CountryCode } from '../contract/phone.ts';

/** A phone field's two parts. */
export interface PhoneParts {
  country: CountryCode;
  national: string;
}

/** The English edition's default when the browser names no known region. */
const englishDefaultCountry: CountryCode = 'US';

/**
 * The country a phone field starts on: China on the Chinese edition; on the English edition the
 * region of the browser's first language that names a known one (en-GB: GB, de-DE: DE), else US.
 * @example defaultPhoneCountry('en', ['de-DE', 'en']) // 'DE'
 */
export function defaultPhoneCountry(edition: 'zh' | 'en', languages: readonly string[] = []): CountryCode {
  if (edition === 'zh') return 'CN';
  for (const language of languages) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})(?:-|$)/.exec(language)?.[1]?.toUpperCase();
    if (region !== undefined && isPhoneCountry(region)) return region;
  }
  return englishDefaultCountry;
}

/**
 * The form value of a country and a typed number: '' when nothing is typed, the text itself when
 * it starts with + or 00 (a number typed with its own code), else `+{code} {text}`.
 * @example composePhone('DE', '0151 23456789') // '+49 0151 23456789'
 */
export function composePhone(country: CountryCode, national: string): string {
  // Kept as typed (a space typed between groups must survive the next render); toE164 trims.
  const start = national.trimStart();
  if (start.trimEnd() === '') return '';
  if (start.startsWith('+') || start.startsWith('00')) return start;
  return `+${callingCode(country)} ${start}`;
}

/**
 * The parts a form value shows as: its own composition with the picked country, a saved E.164
 * number (its main country, or the picked one when it shares the code: US and Canada), an old
 * 11-digit mainland value (China), or the text as typed with the picked country.
 * @example splitPhone('+4915123456789', 'CN') // { country: 'DE', national: '15123456789' }
 */
export function splitPhone(value: string, picked: CountryCode): PhoneParts {
  if (value === '') return { country: picked, national: '' };
  const prefix = `+${callingCode(picked)} `;
  if (value.startsWith(prefix)) return { country: picked, national: value.slice(prefix.length) };
  const trimmed = value.trim();
  if (mainlandMobilePattern.test(trimmed)) return { country: 'CN', national: trimmed };
  const e164 = toE164(value);
  const parts = e164 === undefined ? undefined : splitE164(e164);
  if (parts !== undefined) {
    const country = callingCode(parts.country) === callingCode(picked) ? picked : parts.country;
    return { country, national: parts.national };
  }
  return { country: picked, national: value };
}

/** One entry of a country picker: the country, its name in the page's language and its code. */
export interface CountryOption {
  country: CountryCode;
  label: string;
}

const optionsByLocale = new Map<string, readonly CountryOption[]>();

/**
 * Every country with its calling code, named in the page's language by the browser's own
 * Intl.DisplayNames (no names ship in the bundle) and sorted by that name: 'Germany +49'.
 */
export function countryOptions(locale: 'zh' | 'en'): readonly CountryOption[] {
  const known = optionsByLocale.get(locale);
  if (known !== undefined) return known;
  const tag = locale === 'zh' ? 'zh-CN' : 'en';
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(tag);
  const options = phoneCountries
    .map((country) => {
      let name: string;
      try {
        name = names?.of(country) ?? country;
      } catch {
        name = country;
      }
      return { country, name };
    })
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ country, name }) => ({ country, label: `${name} +${callingCode(country)}` }));
  optionsByLocale.set(locale, options);
  return options;
}
