// Silent polling of a payment status: every `intervalMs` until the check says it is settled,
// the deadline passes or the caller stops it. Failed checks are retried at the next tick (the
// payer may be offline for a moment); the page never shows an error for one failed check.

/** Options of pollUntil. */
export interface PollOptions<T> {
  check: (signal: AbortSignal) => Promise<T>;
  settled: (value: T) => boolean;
  onValue: (value: T) => void;
  onTimeout: () => void;
  intervalMs?: number;
  timeoutMs?: number;
}

/** Interval between two pay-status checks. */
const payStatusIntervalMs = 2000;
/** How long a result page waits for the gateway: the life of a payment (15 minutes). */
const payStatusTimeoutMs = 15 * 60 * 1000;

/** Starts polling; returns a function that stops it (and aborts a check in flight). */
export function pollUntil<T>(options: PollOptions<T>): () => void {
  const interval = options.intervalMs ?? payStatusIntervalMs;
  const deadline = Date.now() + (options.timeoutMs ?? payStatusTimeoutMs);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Read through a function: TypeScript would narrow a plain flag across the awaits.
  const state = { stopped: false };
  const isStopped = (): boolean => state.stopped;

  const tick = async (): Promise<void> => {
    if (isStopped()) return;
    try {
      const value = await options.check(controller.signal);
      if (isStopped()) return;
      options.onValue(value);
      if (options.settled(value)) return;
    } catch {
      if (isStopped()) return;
    }
    if (Date.now() >= deadline) {
      options.onTimeout();
      return;
    }
    timer = setTimeout(() => void tick(), interval);
  };
  void tick();
  return () => {
    state.stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    controller.abort();
  };
}
