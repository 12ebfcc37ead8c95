// Remote work in bulk, bounded: retries with backoff for transient failures, and a fixed number
// of tasks in flight. Publishing, rebuilds, exports and search pings all go through these.

/** Whether an error is worth another attempt (network, throttling, server side). */
function isRetryable(error: unknown): boolean {
  // S3 errors carry the HTTP status in $metadata; other HTTP calls (search pings) in `status`.
  const failed = error as { $metadata?: { httpStatusCode?: number }; status?: unknown };
  const status = typeof failed.status === 'number' ? failed.status : failed.$metadata?.httpStatusCode;
  if (status === undefined) return true;
  return status >= 500 || status === 429 || status === 408;
}

/** Runs `task` up to `attempts` times with exponential backoff and jitter. */
export async function withRetry<T>(
  task: () => Promise<T>,
  attempts: number,
  onRetry: () => void,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      onRetry();
      const delay = 200 * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((done) => setTimeout(done, delay));
    }
  }
}

/** Runs tasks with at most `limit` at a time. */
export async function mapLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
