// Exported pages are files in a bucket: no origin in front of them adds headers, so the page
// policy travels inside the page as `<meta http-equiv="content-security-policy">`. A meta policy
// cannot carry frame-ancestors (nor sandbox or reporting): browsers ignore those there, so
// they are left out; framing of exported pages is up to the bucket's CDN headers.
import { loadEnvConfig, loadSecrets } from '../../../env/index.ts';
import { metaPolicy, parsePolicy, serializePolicy } from './csp.ts';
import { SecurityHeaders } from './headers.ts';

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

/**
 * The body an export writes for a rendered response: HTML pages get the environment's policy
 * (APP_ENV, with the render's hashes) as a meta tag; anything else is unchanged.
 */
export function exportedBody(response: Response, body: Uint8Array): Uint8Array {
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return body;
  exportSecurity ??= new SecurityHeaders(loadEnvConfig(), loadSecrets().SENTRY_DSN);
  const rendered = response.headers.get('content-security-policy') ?? undefined;
  const html = new TextDecoder().decode(body);
  return new TextEncoder().encode(withCspMeta(html, metaPolicyFor(exportSecurity, rendered)));
}
