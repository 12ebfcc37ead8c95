import { isApiError } from '../api/api-error.ts';
import { ResponseCode } from '../contract/codes.ts';
import type { MessageKey } from '../i18n/messages.ts';

// What an auth form tells the visitor when a call fails, in the visitor's language. The API's
// own messages are English developer text, so forms map the response code instead.

/** Which auth call failed; the same code can mean different things per call. */
export type AuthAction =
  | 'login'
  | 'sendCode'
  | 'smsLogin'
  | 'register'
  | 'forget'
  | 'bind'
  | 'wechat'
  | 'emailCode'
  | 'emailLogin'
  | 'emailRegister'
  | 'emailForget';

/** The actions on an e-mail address, whose 20003 means the address (not a phone) is taken. */
const emailActions: ReadonlySet<AuthAction> = new Set<AuthAction>([
  'emailCode',
  'emailLogin',
  'emailRegister',
  'emailForget',
]);

const codeKeys: ReadonlyMap<number, MessageKey> = new Map<number, MessageKey>([
  [ResponseCode.wrongCode, 'login.errors.wrongCode'],
  [ResponseCode.duplicatedUser, 'login.errors.phoneTaken'],
  [ResponseCode.userNotExist, 'login.errors.userNotFound'],
  [ResponseCode.blacklistedLogin, 'login.errors.blocked'],
  [ResponseCode.phoneAlreadyBound, 'login.errors.phoneBound'],
]);

/**
 * The message key for a failed auth call.
 * @example authErrorKey(new ApiError('wrong code', { kind: 'http', code: 20008, ... }), 'smsLogin') // 'login.errors.wrongCode'
 */
export function authErrorKey(error: unknown, action: AuthAction): MessageKey {
  if (!isApiError(error)) return 'login.errors.failed';
  if (error.kind === 'timeout' || error.kind === 'transport') return 'login.errors.network';
  if (error.code === ResponseCode.duplicatedUser && emailActions.has(action))
    return 'login.errors.emailTaken';
  const byCode = error.code === undefined ? undefined : codeKeys.get(error.code);
  if (byCode !== undefined) return byCode;
  // 429: an abuse limit (per account, address or phone). The API's Retry-After says how long, but
  // login is a POST the client never retries, and the form's message already says to wait.
  if (error.status === 429) return 'login.errors.tooFrequent';
  // The login call answers a bare error code for a wrong password, on purpose without saying
  // whether the account or the password was wrong; a 5xx with that code (503: too many
  // passwords being checked at once, or the API unreachable) is no verdict on the password.
  if (action === 'login' && error.code === ResponseCode.error && (error.status ?? 400) < 500)
    return 'login.errors.wrongPassword';
  if (action === 'wechat') return 'login.errors.wechat';
  return 'login.errors.failed';
}
