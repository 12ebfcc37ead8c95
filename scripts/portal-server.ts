// The origin server: the built Astro app behind a thin Node HTTP layer that (1) replaces an
// empty or malformed Host header, which would otherwise make the adapter answer 500, with the
// server's own address (the default edition), and (2) compresses responses, which the node
// adapter does not do, and (3) forwards /api and /ossApi to the API (scripts/api-proxy.ts), and
// (4) takes the editors' signed rebuild webhook at POST /_hooks/rebuild when WEBHOOK_SECRET is
// set (scripts/delivery/webhook.ts): it invalidates this process's route cache and the shared
// store, re-renders the affected exported pages in-process and republishes the changed objects,
// and (5) puts the environment's security headers on every response it sends, cached pages and
// static files included (src/lib/security/headers.ts), and (6) answers the news fragment
// /ossApi/newsContent/{id}.html cleaned, never the API's raw editor HTML (news-fragment.ts).
import compression from 'compression';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnvConfig, loadSecrets } from '../env/index.ts';
import { storeDirFor } from '../src/lib/cache/directory-store.ts';
import { bypassHeader } from '../src/lib/cache/provider.ts';
import { describeSharedStore, sharedStoreSettings } from '../src/lib/cache/shared-store.ts';
import { normalizeHost, resolveEdition } from '../src/lib/edition.ts';
import { refuseUnsafePath } from '../api/server/unsafe-path.ts';
import { isProxiedPath, proxyToApi, readFromApi } from './api-proxy.ts';
import { prepareBuiltAppProcess, type RenderRequest } from './delivery/app.ts';
import { rebuildContextFor, staticRootFor } from './delivery/host.ts';
import { runRebuild, type RebuildContext, type RebuildSummary } from './delivery/rebuild.ts';
import { signatureHeader } from '../src/lib/contract/rebuild-webhook.ts';
import { exhibitionList } from '../src/lib/lists/exhibitions.ts';
import { exhibitionPath, fixedPaths, sitemapLetterPath } from '../src/lib/paths/index.ts';
import { cookieAttributes } from '../src/lib/security/cookies.ts';
import { SecurityHeaders } from '../src/lib/security/headers.ts';
import {
  isNewsFragmentPath,
  newsFragmentAnswer,
  newsFragmentId,
  newsFragmentLimitBytes,
} from '../src/lib/security/news-fragment.ts';
import { secureResponse } from '../src/lib/security/node-response.ts';
import { checkWebhook, progressMediaType, progressOf, ReplayGuard } from './delivery/webhook.ts';
import { PageIndex } from './delivery/page-index.ts';
import { pageCountsSymbol, type PageCounter } from '../src/lib/editor/page-counts.ts';
import { SIGNATURE_FAILURE_MARKER } from '../src/lib/api/policy.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

prepareBuiltAppProcess();
// PORTAL_DIST matches the build's outDir (astro.config.mjs) when a build went elsewhere.
const dist = process.env.PORTAL_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const entry = (await import(pathToFileURL(join(dist, 'server', 'entry.mjs')).href)) as {
  handler: NodeHandler;
};

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
// compression's types name Express's request and response; it only uses the Node core parts.
const compress = compression({ threshold: 1024 }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;
const config = loadEnvConfig();
const { apiBase } = config;
const secrets = loadSecrets();
const webhookSecret = secrets.WEBHOOK_SECRET;
const security = new SecurityHeaders(config, secrets.SENTRY_DSN);
const render = (globalThis as Record<symbol, unknown>)[
  Symbol.for('expo-portal.render-request')
] as RenderRequest;
// The same choice the route cache makes (src/lib/cache/provider.ts), made here first so a wrong
// PORTAL_CACHE_STORE stops the start with its message, and logged.
const cacheStore = describeSharedStore(sharedStoreSettings(process.env));
// Replays are refused across every origin sharing the cache directory, else within this process
// (also with the bucket store: the guard is a synchronous check on files).
const storeDir = storeDirFor(process.env);
const replayGuard = new ReplayGuard(storeDir === undefined ? undefined : join(storeDir, 'webhook-seen'));
let rebuildContext: RebuildContext | undefined;
// The console's page counts read the records the rebuild reads (src/lib/editor/page-counts.ts).
const pageIndex = new PageIndex(staticRootFor(dist));
const countPages: PageCounter = (tags) => pageIndex.counts(tags);
(globalThis as Record<symbol, unknown>)[pageCountsSymbol] = countPages;
// One rebuild at a time: two editors' changes to the same list must not race on its file.
let rebuildQueue: Promise<unknown> = Promise.resolve();

/** Answers JSON. */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** POST /_hooks/rebuild: verify, then rebuild and answer what was published. */
function handleRebuildHook(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'POST' || !webhookSecret) {
    sendJson(res, webhookSecret ? 405 : 404, { error: webhookSecret ? 'POST only' : 'not configured' });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.byteLength;
    if (size > 64 * 1024) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const header = req.headers[signatureHeader];
    const check = checkWebhook(
      body,
      typeof header === 'string' ? header : undefined,
      webhookSecret,
      replayGuard,
    );
    if (!check.ok) {
      console.warn(`[rebuild] refused webhook from ${req.socket.remoteAddress ?? '?'}: ${check.reason}`);
      sendJson(res, check.status, { error: check.reason });
      return;
    }
    rebuildContext ??= rebuildContextFor(render, staticRootFor(dist), config);
    const context = rebuildContext;
    // A caller that accepts NDJSON (the API's publish log) hears each phase as it ends.
    const streaming = (req.headers.accept ?? '').includes(progressMediaType);
    if (streaming)
      res.writeHead(200, {
        'content-type': `${progressMediaType}; charset=utf-8`,
        'cache-control': 'no-store',
      });
    const job = rebuildQueue.then(() =>
      runRebuild(
        context,
        check.request,
        streaming ? (summary) => res.write(`${JSON.stringify(progressOf(summary, 'first'))}\n`) : undefined,
      ),
    );
    rebuildQueue = job.catch(() => undefined);
    job.then(
      (summary: RebuildSummary) => {
        if (streaming) {
          res.end(`${JSON.stringify(progressOf(summary, 'done'))}\n`);
          return;
        }
        sendJson(res, summary.failures.length > 0 ? 500 : 200, {
          rendered: summary.rendered,
          changed: summary.changed,
          uploaded: summary.uploaded,
          removed: summary.removed,
          failures: summary.failures,
          noExport: summary.noExport,
          firstLiveMs: Math.round(summary.firstLiveMs),
          totalMs: Math.round(summary.totalMs),
        });
      },
      (error: unknown) => {
        console.error(`[rebuild] failed: ${String(error)}`);
        if (streaming) res.end(`${JSON.stringify({ error: String(error) })}\n`);
        else sendJson(res, 500, { error: String(error) });
      },
    );
  });
}

/**
 * The embedded API's test payment gateway page (dev and test only: production's gateway is
 * another site): API markup without stored content whose Pay and Fail forms must submit.
 */
function isSandboxGatewayPath(url: string | undefined): boolean {
  return url !== undefined && /^\/api\/pay\/sandbox\/[A-Za-z0-9_-]+(\/(card|challenge))?(\?|$)/.test(url);
}

/** GET /ossApi/newsContent/{id}.html: the API's fragment, cleaned as the news page cleans it. */
function handleNewsFragment(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('GET only\n');
    return;
  }
  readFromApi(apiBase, req.url ?? '/', req, newsFragmentLimitBytes).then(
    (upstream) => {
      const answer = newsFragmentAnswer(
        {
          status: upstream.status,
          contentType: upstream.contentType,
          body: upstream.body.toString('utf8'),
          signature: upstream.signature,
        },
        config,
        // A notice replacing a body that cannot be cleaned speaks the edition's language.
        { id: newsFragmentId(req.url ?? ''), locale: resolveEdition(req.headers.host, config) },
        secrets.NEWS_SIGNING_SECRET,
      );
      if (answer.signatureFailure === true)
        console.error(
          `[portal] news fragment ${req.url ?? ''}: ${SIGNATURE_FAILURE_MARKER} (information secret header)`,
        );
      res.writeHead(answer.status, {
        'content-type': answer.contentType,
        'cache-control': answer.status === 200 ? 'public, max-age=60' : 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    },
    (error: unknown) => {
      console.warn(`[portal] news fragment ${req.url ?? ''}: ${String(error)}`);
      sendJson(res, 503, {
        code: 0,
        data: null,
        message: 'API unavailable',
        errorMessage: 'API unavailable',
      });
    },
  );
}

const server = createServer((req, res) => {
  if (normalizeHost(req.headers.host) === '') req.headers.host = `${host}:${String(port)}`;
  // Only the export and rebuild steps may skip the route cache, and they render in-process.
  Reflect.deleteProperty(req.headers, bypassHeader);
  // Before anything can write: every answer below gets the headers of its kind.
  secureResponse(res, security, {
    proxied: isProxiedPath(req.url),
    formsAllowed: config.embeddedApi && isSandboxGatewayPath(req.url),
  });
  // Before any prefix is matched: a dot segment resolved later would slip past it.
  if (refuseUnsafePath(req, res)) return;
  if (req.url === '/_hooks/rebuild') {
    handleRebuildHook(req, res);
    return;
  }
  if (isNewsFragmentPath(req.url)) {
    compress(req, res, () => {
      handleNewsFragment(req, res);
    });
    return;
  }
  if (isProxiedPath(req.url)) {
    proxyToApi(apiBase, req, res, { session: { secure: cookieAttributes(config).secure } });
    return;
  }
  compress(req, res, () => {
    entry.handler(req, res);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`[portal] listening on http://${host}:${String(port)}; route cache ${cacheStore}`);
  if (webhookSecret) warmRebuilds();
});

/**
 * Renders a page of each kind once in the background (bypassing the cache) and opens the
 * bucket client, so the first editor's rebuild does not pay for cold code paths (several times
 * the next ones' time; docs/benchmarks.md "Rebuilds").
 */
function warmRebuilds(): void {
  rebuildContext ??= rebuildContextFor(render, staticRootFor(dist), config);
  const origin = `http://${config.siteHost}`;
  const firstOfEachKind = [
    fixedPaths.home,
    exhibitionPath(1),
    exhibitionList.dashPath(exhibitionList.all),
    sitemapLetterPath('A'),
  ];
  for (const path of firstOfEachKind) {
    void render(new Request(`${origin}${path}`, { headers: { [bypassHeader]: '1' } }))
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}

function shutdown(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
