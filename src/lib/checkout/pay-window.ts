import type { Payment } from '../contract/payment.ts';
import { readStorage, writeStorage } from '../stores/safe-storage.ts';

// The gateway page of a payment, kept for the result page: the API gives payUrl, the wxpay QR
// content, the amount and the payment's lifetime only when the payment is created.

const prefix = 'pay-url:';

/** What the result page shows of a payment this tab created. */
export interface RememberedPayment {
  payUrl: string;
  /** The WeChat Pay (native) code's content; null for alipay. */
  qrContent: string | null;
  /** The amount to pay, in minor units, with its currency (absent in entries of older tabs). */
  amountMinor?: number | undefined;
  currency?: string | undefined;
  /** When the payment closes, in epoch milliseconds. */
  expiresAt?: number | undefined;
}

/** Remembers where a payment is paid (payUrl, the wxpay QR content, the amount and when it closes). */
export function rememberPayUrl(
  payment: Pick<Payment, 'paymentNo' | 'payUrl' | 'qrContent'> &
    Partial<Pick<Payment, 'amountMinor' | 'currency' | 'expiresIn'>>,
  now: number = Date.now(),
): void {
  const entry: RememberedPayment = {
    payUrl: payment.payUrl,
    qrContent: payment.qrContent,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    expiresAt: payment.expiresIn === undefined ? undefined : now + payment.expiresIn * 1000,
  };
  writeStorage('session', prefix + payment.paymentNo, JSON.stringify(entry));
}

/** Where a payment is paid, when this tab created it; only same-site paths are trusted. */
export function recallPayUrl(paymentNo: string): RememberedPayment | undefined {
  const text = readStorage('session', prefix + paymentNo);
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.payUrl !== 'string' || !value.payUrl.startsWith('/') || value.payUrl.startsWith('//'))
      return undefined;
    const finite = (item: unknown): number | undefined =>
      typeof item === 'number' && Number.isFinite(item) ? item : undefined;
    return {
      payUrl: value.payUrl,
      qrContent: typeof value.qrContent === 'string' ? value.qrContent : null,
      amountMinor: finite(value.amountMinor),
      currency:
        typeof value.currency === 'string' && /^[A-Z]{3}$/.test(value.currency) ? value.currency : undefined,
      expiresAt: finite(value.expiresAt),
    };
  } catch {
    return undefined;
  }
}

/**
 * What is left of a payment's time as m:ss; '0:00' once it is over.
 * @example countdownText(125_000) // '2:05'
 */
export function countdownText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}
