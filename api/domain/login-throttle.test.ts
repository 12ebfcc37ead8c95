import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { createLoginThrottle, loginThrottleRules, throttleWait } from './login-throttle.ts';

const memory = (prefix: string, points: number, seconds: number) =>
  new RateLimiterMemory({ keyPrefix: prefix, points, duration: seconds });

describe('throttleWait', () => {
  it('waits nothing within the allowance, then 1 s doubling up to the cap', () => {
    const rule = { free: 5, windowSeconds: 900, maxWaitSeconds: 60 };
    expect([5, 6, 7, 8, 12, 40].map((n) => throttleWait(n, rule))).toEqual([0, 1, 2, 4, 60, 60]);
  });
});

describe('createLoginThrottle', () => {
  it('with the production rules, keeps an address known after a login while strangers wait', async () => {
    const throttle = createLoginThrottle(memory, loginThrottleRules);
    await (await throttle.begin('+8613800000001', '198.51.100.7')).succeeded();
    for (let i = 0; i <= loginThrottleRules.account.free; i++)
      await throttle.begin('+8613800000001', `203.0.113.${String(i)}`);
    // The memory store keeps keys with timers: a known pair must outlive this moment.
    await sleep(50);
    await expect(throttle.begin('+8613800000001', '203.0.113.200')).rejects.toMatchObject({ status: 429 });
    await expect(throttle.begin('+8613800000001', '198.51.100.7')).resolves.toBeDefined();
  });
});
