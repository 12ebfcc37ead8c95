import { defineConfig } from 'vitest/config';

// Two projects: `unit` (portal logic, islands, scripts) and `api` (the reference API over
// real HTTP against PGlite, or PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'env/**/*.test.ts',
            // Delivery against the real build, API and s3rver (each file starts its own).
            'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
          // Generous: CI machines have 2 cores and the suite shares them with builds.
          testTimeout: 20_000,
          // Integration files build the portal and seed an API before their tests.
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
