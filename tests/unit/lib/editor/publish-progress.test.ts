import { describe, expect, it } from 'vitest';
import type { Publish, PublishProgress } from '../../../../src/lib/contract/editor-publish.ts';
import {
  publishFigures,
  publishFinished,
  publishPhase,
  secondsOf,
  watchPublish,
} from '../../../../src/lib/editor/publish-progress.ts';

const progress = (over: Partial<PublishProgress> = {}): PublishProgress => ({
  phase: 'first',
  rendered: 3,
  changed: ['zh/news/11.html', 'en/news/11.html'],
  removed: [],
  uploaded: 2,
  notified: 0,
  warnings: [],
  failures: [],
  noExport: false,
  firstLiveMs: 180,
  lastLiveMs: null,
  ...over,
});

const publish = (over: Partial<Publish> = {}): Publish => ({
  id: 7,
  changeId: 70,
  action: 'save',
  entity: 'news',
  entityId: 11,
  userId: 2,
  editor: 'Editor',
  cacheTags: ['news:11'],
  status: 'pending',
  progress: null,
  at: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  ...over,
});

describe('publishPhase', () => {
  it('names each state of a publish', () => {
    expect(publishPhase(publish())).toBe('waiting');
    expect(publishPhase(publish({ progress: progress() }))).toBe('first');
    expect(publishPhase(publish({ status: 'live', progress: progress({ phase: 'done' }) }))).toBe('live');
    expect(publishPhase(publish({ status: 'failed' }))).toBe('failed');
    expect(publishPhase(publish({ status: 'unsent' }))).toBe('unsent');
    expect(publishFinished(publish())).toBe(false);
    expect(publishFinished(publish({ status: 'unsent' }))).toBe(true);
  });
});

describe('publishFigures', () => {
  it('counts pages and keeps the times', () => {
    expect(publishFigures(progress({ removed: ['zh/news/11.html'], notified: 4, lastLiveMs: 950 }))).toEqual({
      rendered: 3,
      changed: 2,
      removed: 1,
      uploaded: 2,
      notified: 4,
      firstLiveMs: 180,
      lastLiveMs: 950,
    });
  });
  it('gives seconds with two decimals under ten seconds, one above', () => {
    expect(secondsOf(420)).toBe('0.42');
    expect(secondsOf(0)).toBe('0.00');
    expect(secondsOf(12_340)).toBe('12.3');
  });
});

/** A clock that only moves when the watch sleeps. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: (ms: number) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

describe('watchPublish', () => {
  it('polls every interval until the publish is finished, reporting each answer', async () => {
    const answers = [publish(), publish({ progress: progress() }), publish({ status: 'live' })];
    const seen: string[] = [];
    const clock = fakeClock();
    const end = await watchPublish(
      () => Promise.resolve(answers.shift() ?? publish({ status: 'failed' })),
      (row) => seen.push(publishPhase(row)),
      { ...clock, intervalMs: 500 },
    );
    expect(end).toBe('finished');
    expect(seen).toEqual(['waiting', 'first', 'live']);
    expect(clock.sleeps).toEqual([500, 500]);
  });

  it('stops after the time limit when the publish stays pending', async () => {
    const clock = fakeClock();
    let reads = 0;
    const end = await watchPublish(
      () => {
        reads += 1;
        return Promise.resolve(publish());
      },
      () => undefined,
      { ...clock, intervalMs: 500, limitMs: 120_000 },
    );
    expect(end).toBe('timeout');
    expect(reads).toBe(241);
  });

  it('survives a failed read and throws the third in a row', async () => {
    const clock = fakeClock();
    let reads = 0;
    const flaky = () => {
      reads += 1;
      return reads === 1
        ? Promise.reject(new Error('dropped'))
        : Promise.resolve(publish({ status: 'live' }));
    };
    await expect(watchPublish(flaky, () => undefined, clock)).resolves.toBe('finished');
    const broken = () => Promise.reject(new Error('down'));
    await expect(watchPublish(broken, () => undefined, fakeClock())).rejects.toThrow('down');
  });

  it('stops when its signal is aborted, reporting nothing more', async () => {
    const controller = new AbortController();
    const seen: Publish[] = [];
    const end = await watchPublish(
      () => {
        controller.abort();
        return Promise.resolve(publish());
      },
      (row) => seen.push(row),
      { ...fakeClock(), signal: controller.signal },
    );
    expect(end).toBe('stopped');
    expect(seen).toEqual([]);
  });
});
