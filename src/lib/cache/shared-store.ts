import { DirectoryStore, storeDirFor } from './directory-store.ts';
import { RedisStore } from './redis-store.ts';
import type { SharedStore } from './store-protocol.ts';

/** Which shared store this process uses, from the environment. */
export type SharedStoreSettings =
  { kind: 'directory'; dir: string } | { kind: 'redis'; url: string; prefix: string };

/** The values PORTAL_CACHE_STORE accepts (unset means `directory`). */
const storeKinds = ['directory', 'redis'] as const;

/**
 * The shared store this process should use. PORTAL_CACHE_STORE=redis: the Redis-protocol server
 * at REDIS_URL (required then), keys under `portal-cache:{APP_ENV}:` (PORTAL_CACHE_PREFIX
 * overrides), so environments may share one server. Otherwise the directory of `storeDirFor`
 * (PORTAL_CACHE_DIR), or none. Throws on a value it does not know (the bucket store that polled
 * the bucket is gone, docs/architecture.md "Route cache"), so a typo or an old setting stops the
 * start instead of silently not sharing.
 */
export function sharedStoreSettings(
  environ: NodeJS.ProcessEnv = process.env,
  storeDir?: string,
): SharedStoreSettings | undefined {
  const kind = environ.PORTAL_CACHE_STORE ?? 'directory';
  if (!(storeKinds as readonly string[]).includes(kind)) {
    throw new Error(
      `PORTAL_CACHE_STORE=${JSON.stringify(kind)} is not one of ${storeKinds.join(', ')} (unset means directory)`,
    );
  }
  if (kind === 'redis') {
    const url = environ.REDIS_URL ?? '';
    if (!/^rediss?:\/\//.test(url)) {
      throw new Error(
        `PORTAL_CACHE_STORE=redis needs REDIS_URL (redis://host:port or rediss://...), got ${JSON.stringify(url)}`,
      );
    }
    const prefix = environ.PORTAL_CACHE_PREFIX ?? `portal-cache:${environ.APP_ENV ?? 'dev'}:`;
    return { kind, url, prefix };
  }
  const dir = storeDirFor(environ, storeDir);
  return dir === undefined ? undefined : { kind: 'directory', dir };
}

/** One line for logs: where renders are shared. */
export function describeSharedStore(settings: SharedStoreSettings | undefined): string {
  if (settings === undefined) return 'not shared (memory only)';
  if (settings.kind === 'redis') {
    return `shared through Redis at ${redactedUrl(settings.url)} (keys ${settings.prefix}*, invalidations by pub/sub)`;
  }
  return `shared through the directory ${settings.dir}`;
}

/** A Redis URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(unparsable)';
  }
}

/**
 * Opens the shared store of this process (see `sharedStoreSettings`); undefined when renders
 * are not shared. The Redis client is loaded on first use, so directory-store origins never load it.
 */
export function openSharedStore(
  environ: NodeJS.ProcessEnv = process.env,
  storeDir?: string,
): SharedStore | undefined {
  const settings = sharedStoreSettings(environ, storeDir);
  if (settings === undefined) return undefined;
  if (settings.kind === 'directory') return new DirectoryStore(settings.dir);
  return new RedisStore(settings.url, { prefix: settings.prefix });
}
