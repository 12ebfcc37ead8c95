import { loadEnvConfig, loadSecrets, type EnvConfig } from '../../../env/index.ts';
import { BucketStore, type CacheBucket } from './bucket-store.ts';
import { DirectoryStore, storeDirFor } from './directory-store.ts';
import type { SharedStore } from './store-protocol.ts';

/** Which shared store this process uses, from the environment. */
export type SharedStoreSettings =
  { kind: 'directory'; dir: string } | { kind: 'bucket'; oss: EnvConfig['oss']; pollMs: number };

/** The values PORTAL_CACHE_STORE accepts (unset means `directory`). */
export const storeKinds = ['directory', 'bucket'] as const;

/** Default interval at which the bucket store lists new invalidations. */
export const defaultPollMs = 1000;

/**
 * The shared store this process should use. PORTAL_CACHE_STORE=bucket with OSS credentials set:
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
  return `shared through bucket ${settings.oss.bucket} at ${settings.oss.endpoint} (polled every ${String(settings.pollMs)} ms)`;
}

/** Tells once per process that PORTAL_CACHE_STORE=bucket was ignored. */
let warnedNoCredentials = false;

/**
 * Opens the shared store of this process (see `sharedStoreSettings`); undefined when renders
 * are not shared. The bucket's SDK client is loaded on first use, so directory-store origins never
 * load it.
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
  const bucket: Promise<CacheBucket> = import('./s3-client.ts').then(({ openBucket, s3CacheBucket }) =>
    s3CacheBucket(openBucket({ oss: settings.oss }, environ)),
  );
  return new BucketStore(bucket, { pollMs: settings.pollMs });
}
