import type { Locale } from '../contract/locale.ts';
import { cardDeclineCodes, type CardDeclineCode, type PayChannel } from '../contract/payment.ts';

// What the payment page offers and how it shows the amount: the methods per edition and order
// currency, the buyer's currency and the estimate of the amount in it (docs/payments.md).

/** The methods offered for an order, the default first. */
export function payChannelsFor(locale: Locale, currency: string): readonly PayChannel[] {
  if (locale === 'zh' && currency.toUpperCase() === 'CNY') return ['alipay', 'wxpay', 'card'];
  return ['card', 'alipay', 'wxpay'];
}

/** Currencies a buyer may pick for the estimate, by how often buyers of the fairs use them. */
export const estimateCurrencies = ['USD', 'EUR', 'GBP', 'CNY', 'JPY', 'HKD'] as const;

const regionCurrencies: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CN: 'CNY',
  HK: 'HKD',
  JP: 'JPY',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  AT: 'EUR',
  BE: 'EUR',
  IE: 'EUR',
  FI: 'EUR',
  PT: 'EUR',
};

/**
 * The buyer's currency: the region of the browser's language tag when it names one with a rate
 * ("de-DE" -> EUR), else the edition's (USD on the English edition, CNY on the Chinese).
 * @example buyerCurrency('en', 'de-DE', { EUR: 0.9 }) // 'EUR'
 */
export function buyerCurrency(
  locale: Locale,
  languageTag: string | undefined,
  rates: Readonly<Record<string, number>>,
): string {
  const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(languageTag ?? '')?.[1]?.toUpperCase();
  const fromRegion = region === undefined ? undefined : regionCurrencies[region];
  if (fromRegion !== undefined && rates[fromRegion] !== undefined) return fromRegion;
  return locale === 'en' ? 'USD' : 'CNY';
}

/**
 * The amount (minor units, hundredths) in another currency at the reference rates (units per 1
 * USD), rounded to the hundredth; undefined when the currencies match or a rate is missing.
 * @example estimateMinor(72000, 'CNY', 'USD', { USD: 1, CNY: 7.2 }) // 10000
 */
export function estimateMinor(
  amountMinor: number,
  from: string,
  to: string,
  rates: Readonly<Record<string, number>>,
): number | undefined {
  if (from.toUpperCase() === to.toUpperCase()) return undefined;
  const fromRate = rates[from.toUpperCase()];
  const toRate = rates[to.toUpperCase()];
  if (fromRate === undefined || toRate === undefined) return undefined;
  return Math.round((amountMinor / fromRate) * toRate);
}

/** The message of each decline reason code (message keys use hyphens). */
const declineMessages = {
  card_declined: 'payment.decline.card-declined',
  insufficient_funds: 'payment.decline.insufficient-funds',
  expired_card: 'payment.decline.expired-card',
  authentication_failed: 'payment.decline.authentication-failed',
  processing_error: 'payment.decline.processing-error',
} as const satisfies Record<CardDeclineCode, `payment.decline.${string}`>;

/** The message key of a decline reason code (an unknown code reads as a generic failure). */
export function declineMessageKey(
  code: string | null | undefined,
): (typeof declineMessages)[CardDeclineCode] | 'payment.decline.other' {
  return (cardDeclineCodes as readonly string[]).includes(code ?? '')
    ? declineMessages[code as CardDeclineCode]
    : 'payment.decline.other';
}
