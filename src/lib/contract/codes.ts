// The catalogue of response codes the API answers with, as typed constants.

/** Every response code the API may answer with. */
export const ResponseCode = {
  success: 1,
  error: 0,
  illegalReference: 101,
  unregistered: 20000,
  authFailed: 401,
  notLoggedIn: 111006,
  blacklistedLogin: 111008,
  restartLogin: 200016,
  tokenEmpty: 20001,
  illegalParameter: 20002,
  duplicatedUser: 20003,
  userNotExist: 20004,
  classNameExists: 20005,
  classNotExist: 20006,
  courseNotExist: 20007,
  wrongCode: 20008,
  worksNotExist: 20009,
  notHeadmaster: 20010,
  notMaster: 20011,
  uploadFailure: 20012,
  phoneAlreadyBound: 20013,
  userAlreadySigned: 200014,
  noCodeScanning: 200015,
  number999: 999,
  /** The order is not in a state that allows the call (quote, pay, issue, cancel): HTTP 409. */
  orderState: 30001,
} as const;

/** Codes that end the session: the token is cleared and the browser goes to login. */
export const sessionEndingCodes: ReadonlySet<number> = new Set([
  ResponseCode.authFailed,
  ResponseCode.notLoggedIn,
  ResponseCode.blacklistedLogin,
  ResponseCode.restartLogin,
]);

/** Codes that never show a toast (200015 while a QR code waits; 131002 from the spec's silent list). */
export const silentCodes: ReadonlySet<number> = new Set([ResponseCode.noCodeScanning, 131002]);

/** Payment results the API answers: success 1, fail 2. */
export const ResultStatus = { success: 1, fail: 2 } as const;
/** Payment kinds: 1 a paid order, 2 a free ticket. */
export const PayKind = { pay: 1, free: 2 } as const;
