// The unified social credit code of a Chinese company or organisation (统一社会信用代码,
// GB 32100-2015): 18 characters from 0-9 and the capitals without I, O, S, V and Z; the first
// 17 weighted by 3^i mod 31, the 18th the check character. It is the taxpayer id on a fapiao.

/** The code's alphabet; a character's value is its index. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of positions 1-17 (3^i mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The shape of a code: registration authority and kind, the 6-digit area, then 10 characters. */
const creditCodePattern = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/**
 * The check character of a code's first 17 characters (undefined when one is not in the alphabet).
 * @example creditCodeCheckChar('91350100M000100Y4') // '3'
 */
export function creditCodeCheckChar(first17: string): string | undefined {
  let sum = 0;
  for (const [index, weight] of WEIGHTS.entries()) {
    const value = ALPHABET.indexOf(first17.charAt(index));
    if (value < 0) return undefined;
    sum += value * weight;
  }
  return ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/**
 * Whether a text is a unified social credit code with the right check character.
 * @example isCreditCode('91350100M000100Y43') // true
 * @example isCreditCode('91350100M000100Y44') // false
 */
export function isCreditCode(value: string): boolean {
  return creditCodePattern.test(value) && creditCodeCheckChar(value.slice(0, 17)) === value.charAt(17);
}
