// Edition (chosen by host) and locale (path prefix > cookie > edition default): pure
// functions used by the middleware, the cache key and the islands.

import { parseLocale, type Locale } from './contract/locale.ts';

/** The two editions of the product. */
export type Edition = 'zh' | 'en';

/** Name of the cookie that keeps the chosen language. */
export const localeCookieName = 'locale';
/** The locale cookie lives 365 days. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/** Host names the edition rules need (from the environment config). */
export interface EditionHosts {
  englishHosts: readonly string[];
}

/**
 * Reduces a Host header value to a bare lower-case host name; anything malformed gives ''.
 * @example normalizeHost('EN.LocalHost:4321') // 'en.localhost'
 */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return '';
  const value = host.trim().toLowerCase();
  const match =
    /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)\.?(?::\d{1,5})?$/.exec(value);
  return match?.[1] ?? '';
}

/** The edition a host gets: the English hosts get English, every other host (or none) Chinese. */
export function resolveEdition(host: string | null | undefined, hosts: EditionHosts): Edition {
  const name = normalizeHost(host);
  if (name === '') return 'zh';
  return hosts.englishHosts.some((english) => normalizeHost(english) === name) ? 'en' : 'zh';
}

/** The locale an edition starts in when nothing else says. */
export function defaultLocale(edition: Edition): Locale {
  return edition;
}

/** The locale named by the first path segment (`/en/...`, `/zh/...`), if any. */
export function localeFromPath(pathname: string): Locale | undefined {
  const match = /^\/(en|zh)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as Locale) : undefined;
}

/**
 * Removes a locale prefix from a path.
 * @example stripLocalePrefix('/en/exhibition/') // '/exhibition/'
 */
export function stripLocalePrefix(pathname: string): string {
  if (localeFromPath(pathname) === undefined) return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** Reads one cookie from a Cookie header without throwing on malformed input. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Everything that decides the locale of one request. */
export interface LocaleInput {
  pathname: string;
  cookie: string | null | undefined;
  edition: Edition;
}

/** The locale of a request: first path segment, else the locale cookie, else the edition's default. */
export function resolveLocale({ pathname, cookie, edition }: LocaleInput): Locale {
  return (
    localeFromPath(pathname) ?? parseLocale(readCookie(cookie, localeCookieName)) ?? defaultLocale(edition)
  );
}

/** Where a client-side detection that disagrees with the server is only logged (never acted on). */
export function reportLocaleMismatch(
  server: Locale,
  client: Locale | undefined,
  log: (message: string) => void = console.warn,
): boolean {
  if (client === undefined || client === server) return false;
  log(`locale mismatch: server chose ${server}, client detected ${client}`);
  return true;
}
