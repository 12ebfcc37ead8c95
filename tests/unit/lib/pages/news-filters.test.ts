import { describe, expect, it } from 'vitest';
import type { NewsDetail, NewsSummary } from '../../../../src/lib/contract/news.ts';
import { newsJsonLd, newsTags } from '../../../../src/lib/pages/news-detail.ts';
import { newsList } from '../../../../src/lib/lists/news.ts';
import { isExternalLink, isSafeLink } from '../../../../src/lib/pages/news-links.ts';
import { newsListTags } from '../../../../src/lib/pages/news-list.ts';
import { newsHref, newsPath } from '../../../../src/lib/paths/index.ts';

const {
  all: allNews,
  exists: newsFiltersExist,
  path: newsListPath,
  parse: parseNewsFilters,
  with: withNewsFilter,
} = newsList;

const summary: NewsSummary = {
  id: 12,
  title: 'Canton Fair opens',
  summary: 'The fair opens.',
  cover: '/oss/images/news/12.jpg',
  type: { id: 1, name: 'Fair news' },
  industry: { id: 2, name: 'Electronics' },
  exhibitionId: 5,
  source: 'Expo Daily',
  link: null,
  views: 1200,
  publishedAt: '2026-05-01T08:00:00.000Z',
};
const detail: NewsDetail = {
  ...summary,
  body: '<p>Body</p>',
  related: [{ ...summary, id: 13 }],
  updatedAt: '2026-05-02T08:00:00.000Z',
};

describe('parseNewsFilters', () => {
  it('reads type, industry and page', () => {
    expect(parseNewsFilters({ t: '2', i: '0', page: '3' })).toEqual({ t: 2, i: 0, page: 3 });
  });
  it('rejects page 0, leading zeros, signs and leftover dashes', () => {
    expect(parseNewsFilters({ t: '0', i: '0', page: '0' })).toBeUndefined();
    expect(parseNewsFilters({ t: '01', i: '0', page: '1' })).toBeUndefined();
    expect(parseNewsFilters({ t: '-1', i: '0', page: '1' })).toBeUndefined();
    expect(parseNewsFilters({ t: '0', i: '0', page: '1-2' })).toBeUndefined();
    expect(parseNewsFilters({ t: 'a', i: '0', page: '1' })).toBeUndefined();
  });
});

describe('newsListPath', () => {
  it('is /information/ without filters on page 1', () => {
    expect(newsListPath(allNews)).toBe('/information/');
  });
  it('spells filters and page in the path', () => {
    expect(newsListPath({ t: 2, i: 0, page: 3 })).toBe('/information-2-0-3/');
    expect(newsListPath({ t: 0, i: 0, page: 2 })).toBe('/information-0-0-2/');
  });
  it('round-trips through parseNewsFilters', () => {
    const path = newsListPath({ t: 4, i: 7, page: 9 });
    const [, t, i, page] = /^\/information-(\d+)-(\d+)-(\d+)\/$/.exec(path) ?? [];
    expect(parseNewsFilters({ t, i, page })).toEqual({ t: 4, i: 7, page: 9 });
  });
});

describe('withNewsFilter', () => {
  it('changes one filter and starts paging again', () => {
    expect(withNewsFilter({ t: 1, i: 2, page: 5 }, 'i', 3)).toEqual({ t: 1, i: 3, page: 1 });
  });
});

describe('newsFiltersExist', () => {
  const lookups = {
    newsTypes: [{ id: 1, name: 'News' }],
    industries: [{ id: 2, name: 'IT', subIndustries: [] }],
  };
  it('accepts known ids and 0', () => {
    expect(newsFiltersExist({ t: 1, i: 2, page: 1 }, lookups)).toBe(true);
    expect(newsFiltersExist(allNews, lookups)).toBe(true);
  });
  it('rejects an unknown type or industry', () => {
    expect(newsFiltersExist({ t: 9, i: 0, page: 1 }, lookups)).toBe(false);
    expect(newsFiltersExist({ t: 0, i: 9, page: 1 }, lookups)).toBe(false);
  });
});

describe('newsHref', () => {
  it('links to /information/{id}.html when no link is supplied', () => {
    expect(newsHref({ id: 7, link: null })).toBe('/information/7.html');
  });
  it('uses the supplied link instead', () => {
    expect(newsHref({ id: 7, link: '/special/5.html' })).toBe('/special/5.html');
    expect(newsHref({ id: 7, link: 'https://example.com/a' })).toBe('https://example.com/a');
  });
  it('ignores an empty or unsafe link', () => {
    expect(newsHref({ id: 7, link: '  ' })).toBe('/information/7.html');
    expect(newsHref({ id: 7, link: 'javascript:alert(1)' })).toBe('/information/7.html');
    expect(newsHref({ id: 7, link: '//evil.example/x' })).toBe('/information/7.html');
  });
  it('keeps links inside the /seo mirror when given its base', () => {
    expect(newsHref({ id: 7, link: null }, 'seo')).toBe('/seo/information/7.html');
  });
});

describe('isSafeLink and isExternalLink', () => {
  it('tells same-site paths from other sites and schemes', () => {
    expect(isSafeLink('/a')).toBe(true);
    expect(isSafeLink('http://example.com')).toBe(true);
    expect(isSafeLink('data:text/html,x')).toBe(false);
    expect(isSafeLink('not a url')).toBe(false);
    expect(isExternalLink('/a')).toBe(false);
    expect(isExternalLink('https://example.com')).toBe(true);
  });
});

describe('newsPath', () => {
  it('is the canonical /information/{id}.html', () => {
    expect(newsPath(12)).toBe('/information/12.html');
  });
});

describe('newsJsonLd', () => {
  it('builds a NewsArticle with headline, dates, publisher and absolute image', () => {
    const data = newsJsonLd(detail, {
      canonical: 'https://www.expo.cn/information/12.html',
      origin: 'https://www.expo.cn',
      locale: 'en',
      publisher: 'ExpoPortal',
    });
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Canton Fair opens',
      datePublished: '2026-05-01T08:00:00.000Z',
      dateModified: '2026-05-02T08:00:00.000Z',
      mainEntityOfPage: 'https://www.expo.cn/information/12.html',
      image: ['https://www.expo.cn/oss/images/news/12.jpg'],
      inLanguage: 'en',
      author: { name: 'Expo Daily' },
      publisher: { name: 'ExpoPortal', logo: { url: 'https://www.expo.cn/favicon.svg' } },
    });
  });
  it('describes an article without summary by its text, never its script', () => {
    const bare = { ...detail, summary: '', body: '<p>Hello</p><script>alert(1)</script><style>p{}</style>' };
    const data = newsJsonLd(bare, {
      canonical: 'https://x/1.html',
      origin: 'https://x',
      locale: 'zh',
      publisher: 'P',
    });
    expect(data.description).toBe('Hello');
  });
});

describe('news tags', () => {
  it('tag the article, its related articles and its exhibition', () => {
    expect(newsTags(detail)).toEqual(['news:12', 'news:13', 'exhibition:5']);
    expect(newsTags({ ...detail, exhibitionId: null, related: [] })).toEqual(['news:12']);
  });
  it('tag a list page with the list and every article', () => {
    expect(newsListTags([summary])).toEqual(['list:news', 'news:12']);
  });
});
