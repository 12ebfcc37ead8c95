// Loads the built portal in this process and renders Requests through it (src/fetch.ts).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bypassHeader, exportTagsHeader } from '../../src/lib/cache/provider.ts';
import { exportedBody } from '../../src/lib/security/export-meta.ts';

/**
 * Response header of a page that rendered with editor HTML replaced by a notice because it
 * could not be cleaned: comma-separated `type:id` of the entities (`news:123,wiki:7`). The
 * export records these as content warnings and does not fail for them.
 */
const contentWarningsHeader = 'x-portal-content-warnings';

/** The `type:id` entities of a content-warnings header value (empty for none). */
export function parseContentWarnings(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((entity) => entity.trim())
        .filter(Boolean),
    ),
  ];
}

/** Renders a Request through the whole built app. */
export type RenderRequest = (request: Request) => Promise<Response>;

/** The output folder of the build: PORTAL_DIST (as astro.config.mjs) or `dist`. */
export function distDir(root: string, environ: NodeJS.ProcessEnv = process.env): string {
  const configured = environ.PORTAL_DIST;
  if (!configured) return join(root, 'dist');
  return configured.startsWith('/') ? configured : join(root, configured);
}

/**
 * Settings of a process about to import the built server entry: the adapter must not start
 * its own HTTP server, and the built app runs as production code whatever NODE_ENV the
 * parent had (React's server renderer otherwise loads its development build, with its
 * checks and warnings, a large share of every render).
 */
export function prepareBuiltAppProcess(): void {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  process.env.NODE_ENV = 'production';
}

/**
 * Imports the built server entry without starting its HTTP server and returns the
 * Request-level renderer that src/fetch.ts publishes.
 */
export async function loadBuiltApp(dist: string): Promise<RenderRequest> {
  prepareBuiltAppProcess();
  await import(pathToFileURL(join(dist, 'server', 'entry.mjs')).href);
  const render = (globalThis as Record<symbol, unknown>)[Symbol.for('expo-portal.render-request')];
  if (typeof render !== 'function') {
    throw new Error(`${dist} was built without src/fetch.ts: run the build again`);
  }
  return render as RenderRequest;
}

/** One rendered URL as the export keeps it. */
export interface RenderedPage {
  status: number;
  body: Uint8Array;
  tags: string[];
  location: string | null;
  /** Entities whose content was replaced by a notice (`contentWarningsHeader`). */
  warnings: string[];
}

/** Renders one URL fresh (never from, never into the route cache), as a live request would get it. */
export async function renderUrl(render: RenderRequest, url: string): Promise<RenderedPage> {
  const response = await render(new Request(url, { headers: { [bypassHeader]: '1' } }));
  // Exported pages carry the content security policy as a meta tag (no origin adds headers).
  const body = exportedBody(response, new Uint8Array(await response.arrayBuffer()));
  const tags = (response.headers.get(exportTagsHeader) ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    status: response.status,
    body,
    tags,
    location: response.headers.get('location'),
    warnings: parseContentWarnings(response.headers.get(contentWarningsHeader)),
  };
}
