import type { APIContext } from 'astro';
import { isApiError } from '../api/api-error.ts';
import { memberApiClient } from '../api/member-client.ts';
import { getUserInfo } from '../endpoints/auth.ts';

// Who may open the editorial console, decided on the server with the visitor's own token before
// anything renders: an editor sees it, a member gets 403, a visitor (or an ended session) logs in.

/** What a request for a console page comes to. */
export type ConsoleAccess =
  | { kind: 'editor'; userId: number; nickname: string }
  | { kind: 'login' }
  | { kind: 'forbidden' }
  | { kind: 'unavailable' };

/** The request's access to the console. */
export async function consoleAccess(
  context: Pick<APIContext, 'cookies' | 'locals' | 'url' | 'request'>,
): Promise<ConsoleAccess> {
  const api = memberApiClient(context);
  if (api === undefined) return { kind: 'login' };
  try {
    const user = await getUserInfo(api);
    return user.role === 'editor'
      ? { kind: 'editor', userId: user.id, nickname: user.nickname }
      : { kind: 'forbidden' };
  } catch (error) {
    if (isApiError(error, 'session') || (isApiError(error) && error.status === 401)) return { kind: 'login' };
    return { kind: 'unavailable' };
  }
}
