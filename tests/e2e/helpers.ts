import type { APIRequestContext } from '@playwright/test';
import { portalPort } from '../../playwright.config.ts';

/** Origin of the Chinese edition on the test server (any host that is not English). */
export const zhOrigin = `http://localhost:${String(portalPort)}`;
/** Origin of the English edition on the test server (en.localhost resolves to loopback). */
export const enOrigin = `http://en.localhost:${String(portalPort)}`;

/** GET of a path of an edition from outside the browser: en.localhost resolves only inside it, so the host is named. */
export function getFromEdition(request: APIRequestContext, origin: string, path: string) {
  return request.get(`${zhOrigin}${path}`, { headers: { host: new URL(origin).host } });
}
