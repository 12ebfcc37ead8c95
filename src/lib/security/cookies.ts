// Cookie attributes from the environment, not from the request: behind a TLS-terminating proxy
// the origin sees http, and a request must not be able to talk the server out of `Secure`.
import type { EnvConfig } from '../../../env/index.ts';

/** The attribute on `<html>` that tells browser code to write `Secure` cookies. */
export const secureCookiesAttribute = 'data-secure-cookies';

/** Attributes of every cookie the portal sets: `SameSite=Lax` always, `Secure` on https environments. */
export function cookieAttributes(config: Pick<EnvConfig, 'security'>): {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
} {
  return { path: '/', sameSite: 'lax', secure: config.security.https };
}

/** Whether browser code should write `Secure` cookies: the page says so when its environment is https. */
export function browserCookiesSecure(doc?: Document): boolean {
  try {
    const page = doc ?? (typeof document === 'undefined' ? undefined : document);
    return page?.documentElement.getAttribute(secureCookiesAttribute) === 'true';
  } catch {
    return false;
  }
}
