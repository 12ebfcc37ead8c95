// The nginx edge in front of the site, generated from the routing table (src/lib/routing/
// table.ts): static paths from the environment's bucket first (a miss, a query or a write goes
// on to the origin), dynamic paths to the origin, /api to the API, /oss and /ossApi to object
// storage; gzip, the bucket's Cache-Control passed through, the environment's security
// headers on what the bucket and object storage answer (the origin sets its own). The edition
// is chosen by host name, as the origin chooses it. docs/deploy.md gives the same rules for
// Alibaba Cloud CDN.
import type { EnvConfig } from '../../env/index.ts';
import { normalizeHost } from '../../src/lib/edition.ts';
import { routingTable, type RouteRule, type RouteTarget } from '../../src/lib/routing/table.ts';
import { SecurityHeaders, type HeaderSet } from '../../src/lib/security/headers.ts';

/** A `host:port` nginx connects to. */
export type Upstream = string;

/** What the edge is put in front of. */
export interface EdgeOptions {
  /** Address the edge listens on (`127.0.0.1:4321`, or `80` on a server). */
  listen: string;
  config: Pick<
    EnvConfig,
    'englishHosts' | 'enSiteHost' | 'ossHost' | 'mapStyleUrl' | 'thirdParty' | 'security' | 'staticPrefix'
  >;
  upstreams: Record<Exclude<RouteTarget, 'bucket'>, Upstream> & { bucket: Upstream };
  /** The bucket's name. */
  bucket: string;
  /**
   * How the bucket is addressed: `path` (`/{bucket}/{edition}/...` on the upstream, as s3rver
   * and most S3 servers take it; the default) or `virtual-host` (`Host: {bucket}.{upstream}`,
   * over https: OSS takes only this).
   */
  bucketAddressing?: 'path' | 'virtual-host';
  /** A folder for nginx's pid, logs and temporary files. */
  workDir: string;
  /** Log every request to `{workDir}/access.log` (off: none). */
  accessLog?: boolean;
  /**
   * The user the workers run as when nginx starts as root (nginx's default is nobody, which
   * cannot write a private work folder): the local stack passes the user it runs as.
   */
  workerUser?: string;
}

/** nginx string literal: double quotes, with quotes, backslashes and `$` escaped. */
function quoted(value: string): string {
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
function forwardedHeaders(indent: string, host: string): string[] {
  return [
    `${indent}proxy_set_header Host ${host};`,
    `${indent}proxy_set_header X-Forwarded-Host $host;`,
    `${indent}proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`,
    `${indent}proxy_set_header X-Forwarded-Proto $scheme;`,
  ];
}

/** The static host of `staticPrefix` (assets from the bucket's shared `_astro/`), or undefined. */
export function staticHostOf(config: Pick<EnvConfig, 'staticPrefix'>): string | undefined {
  if (config.staticPrefix === '') return undefined;
  return normalizeHost(new URL(config.staticPrefix).host);
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
function locationBlock(rule: RouteRule, options: EdgeOptions, security: SecurityHeaders): string[] {
  const indent = '      ';
  const lines = [`    # ${rule.name}: ${rule.reason}`];
  // Unquoted: nginx reads a regex as it is, and none of ours holds a space, ';' or braces.
  const open = rule.target === 'bucket' ? 'location / {' : `location ~ ${locationRegex(rule)} {`;
  lines.push(`    ${open}`);
  switch (rule.target) {
    case 'api':
      lines.push(
        `${indent}proxy_pass http://portal_api;`,
        ...forwardedHeaders(indent, options.upstreams.api),
      );
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
        ...bucketProxy(options, indent, '$portal_edition$portal_key'),
        // The bucket answers the bytes only; cookies and the caller's headers are not its business.
        `${indent}proxy_set_header Cookie "";`,
        `${indent}proxy_set_header Authorization "";`,
        // A micro-cache, as a CDN keeps objects: a hot page is read from the bucket at most once a
        // second, and a publish shows within that second (the object's Cache-Control still goes
        // to the browser as the bucket set it).
        `${indent}proxy_cache portal_bucket;`,
        `${indent}proxy_cache_key $portal_edition$portal_key;`,
        `${indent}proxy_cache_valid 200 1s;`,
        `${indent}proxy_ignore_headers Cache-Control Expires;`,
        `${indent}proxy_cache_lock on;`,
        `${indent}proxy_cache_use_stale updating;`,
        `${indent}add_header X-Edge-Cache $upstream_cache_status always;`,
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

/** The main context of a foreground nginx whose pid, log and files live in `dir`. */
export function nginxMainLines(dir: string, workerUser?: string): string[] {
  return [
    'daemon off;',
    ...(workerUser === undefined ? [] : [`user ${workerUser};`]),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
  ];
}

/** The http context's temporary folders, inside `dir` (the defaults need root's /var/lib/nginx). */
export function nginxTempPaths(dir: string): string[] {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
  );
}

/** The whole nginx.conf (nginx runs it in the foreground: `nginx -c <file>`). */
export function nginxConfig(options: EdgeOptions): string {
  const security = new SecurityHeaders(options.config);
  const englishHosts = [
    ...new Set([options.config.enSiteHost, ...options.config.englishHosts].map(normalizeHost)),
  ];
  const dir = options.workDir;
  const pageHeaders = security.for('page');
  const stored = security.for('stored')['content-security-policy'] ?? '';
  const resource = security.for('resource')['content-security-policy'] ?? '';
  const staticHost = staticHostOf(options.config);
  const upstream = (name: string, address: string) => [
    `  upstream ${name} {`,
    `    server ${address};`,
    '    keepalive 16;',
    '  }',
  ];
  const lines = [
    '# Generated by scripts/edge/nginx-config.ts from src/lib/routing/table.ts: do not edit.',
    ...nginxMainLines(dir, options.workerUser),
    'http {',
    options.accessLog ? `  access_log ${dir}/access.log;` : '  access_log off;',
    ...nginxTempPaths(dir),
    '  server_tokens off;',
    '  default_type application/octet-stream;',
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    // A page's content security policy alone is about 4 KB of headers.
    '  proxy_buffer_size 32k;',
    '  proxy_buffers 16 32k;',
    '  proxy_busy_buffers_size 64k;',
    '  client_max_body_size 20m;',
    '  geo $dollar { default "$"; }',
    `  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=portal_bucket:10m max_size=1g inactive=10m use_temp_path=off;`,
    '  gzip on;',
    '  gzip_proxied any;',
    '  gzip_vary on;',
    '  gzip_min_length 1024;',
    '  gzip_types text/css text/plain text/xml text/javascript application/javascript application/json application/xml application/manifest+json image/svg+xml;',
    '  # The edition by host name, as src/lib/edition.ts decides it: the English hosts, else Chinese.',
    '  map $host $portal_edition {',
    '    hostnames;',
    '    default zh;',
    ...englishHosts.map((host) => `    ${host} en;`),
    '  }',
    '  # A write, a query or a path the export never writes goes straight to the origin.',
    '  map "$request_method:$args:$uri" $portal_bucket_miss {',
    '    default 1;',
    '    "~^(GET|HEAD)::/[A-Za-z0-9._~/-]*$" 0;',
    '  }',
    '  # The object key of a path, as the export writes it (scripts/delivery/paths.ts fileOfPath).',
    '  map $uri $portal_key {',
    '    default $uri;',
    '    "~^(.*)/$" $1/index.html;',
    '    "~^(.*/[^/.]+)$" $1/index.html;',
    '  }',
    '  map $upstream_http_content_type $portal_bucket_csp {',
    `    default ${quoted(resource)};`,
    '    ~*^text/html "";',
    `    ~*^(image/svg|application/xml|text/xml) ${quoted(stored)};`,
    '  }',
    ...upstream('portal_origin', options.upstreams.origin),
    ...upstream('portal_api', options.upstreams.api),
    ...upstream('portal_storage', options.upstreams.objectStorage),
    ...upstream(
      'portal_bucket',
      options.bucketAddressing === 'virtual-host'
        ? `${options.bucket}.${options.upstreams.bucket}:443`
        : options.upstreams.bucket,
    ),
    '  server {',
    `    listen ${options.listen} default_server;`,
    '    server_name _;',
    ...routingTable.flatMap((rule) =>
      rule.target === 'bucket' ? [] : locationBlock(rule, options, security),
    ),
    // Every bucket row is served alike (bucket first, origin on a miss): one `location /`.
    ...routingTable
      .filter((rule) => rule.target === 'bucket' && rule.name !== 'static')
      .map((rule) => `    # ${rule.name} (in location /): ${rule.reason}`),
    ...routingTable.flatMap((rule) => (rule.name === 'static' ? locationBlock(rule, options, security) : [])),
    '    # What the bucket does not hold, and every request it may not answer.',
    '    location @origin {',
    '      proxy_pass http://portal_origin;',
    ...forwardedHeaders('      ', '$http_host'),
    '    }',
    '  }',
  ];
  if (staticHost !== undefined) {
    lines.push(
      "  # staticPrefix: the build's assets, from the bucket's shared _astro/ (CORS set on the bucket).",
      '  server {',
      `    listen ${options.listen};`,
      `    server_name ${staticHost};`,
      '    location /_astro/ {',
      ...bucketProxy(options, '      ', '_astro/'),
      '      proxy_set_header Cookie "";',
      '      proxy_hide_header x-amz-request-id;',
      '      proxy_hide_header x-amz-id-2;',
      ...addHeaders(
        { 'x-content-type-options': pageHeaders['x-content-type-options'] ?? 'nosniff' },
        '      ',
      ),
      '    }',
      '    location / { return 404; }',
      '  }',
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}

if (import.meta.main) {
  // `APP_ENV=prod node scripts/edge/nginx-config.ts`: the environment's edge config, upstreams
  // from EDGE_ORIGIN, EDGE_API, EDGE_STORAGE and EDGE_BUCKET (host:port each).
  const { loadEnvConfig } = await import('../../env/index.ts');
  const config = loadEnvConfig();
  const upstream = (name: string, fallback: string) => process.env[name] ?? fallback;
  process.stdout.write(
    nginxConfig({
      listen: process.env.EDGE_LISTEN ?? '80',
      config,
      bucket: config.oss.bucket,
      bucketAddressing: new URL(config.oss.endpoint).hostname.endsWith('.aliyuncs.com')
        ? 'virtual-host'
        : 'path',
      upstreams: {
        origin: upstream('EDGE_ORIGIN', '127.0.0.1:4321'),
        api: upstream('EDGE_API', new URL(config.apiBase).host),
        objectStorage: upstream('EDGE_STORAGE', config.ossHost),
        bucket: upstream('EDGE_BUCKET', new URL(config.oss.endpoint).host),
      },
      workDir: process.env.EDGE_WORK_DIR ?? '/var/lib/portal-edge',
    }),
  );
}
