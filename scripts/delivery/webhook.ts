// The origin's side of the editors' rebuild webhook (protocol: src/lib/contract/rebuild-webhook.ts):
// checks the signature (HMAC-SHA256 of the body under WEBHOOK_SECRET), the timestamp (within 5
// minutes) and refuses replays.
import { timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  maxSkewSeconds,
  signBody,
  webhookBodySchema as bodySchema,
} from '../../src/lib/contract/rebuild-webhook.ts';
import type { PublishProgress } from '../../src/lib/contract/editor-publish.ts';
import type { RebuildRequest, RebuildSummary } from './rebuild.ts';

/**
 * Remembers accepted signatures for twice the allowed skew: in a directory shared by the
 * origin processes (one file created exclusively per signature), else in memory.
 */
export class ReplayGuard {
  readonly #dir: string | undefined;
  readonly #seen = new Map<string, number>();

  /** A guard sharing its memory through `dir` when given. */
  constructor(dir?: string) {
    this.#dir = dir;
    if (dir) mkdirSync(dir, { recursive: true });
  }

  /** Records a signature; false when it was seen before. */
  accept(signature: string, now = Date.now()): boolean {
    for (const [seen, at] of this.#seen) if (now - at > 2 * maxSkewSeconds * 1000) this.#seen.delete(seen);
    if (this.#seen.has(signature)) return false;
    if (this.#dir) {
      try {
        writeFileSync(join(this.#dir, signature.replace(/[^a-f0-9]/g, '')), String(now), { flag: 'wx' });
      } catch {
        return false;
      }
    }
    this.#seen.set(signature, now);
    return true;
  }
}

/** The outcome of checking a webhook call. */
export type WebhookCheck =
  { ok: true; request: RebuildRequest } | { ok: false; status: 400 | 401 | 409; reason: string };

/** Verifies signature, freshness and uniqueness of a webhook call; nothing is done on failure. */
export function checkWebhook(
  body: string,
  signature: string | undefined,
  secret: string,
  guard: ReplayGuard,
  now = Date.now(),
): WebhookCheck {
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(signature ?? '');
  if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) {
    return { ok: false, status: 401, reason: 'bad signature' };
  }
  let parsed: z.infer<typeof bodySchema>;
  try {
    parsed = bodySchema.parse(JSON.parse(body));
  } catch {
    return { ok: false, status: 400, reason: 'body must be {tags, paths, who, timestamp}' };
  }
  if (Math.abs(now / 1000 - parsed.timestamp) > maxSkewSeconds) {
    return { ok: false, status: 401, reason: 'timestamp outside 5 minutes' };
  }
  if (parsed.tags.length === 0 && parsed.paths.length === 0) {
    return { ok: false, status: 400, reason: 'nothing to rebuild' };
  }
  if (!guard.accept(signature ?? '', now)) return { ok: false, status: 409, reason: 'replayed' };
  return { ok: true, request: { tags: parsed.tags, paths: parsed.paths, who: parsed.who } };
}

/** The media type a caller accepts to hear a rebuild's progress as it goes: one JSON line per phase. */
export const progressMediaType = 'application/x-ndjson';

/** A rebuild's summary as the publish log records it (src/lib/contract/editor-publish.ts). */
export function progressOf(summary: RebuildSummary, phase: PublishProgress['phase']): PublishProgress {
  return {
    phase,
    rendered: summary.rendered,
    changed: [...summary.changed],
    removed: [...summary.removed],
    uploaded: summary.uploaded.length,
    notified: summary.notified,
    warnings: summary.warnings.map((warning) => ({ url: warning.url, entities: [...warning.entities] })),
    failures: [...summary.failures],
    noExport: summary.noExport,
    firstLiveMs: Math.round(summary.firstLiveMs),
    lastLiveMs: phase === 'done' ? Math.round(summary.totalMs) : null,
  };
}
