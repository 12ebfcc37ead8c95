import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { envNames, loadEnvConfig, type EnvName } from '../../../../env/index.ts';
import { envConfigSchema } from '../../../../env/schema.ts';
import {
  mergePolicies,
  metaPolicy,
  pagePolicy,
  parsePolicy,
  serializePolicy,
} from '../../../../src/lib/security/csp.ts';
import { exportedBody, metaPolicyFor, withCspMeta } from '../../../../src/lib/security/export-meta.ts';
import { attachment, responseKind, SecurityHeaders } from '../../../../src/lib/security/headers.ts';

const httpsEnvironments: EnvName[] = ['pre', 'prod', 'spider', 'edge'];

/** The page policy of an environment as directive name to sources. */
function pageDirectives(environ: NodeJS.ProcessEnv, sentryDsn?: string): Map<string, string[]> {
  return parsePolicy(
    new SecurityHeaders(loadEnvConfig(environ), sentryDsn).for('page')['content-security-policy'] ?? '',
  );
}

describe('security headers per environment', () => {
  it('sends HSTS exactly in the https environments, and the common headers everywhere', () => {
    for (const name of envNames) {
      const security = new SecurityHeaders(loadEnvConfig({ APP_ENV: name }));
      for (const kind of [
        'page',
        'stored',
        'form',
        'image',
        'download',
        'pdf',
        'script',
        'resource',
      ] as const) {
        const headers = security.for(kind);
        expect(headers['x-content-type-options'], `${name} ${kind}`).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['content-security-policy']).toBeDefined();
        if (httpsEnvironments.includes(name))
          expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        else expect(headers['strict-transport-security']).toBeUndefined();
      }
    }
  });

  it('gives pages a strict policy: no inline or eval script, framing by the site only', () => {
    for (const name of envNames) {
      const policy = pageDirectives({ APP_ENV: name });
      // The build's assets come from the static host where the environment sets staticPrefix.
      const { staticPrefix } = loadEnvConfig({ APP_ENV: name });
      const assets = staticPrefix === '' ? [] : [new URL(staticPrefix).origin];
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", ...assets]);
      expect(policy.get('style-src')).toEqual(["'self'", ...assets]);
      expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
      expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
      const headers = new SecurityHeaders(loadEnvConfig({ APP_ENV: name })).for('page');
      expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
      expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('lets the gate scanner alone use the camera, for itself only', () => {
    const security = new SecurityHeaders(loadEnvConfig({ APP_ENV: 'prod' }));
    for (const path of ['/checkin', '/checkin?fair=1', '/en/checkin', '/zh/checkin/'])
      expect(security.for('page', undefined, undefined, path)['permissions-policy'], path).toMatch(
        /(^|, )camera=\(self\)/,
      );
    for (const path of ['/', '/checkin/x', '/manager/checkin', undefined])
      expect(security.for('page', undefined, undefined, path)['permissions-policy']).toMatch(
        /(^|, )camera=\(\)/,
      );
    expect(security.for('page', undefined, undefined, '/checkin')['permissions-policy']).toMatch(
      /microphone=\(\)/,
    );
  });

  it('lets the editorial console alone frame pages of its own origin (its preview)', () => {
    const security = new SecurityHeaders(loadEnvConfig({ APP_ENV: 'prod' }));
    const frameSrc = (path: string | undefined, rendered?: string) =>
      parsePolicy(security.for('page', rendered, undefined, path)['content-security-policy'] ?? '').get(
        'frame-src',
      );
    for (const path of ['/editor', '/editor/news/4', '/editor?x=1'])
      expect(frameSrc(path), path).toEqual(["'self'"]);
    expect(frameSrc('/editor/exhibitions/3', "script-src 'sha256-abc'")).toEqual(["'self'"]);
    for (const path of ['/', '/editorial', '/exhibition/3.html', undefined])
      expect(frameSrc(path), String(path)).toEqual(["'none'"]);
  });

  it('allows images from the object storage host with the environment scheme', () => {
    expect(pageDirectives({ APP_ENV: 'prod' }).get('img-src')).toContain('https://static.expoportal.cn');
    expect(pageDirectives({ APP_ENV: 'test' }).get('img-src')).toContain('http://localhost:4321');
  });

  it('names the map style host only where a remote style is configured', () => {
    expect(pageDirectives({ APP_ENV: 'prod' }).get('connect-src')).toEqual([
      "'self'",
      'https://static.expoportal.cn',
      'https://maps.expoportal.cn',
    ]);
    expect(pageDirectives({ APP_ENV: 'test' }).get('connect-src')).toEqual(["'self'"]);
  });

  it("adds the static host of staticPrefix to the asset directives, and nothing where it is ''", () => {
    const policy = pageDirectives({ APP_ENV: 'test', STATIC_PREFIX: 'http://static.localhost:4392' });
    for (const directive of ['script-src', 'style-src', 'font-src', 'connect-src'])
      expect(policy.get(directive), directive).toContain('http://static.localhost:4392');
    expect(serializePolicy(pageDirectives({ APP_ENV: 'test' }))).not.toContain('static.');
  });

  it('allows a third-party host only when that integration is configured', () => {
    const plain = serializePolicy(pageDirectives({ APP_ENV: 'prod' }));
    expect(plain).not.toMatch(/chat\.example|trace\.example|stats\.example|ingest/);
    const policy = pageDirectives(
      {
        APP_ENV: 'prod',
        CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js',
        VISIT_TRACE_SCRIPT_URL: 'https://trace.example.com/t.js',
        VISIT_TRACE_API_URL: 'https://trace-api.example.com/collect',
        ANALYTICS_SCRIPT_URL: 'https://stats.example.com/a.js?id=1',
        TRACKING_URL: 'https://collector.example.com/events',
        RECORDER_ENABLED: '1',
        RECORDER_UPLOAD_URL: 'https://recorder.example.com/up',
      },
      'https://key@o1.ingest.example.io/42',
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://static.expoportal.cn',
      'https://chat.example.com',
      'https://trace.example.com',
      'https://stats.example.com',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://static.expoportal.cn',
      'https://maps.expoportal.cn',
      'https://chat.example.com',
      'https://stats.example.com',
      'https://trace-api.example.com',
      'https://collector.example.com',
      'https://recorder.example.com',
      'https://o1.ingest.example.io',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://chat.example.com']);
    // A same-origin collector path adds no host.
    expect(pageDirectives({ APP_ENV: 'dev' }).get('connect-src')).toEqual(["'self'"]);
    // A recorder that is configured but off adds nothing.
    expect(
      pageDirectives({ APP_ENV: 'prod', RECORDER_UPLOAD_URL: 'https://recorder.example.com/up' }).get(
        'connect-src',
      ),
    ).not.toContain('https://recorder.example.com');
  });

  it('sandboxes stored markup, images and downloads', () => {
    const security = new SecurityHeaders(loadEnvConfig({ APP_ENV: 'prod' }));
    const stored = parsePolicy(security.for('stored')['content-security-policy'] ?? '');
    expect(stored.get('sandbox')).toEqual([]);
    expect(stored.get('default-src')).toEqual(["'none'"]);
    expect(stored.get('script-src')).toBeUndefined();
    expect(security.for('image')['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(security.for('download')).toMatchObject({
      'content-security-policy': "sandbox; default-src 'none'",
      'content-disposition': 'attachment',
    });
    expect(security.for('download', undefined, 'inline; filename="a%20b.pdf"')['content-disposition']).toBe(
      'attachment; filename="a%20b.pdf"',
    );
    expect(security.for('resource')['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });

  it("lets a script run as a worker (the map's) connect to its origin and the map style's only", () => {
    const local = new SecurityHeaders(loadEnvConfig({ APP_ENV: 'test', MAP_STYLE_URL: '' }));
    expect(local.for('script')['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'self'",
    );
    const tiles = new SecurityHeaders(
      loadEnvConfig({ APP_ENV: 'test', MAP_STYLE_URL: 'https://tiles.example.org/styles/basic.json' }),
    );
    expect(tiles.for('script')['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self' https://tiles.example.org; frame-ancestors 'self'",
    );
  });
});

describe('responseKind', () => {
  it('treats what the API answers as stored content', () => {
    expect(responseKind('text/html; charset=utf-8', true)).toBe('stored');
    expect(responseKind('image/svg+xml', true)).toBe('stored');
    expect(responseKind('application/xml', true)).toBe('stored');
    expect(responseKind('image/png', true)).toBe('image');
    expect(responseKind('application/json; charset=utf-8', true)).toBe('resource');
    expect(responseKind('application/pdf', true)).toBe('download');
    expect(responseKind(undefined, true)).toBe('download');
    expect(responseKind('application/octet-stream', true)).toBe('download');
  });
  it('treats what the portal renders by its type', () => {
    expect(responseKind('text/html', false)).toBe('page');
    expect(responseKind('TEXT/HTML; charset=utf-8', false)).toBe('page');
    expect(responseKind('image/svg+xml', false)).toBe('stored');
    expect(responseKind('application/pdf', false)).toBe('pdf');
    expect(responseKind('text/javascript', false)).toBe('script');
    expect(responseKind('application/javascript; charset=utf-8', false)).toBe('script');
    expect(responseKind('text/css', false)).toBe('resource');
    expect(responseKind('application/xml', false)).toBe('stored');
  });
});

describe('mergePolicies', () => {
  const base = pagePolicy(loadEnvConfig({ APP_ENV: 'prod', STATIC_PREFIX: '' }));
  it("joins a render's hashes into the environment's script-src and style-src", () => {
    const merged = mergePolicies(
      base,
      parsePolicy("script-src 'self' 'sha256-abc='; style-src 'self' 'sha384-def/+'"),
    );
    expect(merged.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(merged.get('style-src')).toEqual(["'self'", "'sha384-def/+'"]);
    expect(merged.get('frame-ancestors')).toEqual(["'self'"]);
  });
  it('never lets a render widen the policy beyond hashes', () => {
    const merged = mergePolicies(
      base,
      parsePolicy(
        "script-src 'unsafe-inline' 'unsafe-eval' https://evil.example 'sha256-x='; object-src https://evil.example 'sha256-y='; frame-ancestors *; script-src-elem 'sha256-z='",
      ),
    );
    expect(merged.get('script-src')).toEqual(["'self'", "'sha256-x='"]);
    expect(merged.get('object-src')).toEqual(["'none'"]);
    expect(merged.get('frame-ancestors')).toEqual(["'self'"]);
    expect(merged.has('script-src-elem')).toBe(false);
  });
  it('is what the page kind sends for a rendered policy', () => {
    const security = new SecurityHeaders(loadEnvConfig({ APP_ENV: 'prod', STATIC_PREFIX: '' }));
    const policy = security.for('page', "script-src 'self' 'sha256-abc='")['content-security-policy'];
    expect(parsePolicy(policy ?? '').get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
  });
});

describe('exported pages', () => {
  const security = new SecurityHeaders(loadEnvConfig({ APP_ENV: 'prod', STATIC_PREFIX: '' }));
  it('carry the policy without the directives a meta tag cannot hold', () => {
    const policy = parsePolicy(metaPolicyFor(security, "script-src 'self' 'sha256-abc='"));
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(metaPolicy(parsePolicy("sandbox; default-src 'none'; report-uri /x")).size).toBe(1);
  });
  it('get the meta tag right after <meta charset>, before any script or style', () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8" /><style>a{}</style></head><body></body></html>';
    const out = withCspMeta(html, "default-src 'self'; script-src 'self' \"x\"");
    expect(out).toBe(
      '<!doctype html><html><head><meta charset="utf-8" /><meta http-equiv="content-security-policy" content="default-src \'self\'; script-src \'self\' &quot;x&quot;"><style>a{}</style></head><body></body></html>',
    );
    expect(withCspMeta(out, 'x')).toBe(out);
    expect(withCspMeta('<html><head lang="x"><title>t</title>', 'p')).toBe(
      '<html><head lang="x"><meta http-equiv="content-security-policy" content="p"><title>t</title>',
    );
    expect(withCspMeta('plain text', 'p')).toBe('plain text');
  });
  it('are changed only when they are HTML, and keep only the hashes of their own inline elements', () => {
    const html = new TextEncoder().encode(
      '<head><meta charset="utf-8"></head><body><script>go()</script></body>',
    );
    const held = `'sha256-${createHash('sha256').update('go()').digest('base64')}'`;
    const page = new Response(null, {
      headers: {
        'content-type': 'text/html',
        'content-security-policy': `script-src 'self' ${held} 'sha256-q='; style-src 'self' 'sha256-s='`,
      },
    });
    const out = new TextDecoder().decode(exportedBody(page, html));
    expect(out).toMatch(
      /^<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src/,
    );
    expect(out).toContain(held);
    expect(out).not.toContain("'sha256-q='");
    expect(out).not.toContain("'sha256-s='");
    expect(out).not.toContain('frame-ancestors');
    const xml = new Response(null, { headers: { 'content-type': 'application/xml' } });
    expect(exportedBody(xml, html)).toBe(html);
  });
  it('keep every byte after the head as rendered, in a buffer of their own', () => {
    const rest =
      '<body><p>展会 — café 🎪</p><meta http-equiv="content-security-policy" content="x"></body></html>';
    const html = new TextEncoder().encode(
      `<html><head><meta charset="utf-8"><title>展</title></head>${rest}`,
    );
    const page = new Response(null, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const out = exportedBody(page, html);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(out);
    expect(text.endsWith(`</head>${rest}`)).toBe(true);
    expect(text).toMatch(
      /^<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src/,
    );
    // The export transfers the buffer to another thread: it must not be a view of a shared pool.
    expect(out.byteOffset).toBe(0);
    expect(out.buffer.byteLength).toBe(out.byteLength);
    // The same rendered policy twice gives the same page (the meta policy is remembered).
    expect(exportedBody(page, html)).toEqual(out);
  });
});

describe('env security block', () => {
  it('is https with HSTS in pre, prod, spider and edge, plain http in dev and test', () => {
    for (const name of envNames) {
      const { security } = loadEnvConfig({ APP_ENV: name });
      expect(security.https, name).toBe(httpsEnvironments.includes(name));
      expect(security.hstsMaxAgeSeconds > 0, name).toBe(httpsEnvironments.includes(name));
    }
  });
  it('refuses HSTS on an http environment, naming the field', () => {
    const config = loadEnvConfig({ APP_ENV: 'test' });
    const result = envConfigSchema.safeParse({
      ...config,
      security: { https: false, hstsMaxAgeSeconds: 60, trustedProxies: '' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['security', 'hstsMaxAgeSeconds']);
  });
});

describe('attachment', () => {
  it('keeps only the file name parameters', () => {
    expect(attachment(undefined)).toBe('attachment');
    expect(attachment('inline; filename="x.pdf"; filename*=UTF-8\'\'x.pdf; size=3')).toBe(
      'attachment; filename="x.pdf"; filename*=UTF-8\'\'x.pdf',
    );
  });
});
