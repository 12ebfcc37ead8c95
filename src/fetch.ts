// The app's fetch handler (Astro 7 `src/fetch.ts`). Live requests go through Astro's whole
// pipeline exactly as without this file; the file exists so the export and rebuild steps can
// render a `Request` in-process through the built app, with no HTTP server in the loop: the
// built entry (dist/server/entry.mjs) exports only a Node handler, so the Request-level
// renderer is published on a global symbol when the entry is imported.
import { FetchState, astro } from 'astro/fetch';

/** Renders one request through the built app (middleware, route cache, pages). */
export function renderRequest(request: Request): Promise<Response> {
  return astro(new FetchState(request));
}

/** The global symbol under which `renderRequest` is published for in-process callers. */
export const renderRequestSymbol = Symbol.for('expo-portal.render-request');

(globalThis as Record<symbol, unknown>)[renderRequestSymbol] = renderRequest;

export default { fetch: renderRequest };
