import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/metadata.min';
import { z } from 'zod';
import { validationKey } from './validation-key.ts';

// Phone numbers of every country, stored and sent as E.164 (+4915123456789). The rules are
// libphonenumber-js with its `min` metadata (lengths per country: every form island carries it,
// and `max`'s digit patterns would make each heavier for little gain on a fair's contact numbers;
// docs/architecture.md "International phone numbers"). Mainland China keeps the rule it always
// had: a mobile number, 1[3-9] and 9 more digits; typed as 11 digits without a country it is
// still taken (as +86).

export type { CountryCode } from 'libphonenumber-js/min';

/** The longest phone text the API reads: generous for separators, short enough to parse cheaply. */
const phoneInputMaxLength = 40;
/** A stored phone number: E.164, + and 7 to 15 digits. */
const e164Pattern = /^\+[1-9]\d{6,14}$/;
/** A mainland mobile number as typed without a country: 11 digits starting with 1[3-9]. */
export const mainlandMobilePattern = /^1[3-9]\d{9}$/;
/** The characters a typed phone number may hold: digits, +, spaces and the usual separators. */
const typedPhonePattern = /^[+(\d][\d ()./-]*$/;

/** Every country libphonenumber-js knows (ISO 3166-1 alpha-2), for a picker. */
export const phoneCountries: readonly CountryCode[] = getCountries();

/** Whether a text names a country the phone rules know (a picker's value, a hostile query). */
export function isPhoneCountry(value: string): value is CountryCode {
  return (phoneCountries as readonly string[]).includes(value);
}

/** The calling code of a country, without the +: callingCode('DE') === '49'. */
export function callingCode(country: CountryCode): string {
  return getCountryCallingCode(country);
}

/**
 * The main country of a calling code (+44 is GB, not Guernsey; +1 is US), or undefined.
 * @example mainCountryOf('44') // 'GB'
 */
export function mainCountryOf(code: string): CountryCode | undefined {
  const countries = (metadata.country_calling_codes as Record<string, readonly string[] | undefined>)[code];
  const first = countries?.[0];
  return first !== undefined && isPhoneCountry(first) ? first : undefined;
}

/**
 * A phone number as E.164, or undefined when it is not a valid number. `+` (or 00) numbers are
 * read internationally; other numbers in `country` when given; without a country only a
 * mainland mobile number (11 digits) is taken, as +86. Anything longer than 40 characters or
 * holding letters, emoji or control characters is refused before it is parsed.
 * @example toE164('13612345678') // '+8613612345678'
 * @example toE164('+49 151 23456789') // '+4915123456789'
 * @example toE164('(212) 555-0123', 'US') // '+12125550123'
 */
export function toE164(raw: string, country?: CountryCode): string | undefined {
  if (raw.length > phoneInputMaxLength) return undefined;
  const typed = raw.trim();
  if (!typedPhonePattern.test(typed)) return undefined;
  let compact = typed.replace(/[ ()./-]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  if (compact.slice(1).includes('+')) return undefined;
  if (!compact.startsWith('+')) {
    if (country === undefined || country === 'CN') {
      return mainlandMobilePattern.test(compact) ? `+86${compact}` : undefined;
    }
  }
  const parsed = compact.startsWith('+')
    ? parsePhoneNumberFromString(compact)
    : parsePhoneNumberFromString(compact, country);
  if (parsed?.isValid() !== true) return undefined;
  const e164 = parsed.number;
  if (!e164Pattern.test(e164)) return undefined;
  // Mainland numbers stay mobile numbers, as the portal always required.
  if (parsed.countryCallingCode === '86' && !mainlandMobilePattern.test(parsed.nationalNumber))
    return undefined;
  return e164;
}

/** The country and national digits of a stored (E.164) number; the main country of its code. */
export function splitE164(e164: string): { country: CountryCode; national: string } | undefined {
  if (!e164Pattern.test(e164)) return undefined;
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed === undefined) return undefined;
  const country = mainCountryOf(parsed.countryCallingCode) ?? parsed.country;
  return country === undefined ? undefined : { country, national: parsed.nationalNumber };
}

/**
 * A phone number for people: mainland numbers in Chinese as 136 1234 5678, everything else (and
 * every number in English) in international form, +49 1512 3456789. Text that is not a number
 * is returned as it is.
 */
export function formatPhone(value: string, locale: 'zh' | 'en'): string {
  const e164 = toE164(value);
  if (e164 === undefined) return value;
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed === undefined) return value;
  return locale === 'zh' && parsed.countryCallingCode === '86'
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/**
 * A phone number in a request: any country's number (E.164 or with its + code; a mainland mobile
 * number also as 11 digits), answered as E.164. Messages are catalogue keys (validation-key.ts).
 */
export const phoneSchema = z
  .string()
  .max(phoneInputMaxLength, validationKey('apiMessage.validation.phoneTooLong'))
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === undefined) {
      ctx.addIssue({ code: 'custom', message: validationKey('apiMessage.validation.phone') });
      return z.NEVER;
    }
    return e164;
  });
