// Wiring shared by the rebuild CLI and the origin server's webhook: route-cache invalidation
// and the rebuild context from the environment.
import type { CacheProvider } from 'astro';
import { join } from 'node:path';
import { loadSecrets, type EnvConfig } from '../../env/index.ts';
import { portalCacheSymbol } from '../../src/lib/cache/provider.ts';
import { openBucket } from '../../src/lib/cache/s3-client.ts';
import { openSharedStore } from '../../src/lib/cache/shared-store.ts';
import type { RenderRequest } from './app.ts';
import { edgeRefresher } from './edge-refresh.ts';
import { journalFile, PublishJournal } from './publish-journal.ts';
import type { RebuildContext } from './rebuild.ts';
import { pingPublishedKeys } from './search-ping.ts';

/**
 * Invalidates tags and paths in this process's route cache (when the built app created one)
 * and in the shared store (directory or Redis, `openSharedStore`), whose journal every other
 * origin process reads on its next request (directory) or as soon as Redis pushes it (Redis).
 */
export function routeCacheInvalidator(environ: NodeJS.ProcessEnv = process.env) {
  return async (tags: string[], paths: string[]): Promise<void> => {
    const provider = (globalThis as Record<symbol, unknown>)[portalCacheSymbol] as CacheProvider | undefined;
    if (provider) {
      // The provider writes the shared journal itself.
      await provider.invalidate({ tags });
      for (const path of paths) await provider.invalidate({ path });
      return;
    }
    const store = openSharedStore(environ);
    try {
      await store?.invalidate(tags, paths);
    } finally {
      store?.close();
    }
  };
}

/** The rebuild context of this process: publishes when OSS credentials are set. */
export function rebuildContextFor(
  render: RenderRequest,
  root: string,
  config: EnvConfig,
  environ: NodeJS.ProcessEnv = process.env,
): RebuildContext {
  const secrets = loadSecrets(environ);
  const context: RebuildContext = {
    render,
    root,
    config,
    invalidate: routeCacheInvalidator(environ),
    notify: (keys) => pingPublishedKeys(keys, config, environ),
  };
  const refreshEdge = edgeRefresher(config, environ);
  if (refreshEdge) context.refreshEdge = refreshEdge;
  if (secrets.OSS_ACCESS_KEY_ID && secrets.OSS_ACCESS_KEY_SECRET) {
    const bucket = openBucket(config, environ);
    context.publish = {
      bucket,
      journal: new PublishJournal(journalFile(root, config.oss.endpoint, bucket.name)),
    };
  }
  return context;
}

/** The export folder: PORTAL_STATIC_DIR, else {dist}/static. */
export function staticRootFor(dist: string, environ: NodeJS.ProcessEnv = process.env): string {
  return environ.PORTAL_STATIC_DIR ?? join(dist, 'static');
}
