import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envNames, loadEnvConfig } from '../../../../env/index.ts';
import {
  literalPrefixes,
  ossWebsiteXml,
  siteOrigins,
  websiteRoutingRules,
} from '../../../../scripts/edge/bucket-website.ts';
import { nginxBinary } from '../../../../scripts/edge/edge-stack.ts';
import { nginxConfig, staticHostOf } from '../../../../scripts/edge/nginx-config.ts';
import { locationRegex } from '../../../../scripts/edge/nginx-locations.ts';
import { routingTable } from '../../../../src/lib/routing/table.ts';

const upstreams = {
  origin: '127.0.0.1:4000',
  objectStorage: '127.0.0.1:4002',
  bucket: '127.0.0.1:4003',
};

function configFor(name: string, workDir = '/tmp/edge') {
  return nginxConfig({
    listen: '127.0.0.1:4321',
    config: loadEnvConfig({ APP_ENV: name }),
    upstreams,
    bucket: `expoportal-${name}`,
    workDir,
  });
}

describe('the nginx edge config', () => {
  it('has a location per table row, in the table order, the bucket last', () => {
    const text = configFor('test');
    const locations = [...text.matchAll(/^ {4}location (~ \S+|\/|@origin) \{$/gm)].map((match) => match[1]);
    const regexRows = routingTable.filter((row) => row.target !== 'bucket');
    expect(locations).toEqual([...regexRows.map((row) => `~ ${locationRegex(row)}`), '/', '@origin']);
  });

  it("sends /api through the origin's session proxy (the cookie becomes Authorization there), never to the API", () => {
    const text = configFor('prod');
    const api = routingTable.find((row) => row.name === 'api');
    if (api === undefined) throw new Error('the routing table has no api row');
    const block = text.split(`location ~ ${locationRegex(api)} {`)[1]?.split('    }')[0] ?? '';
    expect(block).toContain('proxy_pass http://portal_origin;');
    expect(block).toContain('proxy_set_header Host $http_host;');
    expect(text).not.toContain('portal_api');
  });

  it('maps every English host to the English edition and falls back to Chinese', () => {
    const text = configFor('prod');
    const map = /map \$host \$portal_edition \{([^}]+)\}/.exec(text)?.[1] ?? '';
    for (const host of loadEnvConfig({ APP_ENV: 'prod' }).englishHosts) expect(map).toContain(`${host} en;`);
    expect(map).toContain('default zh;');
    expect(map).not.toContain('www.expoportal.cn');
  });

  it('reads a bucket key the way the export writes files', () => {
    const text = configFor('test');
    expect(text).toContain(
      'proxy_pass http://portal_bucket/expoportal-test/$portal_edition$portal_locale_prefix$portal_key;',
    );
    expect(text).toContain('"~^(.*)/$" $1/index.html;');
    expect(text).toContain('"~^(.*/[^/.]+)$" $1/index.html;');
    // A query, a write or an unusual path never tries the bucket.
    expect(text).toContain('"~^(GET|HEAD)::/[A-Za-z0-9._~/-]*$" 0;');
    expect(text).toContain('error_page 403 404 418 = @origin;');
    // A one-second micro-cache of bucket answers, keyed by edition and object.
    expect(text).toContain('proxy_cache_key $portal_edition$portal_locale_prefix$portal_key;');
    expect(text).toContain('proxy_cache_valid 200 1s;');
  });

  it("reads the other language's pages when the locale cookie chose it, an already prefixed path as it is", () => {
    const text = configFor('test');
    const map =
      /map "\$portal_edition:\$cookie_locale:\$uri" \$portal_locale_prefix \{([^}]+)\}/.exec(text)?.[1] ?? '';
    const rules = [...map.matchAll(/"~\*(.+?)" (\/en|\/zh);/g)].map(([, regex = '', prefix = '']) => ({
      regex: new RegExp(regex, 'i'),
      prefix,
    }));
    expect(rules).toHaveLength(2);
    const prefixOf = (key: string) => rules.find((rule) => rule.regex.test(key))?.prefix ?? '';
    expect(prefixOf('zh:en:/exhibition/')).toBe('/en');
    expect(prefixOf('zh:en-US:/wiki')).toBe('/en');
    expect(prefixOf('en:zh:/information/5.html')).toBe('/zh');
    expect(prefixOf('zh:zh:/wiki')).toBe('');
    expect(prefixOf('zh::/wiki')).toBe('');
    expect(prefixOf('en:en:/wiki')).toBe('');
    expect(prefixOf('zh:en:/en/wiki')).toBe('');
    expect(prefixOf('en:zh:/zh')).toBe('');
    expect(prefixOf('zh:fr:/wiki')).toBe('');
    expect(text).toContain('add_header Vary Cookie always;');
  });

  it('addresses OSS by virtual host over https, a local S3 server by path', () => {
    const oss = nginxConfig({
      listen: '80',
      config: loadEnvConfig({ APP_ENV: 'prod' }),
      upstreams: { ...upstreams, bucket: 's3.oss-cn-shanghai.aliyuncs.com' },
      bucket: 'expoportal-prod',
      bucketAddressing: 'virtual-host',
      workDir: '/tmp/edge',
    });
    expect(oss).toContain(
      'proxy_pass https://portal_bucket/$portal_edition$portal_locale_prefix$portal_key;',
    );
    expect(oss).toContain('proxy_set_header Host expoportal-prod.s3.oss-cn-shanghai.aliyuncs.com;');
    expect(oss).toContain('server expoportal-prod.s3.oss-cn-shanghai.aliyuncs.com:443;');
  });

  it('adds the environment security headers to bucket answers, HSTS only over https', () => {
    expect(configFor('prod')).toMatch(
      /add_header strict-transport-security "max-age=31536000; includeSubDomains" always;/,
    );
    expect(configFor('test')).not.toContain('strict-transport-security');
    expect(configFor('test')).toContain('add_header x-frame-options "SAMEORIGIN" always;');
  });

  it("gives bucket scripts the script policy, so the map's worker may fetch its data", () => {
    const csp = configFor('test').split('map $upstream_http_content_type $portal_bucket_csp {')[1] ?? '';
    expect(csp).toContain(
      `~*^(text|application)/javascript "default-src 'none'; connect-src 'self'; frame-ancestors 'self'";`,
    );
    expect(csp).toContain(`default "default-src 'none'; frame-ancestors 'self'";`);
  });

  it('serves the shared assets on the static host only when staticPrefix is set', () => {
    expect(configFor('prod')).toMatch(/server_name static\.expoportal\.cn;[\s\S]*location \/_astro\//);
    expect(configFor('test')).not.toContain('location /_astro/');
    expect(staticHostOf({ staticPrefix: 'https://static.expoportal.cn' })).toBe('static.expoportal.cn');
    expect(staticHostOf({ staticPrefix: '' })).toBeUndefined();
  });

  it.runIf(existsSync(nginxBinary))('is accepted by nginx -t for every environment', () => {
    for (const name of envNames) {
      const dir = mkdtempSync(join(tmpdir(), 'edge-conf-'));
      const file = join(dir, 'nginx.conf');
      writeFileSync(file, configFor(name, dir));
      const result = spawnSync(
        nginxBinary,
        ['-t', '-q', '-e', join(dir, 'error.log'), '-p', dir, '-c', file],
        {
          encoding: 'utf8',
        },
      );
      expect(`${name}: ${result.stderr}`).toBe(`${name}: `);
      expect(result.status).toBe(0);
    }
  });
});

describe('the bucket website configuration', () => {
  it('takes the literal prefixes of the dynamic rows', () => {
    const byName = (name: string) => routingTable.find((row) => row.name === name);
    const buyer = byName('buyer-forms');
    const login = byName('login-page');
    const pdf = byName('pdf');
    if (!buyer || !login || !pdf) throw new Error('table rows renamed');
    expect(literalPrefixes(buyer)).toEqual(['/ticket/', '/exhibition/apply/', '/exhibition/trip/']);
    expect(literalPrefixes(login)).toEqual(['/login']);
    expect(literalPrefixes(pdf)).toEqual([]);
  });

  it("redirects a miss under a dynamic prefix to the edition's site host", () => {
    const rules = websiteRoutingRules(loadEnvConfig({ APP_ENV: 'prod' }));
    expect(rules).toContainEqual({
      Condition: { KeyPrefixEquals: 'en/manager', HttpErrorCodeReturnedEquals: '404' },
      Redirect: {
        HostName: 'www.expoportal.com',
        Protocol: 'https',
        ReplaceKeyPrefixWith: 'manager',
        HttpRedirectCode: '302',
      },
    });
    // S3 allows at most 50 routing rules.
    expect(rules.length).toBeLessThanOrEqual(50);
    expect(rules.some((rule) => rule.Condition?.KeyPrefixEquals?.startsWith('zh/_hooks'))).toBe(false);
  });

  it('allows the site origins of the environment, no others', () => {
    const origins = siteOrigins(loadEnvConfig({ APP_ENV: 'prod' }));
    expect(origins).toContain('https://www.expoportal.cn');
    expect(origins).toContain('https://www.expoportal.com');
    expect(origins.every((origin) => origin.startsWith('https://'))).toBe(true);
  });

  it("writes OSS's mirroring rules per edition folder", () => {
    const text = ossWebsiteXml({
      zh: 'https://origin.expoportal.cn',
      en: 'https://origin-en.expoportal.com',
    });
    expect(text).toContain('<KeyPrefixEquals>en/</KeyPrefixEquals>');
    expect(text).toContain('<MirrorURL>https://origin-en.expoportal.com/</MirrorURL>');
    expect(text).toContain('<RedirectType>Mirror</RedirectType>');
    expect(text).toContain('<Key>zh/404.html</Key>');
  });
});
