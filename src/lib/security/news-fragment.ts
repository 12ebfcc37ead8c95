// /ossApi/newsContent/{id}.html on the site's origin: the API answers the article's raw
// editor HTML, and the origin holds the session cookie, so the origin never passes that HTML
// on. It answers the same cleaned HTML the news page shows (renderRichText), as a sandboxed
// document (headers.ts kind `stored`).
import type { Locale } from '../contract/locale.ts';
import { isNewsBodySigned } from '../contract/news-signature.ts';
import { serverI18n } from '../i18n/server.ts';
import { renderRichText } from '../pages/rich-text.ts';

/** Whether a request path (query included) is a news fragment. */
export function isNewsFragmentPath(url: string | undefined): boolean {
  return url !== undefined && /^\/ossApi\/newsContent\/[^/?#]+(\?.*)?$/.test(url);
}

/** The largest fragment the origin reads from the API: far above any real article, a bound on a hostile one. */
export const newsFragmentLimitBytes = 4 * 1024 * 1024;

/** What the origin answers for a fragment. */
export interface FragmentAnswer {
  status: number;
  contentType: string;
  body: string;
  /** Set when the API's body was refused for its information secret header (to be logged). */
  signatureFailure?: true;
}

type FragmentConfig = Parameters<typeof renderRichText>[1];

/** The article id a fragment path names (`/ossApi/newsContent/12.html` is `12`). */
export function newsFragmentId(url: string): string {
  const file = /^\/ossApi\/newsContent\/([^/?#]+)/.exec(url)?.[1] ?? '';
  return file.replace(/\.html$/, '');
}

/**
 * The origin's answer for the API's answer: a 200 HTML body is cleaned (still a fragment, as
 * object storage serves it; the charset is in the header); anything else (404 envelope, 5xx)
 * passes with its own type. A body the cleaner cannot handle becomes the neutral notice in the
 * visitor's language (renderRichText reports it with the article id), never the raw body.
 * With the news signing secret, a 200 body whose information secret header is missing or wrong
 * is refused as the API being down (503): a tampered body is never cleaned and served.
 */
export function newsFragmentAnswer(
  upstream: { status: number; contentType: string; body: string; signature?: string | null },
  config: FragmentConfig,
  article: { id: string; locale: Locale },
  newsSecret?: string,
): FragmentAnswer {
  if (upstream.status !== 200) {
    return { status: upstream.status, contentType: upstream.contentType, body: upstream.body };
  }
  if (newsSecret !== undefined && !isNewsBodySigned(upstream.body, upstream.signature, newsSecret)) {
    return {
      status: 503,
      contentType: 'text/plain; charset=utf-8',
      body: 'News unavailable\n',
      signatureFailure: true,
    };
  }
  if (!/^text\/html\b/i.test(upstream.contentType.trim())) {
    return { status: 502, contentType: 'text/plain; charset=utf-8', body: 'Unexpected content type\n' };
  }
  const block = renderRichText(
    upstream.body,
    config,
    { type: 'news', id: article.id },
    { t: serverI18n(article.locale).t },
  );
  return { status: 200, contentType: 'text/html; charset=utf-8', body: block.html };
}
