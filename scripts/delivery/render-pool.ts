// A pool of worker threads rendering through the built app: one per core, each rendering a
// few pages at a time, so both cores render while the main thread writes files. Work goes out
// in chunks (the variants of a few dozen pages) so a worker can fetch a chunk's API reads in
// batches and the variants of a page share them.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { addPrefetchStats, noPrefetchStats, type PrefetchStats } from './prefetch.ts';
import type { RenderChunk, RenderResult, RenderWorkerData, WorkerStats } from './render-worker.ts';

/** How a pool is started. */
export interface RenderPoolOptions {
  /** Worker threads (default: one per core). */
  size?: number;
  /** Renders in flight per worker (default 8). */
  inFlight?: number;
  /** API base for the workers' batch reads; none: each page reads the API itself. */
  apiBase?: string;
}

type WorkerMessage = RenderResult | WorkerStats | { ready: true };

/** Renders URLs on worker threads. */
export class RenderPool {
  readonly #workers: Worker[] = [];
  readonly #pending = new Map<number, (result: RenderResult) => void>();
  readonly #load: number[] = [];
  readonly #statsWaiters: ((stats: PrefetchStats) => void)[] = [];
  #nextId = 0;

  /** Starts the workers and waits until each has loaded the app. */
  static async start(dist: string, options: RenderPoolOptions = {}): Promise<RenderPool> {
    const pool = new RenderPool();
    const data: RenderWorkerData = {
      dist,
      inFlight: options.inFlight ?? 8,
      ...(options.apiBase !== undefined && { apiBase: options.apiBase }),
    };
    const size = Math.max(1, options.size ?? availableParallelism());
    await Promise.all(
      Array.from({ length: size }, (_, index) => {
        const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: data });
        pool.#workers.push(worker);
        pool.#load.push(0);
        return new Promise<void>((ready, fail) => {
          worker.once('error', fail);
          worker.on('message', (message: WorkerMessage) => {
            if ('ready' in message) ready();
            else if (message.type === 'stats') pool.#statsWaiters.shift()?.(message.prefetch);
            else pool.#settle(index, message);
          });
        });
      }),
    );
    return pool;
  }

  #settle(worker: number, result: RenderResult): void {
    this.#load[worker] = (this.#load[worker] ?? 1) - 1;
    this.#pending.get(result.id)?.(result);
    this.#pending.delete(result.id);
  }

  /** Number of worker threads. */
  get size(): number {
    return this.#workers.length;
  }

  /** Renders the URLs of a chunk on the least busy worker; one promise per URL, in order. */
  renderChunk(urls: readonly string[]): Promise<RenderResult>[] {
    let best = 0;
    for (let index = 1; index < this.#load.length; index += 1) {
      if ((this.#load[index] ?? 0) < (this.#load[best] ?? 0)) best = index;
    }
    this.#load[best] = (this.#load[best] ?? 0) + urls.length;
    const chunk: RenderChunk = { type: 'chunk', jobs: urls.map((url) => ({ id: this.#nextId++, url })) };
    const results = chunk.jobs.map(
      (job) => new Promise<RenderResult>((done) => this.#pending.set(job.id, done)),
    );
    this.#workers[best]?.postMessage(chunk);
    return results;
  }

  /** Renders one URL. */
  render(url: string): Promise<RenderResult> {
    const [result] = this.renderChunk([url]);
    if (!result) throw new Error('renderChunk returned no result');
    return result;
  }

  /** The batch-read counters of every worker, summed. */
  async prefetchStats(): Promise<PrefetchStats> {
    const all = await Promise.all(
      this.#workers.map((worker) => {
        const answer = new Promise<PrefetchStats>((done) => this.#statsWaiters.push(done));
        worker.postMessage({ type: 'stats' });
        return answer;
      }),
    );
    return all.reduce(addPrefetchStats, noPrefetchStats);
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}
