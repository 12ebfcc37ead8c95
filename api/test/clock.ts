/** A clock tests can move forward (SMS expiry and rate limits). */
export function createClock(start = Date.now()): { now: () => Date; advance: (ms: number) => void } {
  let current = start;
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
