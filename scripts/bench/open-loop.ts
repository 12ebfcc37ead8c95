// A steady open-loop load: request k is due at start + k / rate whatever the earlier ones are
// doing, over at most `connections` kept-alive connections, and its latency counts from when it
// was due, so time spent waiting for a free connection, or for the generator itself, is latency
// too (no coordinated omission). This is what "p99 at 200 requests/s" means.
//
// autocannon's rate mode measures something else: each connection may send rate / connections
// requests per second and sends them back to back as soon as the second starts, so its 20
// connections make a burst of 20 concurrent requests at the start of every second and then stay
// idle; and it "corrects" its latencies with an expected interval of ceil(1 / rate) = 1 ms, adding
// made-up samples below every slow one. Its figures are kept for comparison (npm run bench -- api
// --generator autocannon).
import { Agent, request } from 'node:http';
import { percentile } from './stats.ts';

export interface OpenLoopOptions {
  /** Where to send, e.g. http://127.0.0.1:8080 (HTTP only). */
  origin: string;
  /** Requests per second. */
  rate: number;
  /** How long requests are started for, in seconds. */
  durationS: number;
  /** The most connections open at once; a request due while all are busy waits for one. */
  connections: number;
  /** The path of the next request. */
  nextPath: () => string;
  headers?: Record<string, string>;
  /** A request not answered within this many ms counts as an error. */
  timeoutMs?: number;
}

export interface OpenLoopResult {
  /** Requests started. */
  sent: number;
  /** Answered requests per second: answers over the time from the first due to the last answer. */
  rps: number;
  /** Latency percentiles of the 2xx answers, ms from when each was due. */
  p50: number;
  p99: number;
  /** Requests that failed (connection error or timeout) and answers that were not 2xx. */
  errors: number;
  non2xx: number;
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Runs one steady load and answers its figures once every request has ended. */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let answered = 0;
  let lastAnswer = 0;
  const pending: Promise<void>[] = [];

  const send = (path: string, due: number): Promise<void> =>
    new Promise((resolve) => {
      let finished = false;
      // Once per request: a timeout after the answer began would otherwise count it twice.
      const finish = (ok: boolean, status: number): void => {
        if (finished) return;
        finished = true;
        const now = performance.now();
        if (!ok) errors += 1;
        else {
          answered += 1;
          lastAnswer = Math.max(lastAnswer, now);
          if (status >= 200 && status < 300) latencies.push(now - due);
          else non2xx += 1;
        }
        resolve();
      };
      const outgoing = request(
        `${options.origin}${path}`,
        { agent, headers: options.headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            finish(true, response.statusCode ?? 0);
          });
          response.on('error', () => {
            finish(false, 0);
          });
        },
      );
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', () => {
        finish(false, 0);
      });
      outgoing.end();
    });

  const start = performance.now();
  const total = Math.round(options.rate * options.durationS);
  for (let k = 0; k < total; k += 1) {
    const due = start + (k * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(send(options.nextPath(), due));
  }
  await Promise.all(pending);
  agent.destroy();
  const elapsedS = (Math.max(lastAnswer, start) - start) / 1000;
  return {
    sent: total,
    rps: elapsedS > 0 ? Math.round(answered / elapsedS) : 0,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
    non2xx,
  };
}
