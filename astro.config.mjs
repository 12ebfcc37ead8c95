// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sentry from '@sentry/astro';
import { defineConfig } from 'astro/config';
import { portalDirectives } from './src/islands/directives/integration.ts';

export default defineConfig({
  output: 'server',
  // PORTAL_DIST (a folder inside the repository, so node_modules resolves) lets parallel builds
  // use their own output folder.
  outDir: process.env.PORTAL_DIST ?? './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [
    react(),
    portalDirectives(),
    // Server SDK only (started when SENTRY_DSN is set, see sentry-server-init.ts). The client
    // injection is off: it would put about 272 KB into every page whether a DSN exists or not;
    // pages load the browser SDK themselves, lazily, when a DSN is configured. Its request
    // middleware is off too: it writes per-request trace meta tags into HTML we cache.
    sentry({
      enabled: { client: false, server: true },
      serverInitPath: './src/lib/observability/sentry-server-init.ts',
      autoInstrumentation: { requestHandler: false },
      sourcemaps: { disable: true },
      telemetry: false,
    }),
  ],
  // Drops the SDK's tracing code from the lazily loaded browser chunk (we send errors only).
  vite: { define: { __SENTRY_TRACING__: 'false' } },
  trailingSlash: 'ignore',
  // Pages carry little CSS: inlined, it costs no render-blocking request.
  build: { inlineStylesheets: 'always' },
  server: { host: '127.0.0.1', port: 4321 },
  // Our own provider: the built-in one keys on host + path only, but the locale cookie also
  // decides the page (see src/lib/cache/provider.ts).
  cache: { provider: { name: 'portal-cache', entrypoint: './src/lib/cache/provider.ts' } },
});
