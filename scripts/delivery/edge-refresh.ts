// A publish's refresh of the edge: the edge keeps each bucket object for a second
// (scripts/edge/nginx-locations.ts), counted in whole seconds, so an object the rebuild just
// uploaded could still be served as it was for up to two. After each phase the rebuild asks
// the edge for every object it uploaded with the refresh secret's header, which reads it from
// the bucket past the micro-cache and caches the new copy: the page is live at the edge when the
// phase ends. A CDN in front of the bucket takes its own refresh call instead (docs/deploy.md).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { z } from 'zod';
import type { EnvConfig } from '../../env/index.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { mapLimit } from './bounded-work.ts';

/** Where the edge listens and the secret its config names (`EDGE_REFRESH_URL`, `EDGE_REFRESH_SECRET`). */
const settingsSchema = z.object({
  EDGE_REFRESH_URL: z.url({ protocol: /^https?$/ }),
  // What the edge's config can name as it is (scripts/edge/nginx-config.ts).
  EDGE_REFRESH_SECRET: z.string().regex(/^[\w-]{16,}$/),
});

/** The header a refresh request carries (nginx reads it as `$http_x_edge_refresh`). */
const refreshHeader = 'x-edge-refresh';

/** What one refresh did: objects re-read at the edge, and the ones that failed with why. */
interface EdgeRefreshSummary {
  refreshed: number;
  failures: { key: string; reason: string }[];
}

/** Refreshes uploaded object keys (`{edition}/{file}`) at the edge. */
export type EdgeRefresher = (keys: readonly string[]) => Promise<EdgeRefreshSummary>;

/** One GET of a path on the edge under a host name; answers the status. */
function get(base: URL, host: string, path: string, secret: string): Promise<number> {
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        hostname: base.hostname,
        port: base.port,
        path,
        method: 'GET',
        headers: { host, [refreshHeader]: secret },
        timeout: 5000,
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => {
          resolve(answer.statusCode ?? 0);
        });
        answer.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * The refresher of the edge the environment names, or undefined when it names none (no edge in
 * front, or a CDN). An edition's objects are asked for under its own host, so the edge keys them
 * as a visitor's request for the same object.
 */
export function edgeRefresher(
  config: Pick<EnvConfig, 'siteHost' | 'enSiteHost'>,
  environ: NodeJS.ProcessEnv = process.env,
): EdgeRefresher | undefined {
  if (environ.EDGE_REFRESH_URL === undefined) return undefined;
  const settings = settingsSchema.parse(environ);
  const base = new URL(settings.EDGE_REFRESH_URL);
  const hosts: Record<Edition, string> = { zh: config.siteHost, en: config.enSiteHost };
  return async (keys) => {
    const summary: EdgeRefreshSummary = { refreshed: 0, failures: [] };
    await mapLimit(keys, 8, async (key) => {
      const slash = key.indexOf('/');
      const edition = key.slice(0, slash) as Edition;
      const failed = (reason: string) => summary.failures.push({ key, reason });
      if (!(edition in hosts)) {
        failed('not an edition key');
        return;
      }
      const status = await get(base, hosts[edition], key.slice(slash), settings.EDGE_REFRESH_SECRET).catch(
        (error: unknown) => {
          failed(String(error));
          return undefined;
        },
      );
      if (status === undefined) return;
      if (status === 200) summary.refreshed += 1;
      else failed(`HTTP ${String(status)}`);
    });
    return summary;
  };
}
