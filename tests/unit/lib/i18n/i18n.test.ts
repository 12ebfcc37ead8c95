import { describe, expect, it } from 'vitest';
import { messages } from '../../../../src/lib/i18n/messages.ts';
import { serverI18n } from '../../../../src/lib/i18n/server.ts';
import { serveMessages } from '../../../../src/lib/i18n/messages-endpoint.ts';

describe('messages', () => {
  it('has exactly the same keys in en and zh', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.zh).sort());
  });
  it('uses flat dotted keys and no empty texts', () => {
    for (const locale of ['en', 'zh'] as const) {
      for (const [key, text] of Object.entries(messages[locale])) {
        expect(key).toMatch(/^[a-zA-Z0-9]+(\.[a-zA-Z0-9-]+)+$/);
        expect(text.trim()).not.toBe('');
      }
    }
  });
  it('keeps the interpolation variables of each key in both languages', () => {
    const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messages.zh) as (keyof typeof messages.zh)[]) {
      expect(vars(messages.en[key]), key).toEqual(vars(messages.zh[key]));
    }
  });
});

describe('serverI18n', () => {
  it('gives each request its own language, even when interleaved', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const locale = index % 2 === 0 ? 'en' : 'zh';
        const { t } = serverI18n(locale);
        await new Promise((done) => setTimeout(done, Math.random() * 5));
        return [locale, t('nav.home')] as const;
      }),
    );
    for (const [locale, text] of results) expect(text).toBe(locale === 'en' ? 'Home' : '首页');
  });
  it('answers every key exactly as i18next does, with and without values', () => {
    for (const locale of ['zh', 'en'] as const) {
      const { t, i18n } = serverI18n(locale);
      for (const key of Object.keys(messages.zh) as (keyof typeof messages.zh)[]) {
        expect(t(key), `${locale} ${key}`).toBe(i18n.t(key, {}));
        expect(t(key, { n: 3, path: '/x' }), `${locale} ${key}`).toBe(i18n.t(key, { n: 3, path: '/x' }));
      }
      expect(t('no.such.key' as keyof typeof messages.zh)).toBe('no.such.key');
    }
  });
  it('interpolates without HTML escaping (Astro escapes on output)', () => {
    expect(serverI18n('en').t('notFound.message', { path: '/a<b>' })).toBe('Page Not Found: /a<b>');
  });
});

describe('serveMessages', () => {
  it('serves each locale as JSON cacheable for 24 hours', async () => {
    const response = serveMessages('/_i18n/en/messages.json');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response?.json()).toEqual(messages.en);
  });
  it('answers 404 for an unknown locale and ignores other paths', () => {
    expect(serveMessages('/_i18n/fr/messages.json')?.status).toBe(404);
    expect(serveMessages('/_i18n/en-US/messages.json')?.status).toBe(404);
    expect(serveMessages('/exhibition/')).toBeUndefined();
  });
});
