// Exported pages are files in a bucket: no origin in front of them adds headers, so the page
// policy travels inside the page as `<meta http-equiv="content-security-policy">`. A meta policy
// cannot carry frame-ancestors (nor sandbox or reporting): browsers ignore those there, so
// they are left out; framing of exported pages is up to the bucket's CDN headers.
import { loadEnvConfig, loadSecrets } from '../../../env/index.ts';
import { StringMemo } from '../content/string-memo.ts';
import { metaPolicy, parsePolicy, serializePolicy } from './csp.ts';
import { SecurityHeaders } from './headers.ts';
import { inlineElementHashes, withPresentHashes } from './inline-hashes.ts';

/** The policy of a page as a meta tag's content: the merged page policy without header-only directives. */
export function metaPolicyFor(security: SecurityHeaders, rendered: string | undefined): string {
  return serializePolicy(metaPolicy(parsePolicy(security.pagePolicy(rendered))));
}

/** Escapes an attribute value written in double quotes. */
function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Where the policy's meta tag goes in a page's head: right after `<meta charset>` (or the
 * `<head>` tag), before any script or style, since a meta policy only governs what follows it.
 * Undefined when the page already has one, or has no head. The patterns are ASCII, so the index
 * is also a byte offset when `head` is the page's bytes read as latin1.
 */
function cspMetaAt(head: string): number | undefined {
  if (/<meta\s+http-equiv=["']?content-security-policy/i.test(head)) return undefined;
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(head);
  const anchor = charset ?? /<head(\s[^>]*)?>/i.exec(head);
  return anchor === null ? undefined : anchor.index + anchor[0].length;
}

/** The meta tag carrying `policy`. */
function cspMetaTag(policy: string): string {
  return `<meta http-equiv="content-security-policy" content="${attribute(policy)}">`;
}

/**
 * Puts the policy into the page's head, right after `<meta charset>` (or the `<head>` tag):
 * before any script or style, since a meta policy only governs what follows it. A page that
 * already has one is returned as it is.
 */
export function withCspMeta(html: string, policy: string): string {
  const at = cspMetaAt(html);
  return at === undefined ? html : `${html.slice(0, at)}${cspMetaTag(policy)}${html.slice(at)}`;
}

let exportSecurity: SecurityHeaders | undefined;
// The policy Astro renders differs only by the route's inline scripts and styles, and a page
// family holds the same few of them: a handful of pairs across a whole export, each turned into
// a narrowed meta policy's tag once.
const metaTags = new StringMemo(256);
const headEnd = Buffer.from('</head>');

/**
 * The body an export writes for a rendered response: HTML pages get the environment's policy
 * (APP_ENV, with the hashes of the inline scripts and styles the page holds: inline-hashes.ts)
 * as a meta tag in their head; anything else is unchanged. The page is never decoded: the tag
 * goes between its bytes.
 */
export function exportedBody(response: Response, body: Uint8Array): Uint8Array {
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return body;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const found = bytes.indexOf(headEnd);
  // Read as latin1, one character per byte: the tag's place is found without decoding UTF-8,
  // and the page is copied around the tag as bytes.
  const at = cspMetaAt(bytes.toString('latin1', 0, found === -1 ? bytes.byteLength : found));
  if (at === undefined) return body;
  const security = (exportSecurity ??= new SecurityHeaders(loadEnvConfig(), loadSecrets().SENTRY_DSN));
  const rendered = response.headers.get('content-security-policy') ?? undefined;
  const present = inlineElementHashes(body);
  const tag = metaTags.get(`${rendered ?? '\u0000none'}\u0000${[...present].join(' ')}`, () =>
    cspMetaTag(withPresentHashes(metaPolicyFor(security, rendered), present)),
  );
  const tagBytes = Buffer.from(tag);
  // A fresh buffer of its own, never a slice of Buffer's shared pool: the export transfers it.
  const out = new Uint8Array(bytes.byteLength + tagBytes.byteLength);
  out.set(bytes.subarray(0, at), 0);
  out.set(tagBytes, at);
  out.set(bytes.subarray(at), at + tagBytes.byteLength);
  return out;
}
