import { defineConfig } from 'vitest/config';
import { islandMessagesModules } from './src/build/island-messages-modules.ts';

// Three projects: `unit` (portal logic, islands, scripts), `api` (the reference API over real
// HTTP against PGlite, or PostgreSQL when DATABASE_URL is set) and `integration` (delivery
// against the real build, API and s3rver: built once, each file starts its services).
export default defineConfig({
  test: {
    projects: [
      {
        // The login modal imports its messages from a module the build writes.
        plugins: [islandMessagesModules()],
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'env/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/unit/setup-async-timeout.ts'],
          // Generous: CI machines have 2 cores and the suite shares them with builds.
          testTimeout: 20_000,
          // Some files start a reference API or s3rver before their tests.
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // One build for every file (tests/integration/build-once.ts).
          globalSetup: ['tests/integration/build-once.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Each file seeds an API (and starts its services) before its tests.
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
