import { atom } from 'nanostores';
import type { KeywordLink } from '../contract/news.ts';
import type { UserInfo } from '../contract/auth.ts';

// The atoms of the global user store. They live apart from the actions in
// user.ts so the browser API platform can update them without importing the API client back.
// The spec (section 3) names each field of the store, $openId, $isWebp, $interfaceResponseTime and
// $apiErrorMessage included, but no reader for those four: they are kept, written where the spec's
// events happen, for the first feature that needs them.

/** The logged-in user's profile, or null when unknown. */
export const $user = atom<UserInfo | null>(null);
/** Keyword links for automatic article linking. */
export const $links = atom<readonly KeywordLink[]>([]);
/** WeChat open id of the user, when bound. */
export const $openId = atom<string | null>(null);
/** True when the browser decodes webp images. */
export const $isWebp = atom<boolean>(false);
/** True while the visitor is logged in (token cookie present or getInfo succeeded). */
export const $isLogin = atom<boolean>(false);
/** Duration of the latest API response, in ms. */
export const $interfaceResponseTime = atom<number>(0);
/** Message of the latest failed API call ('' when none yet). */
export const $apiErrorMessage = atom<string>('');
/** True while the login modal is open. */
export const $loginModal = atom<boolean>(false);

/** Forgets the user in memory (the cookies are handled by session-cookies.ts). */
export function resetUserState(): void {
  $user.set(null);
  $openId.set(null);
  $isLogin.set(false);
}
