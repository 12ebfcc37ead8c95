// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_BOX_MESSAGE_PREFIXES, SearchBox } from '../../../../src/islands/search/SearchBox.tsx';
import { configureBrowserApiClient } from '../../../../src/lib/api/browser-client.ts';
import { normalizeSearchQuery, searchWords } from '../../../../src/lib/contract/search.ts';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { highlightHtml, parseSearchParams } from '../../../../src/lib/pages/search-page.ts';
import { searchPath, searchResultHref } from '../../../../src/lib/paths/index.ts';
import { delay, sendEnvelope, useTestServer } from '../../../../tests/support/api-test-server.ts';

describe('search query rules', () => {
  it('normalises: NUL and controls dropped, NFKC, whitespace collapsed, 100 characters', () => {
    expect(normalizeSearchQuery('  Ｓｈａｎｇｈａｉ\u0000  expo ')).toBe('Shanghai expo');
    expect(Array.from(normalizeSearchQuery('😀'.repeat(500)))).toHaveLength(100);
    expect(normalizeSearchQuery('\u0000\u0001')).toBe('');
  });

  it('splits words: CJK runs, other letters and digits; wildcards and emoji only separate', () => {
    expect(searchWords('上海汽车 Expo-2026 %_\\ 😀')).toEqual(['上海汽车', 'expo', '2026']);
    expect(searchWords('%_\\')).toEqual([]);
  });

  it('parses the page query, falling back to defaults on junk', () => {
    expect(parseSearchParams(new URLSearchParams('q=expo&type=fairs&window=x&page=0'))).toEqual({
      q: 'expo',
      type: 'all',
      window: 0,
      page: 1,
    });
    expect(parseSearchParams(new URLSearchParams('q=a&type=exhibition&window=7&page=3'))).toEqual({
      q: 'a',
      type: 'exhibition',
      window: 7,
      page: 3,
    });
  });

  it('builds search paths without defaults', () => {
    expect(searchPath({ q: '上海 expo' })).toBe('/search?q=%E4%B8%8A%E6%B5%B7+expo');
    expect(searchPath({ q: 'x', type: 'exhibition', window: 7, page: 2 })).toBe(
      '/search?q=x&type=exhibition&window=7&page=2',
    );
    expect(searchPath({ q: 'x', type: 'all', window: 0, page: 1 })).toBe('/search?q=x');
  });

  it('highlights after escaping: nothing in the text or the query becomes markup', () => {
    expect(highlightHtml('Shanghai <Expo>', 'expo')).toBe('Shanghai &lt;<mark>Expo</mark>&gt;');
    expect(highlightHtml('<script>alert(1)</script>', '<script>')).toBe(
      '&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    );
    expect(highlightHtml('上海国际汽车工业展览会', '上海汽车')).toBe(
      '<mark>上</mark><mark>海</mark>国际<mark>汽</mark><mark>车</mark>工业展览会',
    );
    expect(highlightHtml('Plastics Week Shanghai', 'week shanghai')).toBe(
      'Plastics <mark>Week</mark> <mark>Shanghai</mark>',
    );
    expect(highlightHtml('a "b" & c', '%')).toBe('a &quot;b&quot; &amp; c');
  });
});

const suggestions = {
  q: 'plas',
  groups: [
    {
      type: 'exhibition',
      records: [
        {
          type: 'exhibition',
          id: 249,
          title: 'Plastics Week Shanghai',
          altTitle: '上海塑料周',
          detail: 'Shanghai',
          startDate: '2025-03-17',
          endDate: '2025-03-20',
          state: 'past',
          link: null,
          path: null,
        },
      ],
    },
    {
      type: 'news',
      records: [
        {
          type: 'news',
          id: 114,
          title: 'Plastics news',
          altTitle: '塑料',
          detail: 'Post-show Reports',
          startDate: '2024-04-05',
          endDate: null,
          state: null,
          link: null,
          path: null,
        },
      ],
    },
  ],
};

describe('SearchBox', () => {
  const server = useTestServer();
  beforeAll(() => {
    configureBrowserApiClient({ baseURL: server.origin });
  });
  afterEach(() => {
    cleanup();
  });

  it('is a GET form to /search with a combobox, suggests after a pause, and aborts stale calls', async () => {
    server.route('GET', '/api/search/suggest', async (hit, response) => {
      if (hit.search.includes('q=pl&')) await delay(400);
      sendEnvelope(response, 1, suggestions);
    });
    const navigate = vi.fn();
    const { container } = render(
      <SearchBox i18n={islandMessages('en', SEARCH_BOX_MESSAGE_PREFIXES)} navigate={navigate} />,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    const box = screen.getByRole('combobox', { name: 'Search the site' });
    expect(box.getAttribute('name')).toBe('q');
    const user = userEvent.setup();
    await user.type(box, 'pl');
    await delay(260);
    await user.type(box, 'as');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('group').map((group) => group.textContent)).toEqual([
      expect.stringContaining('Exhibitions'),
      expect.stringContaining('News'),
    ]);
    // "p" alone waited for more typing; "pl" was asked and then aborted by "plas".
    const asked = server.hitsOf('/api/search/suggest').map((hit) => new URLSearchParams(hit.search).get('q'));
    expect(asked).toEqual(['pl', 'plas']);

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Plastics Week Shanghai/ });
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('href')).toBe(searchResultHref(suggestions.groups[0]?.records[0] as never));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Plastics news/ }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/information/114.html');

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(box.getAttribute('aria-expanded')).toBe('false');
    });
  });
});
