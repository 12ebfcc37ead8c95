import { useSyncExternalStore } from 'react';

const never = (): (() => void) => () => undefined;

/**
 * False while React hydrates the server's HTML, true on every render after (and on a client-only
 * render). An island that shows browser state the server could not know (the user store, filled
 * by a login on the page before a `client:session` island hydrates) renders as the server did
 * until then: otherwise React finds the HTML different, reports it (error #418) and renders the
 * island again from scratch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
