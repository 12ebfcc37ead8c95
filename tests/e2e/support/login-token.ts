import type { APIResponse } from '@playwright/test';

// The portal's /api proxy keeps a login's token in the httpOnly access_token cookie and takes it
// out of the JSON (docs/security.md, "Cookies"): no page script ever sees it. The tests' own API
// calls are a client beside the browser, so they read the token where the proxy put it.

/** The token of an answer's access_token Set-Cookie (a login or a rotation), if it has one. */
function cookieToken(response: APIResponse): string | undefined {
  for (const { name, value } of response.headersArray()) {
    if (name.toLowerCase() !== 'set-cookie') continue;
    const token = /^access_token=([^;]+)/.exec(value)?.[1];
    if (token !== undefined) return token;
  }
  return undefined;
}

/** An envelope as the API sent it: a login answer gets back the `data.accessToken` the proxy moved into the cookie. */
export function withLoginToken<T>(response: APIResponse, body: T): T {
  const token = cookieToken(response);
  const data = (body as { data?: unknown }).data;
  if (token === undefined || typeof data !== 'object' || data === null || !('uid' in data)) return body;
  return { ...body, data: { accessToken: token, ...data } };
}
