import { describe, expect, it } from 'vitest';
import { publicEnglishHosts } from '../../../env/hosts.ts';
import { pre } from '../../../env/pre.ts';
import { envConfigSchema } from '../../../env/schema.ts';
import { EnvConfigError, envNames, loadEnvConfig, loadSecrets } from '../../../env/index.ts';
import { editionRequestOrigin } from '../../../scripts/delivery/paths.ts';
import { resolveEdition } from '../../../src/lib/edition.ts';

describe('loadEnvConfig', () => {
  it('loads every environment with the required values', () => {
    for (const name of envNames) {
      const config = loadEnvConfig({ APP_ENV: name });
      expect(config.name).toBe(name);
      expect(config.oss.region).toBe('oss-cn-shanghai');
      expect(config.cache.enabled).toBe(true);
      expect(config.cache.revalidate).toBe(name === 'dev' ? 30 : 300);
      expect(config.chineseHosts).toHaveLength(8);
      // The spec's three public English hosts, plus a staging environment's own English host.
      const publicEnglish = config.englishHosts.filter((host) => !host.endsWith('localhost'));
      expect(publicEnglish).toEqual(expect.arrayContaining(publicEnglishHosts));
      expect(publicEnglish.filter((host) => !publicEnglishHosts.includes(host))).toEqual(
        publicEnglishHosts.includes(config.enSiteHost) || config.enSiteHost.includes('localhost')
          ? []
          : [config.enSiteHost],
      );
    }
  });
  it.each(envNames)(
    '%s: the English site host gets the English edition and the site host the Chinese',
    (name) => {
      const config = loadEnvConfig({ APP_ENV: name });
      expect(resolveEdition(config.enSiteHost, config)).toBe('en');
      expect(resolveEdition(config.siteHost, config)).toBe('zh');
      // The export renders each edition at this origin: en/ gets English, zh/ Chinese.
      expect(resolveEdition(new URL(editionRequestOrigin('en', config)).host, config)).toBe('en');
      expect(resolveEdition(new URL(editionRequestOrigin('zh', config)).host, config)).toBe('zh');
    },
  );
  it('refuses an English site host that would get the Chinese edition', () => {
    expect(() => loadEnvConfig({ APP_ENV: 'pre' })).not.toThrow();
    expect(() => envConfigSchema.parse({ ...pre, englishHosts: publicEnglishHosts })).toThrow(
      /the English site host must be one of englishHosts/,
    );
    expect(() =>
      envConfigSchema.parse({ ...pre, englishHosts: [pre.siteHost, ...pre.englishHosts] }),
    ).toThrow(/the Chinese site host must not be one of englishHosts/);
  });
  it('defaults to dev', () => {
    expect(loadEnvConfig({}).name).toBe('dev');
  });
  it('includes en.localhost only in dev and test', () => {
    expect(loadEnvConfig({ APP_ENV: 'dev' }).englishHosts).toContain('en.localhost');
    expect(loadEnvConfig({ APP_ENV: 'test' }).englishHosts).toContain('en.localhost');
    expect(loadEnvConfig({ APP_ENV: 'prod' }).englishHosts).not.toContain('en.localhost');
  });
  it('allows robots only in spider and prod', () => {
    const allowed = envNames.filter((name) => loadEnvConfig({ APP_ENV: name }).allowRobots);
    expect(allowed.sort()).toEqual(['prod', 'spider']);
  });
  it('trusts X-Forwarded-For from loopback only in dev and test, from nobody elsewhere unless TRUSTED_PROXIES says', () => {
    for (const name of envNames) {
      const { trustedProxies } = loadEnvConfig({ APP_ENV: name }).security;
      expect(trustedProxies, name).toBe(name === 'dev' || name === 'test' ? '127.0.0.0/8,::1' : '');
    }
    expect(loadEnvConfig({ APP_ENV: 'prod', TRUSTED_PROXIES: '10.0.0.0/8' }).security.trustedProxies).toBe(
      '10.0.0.0/8',
    );
  });

  it('rejects an unknown environment name with a clear message', () => {
    expect(() => loadEnvConfig({ APP_ENV: 'staging' })).toThrow(EnvConfigError);
    expect(() => loadEnvConfig({ APP_ENV: 'staging' })).toThrow(/Unknown environment APP_ENV="staging"/);
  });
  it('names the environment and the field of a malformed value', () => {
    expect(() => loadEnvConfig({ APP_ENV: 'pre', API_BASE: 'not a url' })).toThrow(
      /environment "pre":\n {2}apiBase: /,
    );
    expect(() => loadEnvConfig({ APP_ENV: 'test', OSS_BUCKET: 'Bad_Bucket' })).toThrow(
      /oss\.bucket: must be a valid bucket name/,
    );
    expect(() => loadEnvConfig({ APP_ENV: 'dev', MAP_STYLE_URL: 'ftp://x' })).toThrow(/mapStyleUrl/);
  });
  it('lets ALLOW_ROBOTS switch indexing for audits, ignoring other values', () => {
    expect(loadEnvConfig({ APP_ENV: 'test', ALLOW_ROBOTS: '1' }).allowRobots).toBe(true);
    expect(loadEnvConfig({ APP_ENV: 'prod', ALLOW_ROBOTS: '0' }).allowRobots).toBe(false);
    expect(loadEnvConfig({ APP_ENV: 'test', ALLOW_ROBOTS: 'yes' }).allowRobots).toBe(false);
  });
  it('moves the embedded API base with API_PORT', () => {
    expect(loadEnvConfig({ APP_ENV: 'test', API_PORT: '8797' }).apiBase).toBe('http://127.0.0.1:8797');
    expect(loadEnvConfig({ APP_ENV: 'prod', API_PORT: '8797' }).apiBase).toBe('https://api.expoportal.cn');
  });
});

describe('loadSecrets', () => {
  it('reads secrets only from the process environment and treats empty as unset', () => {
    expect(loadSecrets({})).toEqual({});
    expect(loadSecrets({ WEBHOOK_SECRET: '', OSS_ACCESS_KEY_ID: 'id' })).toEqual({ OSS_ACCESS_KEY_ID: 'id' });
  });
  it('rejects a malformed secret naming it', () => {
    expect(() => loadSecrets({ WEBHOOK_SECRET: 'short' })).toThrow(/WEBHOOK_SECRET/);
    expect(() => loadSecrets({ SENTRY_DSN: 'nope' })).toThrow(/SENTRY_DSN/);
    expect(() => loadSecrets({ NEWS_SIGNING_SECRET: 'short' })).toThrow(/NEWS_SIGNING_SECRET/);
  });
});
