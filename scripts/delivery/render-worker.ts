// A worker thread of the export: loads the built app once and renders the chunks of URLs the
// main thread sends. Before rendering a chunk it fetches the chunk's detail reads in batches
// (scripts/delivery/prefetch.ts); the renders of several chunks share its render slots (pages
// wait on the API part of their time), so one chunk's batches load while another renders.
import { parentPort, workerData } from 'node:worker_threads';
import { installPrefetchedResponses } from '../../src/lib/api/prefetched.ts';
import { loadBuiltApp, renderUrl } from './app.ts';
import { ExportPrefetcher, noPrefetchStats, type PrefetchStats } from './prefetch.ts';

/** A chunk of URLs from the main thread (the variants of the same pages, kept together). */
export interface RenderChunk {
  type: 'chunk';
  jobs: { id: number; url: string }[];
}

/** A rendered URL for the main thread. */
export interface RenderResult {
  id: number;
  status: number;
  body: Uint8Array;
  tags: string[];
  /** `type:id` entities whose content rendered as a notice (the page still counts as rendered). */
  warnings: string[];
  error?: string;
}

/** Results for the main thread, several per message (the body buffers are transferred, not copied). */
export interface RenderResults {
  type: 'results';
  results: RenderResult[];
}

/** What a worker has counted, sent when the main thread asks before closing. */
export interface WorkerStats {
  type: 'stats';
  prefetch: PrefetchStats;
}

/** Settings of a worker. */
export interface RenderWorkerData {
  dist: string;
  /** API base for batch reads; none: every page reads the API itself. */
  apiBase?: string;
  /**
   * One Int32 per render slot (as many as renders in flight in this worker): the id + 1 of the job a slot is rendering, 0
   * when free. Shared with the main thread, which reads it only if this worker dies, to name the
   * pages it was rendering, without a message per render, which showed in a worker's CPU profile.
   */
  rendering: SharedArrayBuffer;
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
const settings = workerData as RenderWorkerData;
const prefetcher = settings.apiBase === undefined ? undefined : new ExportPrefetcher(settings.apiBase);
if (prefetcher) installPrefetchedResponses(prefetcher);
const render = await loadBuiltApp(settings.dist);

// Render slots shared by every chunk of this worker; each notes its job in `rendering`.
const rendering = new Int32Array(settings.rendering);
const freeSlots = Array.from({ length: rendering.length }, (_, index) => index);
const waiting: ((slot: number) => void)[] = [];
async function inSlot<T>(id: number, work: () => Promise<T>): Promise<T> {
  const at = freeSlots.pop() ?? (await new Promise<number>((ready) => waiting.push(ready)));
  Atomics.store(rendering, at, id + 1);
  try {
    return await work();
  } finally {
    Atomics.store(rendering, at, 0);
    const next = waiting.shift();
    if (next) next(at);
    else freeSlots.push(at);
  }
}

// Results go to the main thread a few at a time: a message per render showed in a worker's CPU
// profile. A result waits for company while other renders are under way, at most
// `sendWithinMs`; when this worker has nothing left to render they go at once (a caller
// waiting for them may have nothing else to send it).
const resultsPerMessage = 32;
const sendWithinMs = 5;
const outbox: RenderResult[] = [];
let sendTimer: NodeJS.Timeout | undefined;

function send(result: RenderResult): void {
  outbox.push(result);
  const idle = freeSlots.length === rendering.length;
  if (idle || outbox.length >= resultsPerMessage) sendOutbox();
  else sendTimer ??= setTimeout(sendOutbox, sendWithinMs);
}

function sendOutbox(): void {
  clearTimeout(sendTimer);
  sendTimer = undefined;
  if (outbox.length === 0) return;
  const message: RenderResults = { type: 'results', results: outbox.splice(0) };
  const buffers = new Set(message.results.map((result) => result.body.buffer as ArrayBuffer));
  port?.postMessage(message, [...buffers]);
}

async function renderJob(job: { id: number; url: string }): Promise<void> {
  try {
    const page = await inSlot(job.id, () => renderUrl(render, job.url));
    send({ id: job.id, status: page.status, body: page.body, tags: page.tags, warnings: page.warnings });
  } catch (error) {
    send({ id: job.id, status: 0, body: new Uint8Array(), tags: [], warnings: [], error: String(error) });
  }
}

async function renderChunk(chunk: RenderChunk): Promise<void> {
  const keys = prefetcher ? await prefetcher.load(chunk.jobs.map((job) => new URL(job.url).pathname)) : [];
  await Promise.all(chunk.jobs.map(renderJob));
  prefetcher?.release(keys);
}

port.on('message', (message: RenderChunk | { type: 'stats' }) => {
  if (message.type === 'stats') {
    const stats: WorkerStats = {
      type: 'stats',
      prefetch: prefetcher?.stats ?? noPrefetchStats,
    };
    port.postMessage(stats);
    return;
  }
  void renderChunk(message);
});
port.postMessage({ ready: true });
