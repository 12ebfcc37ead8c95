import { reportError, type ReportContext } from '../report/reporter.ts';
import { browserIdentity } from './browser-identity.ts';

// Page health signals: a blank-screen report, the reload guard that
// keeps a failed chunk from reloading the page in a loop, and the app-manifest fetch log. Slow
// API responses are logged by the API client itself (browser-platform.ts, SLOW_RESPONSE_MS).

/** A page whose main content has not painted after this long is reported blank. */
const BLANK_SCREEN_MS = 10_000;
/** How long the reload guard remembers the path it reloaded. */
export const RELOAD_GUARD_MS = 10_000;
/** sessionStorage key of the reload guard. */
export const RELOAD_GUARD_KEY = 'reloadGuard';

/** A report context for this page (runtime kind). */
function pageContext(): ReportContext {
  return { kind: 'runtime', ...browserIdentity() };
}

/** True when the page's main content has something a reader can see (text or media). */
export function hasPaintedContent(main: Element | null): boolean {
  if (main === null) return false;
  if (((main.textContent as string | null) ?? '').trim() !== '') return true;
  return main.querySelector('img, svg, canvas, video, iframe') !== null;
}

/** Reports a blank screen when `#main` is still empty after `timeoutMs`; returns a cancel function. */
function watchBlankScreen(timeoutMs = BLANK_SCREEN_MS, doc: Document = document): () => void {
  const timer = setTimeout(() => {
    if (hasPaintedContent(doc.getElementById('main'))) return;
    reportError(new Error(`Blank screen: no main content after ${String(timeoutMs)} ms`), pageContext());
  }, timeoutMs);
  return () => {
    clearTimeout(timer);
  };
}

/**
 * True when the page may reload for `path` now, and then remembers it for RELOAD_GUARD_MS: a
 * second failure on the same path within that window must not reload again (no reload loop).
 */
export function allowReload(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  try {
    const previous = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? 'null') as {
      path?: string;
      at?: number;
    } | null;
    if (previous?.path === path && typeof previous.at === 'number' && now - previous.at < RELOAD_GUARD_MS)
      return false;
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    // Without storage a loop cannot be ruled out, so do not reload.
    return false;
  }
}

/**
 * The chunk-error hook: a chunk that failed to load (usually a deploy replaced it) is reported
 * and reloads the page once to pick up the new build; a repeat within the guard window is
 * reported without reloading again. Answers whether it reloaded.
 */
export function onChunkError(
  error: unknown,
  reload: () => void = () => {
    location.reload();
  },
): boolean {
  const reloading = allowReload(location.pathname);
  reportError(error, pageContext());
  if (reloading) reload();
  return reloading;
}

/** Messages of a failed dynamic import (an island's or a lazy chunk's) in Chromium, Firefox and Safari. */
const chunkLoadFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True when a rejection is a chunk that failed to load (not an error of the code in it). */
export function isChunkLoadError(reason: unknown): boolean {
  return reason instanceof Error && chunkLoadFailure.test(reason.message);
}

/**
 * Installs the chunk-error hook on every page: Vite's vite:preloadError (a preloaded dependency
 * of a dynamic import failed) and a rejected dynamic import (an island's component chunk).
 */
export function watchChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    onChunkError((event as Event & { payload?: unknown }).payload ?? new Error('chunk preload failed'));
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    onChunkError(event.reason);
  });
}

/** Fetches the app manifest; a failure is logged to the console and answers undefined. */
export async function fetchAppManifest(url: string): Promise<unknown> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    return (await response.json()) as unknown;
  } catch (error) {
    console.error(`[health] app manifest ${url} could not be fetched`, error);
    return undefined;
  }
}

/** sessionStorage key: the app manifest was checked in this session. */
export const MANIFEST_CHECKED_KEY = 'manifestChecked';

/**
 * Checks the page's app manifest once per session, after the page loaded (the browser fetches
 * it itself without telling the page whether that worked): a failure is logged.
 */
export function watchAppManifest(storage: Storage = sessionStorage): void {
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest === null) return;
  try {
    if (storage.getItem(MANIFEST_CHECKED_KEY) === manifest.href) return;
    storage.setItem(MANIFEST_CHECKED_KEY, manifest.href);
  } catch {
    // No storage: check on every page.
  }
  const check = () => void fetchAppManifest(manifest.href);
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}

/**
 * The health signals of a page with observability configured: the blank-screen watch (the
 * chunk-error hook and the manifest check run on every page, from page-init.ts).
 */
export function watchPageHealth(): void {
  watchBlankScreen();
}
