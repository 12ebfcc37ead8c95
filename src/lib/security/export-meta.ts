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
 * Puts the policy into the page's head, right after `<meta charset>` (or the `<head>` tag):
 * before any script or style, since a meta policy only governs what follows it. A page that
 * already has one is returned as it is.
 */
export function withCspMeta(html: string, policy: string): string {
  if (/<meta\s+http-equiv=["']?content-security-policy/i.test(html)) return html;
  const tag = `<meta http-equiv="content-security-policy" content="${attribute(policy)}">`;
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  const anchor = charset ?? /<head(\s[^>]*)?>/i.exec(html);
  if (anchor === null) return html;
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

let exportSecurity: SecurityHeaders | undefined;
// The policy Astro renders differs only by the route's inline scripts and styles, and a page
// family holds the same few of them: a handful of pairs across a whole export, each turned into
// a narrowed meta policy once.
const metaPolicies = new StringMemo(256);
const headEnd = Buffer.from('</head>');

/**
 * The body an export writes for a rendered response: HTML pages get the environment's policy
 * (APP_ENV, with the hashes of the inline scripts and styles the page holds: inline-hashes.ts)
 * as a meta tag; anything else is unchanged. Only the head
 * is decoded and encoded again (`<` is one byte in UTF-8, so `</head>` starts on a character):
 * the rest of the page is copied as bytes.
 */
export function exportedBody(response: Response, body: Uint8Array): Uint8Array {
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return body;
  const security = (exportSecurity ??= new SecurityHeaders(loadEnvConfig(), loadSecrets().SENTRY_DSN));
  const rendered = response.headers.get('content-security-policy') ?? undefined;
  const present = inlineElementHashes(body);
  const policy = metaPolicies.get(`${rendered ?? '\u0000none'}\u0000${[...present].join(' ')}`, () =>
    withPresentHashes(metaPolicyFor(security, rendered), present),
  );
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const found = bytes.indexOf(headEnd);
  const cut = found === -1 ? bytes.byteLength : found;
  const head = bytes.toString('utf8', 0, cut);
  const withMeta = withCspMeta(head, policy);
  if (withMeta === head) return body;
  const start = Buffer.from(withMeta);
  // A fresh buffer of its own, never a slice of Buffer's shared pool: the export transfers it.
  const out = new Uint8Array(start.byteLength + bytes.byteLength - cut);
  out.set(start, 0);
  out.set(bytes.subarray(cut), start.byteLength);
  return out;
}
