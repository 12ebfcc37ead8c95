// `npm run preview:edge [-- --limit n] [--static-host]`: the site exactly as production serves it, on one port
// (PORT, default 4321; the API keeps API_PORT, default 8787): the embedded API, the origin,
// s3rver holding a fresh export published with the bucket configured, and the generated nginx
// edge in front (scripts/edge/edge-stack.ts). --static-host builds the portal with its assets on
// http://static.localhost:{PORT}, as production's staticPrefix. Ctrl-C stops everything.
import { parseArgs } from 'node:util';
import { startEdgeStack } from './edge-stack.ts';

const { values } = parseArgs({
  options: { limit: { type: 'string' }, 'static-host': { type: 'boolean', default: false } },
});
const limit = values.limit === undefined ? undefined : Number(values.limit);
if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
  console.error('[edge] --limit must be a positive whole number');
  process.exit(2);
}
const stack = await startEdgeStack({
  port: Number(process.env.PORT ?? 4321),
  apiPort: Number(process.env.API_PORT ?? 8787),
  ...(process.env.API_DATA_DIR !== undefined && { apiDataDir: process.env.API_DATA_DIR }),
  ...(limit !== undefined && { limit }),
  staticHost: values['static-host'],
}).catch((error: unknown) => {
  console.error(`[edge] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`[edge] ready: Chinese ${stack.urls.zh}/  English ${stack.urls.en}/`);
console.log(`[edge] behind it: origin ${stack.origin.url}, API ${stack.api.url}, bucket ${stack.s3.url}`);
let stopping = false;
const shutdown = (code: number) => {
  if (stopping) return;
  stopping = true;
  void stack.stop().then(() => process.exit(code));
};
process.on('SIGINT', () => {
  shutdown(130);
});
process.on('SIGTERM', () => {
  shutdown(143);
});
for (const service of [stack.api, stack.origin, stack.s3, stack.edge]) {
  service.child.on('exit', (code) => {
    if (!stopping) console.error(`[edge] ${service.url} stopped (${String(code)}): stopping the rest`);
    shutdown(1);
  });
}
