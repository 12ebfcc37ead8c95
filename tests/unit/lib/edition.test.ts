import { describe, expect, it, vi } from 'vitest';
import {
  localeFromPath,
  normalizeHost,
  readCookie,
  reportLocaleMismatch,
  resolveEdition,
  resolveLocale,
  stripLocalePrefix,
} from '../../../src/lib/edition.ts';
import { htmlLang, localeHeader, parseLocale } from '../../../src/lib/contract/locale.ts';
import { loadEnvConfig } from '../../../env/index.ts';

const dev = loadEnvConfig({ APP_ENV: 'dev' });
const prod = loadEnvConfig({ APP_ENV: 'prod' });

describe('normalizeHost', () => {
  it('lower-cases and drops the port and a trailing dot', () => {
    expect(normalizeHost('EN.LocalHost:4321')).toBe('en.localhost');
    expect(normalizeHost('www.expoportal.com.')).toBe('www.expoportal.com');
  });
  it('turns empty or hostile values into an empty host', () => {
    for (const hostile of [
      '',
      '   ',
      '<script>',
      'a/../b',
      'evil.com@x',
      'host:99999999',
      '..',
      'a..b',
      '-a.com',
    ]) {
      expect(normalizeHost(hostile)).toBe('');
    }
    expect(normalizeHost(undefined)).toBe('');
    expect(normalizeHost(null)).toBe('');
  });
});

describe('resolveEdition', () => {
  it('gives the three English hosts the English edition', () => {
    for (const host of ['www.expoportal.com', 'expoportal.com', 'en.expoportal.com']) {
      expect(resolveEdition(host, prod)).toBe('en');
    }
  });
  it('gives the eight known Chinese hosts and every other host the Chinese edition', () => {
    expect(prod.chineseHosts).toHaveLength(8);
    for (const host of [...prod.chineseHosts, 'unknown.example', 'localhost', '127.0.0.1']) {
      expect(resolveEdition(host, prod)).toBe('zh');
    }
  });
  it('serves en.localhost in English only in dev and test', () => {
    expect(resolveEdition('en.localhost:4321', dev)).toBe('en');
    expect(resolveEdition('en.localhost:4321', loadEnvConfig({ APP_ENV: 'test' }))).toBe('en');
    expect(resolveEdition('en.localhost:4321', prod)).toBe('zh');
  });
  it('falls back to Chinese for an empty or hostile Host header', () => {
    expect(resolveEdition('', prod)).toBe('zh');
    expect(resolveEdition('www.expoportal.com/../x', prod)).toBe('zh');
    expect(resolveEdition('<svg onload=alert(1)>', prod)).toBe('zh');
  });
  it('ignores case and port on English hosts', () => {
    expect(resolveEdition('WWW.ExpoPortal.COM:443', prod)).toBe('en');
  });
});

describe('resolveLocale', () => {
  it('takes the first path segment first', () => {
    expect(resolveLocale({ pathname: '/en/exhibition/', cookie: 'locale=zh', edition: 'zh' })).toBe('en');
    expect(resolveLocale({ pathname: '/zh', cookie: 'locale=en', edition: 'en' })).toBe('zh');
  });
  it('then the locale cookie', () => {
    expect(resolveLocale({ pathname: '/', cookie: 'a=1; locale=en; b=2', edition: 'zh' })).toBe('en');
    expect(resolveLocale({ pathname: '/', cookie: 'locale=zh-CN', edition: 'en' })).toBe('zh');
  });
  it("then the edition's default", () => {
    expect(resolveLocale({ pathname: '/', cookie: undefined, edition: 'en' })).toBe('en');
    expect(resolveLocale({ pathname: '/', cookie: '', edition: 'zh' })).toBe('zh');
  });
  it('ignores a garbage locale cookie', () => {
    for (const cookie of [
      'locale=fr',
      'locale=%E0%A4%A',
      'locale=',
      'locale',
      ';;;=',
      'locale=en; locale=zh',
    ]) {
      const locale = resolveLocale({ pathname: '/', cookie, edition: 'zh' });
      expect(['zh', 'en']).toContain(locale);
    }
    expect(resolveLocale({ pathname: '/', cookie: 'locale=%E0%A4%A', edition: 'en' })).toBe('en');
    expect(resolveLocale({ pathname: '/', cookie: 'locale=<script>', edition: 'zh' })).toBe('zh');
  });
  it('does not take a segment that merely starts with en or zh', () => {
    expect(resolveLocale({ pathname: '/english/', cookie: undefined, edition: 'zh' })).toBe('zh');
    expect(localeFromPath('/zhanhui/1.html')).toBeUndefined();
  });
});

describe('stripLocalePrefix', () => {
  it('removes only a real locale prefix', () => {
    expect(stripLocalePrefix('/en/exhibition/')).toBe('/exhibition/');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/zh/')).toBe('/');
    expect(stripLocalePrefix('/entry')).toBe('/entry');
  });
});

describe('parseLocale and readCookie', () => {
  it('accepts the short and long forms in any case', () => {
    expect(parseLocale('EN-us')).toBe('en');
    expect(parseLocale(' zh ')).toBe('zh');
    expect(parseLocale('de')).toBeUndefined();
  });
  it('reads one cookie and survives malformed encodings', () => {
    expect(readCookie('x=1; locale=en', 'locale')).toBe('en');
    expect(readCookie('locale=%zz', 'locale')).toBe('%zz');
    expect(readCookie('nolocale', 'locale')).toBeUndefined();
  });
});

describe('localeHeader and htmlLang', () => {
  it('maps locales to the API header and the html lang attribute', () => {
    expect(localeHeader('en')).toBe('EN');
    expect(localeHeader('zh')).toBe('CN');
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('zh')).toBe('zh-CN');
  });
});

describe('reportLocaleMismatch', () => {
  it('only logs when the client disagrees', () => {
    const log = vi.fn();
    expect(reportLocaleMismatch('zh', 'zh', log)).toBe(false);
    expect(reportLocaleMismatch('zh', undefined, log)).toBe(false);
    expect(log).not.toHaveBeenCalled();
    expect(reportLocaleMismatch('zh', 'en', log)).toBe(true);
    expect(log).toHaveBeenCalledOnce();
  });
});
