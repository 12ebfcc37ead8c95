import { parseOrderNo, parsePaymentNo, parseResultKind, type ResultKind } from './result.ts';

/** What a result page needs from its URL, or undefined for the 404 page. */
export function readResultParams(
  status: string | undefined,
  query: URLSearchParams,
  orderKind: 'ticket' | 'visa',
): { kind: ResultKind; orderNo: string; paymentNo: string | undefined } | undefined {
  const kind = parseResultKind(status);
  const orderNo = parseOrderNo(query.get('orderNo'));
  if (kind === undefined || orderNo === undefined) return undefined;
  // A visa order on the ticket result page (or the reverse) is a wrong link, not a result.
  if ((orderKind === 'visa') !== orderNo.startsWith('V')) return undefined;
  return { kind, orderNo, paymentNo: parsePaymentNo(query.get('paymentNo')) };
}
