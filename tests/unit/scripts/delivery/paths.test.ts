import { describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import {
  cacheControlOf,
  contentTypeOf,
  editionRequestOrigin,
  fileOfPath,
} from '../../../../scripts/delivery/paths.ts';
import { affectedPaths, entityPath } from '../../../../scripts/delivery/rebuild.ts';
import type { ExportMeta } from '../../../../scripts/delivery/export-meta.ts';

const test = loadEnvConfig({ APP_ENV: 'test' });
const prod = loadEnvConfig({ APP_ENV: 'prod' });

describe('fileOfPath', () => {
  it('maps directories and extensionless paths to index.html and keeps files', () => {
    expect(fileOfPath('/')).toBe('index.html');
    expect(fileOfPath('/en/')).toBe('en/index.html');
    expect(fileOfPath('/wiki')).toBe('wiki/index.html');
    expect(fileOfPath('/exhibition-0-0-0-0-0-0-1/')).toBe('exhibition-0-0-0-0-0-0-1/index.html');
    expect(fileOfPath('/exhibition/12.html')).toBe('exhibition/12.html');
    expect(fileOfPath('/sitemaps/zh/exhibition-1.xml')).toBe('sitemaps/zh/exhibition-1.xml');
  });
});

describe('editionRequestOrigin', () => {
  it('names the edition host, http locally and https in production', () => {
    expect(editionRequestOrigin('zh', test)).toBe('http://localhost:4321');
    expect(editionRequestOrigin('en', test)).toBe('http://en.localhost:4321');
    expect(editionRequestOrigin('en', prod)).toBe('https://www.expoportal.com');
  });
});

describe('contentTypeOf and cacheControlOf', () => {
  it('gives hashed assets a year and pages a short revalidating lifetime per environment', () => {
    expect(contentTypeOf('zh/a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('zh/sitemap_index.xml')).toBe('application/xml; charset=utf-8');
    expect(contentTypeOf('en/_astro/app.B1x.js')).toBe('text/javascript; charset=utf-8');
    expect(cacheControlOf('en/_astro/app.B1x.js', prod)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('zh/index.html', prod)).toBe('public, max-age=60, must-revalidate');
    expect(cacheControlOf('zh/index.html', test)).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlOf('zh/favicon.svg', prod)).toBe('public, max-age=86400');
  });

  it('serves the exported news feeds with their own media types, other XML as XML', () => {
    expect(contentTypeOf('zh/information/rss.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(contentTypeOf('en/en/information/atom-3.xml')).toBe('application/atom+xml; charset=utf-8');
    expect(contentTypeOf('zh/sitemaps/zh/news-1.xml')).toBe('application/xml; charset=utf-8');
    expect(cacheControlOf('zh/information/rss.xml', prod)).toBe('public, max-age=60, must-revalidate');
  });

  it('serves the exported share pictures as PNG, revalidating like the page they show', () => {
    expect(contentTypeOf('zh/share/exhibition/3.png')).toBe('image/png');
    expect(cacheControlOf('zh/share/exhibition/3.png', prod)).toBe('public, max-age=60, must-revalidate');
    expect(cacheControlOf('en/zh/share/news/5.png', prod)).toBe('public, max-age=60, must-revalidate');
    expect(cacheControlOf('zh/images/logo.png', prod)).toBe('public, max-age=86400');
  });
});

describe('affectedPaths', () => {
  const meta: ExportMeta = {
    edition: 'zh',
    exportedAt: '',
    buildId: 'b',
    pages: {
      '/exhibition/5.html': { file: 'exhibition/5.html', tags: ['page', 'exhibition:5', 'organiser:1'] },
      '/exhibition-0-0-0-0-0-0-1/': { file: 'x', tags: ['page', 'list:exhibition', 'exhibition:5'] },
      '/exhibition-0-0-0-0-0-0-2/': { file: 'y', tags: ['page', 'list:exhibition', 'exhibition:9'] },
      '/company/1.html': { file: 'company/1.html', tags: ['page', 'company:1'] },
      '/information/3.html': { file: 'information/3.html', tags: ['page', 'news:3'] },
      '/sitemap_A/': { file: 'sitemap_A/index.html', tags: ['page', 'sitemap'] },
    },
    partial: false,
    warnings: [],
  };

  it('puts the pages showing the entity first and the broad list and sitemap pages second', () => {
    const plan = affectedPaths(meta, {
      tags: ['exhibition:5', 'list:exhibition', 'sitemap', 'company:1'],
      paths: [],
      who: 't',
    });
    expect(plan.first.sort()).toEqual(
      [
        '/company/1.html',
        '/en/company/1.html',
        '/en/exhibition/5.html',
        '/exhibition-0-0-0-0-0-0-1/',
        '/exhibition/5.html',
      ].sort(),
    );
    expect(plan.second.sort()).toEqual(['/exhibition-0-0-0-0-0-0-2/', '/sitemap_A/']);
  });

  it("renders an edition's own page in both locales even when the last export lost it, and its fair's pages", () => {
    // Edition 7 came back online: its page left the record when it went offline (it answered 404).
    const withEditions: ExportMeta = {
      ...meta,
      pages: {
        ...meta.pages,
        '/exhibition/periodical/8.html': { file: 'p8', tags: ['page', 'edition:8', 'exhibition:5'] },
        '/en/exhibition/periodical/8.html': { file: 'p8e', tags: ['page', 'edition:8', 'exhibition:5'] },
      },
    };
    const plan = affectedPaths(withEditions, { tags: ['edition:7', 'exhibition:5'], paths: [], who: 't' });
    expect(plan.own.sort()).toEqual(
      [
        '/en/exhibition/5.html',
        '/en/exhibition/periodical/7.html',
        '/exhibition/5.html',
        '/exhibition/periodical/7.html',
      ].sort(),
    );
    expect(plan.first).toEqual(
      expect.arrayContaining([
        '/exhibition/periodical/8.html',
        '/en/exhibition/periodical/8.html',
        '/exhibition-0-0-0-0-0-0-1/',
      ]),
    );
  });

  it('knows the detail page of an entity tag, not of a broad tag', () => {
    expect(entityPath('exhibition:12')).toBe('/exhibition/12.html');
    // An edition's page, which a rebuild renders when the edition comes back online.
    expect(entityPath('edition:7')).toBe('/exhibition/periodical/7.html');
    expect(entityPath('list:exhibition')).toBeUndefined();
  });
});
