import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on 127.0.0.1 for the API client and store tests: routes answer with
// given statuses, envelopes or delays, and every hit is recorded with its headers and time.

/** One request the server received. */
interface Hit {
  method: string;
  path: string;
  /** The query string, with its `?` (or ''). */
  search: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What a route does with a request; `attempt` counts hits of this route from 1. */
type RouteHandler = (request: Hit, response: ServerResponse, attempt: number) => void | Promise<void>;

/** The running server: its origin, its hits, and routes to set per test. */
export interface TestServer {
  origin: string;
  hits: Hit[];
  hitsOf(path: string): Hit[];
  route(method: string, path: string, handler: RouteHandler): void;
  reset(): void;
  close(): Promise<void>;
}

/** Writes a JSON body with the given status. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Writes a 200 envelope with the given code, data and messages. */
export function sendEnvelope(
  response: ServerResponse,
  code: number,
  data: unknown = null,
  messages: { message?: string; errorMessage?: string } = {},
): void {
  sendJson(response, 200, { code, data, ...messages });
}

/** Resolves after `ms` milliseconds. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/** Starts the server on an ephemeral port. Unknown routes answer 404 with a code-0 envelope. */
async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, RouteHandler>();
  const hits: Hit[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const hit: Hit = {
        method: request.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        headers: request.headers,
        body: await readBody(request),
        at: Date.now(),
      };
      hits.push(hit);
      const handler = routes.get(`${hit.method} ${hit.path}`);
      if (handler === undefined) {
        sendJson(response, 404, { code: 0, data: null, message: 'not found' });
        return;
      }
      const attempt = hits.filter((other) => other.method === hit.method && other.path === hit.path).length;
      try {
        await handler(hit, response, attempt);
      } catch {
        if (!response.headersSent) sendJson(response, 500, { code: 0, data: null });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    hits,
    hitsOf: (path) => hits.filter((hit) => hit.path === path),
    route: (method, path, handler) => routes.set(`${method} ${path}`, handler),
    reset: () => {
      routes.clear();
      hits.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/**
 * Starts a test server for the calling test file: before its tests, closed after them, and its
 * routes and hits reset before each test (before the file's own `beforeEach` hooks run).
 */
export function useTestServer(): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer();
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(() => {
    current?.reset();
  });
  const running = (): TestServer => {
    if (current === undefined) throw new Error('the test server is used outside a test');
    return current;
  };
  return {
    get origin() {
      return running().origin;
    },
    get hits() {
      return running().hits;
    },
    hitsOf: (path) => running().hitsOf(path),
    route: (method, path, handler) => {
      running().route(method, path, handler);
    },
    reset: () => {
      running().reset();
    },
    close: () => running().close(),
  };
}
