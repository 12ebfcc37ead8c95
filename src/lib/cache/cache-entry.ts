import { currentBuildId } from './build-id.ts';

/** One cached response, in a form that can also be written to a shared store. */
export interface CacheEntry {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** Epoch ms when it was rendered. */
  storedAt: number;
  /** Seconds it is fresh. */
  maxAge: number;
  /** Seconds after maxAge it may still be served while a new render runs. */
  swr: number;
  tags: string[];
  /** The build that rendered it (`currentBuildId`): another build's entries are never served. */
  buildId: string;
}

/** Headers that must never be replayed from a cache. */
const privateHeaders = new Set(['set-cookie', 'x-astro-cache']);

/** Reads `max-age` and `stale-while-revalidate` from the CDN-Cache-Control header Astro sets. */
export function parseCacheDirectives(header: string | null): { maxAge: number; swr: number } {
  let maxAge = 0;
  let swr = 0;
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    const seconds = Number.parseInt(value ?? '', 10);
    if (!Number.isFinite(seconds) || seconds < 0) continue;
    if (name === 'max-age') maxAge = seconds;
    if (name === 'stale-while-revalidate') swr = seconds;
  }
  return { maxAge, swr };
}

/** Turns a rendered response into an entry (the response body is consumed). */
export async function toEntry(
  response: Response,
  maxAge: number,
  swr: number,
  now = Date.now(),
  buildId = currentBuildId,
): Promise<CacheEntry> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!privateHeaders.has(name.toLowerCase())) headers.push([name, value]);
  });
  const tags = (response.headers.get('cache-tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    status: response.status,
    headers,
    body: new Uint8Array(await response.arrayBuffer()),
    storedAt: now,
    maxAge,
    swr,
    tags,
    buildId,
  };
}

/** Rebuilds a response from an entry, marked with how it was served. */
export function fromEntry(entry: CacheEntry, state: 'HIT' | 'STALE'): Response {
  const headers = new Headers(entry.headers);
  headers.set('X-Astro-Cache', state);
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
  return new Response(entry.body.slice(), { status: entry.status, headers });
}

/** How old an entry is relative to its lifetimes. */
export function entryState(entry: CacheEntry, now = Date.now()): 'fresh' | 'stale' | 'expired' {
  const age = (now - entry.storedAt) / 1000;
  if (age <= entry.maxAge) return 'fresh';
  if (age <= entry.maxAge + entry.swr) return 'stale';
  return 'expired';
}
