// Same-origin access to the API for islands: the browser calls /api/... and /ossApi/... on
// the portal's own origin (no CORS, both editions alike) and this forwards them to the
// environment's API base, streaming bodies both ways.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Paths that are forwarded to the API: its calls, /ossApi files and /oss object storage. */
export function isProxiedPath(url: string | undefined): boolean {
  return url !== undefined && /^\/(api|ossApi|oss)(\/|$)/.test(url);
}

/** Headers that describe one hop and must not be forwarded. */
const hopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** Forwards one request to the API base; answers the spec's envelope with 503 when the API is unreachable. */
export function proxyToApi(apiBase: string, req: IncomingMessage, res: ServerResponse): void {
  const target = new URL(req.url ?? '/', apiBase);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !hopHeaders.has(name)) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method ?? 'GET', headers, timeout: 15_000 }, (response) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !hopHeaders.has(name)) out[name] = value;
    }
    res.writeHead(response.statusCode ?? 502, out);
    response.pipe(res);
  });
  const fail = () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '30' });
    res.end(
      JSON.stringify({ code: 0, data: null, message: 'API unavailable', errorMessage: 'API unavailable' }),
    );
  };
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
  upstream.on('error', fail);
  req.pipe(upstream);
}
