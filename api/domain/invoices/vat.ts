// The VAT a receipt states. Every price on the portal includes China's VAT on exhibition and
// travel services (6 %), so a receipt splits its total into the net amount and the tax; the
// integer minor units add up exactly (the tax is the remainder).

/** The VAT rate in percent that every price includes. */
const VAT_RATE_PERCENT = 6;

/** A gross amount split into net and VAT (minor units). */
export interface VatSplit {
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  ratePercent: number;
}

/**
 * Splits a VAT-inclusive amount.
 * @example vatSplit(10600) // { netMinor: 10000, vatMinor: 600, grossMinor: 10600, ratePercent: 6 }
 */
export function vatSplit(grossMinor: number, ratePercent = VAT_RATE_PERCENT): VatSplit {
  const netMinor = Math.round((grossMinor * 100) / (100 + ratePercent));
  return { netMinor, vatMinor: grossMinor - netMinor, grossMinor, ratePercent };
}
