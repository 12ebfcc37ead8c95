import { createHash, randomInt } from 'node:crypto';
import { fieldIssue, illegalParameter } from '../server/api-error.ts';

/** A stable hash of a request body, to notice an Idempotency-Key reused for a different request. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** Refuses a key that was used before with another body (Stripe's rule): 20002, HTTP 422. */
export function assertSameRequest(stored: string, current: string): void {
  if (stored !== current)
    throw illegalParameter([fieldIssue('header.idempotency-key', 'apiMessage.field.idempotencyReused')], 422);
}

/** True for a PostgreSQL unique violation, whichever driver and wrapper raised it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A new order number: kind letter, UTC timestamp to the second, 6 random digits (T20261121144100123456). */
export function newOrderNo(prefix: 'T' | 'V' | 'A' | 'G' | 'F', now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
