/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Edition chosen by the Host header. */
    edition: import('./lib/edition.ts').Edition;
    /** Locale of this request (path prefix > cookie > edition default). */
    locale: import('./lib/contract/locale.ts').Locale;
    /** Translate with this request's i18next instance. */
    t: import('./lib/i18n/server.ts').Translate;
    /** The path without its locale prefix, as the routes see it. */
    path: string;
    /** The path the visitor asked for, before any rewrite (shown by the 404 page). */
    requestPath?: string;
    /** The API client of this request (no user token: public pages are shared). */
    api: import('./lib/api/client.ts').ApiClient;
    /** The API calls that failed while rendering this request, rewrites included (shown by /system/error). */
    failedRequests?: import('./lib/pages/failed-requests.ts').FailedRequest[];
    /** The environment config. */
    config: import('../env/index.ts').EnvConfig;
  }
}

/** Both locales' messages of a named selection, written by the build (src/build/island-messages-modules.ts). */
declare module 'virtual:island-messages/*' {
  const messages: Record<
    import('./lib/contract/locale.ts').Locale,
    import('./lib/i18n/island.ts').IslandMessages
  >;
  export default messages;
}
