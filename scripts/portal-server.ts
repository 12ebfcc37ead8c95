// The origin server: the built Astro app behind a thin Node HTTP layer that (1) replaces an
// empty or malformed Host header, which would otherwise make the adapter answer 500, with the
// server's own address (the default edition), and (2) compresses responses, which the node
// adapter does not do, and (3) forwards /api and /ossApi to the API (scripts/api-proxy.ts).
import compression from 'compression';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnvConfig } from '../env/index.ts';
import { normalizeHost } from '../src/lib/edition.ts';
import { isProxiedPath, proxyToApi } from './api-proxy.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
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
const { apiBase } = loadEnvConfig();

const server = createServer((req, res) => {
  if (normalizeHost(req.headers.host) === '') req.headers.host = `${host}:${String(port)}`;
  if (isProxiedPath(req.url)) {
    proxyToApi(apiBase, req, res);
    return;
  }
  compress(req, res, () => {
    entry.handler(req, res);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`[portal] listening on http://${host}:${String(port)}`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
