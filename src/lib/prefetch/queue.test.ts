import { describe, expect, it } from 'vitest';
import { MAX_PREFETCH_IN_FLIGHT, createPrefetchQueue, prefetchUrl } from './queue.ts';

/** A load whose calls stay pending until released, recording what ran and the most at once. */
function controlledLoad() {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  let running = 0;
  let peak = 0;
  const load = (url: string) =>
    new Promise<void>((resolve) => {
      started.push(url);
      running += 1;
      peak = Math.max(peak, running);
      pending.set(url, () => {
        running -= 1;
        resolve();
      });
    });
  const release = async (url: string) => {
    pending.get(url)?.();
    pending.delete(url);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { load, release, started, peak: () => peak };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPrefetchQueue', () => {
  it('keeps at most 4 prefetches in flight and starts the next as one settles', async () => {
    const control = controlledLoad();
    const queue = createPrefetchQueue(control.load);
    for (let index = 1; index <= 10; index += 1) queue.add(`/p${String(index)}`);
    await tick();
    expect(MAX_PREFETCH_IN_FLIGHT).toBe(4);
    expect(control.started).toEqual(['/p1', '/p2', '/p3', '/p4']);
    expect(queue.waiting).toBe(6);
    await control.release('/p2');
    expect(control.started).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5']);
    for (const url of ['/p1', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10'])
      await control.release(url);
    expect(control.started).toHaveLength(10);
    expect(control.peak()).toBe(4);
    expect(queue.inFlight).toBe(0);
  });

  it('prefetches a URL once, and puts a hovered one before those waiting', async () => {
    const control = controlledLoad();
    const queue = createPrefetchQueue(control.load, 1);
    queue.add('/a');
    queue.add('/b');
    queue.add('/c');
    queue.add('/a');
    queue.add('/c', true);
    queue.add('/d', true);
    await tick();
    for (const url of ['/a', '/d', '/c', '/b']) await control.release(url);
    expect(control.started).toEqual(['/a', '/d', '/c', '/b']);
  });

  it('frees the slot of a load that failed', async () => {
    let calls = 0;
    const queue = createPrefetchQueue(() => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    }, 1);
    queue.add('/a');
    queue.add('/b');
    await tick();
    await tick();
    expect(calls).toBe(2);
    expect(queue.inFlight).toBe(0);
  });
});

describe('prefetchUrl', () => {
  const page = new URL('https://www.expoportal.cn/exhibition/');
  it('answers pages of this origin that the bucket serves, without the fragment', () => {
    expect(prefetchUrl('/exhibition/1.html#tickets', page)).toBe(
      'https://www.expoportal.cn/exhibition/1.html',
    );
    expect(prefetchUrl('/en/information/', page)).toBe('https://www.expoportal.cn/en/information/');
  });
  it('leaves out other hosts, the page itself, queries and what the origin or the API answers', () => {
    for (const href of [
      'https://hotel.expoportal.cn/',
      '/exhibition/',
      '/exhibition/#top',
      '/exhibition/?page=2',
      '/locale/en',
      '/login?redirect=%2F',
      '/manager/ticket-my',
      '/api/lookups',
      '/ticket/1.html',
      'mailto:a@b.c',
      'http://[bad',
    ])
      expect(prefetchUrl(href, page)).toBeUndefined();
  });
});
