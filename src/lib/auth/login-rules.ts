import { formatPhone } from '../contract/phone.ts';
import { fixedPaths } from '../paths/index.ts';
import { safeRedirect } from '../routes.ts';

// The rules around logging in that are not API calls: the SMS resend wait, where a finished
// login goes, and how a phone number is shown back to the user.

/** Seconds before another SMS code may be requested (the API allows one a minute per phone). */
export const RESEND_SECONDS = 60;

/**
 * Where the /login page sends the visitor after login: the redirect query parameter when it is
 * a same-site relative path (never back to /login itself), else the home page.
 * @example loginTarget('?redirect=%2Fmanager') // '/manager'
 * @example loginTarget('?redirect=https%3A%2F%2Fevil.example') // '/'
 */
export function loginTarget(search: string): string {
  const target = safeRedirect(new URLSearchParams(search).get('redirect'));
  const path = target.split(/[?#]/, 1)[0] ?? '/';
  return path === fixedPaths.login || path === `${fixedPaths.login}/` ? fixedPaths.home : target;
}

/**
 * Hides the middle of a phone number for on-screen confirmations: a mainland number in Chinese
 * as 138****0001, any other as its international form with the middle digits hidden.
 * @example maskPhone('+4915123456789', 'en') // '+49 151****6789'
 */
export function maskPhone(phone: string, locale: 'zh' | 'en' = 'zh'): string {
  const shown = formatPhone(phone, locale);
  const digits = shown.replace(/\D/g, '');
  if (digits.length < 8) return shown;
  const code = shown.startsWith('+') ? (/^\+\d+/.exec(shown)?.[0] ?? '') : '';
  const national = digits.slice(code.length - (code === '' ? 0 : 1));
  const masked = `${national.slice(0, 3)}****${national.slice(-4)}`;
  return code === '' ? masked : `${code} ${masked}`;
}
