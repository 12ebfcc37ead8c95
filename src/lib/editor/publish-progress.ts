import type { Publish, PublishProgress } from '../contract/editor-publish.ts';

// Following one publish while its rebuild runs: the console polls GET /api/editor/publishes/{id}
// about every half second until the publish is no longer pending (or two minutes passed), and
// shows where it got: the phase, the figures the rebuild reported, its warnings and failures.

/** How often the console asks for a running publish. */
const publishPollMs = 500;
/** How long the console follows one publish before it points to the publish log instead. */
const publishWatchLimitMs = 120_000;
/** Reads that may fail in a row (a dropped connection) before the watch gives up. */
const maxFailedReads = 3;

/**
 * Where a publish is: waiting (pushed, nothing reported yet), first (the item's own pages are
 * live, the rest still rendering), live, failed, or unsent (no rebuild webhook is configured).
 */
export type PublishPhase = 'waiting' | 'first' | 'live' | 'failed' | 'unsent';

/** The phase of a publish as its status and progress say. */
export function publishPhase(publish: Pick<Publish, 'status' | 'progress'>): PublishPhase {
  if (publish.status === 'pending') return publish.progress === null ? 'waiting' : 'first';
  return publish.status;
}

/** True once a publish will change no more. */
export function publishFinished(publish: Pick<Publish, 'status'>): boolean {
  return publish.status !== 'pending';
}

/** The rebuild's figures as the console shows them. */
export interface PublishFigures {
  rendered: number;
  changed: number;
  removed: number;
  uploaded: number;
  notified: number;
  firstLiveMs: number;
  lastLiveMs: number | null;
}

/** The figures of a progress report. */
export function publishFigures(progress: PublishProgress): PublishFigures {
  return {
    rendered: progress.rendered,
    changed: progress.changed.length,
    removed: progress.removed.length,
    uploaded: progress.uploaded,
    notified: progress.notified,
    firstLiveMs: progress.firstLiveMs,
    lastLiveMs: progress.lastLiveMs,
  };
}

/**
 * Milliseconds as seconds for the figures: two decimals under ten seconds, one above.
 * @example secondsOf(420) // '0.42'
 * @example secondsOf(12_340) // '12.3'
 */
export function secondsOf(ms: number): string {
  return (ms / 1000).toFixed(ms < 10_000 ? 2 : 1);
}

/** How a watch ended: the publish finished, the time limit passed, or the caller stopped it. */
export type WatchEnd = 'finished' | 'timeout' | 'stopped';

/** What a watch needs besides the read (a test passes its own clock). */
export interface WatchOptions {
  intervalMs?: number;
  limitMs?: number;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Reads a publish until it is finished, calling `onUpdate` with every answer. A failed read is
 * tried again on the next tick; the third failure in a row is thrown.
 */
export async function watchPublish(
  read: () => Promise<Publish>,
  onUpdate: (publish: Publish) => void,
  options: WatchOptions = {},
): Promise<WatchEnd> {
  const intervalMs = options.intervalMs ?? publishPollMs;
  const limitMs = options.limitMs ?? publishWatchLimitMs;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const started = now();
  const stopped = () => options.signal?.aborted === true;
  let failed = 0;
  for (;;) {
    if (stopped()) return 'stopped';
    try {
      const publish = await read();
      failed = 0;
      if (stopped()) return 'stopped';
      onUpdate(publish);
      if (publishFinished(publish)) return 'finished';
    } catch (error) {
      failed += 1;
      if (failed >= maxFailedReads) throw error;
    }
    if (now() - started >= limitMs) return 'timeout';
    await sleep(intervalMs);
  }
}
