import { defineConfig } from '@playwright/test';

/** Ports of the test servers, apart from a developer's `npm start` (4321 and 8787). */
export const portalPort = Number(process.env.E2E_PORT ?? 4391);
const apiPort = Number(process.env.E2E_API_PORT ?? 8797);
/** The nginx edge in front of its own API, origin and bucket (tests/e2e/edge.spec.ts). */
export const edgePort = Number(process.env.E2E_EDGE_PORT ?? 4392);
const edgeApiPort = Number(process.env.E2E_EDGE_API_PORT ?? 8798);
// E2E_EDGE=0 leaves the edge out (its export and publish take a minute and a half).
const withEdge = process.env.E2E_EDGE !== '0';

// End-to-end tests run against the production build in Debian's chromium; no browser is
// ever downloaded. `npm test` builds first, then this starts the API and the portal.
export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${String(portalPort)}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [/hostile-content\.spec\.ts$/, /edge\.spec\.ts$/, /edge-links\.spec\.ts$/],
    },
    // The site as production serves it: pages from the bucket through the nginx edge.
    ...(withEdge
      ? [
          { name: 'edge', use: { browserName: 'chromium' as const }, testMatch: /edge\.spec\.ts$/ },
          // Reads the whole export from the disk once the edge project's publishes are done.
          {
            name: 'edge-links',
            use: { browserName: 'chromium' as const },
            testMatch: /edge-links\.spec\.ts$/,
            dependencies: ['edge'],
          },
        ]
      : []),
    // Writes hostile values into seeded fairs, lists and the PDF of a periodical that other specs
    // read: it runs once they have all finished.
    {
      name: 'hostile',
      use: { browserName: 'chromium' },
      testMatch: /hostile-content\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'node scripts/tasks.ts serve',
      url: `http://127.0.0.1:${String(portalPort)}/system/index`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        APP_ENV: 'test',
        PORT: String(portalPort),
        API_PORT: String(apiPort),
        // E2E_DATA_DIR lets parallel runs (with their own E2E_PORT, E2E_API_PORT, PORTAL_DIST) keep apart.
        API_DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      },
    },
    ...(withEdge
      ? [
          {
            // API, export, s3rver with the published export, origin and nginx (scripts/edge/).
            // Assets from a static host, as production's staticPrefix (its own build with that prefix).
            command: 'node scripts/edge/preview.ts --static-host',
            url: `http://127.0.0.1:${String(edgePort)}/system/index`,
            reuseExistingServer: false,
            timeout: 420_000,
            env: {
              APP_ENV: 'test',
              PORT: String(edgePort),
              API_PORT: String(edgeApiPort),
              API_DATA_DIR: `${process.env.E2E_DATA_DIR ?? '.data/e2e'}-edge`,
            },
          },
        ]
      : []),
  ],
});
