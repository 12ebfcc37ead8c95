import { describe, expect, it } from 'vitest';
import { EnvConfigError, envNames, loadEnvConfig, loadSecrets } from '../../env/index.ts';

describe('loadEnvConfig', () => {
  it('loads every environment with the required values', () => {
    for (const name of envNames) {
      const config = loadEnvConfig({ APP_ENV: name });
      expect(config.name).toBe(name);
      expect(config.oss.region).toBe('oss-cn-shanghai');
      expect(config.cache.enabled).toBe(true);
      expect(config.cache.revalidate).toBe(name === 'dev' ? 30 : 300);
      expect(config.chineseHosts).toHaveLength(8);
      const publicEnglish = config.englishHosts.filter((host) => !host.endsWith('localhost'));
      expect(publicEnglish).toHaveLength(3);
    }
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
  });
});
