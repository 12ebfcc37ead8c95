// Amounts in the edit form: the contract keeps money in minor units (fen, cents: `priceMinor`,
// a visa fee's `amountMinor`) and an editor writes it in currency units ("500" or "500.50").
// Every currency a product is sold in (CNY, USD, EUR) has two decimals. The conversion is done on
// the digits, never by multiplying a float, so "0.29" is 29 fen and not 28.999999999999996.

/** Decimals of the currencies the console edits amounts in (CNY, USD, EUR). */
const decimals = 2;

/** Whether a field holds an amount in minor units (its name ends in "Minor"). */
export function isMinorUnits(name: string): boolean {
  return name.endsWith('Minor');
}

/**
 * An amount in minor units as an editor writes it, in currency units.
 * @example minorToUnits(50000) // '500.00'
 */
export function minorToUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * An amount an editor wrote in currency units, in minor units: digits with at most two decimals
 * after a point (a comma is read as one), an optional minus; NaN for anything else (which the
 * schema refuses as not a number).
 * @example unitsToMinor('500.5') // 50050
 */
export function unitsToMinor(text: string): number {
  const match = /^(-?)(\d{1,15})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (match === null) return Number.NaN;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0'));
  return sign === '-' && minor !== 0 ? -minor : minor;
}
