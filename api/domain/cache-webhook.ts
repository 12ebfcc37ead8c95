import { signatureHeader, signBody, webhookBody } from '../../src/lib/contract/rebuild-webhook.ts';

/** What is pushed for every editor change: the same record as the change feed. */
export interface CacheChange {
  changeId: number;
  entity: string;
  entityId: number;
  cacheTags: string[];
}

/**
 * Pushes a change to the portal's rebuild webhook in the portal's protocol
 * (src/lib/contract/rebuild-webhook.ts: the change's cache tags, signed body with a timestamp).
 * Best effort: a failure is logged and the change stays in the feed (GET /api/editor/changes),
 * which the rebuild step can always replay.
 */
export async function pushCacheChange(
  webhook: { url: string; secret: string },
  change: CacheChange,
  now: Date,
): Promise<boolean> {
  const body = webhookBody(
    {
      tags: change.cacheTags,
      paths: [],
      who: `api change ${String(change.changeId)} (${change.entity} ${String(change.entityId)})`,
    },
    now.getTime(),
  );
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [signatureHeader]: signBody(body, webhook.secret),
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
