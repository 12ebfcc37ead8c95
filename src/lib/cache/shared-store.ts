import { loadEnvConfig, loadSecrets, type EnvConfig } from '../../../env/index.ts';
import { BucketStore, type CacheBucket } from './bucket-store.ts';
import { DirectoryStore, storeDirFor } from './directory-store.ts';
import { RedisStore } from './redis-store.ts';
import type { SharedStore } from './store-protocol.ts';

/** Which shared store this process uses, from the environment. */
export type SharedStoreSettings =
  | { kind: 'directory'; dir: string }
  | { kind: 'bucket'; oss: EnvConfig['oss']; pollMs: number }
  | { kind: 'redis'; url: string; prefix: string };

/** The values PORTAL_CACHE_STORE accepts (unset means `directory`). */
export const storeKinds = ['directory', 'bucket', 'redis'] as const;

/** Default interval at which the bucket store lists new invalidations. */
export const defaultPollMs = 1000;

/**
 * The shared store this process should use. PORTAL_CACHE_STORE=redis: the Redis-protocol server
 * at REDIS_URL (required then), keys under `portal-cache:{APP_ENV}:` (PORTAL_CACHE_PREFIX
 * overrides), so environments may share one server. PORTAL_CACHE_STORE=bucket with OSS credentials set:
 * the environment's bucket (the publish step's config: endpoint, bucket and region, OSS_ENDPOINT
 * and OSS_BUCKET overriding), polled every PORTAL_CACHE_POLL_MS (default 1000). Otherwise the
 * directory of `storeDirFor` (PORTAL_CACHE_DIR), or none. Throws on a value it does not know, so a
 * typo stops the start instead of silently not sharing.
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
  const secrets = loadSecrets(environ);
  if (kind === 'bucket' && secrets.OSS_ACCESS_KEY_ID && secrets.OSS_ACCESS_KEY_SECRET) {
    return { kind, oss: loadEnvConfig(environ).oss, pollMs: pollMsFrom(environ) };
  }
  const dir = storeDirFor(environ, storeDir);
  return dir === undefined ? undefined : { kind: 'directory', dir };
}

/** PORTAL_CACHE_POLL_MS as a positive integer, else the default. */
function pollMsFrom(environ: NodeJS.ProcessEnv): number {
  const value = environ.PORTAL_CACHE_POLL_MS;
  if (value === undefined || value === '') return defaultPollMs;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`PORTAL_CACHE_POLL_MS=${JSON.stringify(value)} must be a positive whole number of ms`);
  }
  return ms;
}

/** One line for logs: where renders are shared. */
export function describeSharedStore(settings: SharedStoreSettings | undefined): string {
  if (settings === undefined) return 'not shared (memory only)';
  if (settings.kind === 'directory') return `shared through the directory ${settings.dir}`;
  if (settings.kind === 'redis') {
    return `shared through Redis at ${redactedUrl(settings.url)} (keys ${settings.prefix}*, invalidations by pub/sub)`;
  }
  return `shared through bucket ${settings.oss.bucket} at ${settings.oss.endpoint} (polled every ${String(settings.pollMs)} ms)`;
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

/** Tells once per process that PORTAL_CACHE_STORE=bucket was ignored. */
let warnedNoCredentials = false;

/**
 * Opens the shared store of this process (see `sharedStoreSettings`); undefined when renders
 * are not shared. The bucket's SDK client and the Redis client are loaded on first use, so
 * directory-store origins never load them.
 */
export function openSharedStore(
  environ: NodeJS.ProcessEnv = process.env,
  storeDir?: string,
): SharedStore | undefined {
  const settings = sharedStoreSettings(environ, storeDir);
  if (environ.PORTAL_CACHE_STORE === 'bucket' && settings?.kind !== 'bucket' && !warnedNoCredentials) {
    warnedNoCredentials = true;
    console.warn(
      `[route-cache] PORTAL_CACHE_STORE=bucket but OSS_ACCESS_KEY_ID / OSS_ACCESS_KEY_SECRET are not set: ${describeSharedStore(settings)}`,
    );
  }
  if (settings === undefined) return undefined;
  if (settings.kind === 'directory') return new DirectoryStore(settings.dir);
  if (settings.kind === 'redis') return new RedisStore(settings.url, { prefix: settings.prefix });
  const bucket: Promise<CacheBucket> = import('./s3-client.ts').then(({ openBucket, s3CacheBucket }) =>
    s3CacheBucket(openBucket({ oss: settings.oss }, environ)),
  );
  return new BucketStore(bucket, { pollMs: settings.pollMs });
}
