// A worker thread of the export: loads the built app once and renders the URLs the main
// thread sends, a few at a time (pages wait on the API most of their time).
import { parentPort, workerData } from 'node:worker_threads';
import { loadBuiltApp, renderUrl } from './app.ts';

/** A job from the main thread. */
export interface RenderJob {
  id: number;
  url: string;
}

/** A result for the main thread (the body buffer is transferred, not copied). */
export interface RenderResult {
  id: number;
  status: number;
  body: Uint8Array;
  tags: string[];
  error?: string;
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
const { dist } = workerData as { dist: string };
const render = await loadBuiltApp(dist);

port.on('message', (job: RenderJob) => {
  renderUrl(render, job.url).then(
    (page) => {
      const result: RenderResult = { id: job.id, status: page.status, body: page.body, tags: page.tags };
      port.postMessage(result, [page.body.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const result: RenderResult = {
        id: job.id,
        status: 0,
        body: new Uint8Array(),
        tags: [],
        error: String(error),
      };
      port.postMessage(result);
    },
  );
});
port.postMessage({ ready: true });
