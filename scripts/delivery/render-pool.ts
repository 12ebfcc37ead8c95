// A pool of worker threads rendering through the built app: one per core, each rendering a
// few pages at a time, so both cores render while the main thread writes files. Work goes out
// in chunks (the variants of a few dozen pages) so a worker can fetch a chunk's API reads in
// batches and the variants of a page share them. A worker that dies (exits, throws outside a
// render, runs out of memory) breaks the pool: every pending render rejects with an error
// naming the URLs that worker was rendering, so the export fails instead of waiting forever.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { addPrefetchStats, noPrefetchStats, type PrefetchStats } from './prefetch.ts';
import type {
  RenderChunk,
  RenderResult,
  RenderResults,
  RenderWorkerData,
  WorkerStats,
} from './render-worker.ts';

/** How a pool is started. */
export interface RenderPoolOptions {
  /** Worker threads (default: one per core). */
  size?: number;
  /** Renders in flight per worker (default 8). */
  inFlight?: number;
  /** API base for the workers' batch reads; none: each page reads the API itself. */
  apiBase?: string;
  /** The worker module (default ./render-worker.ts); tests give a stand-in speaking its protocol. */
  script?: URL;
  /** Heap limits of each worker (default `workerHeapLimits`). */
  heap?: { oldMb: number; youngMb: number };
}

/**
 * Heap limits of a render worker. Left to V8's defaults on large machines, each worker's heap grew
 * to several hundred MB between collections; with these limits V8 collects sooner, for about half
 * the export's peak memory at little cost in speed (docs/benchmarks.md "Export"). What a worker
 * keeps between chunks is its loaded app and small caches, far below the limit; a worker that
 * still ran out would end the export with an error naming its pages, never a partial site.
 */
export const workerHeapLimits = { oldMb: 512, youngMb: 32 } as const;

type WorkerMessage = RenderResults | WorkerStats | { ready: true };

/** One render the main thread waits for. */
interface PendingJob {
  worker: number;
  url: string;
  done: (result: RenderResult) => void;
  fail: (error: Error) => void;
}

/** The error of a pool whose worker died; names the URLs that worker had. */
export class RenderWorkerDied extends Error {
  /** URLs the worker had started rendering (else the ones it had queued). */
  readonly urls: readonly string[];

  constructor(message: string, urls: readonly string[]) {
    super(message);
    this.name = 'RenderWorkerDied';
    this.urls = urls;
  }
}

/** How many URLs an error message lists before counting the rest. */
const listedUrls = 10;

/** Renders URLs on worker threads. */
export class RenderPool {
  readonly #workers: Worker[] = [];
  /** Per worker: the ids + 1 of the jobs its render slots hold (RenderWorkerData.rendering). */
  readonly #rendering: Int32Array[] = [];
  readonly #pending = new Map<number, PendingJob>();
  readonly #load: number[] = [];
  readonly #statsWaiters: { done: (stats: PrefetchStats) => void; fail: (error: Error) => void }[] = [];
  #nextId = 0;
  #closing = false;
  #broken: RenderWorkerDied | undefined;

  /** Starts the workers and waits until each has loaded the app. */
  static async start(dist: string, options: RenderPoolOptions = {}): Promise<RenderPool> {
    const pool = new RenderPool();
    const inFlight = Math.max(1, options.inFlight ?? 8);
    const script = options.script ?? new URL('./render-worker.ts', import.meta.url);
    const size = Math.max(1, options.size ?? availableParallelism());
    try {
      await Promise.all(
        Array.from({ length: size }, (_, index) => {
          const heap = options.heap ?? workerHeapLimits;
          const rendering = new SharedArrayBuffer(inFlight * Int32Array.BYTES_PER_ELEMENT);
          const data: RenderWorkerData = {
            dist,
            rendering,
            ...(options.apiBase !== undefined && { apiBase: options.apiBase }),
          };
          pool.#rendering.push(new Int32Array(rendering));
          const worker = new Worker(script, {
            workerData: data,
            resourceLimits: { maxOldGenerationSizeMb: heap.oldMb, maxYoungGenerationSizeMb: heap.youngMb },
          });
          pool.#workers.push(worker);
          pool.#load.push(0);
          return new Promise<void>((ready, fail) => {
            let started = false;
            worker.on('error', (error) => {
              if (started) pool.#die(index, `threw ${String(error)}`);
              else fail(error instanceof Error ? error : new Error(String(error)));
            });
            worker.on('exit', (code) => {
              if (started) pool.#die(index, `exited with code ${String(code)}`);
              else
                fail(
                  new Error(
                    `render worker ${String(index + 1)} exited with code ${String(code)} while starting`,
                  ),
                );
            });
            worker.on('message', (message: WorkerMessage) => {
              if ('ready' in message) {
                started = true;
                ready();
              } else if (message.type === 'stats') pool.#statsWaiters.shift()?.done(message.prefetch);
              else for (const result of message.results) pool.#settle(index, result);
            });
          });
        }),
      );
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  #settle(worker: number, result: RenderResult): void {
    this.#load[worker] = (this.#load[worker] ?? 1) - 1;
    this.#pending.get(result.id)?.done(result);
    this.#pending.delete(result.id);
  }

  /** A worker is gone: fail every pending render and every later one. */
  #die(worker: number, how: string): void {
    if (this.#closing || this.#broken) return;
    const inSlots = new Set(Array.from(this.#rendering[worker] ?? [], (slot) => slot - 1));
    const mine = [...this.#pending].filter(([, job]) => job.worker === worker);
    const started = mine.filter(([id]) => inSlots.has(id)).map(([, job]) => job.url);
    const urls = started.length > 0 ? started : mine.map(([, job]) => job.url);
    const listed = urls.slice(0, listedUrls).join(', ');
    const more = urls.length > listedUrls ? ` and ${String(urls.length - listedUrls)} more` : '';
    const where =
      urls.length === 0
        ? 'with no page in hand'
        : `${started.length > 0 ? 'while rendering' : 'before rendering its queued pages'} ${listed}${more}`;
    this.#broken = new RenderWorkerDied(`render worker ${String(worker + 1)} ${how} ${where}`, urls);
    for (const job of this.#pending.values()) job.fail(this.#broken);
    this.#pending.clear();
    for (const waiter of this.#statsWaiters.splice(0)) waiter.fail(this.#broken);
  }

  /** Number of worker threads. */
  get size(): number {
    return this.#workers.length;
  }

  /** Renders the URLs of a chunk on the least busy worker; one promise per URL, in order. */
  renderChunk(urls: readonly string[]): Promise<RenderResult>[] {
    const broken = this.#broken;
    if (broken) return urls.map(() => Promise.reject(broken));
    let best = 0;
    for (let index = 1; index < this.#load.length; index += 1) {
      if ((this.#load[index] ?? 0) < (this.#load[best] ?? 0)) best = index;
    }
    this.#load[best] = (this.#load[best] ?? 0) + urls.length;
    const chunk: RenderChunk = { type: 'chunk', jobs: urls.map((url) => ({ id: this.#nextId++, url })) };
    const results = chunk.jobs.map(
      (job) =>
        new Promise<RenderResult>((done, fail) =>
          this.#pending.set(job.id, { worker: best, url: job.url, done, fail }),
        ),
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
    if (this.#broken) throw this.#broken;
    const all = await Promise.all(
      this.#workers.map((worker) => {
        const answer = new Promise<PrefetchStats>((done, fail) => this.#statsWaiters.push({ done, fail }));
        worker.postMessage({ type: 'stats' });
        return answer;
      }),
    );
    return all.reduce(addPrefetchStats, noPrefetchStats);
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}
