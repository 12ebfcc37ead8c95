// The security headers of every origin response, in one place: pages, static files, proxied
// API answers, news fragments, uploads, error pages and the rebuild hook all get theirs from
// `SecurityHeaders.for`. The origin server (scripts/portal-server.ts) applies them to each
// response as its headers are written, so cached pages get them too (a route-cache hit skips
// src/middleware.ts). docs/security.md lists them per response type and environment.
import { stripLocalePrefix } from '../edition.ts';
import type { EnvConfig } from '../../../env/index.ts';
import {
  mergePolicies,
  pagePolicy,
  parsePolicy,
  resourcePolicy,
  sandboxPolicy,
  scriptPolicy,
  serializePolicy,
  type CspDirectives,
} from './csp.ts';

/**
 * How a response is treated:
 * - `page`: HTML the portal rendered (the full page policy, Astro's hashes merged in);
 * - `stored`: markup a user can influence (news fragments, SVG, XML, HTML from the API): sandboxed;
 * - `form`: the embedded API's own test payment gateway page: sandboxed, but its forms submit;
 * - `image`: a raster image: inline, sandboxed if opened on its own;
 * - `download`: an upload or unknown bytes from the API: `Content-Disposition: attachment`;
 * - `pdf`: a PDF the portal generated (periodicals): the browser's viewer must still run;
 * - `script`: the portal's JavaScript: as a worker (the map's) it may connect to its origin and the map style's;
 * - `resource`: anything else (JSON, stylesheets, fonts, text): loads nothing.
 */
export type ResponseKind = 'page' | 'stored' | 'form' | 'image' | 'download' | 'pdf' | 'script' | 'resource';

/** The media type of a Content-Type value, lower case, without parameters. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const scriptTypes: ReadonlySet<string> = new Set(['text/javascript', 'application/javascript']);

const markupTypes: ReadonlySet<string> = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
]);

/**
 * The kind of a response by its Content-Type and by who made it: `proxied` is true for bytes
 * the API answered (stored content), false for what the portal itself rendered or ships.
 */
export function responseKind(contentType: string | undefined, proxied: boolean): ResponseKind {
  const type = mediaType(contentType);
  if (proxied) {
    if (markupTypes.has(type)) return 'stored';
    if (type.startsWith('image/')) return 'image';
    if (type === 'application/json' || type.endsWith('+json')) return 'resource';
    return 'download';
  }
  if (type === 'text/html') return 'page';
  if (markupTypes.has(type)) return 'stored';
  if (type === 'application/pdf') return 'pdf';
  if (scriptTypes.has(type)) return 'script';
  return 'resource';
}

/**
 * Features no page uses; each is off for the page and everything it embeds. The map needs no
 * geolocation (it shows venues, not the visitor); payment opens the gateway's page instead of
 * the Payment Request API. Only features Chromium knows: an unknown name is a console error.
 */
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The gate scanner (/checkin, any locale prefix) reads tickets with the phone's camera: its page
 * alone may use it, for itself only.
 */
const scannerPermissionsPolicy = permissionsPolicy.replace('camera=()', 'camera=(self)');

/** The permissions policy of a page by its path: the scanner's, else none of the features. */
function permissionsPolicyFor(path: string | undefined): string {
  const pathname = stripLocalePrefix((path ?? '').split(/[?#]/)[0] ?? '');
  return /^\/checkin\/?$/.test(pathname) ? scannerPermissionsPolicy : permissionsPolicy;
}

/** What the header builder needs from the environment. */
export type SecurityConfig = Pick<EnvConfig, 'ossHost' | 'mapStyleUrl' | 'thirdParty' | 'security'>;

/** Header names are lower case: they are compared to Node's lower-cased names. */
export type HeaderSet = Record<string, string>;

/** Builds the headers of each response kind for one environment; the policies are computed once. */
export class SecurityHeaders {
  readonly #common: HeaderSet;
  readonly #page: CspDirectives;
  readonly #pageHeader: string;
  // The editorial console frames its own preview (src/pages/editor/preview); no other page frames anything of the site.
  readonly #consolePage: CspDirectives;
  readonly #sandbox: string;
  readonly #script: string;
  readonly #resource: string;
  // Every page of one build carries the same hash list, so the merged value is nearly always
  // one of a handful: cache them instead of parsing a header of every hash per request.
  readonly #merged = new Map<string, string>();

  constructor(config: SecurityConfig, sentryDsn?: string) {
    const { https, hstsMaxAgeSeconds } = config.security;
    this.#common = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...(https &&
        hstsMaxAgeSeconds > 0 && {
          'strict-transport-security': `max-age=${String(hstsMaxAgeSeconds)}; includeSubDomains`,
        }),
    };
    this.#page = pagePolicy(config, { sentryDsn });
    this.#pageHeader = serializePolicy(this.#page);
    this.#consolePage = pagePolicy(config, { sentryDsn, framesSelf: true });
    this.#sandbox = serializePolicy(sandboxPolicy(config));
    this.#script = serializePolicy(scriptPolicy(config));
    this.#resource = serializePolicy(resourcePolicy());
  }

  /** The page policy with a render's hashes merged in (the environment's policy alone without one). */
  pagePolicy(rendered?: string, path?: string): string {
    const isConsole = path !== undefined && /^\/editor(?:[/?]|$)/.test(path);
    if (!isConsole && (rendered === undefined || rendered === '')) return this.#pageHeader;
    const key = `${isConsole ? 'console' : 'page'} ${rendered ?? ''}`;
    let merged = this.#merged.get(key);
    if (merged === undefined) {
      const base = isConsole ? this.#consolePage : this.#page;
      merged = serializePolicy(
        rendered === undefined || rendered === '' ? base : mergePolicies(base, parsePolicy(rendered)),
      );
      if (this.#merged.size >= 32) this.#merged.clear();
      this.#merged.set(key, merged);
    }
    return merged;
  }

  /**
   * The headers of one response. `rendered` is the policy Astro rendered for a page (its
   * hashes); `disposition` the response's own Content-Disposition, whose file name a download
   * keeps; `path` the request's path (the scanner page may use the camera).
   */
  for(kind: ResponseKind, rendered?: string, disposition?: string, path?: string): HeaderSet {
    switch (kind) {
      case 'page':
        return {
          ...this.#common,
          'content-security-policy': this.pagePolicy(rendered, path),
          'permissions-policy': permissionsPolicyFor(path),
          'x-frame-options': 'SAMEORIGIN',
          // Keeps a page's window apart from pages it did not open; popups (the payment
          // gateway's window) stay reachable.
          'cross-origin-opener-policy': 'same-origin-allow-popups',
        };
      case 'stored':
        return {
          ...this.#common,
          'content-security-policy': this.#sandbox,
          'permissions-policy': permissionsPolicy,
          'x-frame-options': 'SAMEORIGIN',
        };
      case 'form':
        return {
          ...this.#common,
          'content-security-policy': this.#sandbox.replace(/^sandbox/, 'sandbox allow-forms'),
          'x-frame-options': 'SAMEORIGIN',
        };
      case 'image':
        return { ...this.#common, 'content-security-policy': "sandbox; default-src 'none'" };
      case 'download':
        return {
          ...this.#common,
          'content-security-policy': "sandbox; default-src 'none'",
          'content-disposition': attachment(disposition),
        };
      case 'pdf':
        // The browser's PDF viewer does not run in a sandboxed or 'none' document.
        return { ...this.#common, 'content-security-policy': "frame-ancestors 'self'" };
      case 'script':
        return { ...this.#common, 'content-security-policy': this.#script };
      case 'resource':
        return { ...this.#common, 'content-security-policy': this.#resource };
    }
  }
}

/** `attachment`, keeping the file name parameters of an existing disposition. */
export function attachment(disposition: string | undefined): string {
  const parameters = (disposition ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => /^filename\*?=/i.test(part));
  return ['attachment', ...parameters].join('; ');
}
