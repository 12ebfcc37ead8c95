import { calendarFeedPath } from '../paths/index.ts';

// The two spellings of a member's feed address: https:// for calendars that take a URL (Google
// Calendar's "From URL", Outlook on the web) and webcal:// which opens the system's calendar app
// with a subscription (Apple Calendar, Outlook for Windows). Same host, same path.

/** The feed's https (or, on a local http host, http) and webcal addresses. */
export interface FeedUrls {
  https: string;
  webcal: string;
}

/**
 * Both addresses of a token's feed under `base` (the edition's origin, plus `/en` or `/zh` when
 * the member reads in the edition's other language, so the feed comes in that language).
 * @example calendarFeedUrls('https://www.expoportal.cn', token).webcal // 'webcal://www.expoportal.cn/calendar/feed/{token}.ics'
 */
export function calendarFeedUrls(base: string, token: string): FeedUrls {
  const url = new URL(`${base.replace(/\/+$/, '')}${calendarFeedPath(token)}`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not a web origin: ${base}`);
  const https = url.toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
