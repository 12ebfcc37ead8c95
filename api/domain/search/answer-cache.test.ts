import { describe, expect, it } from 'vitest';
import { SearchAnswers } from './answer-cache.ts';

function counted(value: string): { compute: () => Promise<{ value: string }>; calls: () => number } {
  let calls = 0;
  return {
    compute: () => {
      calls += 1;
      return Promise.resolve({ value });
    },
    calls: () => calls,
  };
}

describe('SearchAnswers', () => {
  it('keeps nothing until it listens, then answers a repeated key from memory', async () => {
    const answers = new SearchAnswers();
    const first = counted('a');
    await answers.answer('k', first.compute);
    await answers.answer('k', first.compute);
    expect(first.calls()).toBe(2);
    answers.start();
    await answers.answer('k', first.compute);
    expect(await answers.answer('k', first.compute)).toEqual({ value: 'a' });
    expect(first.calls()).toBe(3);
    expect(answers.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('drops every answer on a change and when it stops listening', async () => {
    const answers = new SearchAnswers();
    answers.start();
    await answers.answer('k', counted('old').compute);
    answers.invalidate();
    expect(await answers.answer('k', counted('new').compute)).toEqual({ value: 'new' });
    answers.stop();
    expect(answers.listening).toBe(false);
    expect(await answers.answer('k', counted('after').compute)).toEqual({ value: 'after' });
  });

  it('does not keep an answer computed while a change was notified', async () => {
    const answers = new SearchAnswers();
    answers.start();
    let finish: (value: { value: string }) => void = () => undefined;
    const slow = answers.answer('k', () => new Promise<{ value: string }>((resolve) => (finish = resolve)));
    // The change commits while the slow answer is read: what it read may be from before it.
    answers.invalidate();
    finish({ value: 'read before the change' });
    expect(await slow).toEqual({ value: 'read before the change' });
    const fresh = counted('read after the change');
    expect(await answers.answer('k', fresh.compute)).toEqual({ value: 'read after the change' });
    expect(fresh.calls()).toBe(1);
  });

  it('shares one computation between concurrent requests for a key, but not across a change', async () => {
    const answers = new SearchAnswers();
    answers.start();
    let calls = 0;
    let finish: (value: { value: number }) => void = () => undefined;
    const compute = () => {
      calls += 1;
      return new Promise<{ value: number }>((resolve) => (finish = resolve));
    };
    const one = answers.answer('k', compute);
    const two = answers.answer('k', compute);
    expect(calls).toBe(1);
    finish({ value: 1 });
    expect(await Promise.all([one, two])).toEqual([{ value: 1 }, { value: 1 }]);

    const before = answers.answer('j', compute);
    answers.invalidate();
    const after = answers.answer('j', compute);
    expect(calls).toBe(3);
    finish({ value: 3 });
    expect(await after).toEqual({ value: 3 });
    void before;
  });

  it('does not keep a failure', async () => {
    const answers = new SearchAnswers();
    answers.start();
    await expect(answers.answer('k', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await answers.answer('k', counted('back').compute)).toEqual({ value: 'back' });
  });

  it('keeps at most `max` answers and none past their time to live', async () => {
    const answers = new SearchAnswers({ max: 2, ttlMs: 50 });
    answers.start();
    for (const key of ['a', 'b', 'c']) await answers.answer(key, counted(key).compute);
    const a = counted('a again');
    expect(await answers.answer('a', a.compute)).toEqual({ value: 'a again' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    const c = counted('c again');
    expect(await answers.answer('c', c.compute)).toEqual({ value: 'c again' });
  });
});
