// Lighthouse with every integration configured (the Public portal scores must hold): chat,
// visit tracing, analytics, tracking, the recorder and Sentry. The vendor scripts come from a
// local stub that answers like a vendor would (small scripts, 200 to every beacon and Sentry
// envelope), so the audit measures our loading strategy, not a third party's network.
// Usage: node scripts/bench/lighthouse-integrations.ts   (after `npm run build`)
import { createServer } from 'node:http';
import { auditPortal } from './lighthouse-run.ts';

const stubPort = 4504;
const stub = `http://127.0.0.1:${String(stubPort)}`;
// Same stand-ins as the observability e2e spec: each records that it ran.
const scripts: Record<string, string> = {
  '/chat.js': 'window.__chatLoaded = performance.now();',
  '/trace.js': 'window.__traceLoaded = performance.now();',
  '/analytics.js': 'window.__analyticsLoaded = performance.now();',
};
let envelopes = 0;
const stubServer = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  response.setHeader('access-control-allow-origin', '*');
  const body = scripts[path];
  if (body !== undefined) {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' }).end(body);
    return;
  }
  request.resume();
  request.on('end', () => {
    if (path.includes('/envelope/')) envelopes += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => stubServer.listen(stubPort, '127.0.0.1', resolve));

try {
  console.log(
    'Lighthouse with every integration configured (chat, visit tracing, analytics, tracking, recorder, Sentry)',
  );
  await auditPortal({
    portalPort: 4505,
    apiPort: 8905,
    dataDir: '.data/bench-integrations',
    extraEnv: {
      SENTRY_DSN: `http://publickey@127.0.0.1:${String(stubPort)}/1`,
      CHAT_SCRIPT_URL: `${stub}/chat.js`,
      VISIT_TRACE_SCRIPT_URL: `${stub}/trace.js`,
      VISIT_TRACE_API_URL: `${stub}/trace-api`,
      ANALYTICS_SCRIPT_URL: `${stub}/analytics.js`,
      TRACKING_URL: '/api/telemetry/events',
      RECORDER_ENABLED: '1',
      RECORDER_UPLOAD_URL: '/api/telemetry/recordings',
    },
  });
  console.log(`Sentry envelopes received by the stub: ${String(envelopes)}`);
} finally {
  stubServer.close();
}
