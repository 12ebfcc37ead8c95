// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sentry from '@sentry/astro';
import { defineConfig } from 'astro/config';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { loadEnvConfig } from './env/index.ts';
import { devSessionProxy } from './scripts/dev-session-proxy.ts';
import { islandMessagesModules } from './src/build/island-messages-modules.ts';
import { portalDirectives } from './src/islands/directives/integration.ts';
import { cookieAttributes } from './src/lib/security/cookies.ts';

/**
 * Islands use zod, which probes `new Function` once to choose its faster parser; under the
 * content security policy (no 'unsafe-eval') that probe is refused and reported as a violation
 * even though zod falls back. Its public `config({ jitless: true })` skips the probe; it runs
 * here before any island is hydrated (zod probes on the first parse, not at import). Imported
 * from `zod/v4/core`, which holds only the configuration, so islands without zod stay light.
 * @returns {import('astro').AstroIntegration}
 */
function zodWithoutEval() {
  return {
    name: 'portal-zod-jitless',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('before-hydration', "import { config } from 'zod/v4/core'; config({ jitless: true });");
      },
    },
  };
}

/**
 * One id per build (PORTAL_BUILD_ID pins it): cached renders carry it, and a render of another
 * build is never served (src/lib/cache/build-id.ts); the export records it.
 */
const buildId = process.env.PORTAL_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

/**
 * Writes the build id beside the built app (`{outDir}/build-id.txt`) for the export's record.
 * @returns {import('astro').AstroIntegration}
 */
function buildIdFile() {
  return {
    name: 'portal-build-id',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        // `dir` is the client folder inside outDir.
        await writeFile(new URL('../build-id.txt', dir), `${buildId}\n`);
      },
    },
  };
}

/**
 * The static host the build's assets are loaded from (the environment's `staticPrefix`, e.g.
 * prod's static host, or STATIC_PREFIX); '' keeps them on the page's own host. The publish
 * uploads them to the bucket's shared _astro/, which that host serves (docs/deploy.md).
 */
const envConfig = loadEnvConfig();
const staticPrefix = envConfig.staticPrefix;

/** The API base `npm run dev` proxies to (scripts/tasks.ts passes the environment's). */
function apiBaseForDev() {
  return process.env.API_BASE ?? 'http://127.0.0.1:8787';
}

export default defineConfig({
  output: 'server',
  // PORTAL_DIST (a folder inside the repository, so node_modules resolves) lets parallel builds
  // use their own output folder.
  outDir: process.env.PORTAL_DIST ?? './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [
    react(),
    portalDirectives(),
    zodWithoutEval(),
    buildIdFile(),
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
  // islandMessagesModules: an island's messages as a module (src/build/island-messages-modules.ts).
  // Nothing here rewrites a dependency's code: what that once won is in docs/upstream.md.
  vite: {
    plugins: [
      islandMessagesModules(),
      // `npm run dev` only: /api through the session proxy, as the origin serves it.
      devSessionProxy(apiBaseForDev(), { secure: cookieAttributes(envConfig).secure }),
    ],
    define: { __SENTRY_TRACING__: 'false', __PORTAL_BUILD_ID__: JSON.stringify(buildId) },
    // `npm run dev` only (Vite's proxy never runs in a build): islands fetch /oss files on the
    // page's own origin, which scripts/portal-server.ts forwards in production; /api goes through
    // devSessionProxy above. The news fragment (/ossApi/newsContent) is left out: the origin
    // serves it cleaned, and the dev server has no cleaner in front of it.
    server: {
      proxy: {
        '^/oss(/|$)': apiBaseForDev(),
        '/ossApi/InnerChainInfo': apiBaseForDev(),
      },
    },
  },
  // The environment's mode switches development tooling: Astro's dev toolbar only in `development`
  // (dev); test runs `astro dev` as production would look.
  devToolbar: { enabled: envConfig.mode === 'development' },
  trailingSlash: 'ignore',
  // Pages carry little CSS: inlined, it costs no render-blocking request.
  build: { inlineStylesheets: 'always', ...(staticPrefix !== '' && { assetsPrefix: staticPrefix }) },
  server: { host: '127.0.0.1', port: 4321 },
  // Astro hashes its own inline scripts and styles (hoisted scripts, island bootstrap, client
  // directives, inlined stylesheets) into script-src and style-src; pages are server-rendered,
  // so that policy is a response header. The origin (scripts/portal-server.ts) merges it with
  // the environment's policy (src/lib/security/csp.ts), which this build cannot know: one build
  // serves every environment. Exported pages get the merged policy as a meta tag.
  // No Markdown pages: Shiki's inline styles would need 'unsafe-inline' (and the build warns).
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: {
        resources: ["'self'", ...(staticPrefix === '' ? [] : [new URL(staticPrefix).origin])],
      },
      styleDirective: {
        resources: ["'self'", ...(staticPrefix === '' ? [] : [new URL(staticPrefix).origin])],
      },
    },
  },
  // Our own provider: the built-in one keys on host + path only, but the locale cookie also
  // decides the page (see src/lib/cache/provider.ts).
  cache: { provider: { name: 'portal-cache', entrypoint: './src/lib/cache/provider.ts' } },
});
