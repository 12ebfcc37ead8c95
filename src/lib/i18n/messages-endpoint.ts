import { parseLocale } from '../contract/locale.ts';
import { messages, messagesMaxAge } from './messages.ts';

const messagesPath = /^\/_i18n\/([^/]+)\/messages\.json$/;

/**
 * Answers GET /_i18n/{locale}/messages.json (cacheable 24 h), or undefined for other paths.
 * It lives in the middleware because Astro does not route `_`-prefixed page folders.
 */
export function serveMessages(pathname: string): Response | undefined {
  const match = messagesPath.exec(pathname);
  if (!match) return undefined;
  const locale = match[1] === 'en' || match[1] === 'zh' ? parseLocale(match[1]) : undefined;
  if (!locale) return new Response('Not Found', { status: 404 });
  return new Response(JSON.stringify(messages[locale]), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': `public, max-age=${String(messagesMaxAge)}`,
    },
  });
}
