import { fixedPaths } from '../paths/index.ts';
import { safeRedirect } from '../routes.ts';

// The rules around logging in that are not API calls: the SMS resend wait and where a finished
// login goes (how a phone is shown back to the user: mask-phone.ts).

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
