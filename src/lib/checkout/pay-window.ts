import type { Payment } from '../contract/payment.ts';
import { readStorage, writeStorage } from '../stores/safe-storage.ts';

// The gateway page of a payment, kept for the result page's "open the payment page again" link:
// the API gives payUrl only when the payment is created.

const prefix = 'pay-url:';

/** Remembers where a payment is paid (payUrl, and the wxpay QR content). */
export function rememberPayUrl(payment: Pick<Payment, 'paymentNo' | 'payUrl' | 'qrContent'>): void {
  writeStorage(
    'session',
    prefix + payment.paymentNo,
    JSON.stringify({ payUrl: payment.payUrl, qrContent: payment.qrContent }),
  );
}

/** Where a payment is paid, when this tab created it; only same-site paths are trusted. */
export function recallPayUrl(paymentNo: string): { payUrl: string; qrContent: string | null } | undefined {
  const text = readStorage('session', prefix + paymentNo);
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as { payUrl?: unknown; qrContent?: unknown };
    if (typeof value.payUrl !== 'string' || !value.payUrl.startsWith('/') || value.payUrl.startsWith('//'))
      return undefined;
    return { payUrl: value.payUrl, qrContent: typeof value.qrContent === 'string' ? value.qrContent : null };
  } catch {
    return undefined;
  }
}
