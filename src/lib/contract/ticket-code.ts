// The e-ticket code a gate scanner reads, version 2: `EXPOTICKET:2:{orderNo}:{fairId}:{n}:{signature}`.
// The signature is the API's HMAC-SHA256 over `{orderNo}:{n}:{fairId}` under TICKET_SIGNING_SECRET,
// first 16 bytes, base64url (22 characters): nobody without the secret can make a valid code from
// an order number, and changing any part of a code breaks it. Only the API signs and verifies
// (api/domain/checkin/ticket-signature.ts); the portal prints the codes the API hands out and the
// offline scanner compares digests (SHA-256 of the whole code, base64url) from the day's list.
// Version 1 (`EXPOTICKET:1:{orderNo}:{checkInCode}[:{n}]`) is no longer admitted.

/** The prefix and version of e-ticket codes. */
export const TICKET_CODE_SCHEME = 'EXPOTICKET:2';

/** The parts of a well-formed code (its signature not yet checked). */
export interface TicketCodeParts {
  orderNo: string;
  fairId: number;
  /** 1-based number of the ticket in its order. */
  index: number;
  signature: string;
}

const codePattern = /^EXPOTICKET:2:(T\d{14,24}):([1-9]\d{0,9}):([1-9]\d{0,2}):([A-Za-z0-9_-]{22})$/;

/**
 * The parts of an e-ticket code, or undefined when it is not one (another scheme, a version 1
 * code, a damaged read).
 * @example parseTicketCode('EXPOTICKET:2:T202601010000001:7:2:AAAAAAAAAAAAAAAAAAAAAA')?.index // 2
 */
export function parseTicketCode(code: string): TicketCodeParts | undefined {
  const match = codePattern.exec(code.trim());
  if (match === null) return undefined;
  const [, orderNo = '', fairId = '', index = '', signature = ''] = match;
  return { orderNo, fairId: Number(fairId), index: Number(index), signature };
}

/** What the signature covers: order, ticket number and fair. */
export function signedPayload(orderNo: string, index: number, fairId: number): string {
  return `${orderNo}:${String(index)}:${String(fairId)}`;
}

/**
 * A code from its parts.
 * @example formatTicketCode({ orderNo: 'T202601010000001', fairId: 7, index: 2, signature: 's'.repeat(22) })
 */
export function formatTicketCode(parts: TicketCodeParts): string {
  return `${TICKET_CODE_SCHEME}:${parts.orderNo}:${String(parts.fairId)}:${String(parts.index)}:${parts.signature}`;
}
