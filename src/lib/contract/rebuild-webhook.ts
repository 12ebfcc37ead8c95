// The editors' rebuild webhook, spoken by the reference API (it pushes every editor change) and
// answered by the origin server (scripts/delivery/webhook.ts): a JSON body
// `{tags, paths, who, timestamp}` signed with HMAC-SHA256 under the shared WEBHOOK_SECRET in
// `X-Portal-Signature: sha256=<hex>`. The timestamp is inside the signed body (Unix seconds) and
// must be within 5 minutes of the receiver's clock; each signature is accepted once.
import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** The signature header (lower case, as Node's request headers spell it). */
export const signatureHeader = 'x-portal-signature';
/** How far a timestamp may be from now, in seconds. */
export const maxSkewSeconds = 5 * 60;

/** The body of a rebuild call. */
export const webhookBodySchema = z.strictObject({
  tags: z
    .array(z.string().regex(/^[a-z-]+(:[A-Za-z0-9_-]+)?$/))
    .max(200)
    .default([]),
  paths: z
    .array(z.string().regex(/^\/[^\s?#]*$/))
    .max(200)
    .default([]),
  who: z.string().min(1).max(200),
  /** Unix seconds when the sender sent it. */
  timestamp: z.number().int(),
});

/** What a sender asks to rebuild. */
interface RebuildWebhookRequest {
  tags: string[];
  paths: string[];
  who: string;
}

/** The signature of a body: `sha256=` and the hex HMAC. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The JSON body of a rebuild call sent at `now` (ms since the epoch). */
export function webhookBody(request: RebuildWebhookRequest, now = Date.now()): string {
  return JSON.stringify({ ...request, timestamp: Math.floor(now / 1000) });
}
