import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import type { Community, PublicUser, SpecialTopic } from '../../../../src/lib/endpoints/content.ts';
import {
  communityTags,
  postParagraphs,
  publicUserTags,
  specialTopicTags,
} from '../../../../src/lib/pages/content-pages.ts';
import { loadSeoExhibition, loadSeoNewsList } from '../../../../src/lib/pages/content-seo.ts';
import { PageNotFoundError } from '../../../../src/lib/pages/load-page.ts';
import { seoListCanonical, seoListPath } from '../../../../src/lib/paths/index.ts';

const hosts = {
  siteHost: 'www.expo.cn',
  enSiteHost: 'en.expo.cn',
  ossHost: 'oss.expo.cn',
  englishHosts: [],
  chineseHosts: [],
  security: { https: true },
};

function fakeApi(total: number): ApiClient {
  return {
    get: (path: string) => {
      if (path === '/api/exhibitions/5') {
        return Promise.resolve({ id: 5, intro: '<p>Intro</p><iframe src="https://x.example"></iframe>' });
      }
      return Promise.resolve({ records: [], pageNum: 1, pageSize: 20, total });
    },
  } as unknown as ApiClient;
}

describe('seoListPath', () => {
  it('is the list root on page 1 and a path page after', () => {
    expect(seoListPath('exhibition', 1)).toBe('/seo/exhibition/');
    expect(seoListPath('information', 4)).toBe('/seo/information/page/4/');
  });
});

describe('seoListCanonical', () => {
  it('names the main list page', () => {
    expect(seoListCanonical('exhibition', 1)).toBe('/exhibition/');
    expect(seoListCanonical('exhibition', 2)).toBe('/exhibition-0-0-0-0-0-0-2/');
    expect(seoListCanonical('information', 1)).toBe('/information/');
    expect(seoListCanonical('information', 3)).toBe('/information-0-0-3/');
  });
});

describe('mirror loaders', () => {
  it('is not found past the last page', async () => {
    await expect(loadSeoNewsList(fakeApi(20), 2)).rejects.toBeInstanceOf(PageNotFoundError);
    await expect(loadSeoNewsList(fakeApi(21), 2)).resolves.toMatchObject({ page: 2, pageCount: 2 });
  });
  it('cleans the exhibition introduction', async () => {
    const data = await loadSeoExhibition(fakeApi(1), '5', hosts);
    expect(data.introHtml).toBe('<p>Intro</p>');
  });
});

describe('postParagraphs', () => {
  it('splits user text on line breaks and drops blank lines', () => {
    expect(postParagraphs('a\n\n b \r\nc')).toEqual(['a', 'b', 'c']);
    expect(postParagraphs('')).toEqual([]);
  });
});

describe('content tags', () => {
  it('tag the topic with its fairs and news', () => {
    const topic = { id: 1, exhibitions: [{ id: 5 }], news: [{ id: 7 }] } as unknown as SpecialTopic;
    expect(specialTopicTags(topic)).toEqual(['special:1', 'exhibition:5', 'news:7']);
  });
  it('tag the community with its authors once and its fairs', () => {
    const community = {
      id: 2,
      posts: [{ author: { id: 3 } }, { author: { id: 3 } }],
      upcoming: [{ id: 5 }],
    } as unknown as Community;
    expect(communityTags(community)).toEqual(['community:2', 'user:3', 'exhibition:5']);
  });
  it('tag a user page', () => {
    expect(publicUserTags({ id: 4 } as PublicUser)).toEqual(['user:4']);
  });
});
