// Content-Security-Policy of the origin, built from the environment: what a page may load and
// from where. Astro adds the hashes of its own inline scripts and styles at render time (the
// `security.csp` setting in astro.config.mjs); `mergePolicies` joins the two. Third-party
// hosts appear only when the environment configures that integration.
import type { EnvConfig } from '../../../env/index.ts';

/** A policy as directive name to its sources, in the order they are written. */
export type CspDirectives = Map<string, string[]>;

/** What the page policy depends on beyond the environment file. */
export interface PagePolicyInput {
  /** The Sentry DSN from the secrets (its ingest host is a connect-src), or undefined. */
  sentryDsn?: string | undefined;
  /** Pages that frame pages of their own origin (the editorial console's preview). */
  framesSelf?: boolean | undefined;
}

type PolicyConfig = Pick<EnvConfig, 'ossHost' | 'mapStyleUrl' | 'thirdParty' | 'security'> &
  Partial<Pick<EnvConfig, 'staticPrefix'>>;

/** Directives a `<meta http-equiv>` policy cannot carry: browsers ignore them there (and warn). */
const headerOnlyDirectives: ReadonlySet<string> = new Set([
  'frame-ancestors',
  'report-uri',
  'report-to',
  'sandbox',
]);

/** The origin (scheme, host, port) of an absolute http(s) URL, or undefined for '' and paths. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Adds sources to a directive, keeping the first occurrence of each. */
function add(directives: CspDirectives, name: string, ...sources: (string | undefined)[]): void {
  const list = directives.get(name) ?? [];
  for (const source of sources) {
    if (source !== undefined && source !== '' && !list.includes(source)) list.push(source);
  }
  directives.set(name, list);
}

/**
 * The object-storage origin pictures come from (https in https environments): pictures on the
 * storage path (`/oss/...`) are made absolute on it (src/lib/pages/images.ts), so a page shows
 * them wherever it is served from, the bucket too. In dev and test the reference API answers
 * there, behind the origin or the edge.
 */
export function ossOrigin(
  config: Pick<EnvConfig, 'ossHost'> & { readonly security: Pick<EnvConfig['security'], 'https'> },
): string {
  return `${config.security.https ? 'https' : 'http'}://${config.ossHost}`;
}

/**
 * The policy of an HTML page of this environment, before Astro's hashes are merged in.
 * Style attributes are allowed (`style-src-attr 'unsafe-inline'`): editor content and React's
 * server output carry them and attributes cannot be hashed; they cannot run script. `<style>`
 * elements and every script need a hash or a listed origin.
 */
export function pagePolicy(config: PolicyConfig, input: PagePolicyInput = {}): CspDirectives {
  const third = config.thirdParty;
  const chat = originOf(third.chatScriptUrl);
  const analytics = originOf(third.analyticsScriptUrl);
  const map = originOf(config.mapStyleUrl);
  // The build's scripts, styles and fonts, when they come from the static host (build.assetsPrefix).
  const assets = originOf(config.staticPrefix ?? '');
  const directives: CspDirectives = new Map();
  add(directives, 'default-src', "'self'");
  add(directives, 'script-src', "'self'", assets, chat, originOf(third.visitTraceScriptUrl), analytics);
  add(directives, 'style-src', "'self'", assets, chat);
  add(directives, 'style-src-attr', "'unsafe-inline'");
  // maplibre decodes tiles and sprites into blob: images; placeholders are data: URLs. Editor
  // content embeds pictures from any https host (the cleaner keeps them, the seed has them),
  // and an image cannot run script: a narrower list would only break articles. The referrer
  // policy keeps paths and queries from those hosts.
  add(directives, 'img-src', "'self'", 'data:', 'blob:', ossOrigin(config), 'https:', map, chat, analytics);
  add(directives, 'font-src', "'self'", assets, 'data:');
  add(
    directives,
    'connect-src',
    "'self'",
    assets,
    map,
    chat,
    analytics,
    originOf(third.visitTraceApiUrl),
    originOf(third.trackingUrl),
    third.recorder.enabled ? originOf(third.recorder.uploadUrl) : undefined,
    input.sentryDsn === undefined ? undefined : originOf(input.sentryDsn),
  );
  // maplibre starts its workers from a blob: URL that imports the bundled worker module.
  add(directives, 'worker-src', "'self'", 'blob:');
  if (input.framesSelf === true) add(directives, 'frame-src', "'self'", chat);
  else add(directives, 'frame-src', chat ?? "'none'");
  add(directives, 'object-src', "'none'");
  add(directives, 'base-uri', "'self'");
  add(directives, 'form-action', "'self'");
  add(directives, 'manifest-src', "'self'");
  add(directives, 'frame-ancestors', "'self'");
  return directives;
}

/**
 * The policy of a response that carries stored, user-influenced markup (news fragments, SVG,
 * uploads): a sandbox (no script, no same-origin rights, no forms, no popups) that loads
 * nothing but images and inline styles.
 */
export function sandboxPolicy(config: Pick<EnvConfig, 'ossHost' | 'security'>): CspDirectives {
  const directives: CspDirectives = new Map();
  add(directives, 'sandbox');
  add(directives, 'default-src', "'none'");
  add(directives, 'img-src', "'self'", 'data:', ossOrigin(config), 'https:');
  add(directives, 'style-src', "'unsafe-inline'");
  add(directives, 'frame-ancestors', "'self'");
  return directives;
}

/**
 * The policy of the portal's own scripts. A `<script>` ignores its response's policy; a worker
 * runs under it, and maplibre's worker fetches the vector tiles and GeoJSON of a configured map
 * style itself. So a script may connect to its own origin and the map style's, and load nothing
 * else.
 */
export function scriptPolicy(config: Pick<EnvConfig, 'mapStyleUrl'>): CspDirectives {
  const directives: CspDirectives = new Map();
  add(directives, 'default-src', "'none'");
  add(directives, 'connect-src', "'self'", originOf(config.mapStyleUrl));
  add(directives, 'frame-ancestors', "'self'");
  return directives;
}

/** The policy of any other response (JSON, stylesheets, fonts, XML): it loads nothing. */
export function resourcePolicy(): CspDirectives {
  return new Map([
    ['default-src', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
  ]);
}

/** A hash source of a script or style directive (`'sha256-…'`). */
export const hashSource = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;

/** Parses a policy header value; unknown directives are kept as they are. */
export function parsePolicy(value: string): CspDirectives {
  const directives: CspDirectives = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name === undefined) continue;
    add(directives, name.toLowerCase(), ...sources);
  }
  return directives;
}

/**
 * The environment's policy with the hashes a render added (Astro's `script-src` and
 * `style-src` hashes) joined in. A render cannot widen anything else: hosts, keywords such as
 * 'unsafe-inline', directives the environment does not name and directives it set to 'none'
 * are all ignored.
 */
export function mergePolicies(base: CspDirectives, rendered: CspDirectives): CspDirectives {
  const merged: CspDirectives = new Map([...base].map(([name, sources]) => [name, [...sources]]));
  for (const [name, sources] of rendered) {
    const current = merged.get(name);
    if (current === undefined || current.includes("'none'")) continue;
    add(merged, name, ...sources.filter((source) => hashSource.test(source)));
  }
  return merged;
}

/** Writes a policy as a header value. */
export function serializePolicy(directives: CspDirectives): string {
  return [...directives]
    .map(([name, sources]) => (sources.length === 0 ? name : `${name} ${sources.join(' ')}`))
    .join('; ');
}

/** The policy as a `<meta http-equiv>` tag may carry it (no frame-ancestors, sandbox or reporting). */
export function metaPolicy(directives: CspDirectives): CspDirectives {
  return new Map([...directives].filter(([name]) => !headerOnlyDirectives.has(name)));
}
