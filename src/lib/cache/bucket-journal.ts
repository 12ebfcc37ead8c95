import { randomBytes } from 'node:crypto';
import { isInvalidationRecord } from './invalidation-ledger.ts';
import type { InvalidationRecord } from './store-protocol.ts';

// The names of the bucket store's invalidation journal: one immutable object per invalidation,
// `{epoch ms, 15 digits}-{random}[-{record, base64url}]`, so names list in time order and a
// listing usually carries the records themselves.

/** Digits of the epoch-ms stamp that starts an invalidation's name (sorts in time order). */
const stampDigits = 15;
/** Longest base64url record kept in an invalidation's name (a name segment must stay under 255 bytes). */
const maxInlineRecord = 180;
/** An invalidation's name: stamp, random suffix, and the record itself when short enough. */
const invalidationName = /^(\d{15})-([0-9a-f]{12})(?:-([A-Za-z0-9_-]+))?$/;

/** A zero-padded stamp: names sort as their times do. */
export function stamp(ms: number): string {
  return String(Math.max(0, Math.floor(ms))).padStart(stampDigits, '0');
}

/** A new name for an invalidation: its stamp, a random suffix and the record when it fits. */
export function journalName(record: InvalidationRecord): string {
  const inline = Buffer.from(JSON.stringify({ tags: record.tags, paths: record.paths })).toString(
    'base64url',
  );
  const name = `${stamp(record.at)}-${randomBytes(6).toString('hex')}`;
  return `${name}${inline.length <= maxInlineRecord ? `-${inline}` : ''}`;
}

/** What an invalidation's name tells: its time and, when inline, its record; undefined for other names. */
export function parseJournalName(name: string): { at: number; inline: string | undefined } | undefined {
  const match = invalidationName.exec(name);
  return match ? { at: Number(match[1]), inline: match[3] } : undefined;
}

/** The record carried in an invalidation's name. */
export function recordFromName(at: number, inline: string): InvalidationRecord | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(inline, 'base64url').toString('utf8')) as {
      tags?: unknown;
      paths?: unknown;
    };
    const record = { at, tags: parsed.tags, paths: parsed.paths };
    return isInvalidationRecord(record) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** The record of an invalidation too long for its name, from its object's bytes. */
export function recordFromBody(bytes: Uint8Array): InvalidationRecord | undefined {
  try {
    const record = JSON.parse(Buffer.from(bytes).toString('utf8')) as InvalidationRecord;
    return isInvalidationRecord(record) ? record : undefined;
  } catch {
    return undefined;
  }
}
