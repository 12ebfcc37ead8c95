import { createHmac } from 'node:crypto';

/** What is pushed for every editor change: the same record as the change feed. */
export interface CacheChange {
  changeId: number;
  entity: string;
  entityId: number;
  cacheTags: string[];
}

/** The signature header value: sha256= hex HMAC-SHA256 of `${timestamp}.${body}` with the shared secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Pushes a change to the portal's rebuild webhook, signed with X-Webhook-Timestamp and
 * X-Webhook-Signature. Best effort: a failure is logged and the change stays in the feed
 * (GET /api/editor/changes), which the rebuild step can always replay.
 */
export async function pushCacheChange(
  webhook: { url: string; secret: string },
  change: CacheChange,
  now: Date,
): Promise<boolean> {
  const body = JSON.stringify({
    changeId: change.changeId,
    entity: change.entity,
    entityId: change.entityId,
    tags: change.cacheTags,
  });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Webhook-Timestamp': timestamp,
        'X-Webhook-Signature': signWebhook(webhook.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok)
      console.warn(
        `[api] cache webhook answered ${String(response.status)} for change ${String(change.changeId)}`,
      );
    return response.ok;
  } catch (error) {
    console.warn(`[api] cache webhook failed for change ${String(change.changeId)}:`, error);
    return false;
  }
}
