import { defineConfig } from '@playwright/test';
import e2e from './playwright.config.ts';

// `npm run screenshots`: every page family at 390 and 1280 px in both editions, as PNG files in
// screenshots/ (git-ignored) with an index.html that shows them side by side. The same browser
// and test servers as the end-to-end tests (scripts/tasks.ts builds first and sets the ports).
const servers = Array.isArray(e2e.webServer) ? e2e.webServer : [];

export default defineConfig({
  ...e2e,
  testDir: 'tests/screenshots',
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  projects: [{ name: 'screenshots', use: { browserName: 'chromium' } }],
  // The origin and its API only: the nginx edge serves the same pages.
  webServer: servers.slice(0, 1),
});
