/** Window event that asks the page's overlay island (toasts, dialogs) to hydrate. */
const overlayEvent = 'portal:overlay';
/** Window event fired when a session starts, so islands that need one can hydrate. */
const sessionEvent = 'portal:session';

/**
 * Wakes the overlay island: it is not hydrated on page load (React would cost every reader more
 * JavaScript than a content page's whole budget) but on the first toast or dialog.
 */
export function signalOverlay(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(overlayEvent));
}

/** Tells session-bound islands that a session now exists (after a login without reload). */
export function signalSession(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(sessionEvent));
}

/** Window event asking the login modal island to hydrate and open (see client:login). */
export const loginEvent = 'portal:login';
/** Attribute on <html> marking a login request the modal island has not taken yet. */
export const LOGIN_PENDING_ATTRIBUTE = 'data-login-pending';

/** Wakes the login modal island: it hydrates only when someone wants to log in. */
export function signalLogin(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(loginEvent));
}
