// A pool of worker threads rendering through the built app: one per core, each with a few
// renders in flight, so both cores render while the main thread writes files.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderJob, RenderResult } from './render-worker.ts';

/** Renders URLs on worker threads. */
export class RenderPool {
  readonly #workers: Worker[] = [];
  readonly #pending = new Map<number, (result: RenderResult) => void>();
  readonly #load: number[] = [];
  #nextId = 0;

  /** Starts the workers and waits until each has loaded the app. */
  static async start(dist: string, size = availableParallelism()): Promise<RenderPool> {
    const pool = new RenderPool();
    await Promise.all(
      Array.from({ length: Math.max(1, size) }, (_, index) => {
        const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { dist } });
        pool.#workers.push(worker);
        pool.#load.push(0);
        return new Promise<void>((ready, fail) => {
          worker.once('error', fail);
          worker.on('message', (message: RenderResult | { ready: true }) => {
            if ('ready' in message) {
              ready();
              return;
            }
            pool.#load[index] = (pool.#load[index] ?? 1) - 1;
            pool.#pending.get(message.id)?.(message);
            pool.#pending.delete(message.id);
          });
        });
      }),
    );
    return pool;
  }

  /** Number of worker threads. */
  get size(): number {
    return this.#workers.length;
  }

  /** Renders one URL on the least busy worker. */
  render(url: string): Promise<RenderResult> {
    const id = this.#nextId++;
    let best = 0;
    for (let index = 1; index < this.#load.length; index += 1) {
      if ((this.#load[index] ?? 0) < (this.#load[best] ?? 0)) best = index;
    }
    this.#load[best] = (this.#load[best] ?? 0) + 1;
    const job: RenderJob = { id, url };
    return new Promise((done) => {
      this.#pending.set(id, done);
      this.#workers[best]?.postMessage(job);
    });
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}
