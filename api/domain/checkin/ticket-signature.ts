import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  formatTicketCode,
  parseTicketCode,
  signedPayload,
  type TicketCodeParts,
} from '../../../src/lib/contract/ticket-code.ts';

// Signs and verifies e-ticket codes (src/lib/contract/ticket-code.ts) with TICKET_SIGNING_SECRET.

/** The signature of ticket `index` of an order at a fair: HMAC-SHA256, 16 bytes, base64url. */
function signature(secret: string, orderNo: string, index: number, fairId: number): Buffer {
  return createHmac('sha256', secret)
    .update(signedPayload(orderNo, index, fairId))
    .digest()
    .subarray(0, 16);
}

/** The signed code of ticket `index` (1-based) of an order at a fair. */
export function signTicketCode(secret: string, orderNo: string, index: number, fairId: number): string {
  return formatTicketCode({
    orderNo,
    fairId,
    index,
    signature: signature(secret, orderNo, index, fairId).toString('base64url'),
  });
}

/** The signed codes of every ticket of an order, ticket 1 first. */
export function signOrderCodes(secret: string, orderNo: string, quantity: number, fairId: number): string[] {
  return Array.from({ length: quantity }, (_, position) =>
    signTicketCode(secret, orderNo, position + 1, fairId),
  );
}

/** What a read code is: a genuine ticket's parts, or not a code this API signed. */
export type VerifiedCode = { ok: true; parts: TicketCodeParts } | { ok: false };

/** Checks a read code: well formed and signed with the secret (compared in constant time). */
export function verifyTicketCode(secret: string, code: string): VerifiedCode {
  const parts = parseTicketCode(code);
  if (parts === undefined) return { ok: false };
  // Compared as text: base64url's last character carries spare bits, so several spellings decode
  // to the same bytes, and only the one the API wrote is the ticket's code.
  const expected = Buffer.from(
    signature(secret, parts.orderNo, parts.index, parts.fairId).toString('base64url'),
  );
  const given = Buffer.from(parts.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  return { ok: true, parts };
}

/** The digest the offline scanner looks a code up by: SHA-256 of the code, base64url. */
export function ticketCodeDigest(code: string): string {
  return createHash('sha256').update(code.trim()).digest('base64url');
}

/**
 * An order as GET /api/orders/{orderNo} answers it, with `ticket.ticketCodes`: the signed code of
 * every ticket of a paid or free ticket order (null before payment and for other kinds).
 */
export function withTicketCodes<
  O extends {
    orderNo: string;
    status: string;
    ticket?: { exhibitionId: number; quantity: number } | undefined;
  },
>(secret: string, order: O): O {
  if (order.ticket === undefined) return order;
  const issued = order.status === 'paid' || order.status === 'free';
  return {
    ...order,
    ticket: {
      ...order.ticket,
      ticketCodes: issued
        ? signOrderCodes(secret, order.orderNo, order.ticket.quantity, order.ticket.exhibitionId)
        : null,
    },
  };
}
