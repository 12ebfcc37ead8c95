// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, memoryCache } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  trailingSlash: 'ignore',
  server: { host: '127.0.0.1', port: 4321 },
  cache: { provider: memoryCache() },
});
