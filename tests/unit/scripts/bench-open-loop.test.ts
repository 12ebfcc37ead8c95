import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop } from '../../../scripts/bench/open-loop.ts';

let server: Server | undefined;

async function closeServer(): Promise<void> {
  const open = server;
  server = undefined;
  if (open !== undefined) await new Promise((resolve) => open.close(resolve));
}

afterEach(closeServer);

/** A server that answers after `holdMs`, 404 for /missing; it counts requests and the most at once. */
async function holdingServer(
  holdMs: number,
): Promise<{ origin: string; seen: () => { total: number; most: number } }> {
  let open = 0;
  let most = 0;
  let total = 0;
  server = createServer((request, response) => {
    total += 1;
    open += 1;
    most = Math.max(most, open);
    setTimeout(() => {
      open -= 1;
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.end('{}');
    }, holdMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${String(port)}`, seen: () => ({ total, most }) };
}

describe('open-loop load', () => {
  it('sends rate × duration requests, counts the answers that are not 2xx and uses at most `connections`', async () => {
    const { origin, seen } = await holdingServer(5);
    let k = 0;
    const result = await openLoop({
      origin,
      rate: 100,
      durationS: 1,
      connections: 4,
      nextPath: () => (k++ % 10 === 0 ? '/missing' : '/'),
    });
    expect(result.sent).toBe(100);
    expect(seen().total).toBe(100);
    expect(result.non2xx).toBe(10);
    expect(result.errors).toBe(0);
    expect(seen().most).toBeLessThanOrEqual(4);
  });

  it('times each request from when it was due, so waiting for a busy connection counts', async () => {
    // Two connections each held 100 ms serve 20 requests a second; 50 are due in that second.
    const { origin } = await holdingServer(100);
    const result = await openLoop({ origin, rate: 50, durationS: 1, connections: 2, nextPath: () => '/' });
    expect(result.p50).toBeGreaterThanOrEqual(100);
    // The last of the 50 waits for 24 earlier rounds of 100 ms after being due within the second.
    expect(result.p99).toBeGreaterThanOrEqual(1_400);
    expect(result.rps).toBeLessThan(50);
  });

  it('counts a refused connection as an error', async () => {
    const { origin } = await holdingServer(0);
    await closeServer();
    const result = await openLoop({ origin, rate: 20, durationS: 0.5, connections: 2, nextPath: () => '/' });
    expect(result.errors).toBe(10);
    expect(Number.isNaN(result.p50)).toBe(true);
  });
});
