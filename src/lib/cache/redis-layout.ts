import type { Redis } from 'ioredis';
import type { CacheEntry } from './cache-entry.ts';
import { pathOfKey } from './cache-key.ts';
import { hashedKey, type InvalidationRecord } from './store-protocol.ts';

// How the Redis store lays its data out on the server: the keys, the script that records an
// invalidation, how the stored times of an entry are read, and how its two connections are made.

/** The keys and channel of one store (one Redis may hold several environments, by prefix). */
export interface RedisLayout {
  /** Prefix of the entries' keys. */
  entries: string;
  /** Hash of the last invalidation time of each tag. */
  tags: string;
  /** Hash of the last invalidation time of each path. */
  paths: string;
  /** Channel every invalidation is published on. */
  channel: string;
}

/** The layout under a prefix. */
export function redisLayout(prefix: string): RedisLayout {
  return {
    entries: `${prefix}e:`,
    tags: `${prefix}tags`,
    paths: `${prefix}paths`,
    channel: `${prefix}invalidations`,
  };
}

/** The key of a cache key's entry. */
export function entryKeyOf(layout: RedisLayout, key: string): string {
  return `${layout.entries}${hashedKey(key)}`;
}

/**
 * Records an invalidation and tells every subscriber, atomically: KEYS = tag times, path times,
 * ARGV = channel, at, JSON record, tag count, tags..., paths... A time only ever grows, so a
 * late-arriving older invalidation never shortens another one.
 */
const invalidateScript = `
local at = tonumber(ARGV[2])
local tagCount = tonumber(ARGV[4])
for index = 5, #ARGV do
  local hash = KEYS[2]
  if index < 5 + tagCount then hash = KEYS[1] end
  local current = tonumber(redis.call('HGET', hash, ARGV[index]) or '-1')
  if at > current then redis.call('HSET', hash, ARGV[index], ARGV[2]) end
end
return redis.call('PUBLISH', ARGV[1], ARGV[3])
`;

/** Records an invalidation in both hashes and publishes it (one script: both or neither). */
export async function recordInvalidation(
  command: Redis,
  layout: RedisLayout,
  record: InvalidationRecord,
): Promise<void> {
  await command.eval(
    invalidateScript,
    2,
    layout.tags,
    layout.paths,
    layout.channel,
    record.at,
    JSON.stringify(record),
    record.tags.length,
    ...record.tags,
    ...record.paths,
  );
}

/** The stored invalidation times of an entry's tags and of its key's path. */
export async function storedTimes(
  command: Redis,
  layout: RedisLayout,
  key: string,
  entry: CacheEntry,
): Promise<{ path: number | undefined; tags: Map<string, number> }> {
  const [tagTimes, pathTime] = await Promise.all([
    entry.tags.length > 0 ? command.hmget(layout.tags, ...entry.tags) : Promise.resolve([]),
    command.hget(layout.paths, pathOfKey(key)),
  ]);
  const tags = new Map<string, number>();
  entry.tags.forEach((tag, index) => {
    const time = tagTimes[index];
    if (time !== null && time !== undefined) tags.set(tag, Number(time));
  });
  return { path: pathTime === null ? undefined : Number(pathTime), tags };
}

/** The command and subscriber connections to `url`, each command bounded by `timeoutMs`. */
export async function redisConnections(
  url: string,
  timeoutMs: number,
): Promise<{ command: Redis; subscriber: Redis }> {
  const { Redis } = await import('ioredis');
  const options = {
    // Commands fail at once while disconnected (a miss), instead of queueing behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    connectTimeout: timeoutMs,
    autoResubscribe: false,
    retryStrategy: (attempt: number) => Math.min(100 * attempt, 2000),
  };
  return {
    command: new Redis(url, { ...options, connectionName: 'portal-cache' }),
    subscriber: new Redis(url, { ...options, connectionName: 'portal-cache-sub' }),
  };
}
