// Mainland China phone numbers in running text, which articles must not publish.

const phoneSeparator = '[ \\u00a0-]?';
// Phone numbers of mainland China as they appear in articles. Each alternative needs a
// separator, parentheses or a mobile prefix, so bare digit runs (ids, years, prices) survive.
const phonePatterns = [
  // mobile, optional +86 / 0086 / (+86) prefix: 13812345678, 138-1234-5678, +86 138 1234 5678
  `(?:(?:\\+|00)86${phoneSeparator}|\\(\\+?86\\)${phoneSeparator})?1[3-9]\\d(?:${phoneSeparator}\\d){8}`,
  // landline with country code: +86 10 1234 5678, +86-21-12345678, +86 (0755) 12345678
  `(?:\\+|00)86${phoneSeparator}(?:\\(0?\\d{2,3}\\)|0?[1-9]\\d{1,2})${phoneSeparator}[1-9]\\d{2,3}${phoneSeparator}\\d{4}`,
  // domestic landline: 010-12345678, 021-1234-5678, (0755)12345678, 0755 8888 6666
  `(?:\\(0\\d{2,3}\\)${phoneSeparator}|0\\d{2,3}[ \\u00a0-])[1-9]\\d{2,3}${phoneSeparator}\\d{4}`,
  // service numbers: 400-820-8820, 800 820 8820, 4008208820
  `[48]00(?:${phoneSeparator}\\d){7}`,
];
// URLs in running text come first in the alternation so ids inside them are never taken for
// phone numbers; the look-arounds keep digits glued to letters, dots or slashes intact.
const phoneOrUrl = new RegExp(
  `(https?:\\/\\/[^\\s<>"']+|www\\.[^\\s<>"']+)|(?<![0-9A-Za-z_./\\\\-])(?:${phonePatterns.join('|')})(?![0-9A-Za-z_]|[.,]\\d)`,
  'gi',
);

/**
 * Removes phone numbers from plain text, leaving URLs and other digit runs alone.
 * @example stripPhoneNumbers('电话：138-1234-5678，2026年') // '电话：，2026年'
 */
export function stripPhoneNumbers(text: string): string {
  return text.replace(phoneOrUrl, (_match, url: string | undefined) => url ?? '');
}
