import { signatureHeader, signBody, webhookBody } from '../../src/lib/contract/rebuild-webhook.ts';

/** What is pushed for every editor change: the same record as the change feed. */
export interface CacheChange {
  changeId: number;
  entity: string;
  entityId: number;
  cacheTags: string[];
}

/** The media type of the origin's progress lines (scripts/delivery/webhook.ts). */
const progressMediaType = 'application/x-ndjson';

/** Reads a response body line by line, handing each non-empty line over as it arrives. */
async function eachLine(response: Response, onLine: (line: string) => Promise<void>): Promise<void> {
  if (response.body === null) return;
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of response.body) {
    pending += decoder.decode(chunk, { stream: true });
    let end = pending.indexOf('\n');
    while (end !== -1) {
      const line = pending.slice(0, end).trim();
      pending = pending.slice(end + 1);
      if (line !== '') await onLine(line);
      end = pending.indexOf('\n');
    }
  }
  if (pending.trim() !== '') await onLine(pending.trim());
}

/**
 * Pushes a change to the portal's rebuild webhook in the portal's protocol
 * (src/lib/contract/rebuild-webhook.ts: the change's cache tags, signed body with a timestamp).
 * With `onProgress`, asks for the rebuild's progress lines (one per phase) and hands each over
 * parsed, waiting up to two minutes for the rebuild; without, waits 5 s for the answer.
 * Best effort: a failure is logged and the change stays in the feed (GET /api/editor/changes),
 * which the rebuild step can always replay.
 */
export async function pushCacheChange(
  webhook: { url: string; secret: string },
  change: CacheChange,
  now: Date,
  onProgress?: (line: unknown) => Promise<void>,
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
        ...(onProgress !== undefined && { Accept: progressMediaType }),
      },
      body,
      signal: AbortSignal.timeout(onProgress === undefined ? 5000 : 120_000),
    });
    if (!response.ok)
      console.warn(
        `[api] cache webhook answered ${String(response.status)} for change ${String(change.changeId)}`,
      );
    else if (onProgress !== undefined) {
      const streamed = (response.headers.get('content-type') ?? '').startsWith(progressMediaType);
      if (streamed) await eachLine(response, (line) => onProgress(JSON.parse(line) as unknown));
      else await onProgress(await response.json());
    }
    return response.ok;
  } catch (error) {
    console.warn(`[api] cache webhook failed for change ${String(change.changeId)}:`, error);
    return false;
  }
}
