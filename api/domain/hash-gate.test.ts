import { describe, expect, it } from 'vitest';
import { ApiError } from '../server/api-error.ts';
import { HashGate } from './hash-gate.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HashGate', () => {
  it('never runs more than `concurrent` tasks and refuses beyond the queue with a 503', async () => {
    const gate = new HashGate({ concurrent: 2, queue: 3 });
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await pause(20);
      running -= 1;
      return 'done';
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => gate.run(task, 'en')));
    expect(peak).toBe(2);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason as ApiError);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(503);
      expect(error.headers).toEqual({ 'Retry-After': '1' });
    }
    expect(gate.active).toBe(0);
  });

  it('frees its slot when a task throws', async () => {
    const gate = new HashGate({ concurrent: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')), 'zh')).rejects.toThrow('boom');
    expect(gate.active).toBe(0);
    await expect(gate.run(() => Promise.resolve(1), 'zh')).resolves.toBe(1);
  });
});
