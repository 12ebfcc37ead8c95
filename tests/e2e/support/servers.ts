// Helpers for the specs that start their own portal and API processes beside the shared ones.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A port nobody listens on right now (the OS picks it), so parallel runs never collide. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
  return port;
}

/** Waits until `url` answers with a 2xx status, polling every 300 ms. */
export async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}
