// Shared by directives (each is bundled into the pages that use it): kept free of other imports.

/**
 * Runs `start` at idle (within 2 s) when the visitor has a session (the uid cookie beside the
 * httpOnly access_token, or a readable access_token);
 * otherwise never. What client:session and client:form hydrate a logged-in visitor's island by.
 */
export function atIdleWithSession(start: () => void): void {
  if (!/(?:^|;\s*)(?:uid|access_token)=[^;]/.test(document.cookie)) return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}
