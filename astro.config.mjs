// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { portalDirectives } from './src/islands/directives/integration.ts';

export default defineConfig({
  output: 'server',
  // PORTAL_DIST (a folder inside the repository, so node_modules resolves) lets parallel builds
  // use their own output folder.
  outDir: process.env.PORTAL_DIST ?? './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), portalDirectives()],
  trailingSlash: 'ignore',
  // Pages carry little CSS: inlined, it costs no render-blocking request.
  build: { inlineStylesheets: 'always' },
  server: { host: '127.0.0.1', port: 4321 },
  // Our own provider: the built-in one keys on host + path only, but the locale cookie also
  // decides the page (see src/lib/cache/provider.ts).
  cache: { provider: { name: 'portal-cache', entrypoint: './src/lib/cache/provider.ts' } },
});
