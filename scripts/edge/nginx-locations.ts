// The location blocks of the nginx edge (nginx-config.ts writes the rest of nginx.conf): one per
// routing-table row, each proxying to its target with the headers that target needs.
import type { RouteRule } from '../../src/lib/routing/table.ts';
import type { HeaderSet, SecurityHeaders } from '../../src/lib/security/headers.ts';
import type { EdgeOptions } from './nginx-config.ts';

/** nginx string literal: double quotes, with quotes, backslashes and `$` escaped. */
export function quoted(value: string): string {
  return `"${value.replace(/["\\$]/g, (char) => (char === '$' ? '${dollar}' : `\\${char}`))}"`;
}

/** A table row's pattern as an nginx location regex that also takes the locale prefix. */
export function locationRegex(rule: RouteRule): string {
  const source = rule.pattern.source;
  if (/[\s;{}]/.test(source))
    throw new Error(`${rule.name}: an nginx location regex cannot hold spaces, ';' or braces`);
  // '^\/x' becomes '^(?:/(?:zh|en))?\/x'; an unanchored pattern (/\.pdf$/) matches anywhere anyway.
  return source.startsWith('^') ? `^(?:/(?:zh|en))?${source.slice(1)}` : source;
}

/** `add_header` lines (sent on every status) for a header set. */
function addHeaders(headers: HeaderSet, indent: string, skip: readonly string[] = []): string[] {
  return Object.entries(headers)
    .filter(([name]) => !skip.includes(name))
    .map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);
}

/** Proxy headers for an upstream that must see the site's host (the origin decides the edition by it). */
export function forwardedHeaders(indent: string, host: string): string[] {
  return [
    `${indent}proxy_set_header Host ${host};`,
    `${indent}proxy_set_header X-Forwarded-Host $host;`,
    `${indent}proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`,
    `${indent}proxy_set_header X-Forwarded-Proto $scheme;`,
  ];
}

/** proxy_pass (and Host) of a bucket object, path-style or virtual-hosted. */
function bucketProxy(options: EdgeOptions, indent: string, key: string): string[] {
  if (options.bucketAddressing === 'virtual-host') {
    return [
      `${indent}proxy_pass https://portal_bucket/${key};`,
      `${indent}proxy_set_header Host ${options.bucket}.${options.upstreams.bucket};`,
      `${indent}proxy_ssl_server_name on;`,
      `${indent}proxy_ssl_name ${options.bucket}.${options.upstreams.bucket};`,
    ];
  }
  return [
    `${indent}proxy_pass http://portal_bucket/${options.bucket}/${key};`,
    `${indent}proxy_set_header Host ${options.upstreams.bucket};`,
  ];
}

/** The location block of one row. */
export function locationBlock(rule: RouteRule, options: EdgeOptions, security: SecurityHeaders): string[] {
  const indent = '      ';
  const lines = [`    # ${rule.name}: ${rule.reason}`];
  // Unquoted: nginx reads a regex as it is, and none of ours holds a space, ';' or braces.
  const open = rule.target === 'bucket' ? 'location / {' : `location ~ ${locationRegex(rule)} {`;
  lines.push(`    ${open}`);
  switch (rule.target) {
    case 'api':
      // Through the origin's /api proxy, never straight to the API: it is the backend for the
      // browser that turns the httpOnly session cookie into Authorization and keeps tokens out of
      // answers (scripts/session-proxy.ts, docs/security.md "Cookies").
      lines.push(`${indent}proxy_pass http://portal_origin;`, ...forwardedHeaders(indent, '$http_host'));
      break;
    case 'origin':
      lines.push(`${indent}proxy_pass http://portal_origin;`, ...forwardedHeaders(indent, '$http_host'));
      break;
    case 'objectStorage':
      lines.push(
        `${indent}proxy_pass http://portal_storage;`,
        ...forwardedHeaders(indent, options.upstreams.objectStorage),
        `${indent}proxy_hide_header Content-Security-Policy;`,
        ...addHeaders(security.for('image'), indent),
      );
      break;
    case 'bucket':
      lines.push(
        // Only a plain read of a path the bucket can hold is tried there ($portal_bucket_miss).
        `${indent}if ($portal_bucket_miss) { return 418; }`,
        ...bucketProxy(options, indent, '$portal_edition$portal_locale_prefix$portal_key'),
        // The bucket answers the bytes only; cookies and the caller's headers are not its business.
        `${indent}proxy_set_header Cookie "";`,
        `${indent}proxy_set_header Authorization "";`,
        // A micro-cache, as a CDN keeps objects: a hot page is read from the bucket at most once a
        // second, and a publish shows within that second (the object's Cache-Control still goes
        // to the browser as the bucket set it).
        `${indent}proxy_cache portal_bucket;`,
        `${indent}proxy_cache_key $portal_edition$portal_locale_prefix$portal_key;`,
        `${indent}proxy_cache_valid 200 1s;`,
        // nginx counts that second in whole seconds, so a copy can stay up to two: a publish's
        // refresh of what it uploaded (nginx-config.ts $portal_edge_refresh) replaces it at once.
        `${indent}proxy_cache_bypass $portal_edge_refresh;`,
        `${indent}proxy_set_header X-Edge-Refresh "";`,
        `${indent}proxy_ignore_headers Cache-Control Expires;`,
        `${indent}proxy_cache_lock on;`,
        `${indent}proxy_cache_use_stale updating;`,
        `${indent}add_header X-Edge-Cache $upstream_cache_status always;`,
        // The same path answers in the language of the locale cookie: a browser must not reuse
        // the page of the other language.
        `${indent}add_header Vary Cookie always;`,
        `${indent}proxy_intercept_errors on;`,
        `${indent}error_page 403 404 418 = @origin;`,
        `${indent}proxy_hide_header x-amz-request-id;`,
        `${indent}proxy_hide_header x-amz-id-2;`,
        // Pages carry their content security policy as a meta tag (the export writes it); the
        // other headers of a page, and a policy for the bucket's other files, come from here.
        `${indent}add_header Content-Security-Policy $portal_bucket_csp always;`,
        ...addHeaders(security.for('page'), indent, ['content-security-policy']),
      );
      break;
  }
  lines.push('    }');
  return lines;
}

/** The server of the static host (`staticPrefix`): the build's assets from the bucket's shared `_astro/`. */
export function staticHostServer(options: EdgeOptions, staticHost: string, pageHeaders: HeaderSet): string[] {
  return [
    "  # staticPrefix: the build's assets, from the bucket's shared _astro/ (CORS set on the bucket).",
    '  server {',
    `    listen ${options.listen};`,
    `    server_name ${staticHost};`,
    '    location /_astro/ {',
    ...bucketProxy(options, '      ', '_astro/'),
    '      proxy_set_header Cookie "";',
    '      proxy_hide_header x-amz-request-id;',
    '      proxy_hide_header x-amz-id-2;',
    ...addHeaders({ 'x-content-type-options': pageHeaders['x-content-type-options'] ?? 'nosniff' }, '      '),
    '    }',
    '    location / { return 404; }',
    '  }',
  ];
}
