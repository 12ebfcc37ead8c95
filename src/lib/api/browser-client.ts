import { createBrowserPlatform } from './browser-platform.ts';
import { createApiClient, type ApiClient } from './client.ts';
import type { ApiPlatform } from './platform.ts';

// The one API client every island shares. Its API base comes from configureBrowserApiClient
// or, by default, from <html data-api-base="...">, which the layout renders from env.apiBase.

/** Attribute on <html> holding the API base for islands. */
export const API_BASE_ATTRIBUTE = 'data-api-base';

/** Settings of the shared browser client. */
export interface BrowserApiConfig {
  baseURL?: string;
  timeoutMs?: number;
  platform?: Partial<ApiPlatform>;
}

let config: BrowserApiConfig = {};
let shared: ApiClient | undefined;

/** Sets the API base (and hook overrides) of the shared client; the next use rebuilds it. */
export function configureBrowserApiClient(next: BrowserApiConfig): void {
  config = next;
  shared = undefined;
}

/** The shared browser API client, built on first use. */
export function getBrowserApiClient(): ApiClient {
  shared ??= createApiClient({
    baseURL: config.baseURL ?? documentApiBase(),
    ossBase: '',
    platform: createBrowserPlatform(config.platform),
    ...(config.timeoutMs !== undefined && { timeoutMs: config.timeoutMs }),
  });
  return shared;
}

function documentApiBase(): string {
  if (typeof document === 'undefined') return '';
  return document.documentElement.getAttribute(API_BASE_ATTRIBUTE) ?? '';
}
