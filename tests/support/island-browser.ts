import { act, cleanup } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { configureBrowserApiClient } from '../../src/lib/api/browser-client.ts';
import { $activeDialog, $dialogs, closeAllDialogs } from '../../src/lib/stores/dialogs.ts';
import { clearToasts } from '../../src/lib/stores/toast.ts';
import { useTestServer, type TestServer } from './api-test-server.ts';

// The browser of the island tests (jsdom): a member with a session whose islands call a real
// HTTP server on loopback, and the server render an island hydrates from.

/** What useMemberBrowser gives a test file. */
export interface MemberBrowser {
  server: TestServer;
  /** Where the API client sent the browser to log in (recorded, not followed), this test. */
  loginTargets: string[];
}

/**
 * A member's browser for the calling test file: before each test a session cookie, the browser
 * API client pointed at a local test server and, with `path`, the page's address; after each,
 * the rendered trees, dialogs, toasts and the cookie are gone.
 */
export function useMemberBrowser({
  path,
  token = 'tok-unit',
}: { path?: string; token?: string } = {}): MemberBrowser {
  const server = useTestServer();
  const loginTargets: string[] = [];
  beforeEach(() => {
    loginTargets.length = 0;
    document.cookie = `access_token=${token}; path=/`;
    configureBrowserApiClient({
      baseURL: server.origin,
      platform: {
        navigateToLogin: (url) => {
          loginTargets.push(url);
        },
      },
    });
    if (path !== undefined) history.replaceState(null, '', path);
  });
  afterEach(() => {
    closeAllDialogs();
    cleanup();
    cleanStores($dialogs, $activeDialog);
    clearToasts();
    document.cookie = 'access_token=; path=/; max-age=0';
  });
  return { server, loginTargets };
}

/**
 * Puts the server render of `element` into a new container in the page and hydrates it there;
 * `errors` watches console.error, `recoverable` holds the mismatches React recovered from. `beforeHydrate` runs
 * between the two: what the browser knows by then that the server did not (a login since).
 */
export async function hydrateServerRender(
  element: ReactElement,
  beforeHydrate?: () => void,
): Promise<{
  container: HTMLElement;
  errors: MockInstance<typeof console.error>;
  recoverable: unknown[];
}> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(element);
  beforeHydrate?.();
  const errors = vi.spyOn(console, 'error');
  // A mismatch React recovers from (it renders the island again on the client): in a browser,
  // the page error "Minified React error #418".
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
    await Promise.resolve();
  });
  return { container, errors, recoverable };
}
