// Graceful degradation of rich text: a block whose cleaning fails becomes a notice in the page's
// language, is reported with its entity, and is named in the page's content-warnings header.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../../../../src/lib/i18n/server.ts';
import {
  contentWarnings,
  contentWarningsHeader,
  pageRichText,
  renderRichText,
  setContentWarnings,
  type RichTextCleaner,
} from '../../../../src/lib/pages/rich-text.ts';
import { maxStartTags } from '../../../../src/lib/content/input-guard.ts';
import { loadEnvConfig } from '../../../../env/index.ts';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import { clearKeywordTable } from '../../../../src/lib/endpoints/keywords.ts';
import { loadNewsDetail } from '../../../../src/lib/pages/news-detail.ts';
import { testProductHosts } from '../../../../tests/support/product-hosts.ts';

const hosts = testProductHosts;
const en = serverI18n('en').t;
const zh = serverI18n('zh').t;

const throwingCleaner: RichTextCleaner = () => {
  throw new TypeError("Cannot read properties of null (reading 'querySelectorAll')");
};

// Records console.error without printing it; restored after each test.
function captureConsoleErrors(): unknown[][] {
  const calls: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderRichText', () => {
  it('cleans normal content and reports no warning', () => {
    const block = renderRichText('<p onclick="x()">Hi <script>1</script></p>', hosts, {
      type: 'news',
      id: 7,
    });
    expect(block).toEqual({ html: '<p>Hi </p>' });
    expect(contentWarnings([block])).toEqual([]);
  });

  it('replaces a block whose cleaner throws by the notice in the page language and reports it', () => {
    const errors = captureConsoleErrors();
    const english = renderRichText(
      '<p>body</p>',
      hosts,
      { type: 'news', id: 123 },
      { t: en, clean: throwingCleaner },
    );
    expect(english.html).toBe(
      '<p class="rich-text-unavailable">This part of the page cannot be shown right now.</p>',
    );
    expect(english.warning).toBe('news:123');
    const chinese = renderRichText(
      '<p>body</p>',
      hosts,
      { type: 'wiki', id: 9 },
      { t: zh, clean: throwingCleaner },
    );
    expect(chinese.html).toBe('<p class="rich-text-unavailable">此部分内容暂时无法显示。</p>');
    expect(chinese.warning).toBe('wiki:9');
    expect(errors).toHaveLength(2);
    expect(String(errors[0]?.[0])).toMatch(/^\[content\] news:123: /);
    expect(errors[0]?.[1]).toBeInstanceOf(TypeError);
    expect(String(errors[1]?.[0])).toMatch(/^\[content\] wiki:9: /);
  });

  it('treats a failure the cleaner reports through onError as a failed block', () => {
    const errors = captureConsoleErrors();
    const block = renderRichText(
      '<i>x</i>'.repeat(maxStartTags + 1),
      hosts,
      { type: 'exhibition', id: 5 },
      { t: en },
    );
    expect(block.warning).toBe('exhibition:5');
    expect(block.html).toContain('cannot be shown');
    expect(String(errors[0]?.[0])).toContain('[content] exhibition:5');
  });

  it('falls back to Chinese without a translate function and keeps ids header-safe', () => {
    captureConsoleErrors();
    const block = renderRichText('x', hosts, { type: 'wiki', id: 'a,b\r\nc' }, { clean: throwingCleaner });
    expect(block.html).toContain('此部分内容暂时无法显示');
    expect(block.warning).toBe('wiki:abc');
  });

  it('links keywords in the cleaned text, never to the page itself', () => {
    const block = renderRichText(
      '<p>进博会</p>',
      hosts,
      { type: 'news', id: 1 },
      {
        keywords: [{ url: '/expo/1.html', content: '进博会' }],
        currentUrl: '/information/1.html',
      },
    );
    expect(block.html).toBe('<p><a href="/expo/1.html">进博会</a></p>');
  });
});

describe('content warnings header', () => {
  it('lists the failed blocks as type:id, merged with earlier ones, and is absent when none failed', () => {
    const headers = new Headers();
    setContentWarnings(headers, []);
    expect(headers.has(contentWarningsHeader)).toBe(false);
    setContentWarnings(
      headers,
      contentWarnings([{ html: 'a' }, { html: 'n', warning: 'news:123' }, undefined]),
    );
    setContentWarnings(headers, ['exhibition:4', 'news:123']);
    expect(headers.get('x-portal-content-warnings')).toBe('news:123,exhibition:4');
  });

  it('pageRichText renders in the page language and sets the header of the failed block', () => {
    const errors = captureConsoleErrors();
    const page = {
      locals: { config: loadEnvConfig({ APP_ENV: 'test' }), t: en },
      response: { headers: new Headers() },
    };
    expect(pageRichText(page, '<p>fine</p>', { type: 'pavilion', id: 2 })).toBe('<p>fine</p>');
    expect(page.response.headers.has(contentWarningsHeader)).toBe(false);
    const html = pageRichText(page, '<i>x</i>'.repeat(maxStartTags + 1), { type: 'pavilion', id: 3 });
    expect(html).toContain('This part of the page cannot be shown right now.');
    expect(page.response.headers.get(contentWarningsHeader)).toBe('pavilion:3');
    expect(errors).toHaveLength(1);
  });
});

describe('loadNewsDetail with hostile bodies', () => {
  // A fake API answering the article with `body` and an empty keyword table.
  function apiWithBody(body: string): ApiClient {
    const article = {
      id: 7,
      title: 'T',
      summary: '',
      cover: '',
      type: { id: 1, name: 'News' },
      industry: { id: 2, name: 'Chips' },
      exhibitionId: null,
      source: '',
      link: null,
      views: 0,
      publishedAt: '2026-05-01T08:00:00.000Z',
      body,
      related: [],
      updatedAt: '2026-05-01T08:00:00.000Z',
    };
    return {
      get: (path: string) =>
        path === '/api/news/7' ? Promise.resolve(article) : Promise.reject(new Error(path)),
      json: () => Promise.resolve([]),
    } as unknown as ApiClient;
  }

  it('renders the frameset article that used to answer 503, with no warning', async () => {
    clearKeywordTable();
    const data = await loadNewsDetail(
      apiWithBody('<div id="31"><frameset onload=alert(31)>//x</div>'),
      '7',
      hosts,
    );
    expect(data.contentWarnings).toEqual([]);
    expect(data.bodyHtml).not.toMatch(/frameset|onload/);
  });

  it('shows the notice and names news:{id} when the body cannot be cleaned', async () => {
    clearKeywordTable();
    const errors = captureConsoleErrors();
    const data = await loadNewsDetail(apiWithBody('<i>x</i>'.repeat(maxStartTags + 1)), '7', hosts, {
      t: en,
    });
    expect(data.contentWarnings).toEqual(['news:7']);
    expect(data.bodyHtml).toContain('This part of the page cannot be shown right now.');
    expect(String(errors[0]?.[0])).toContain('[content] news:7');
  });
});
