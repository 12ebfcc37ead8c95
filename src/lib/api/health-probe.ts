// The system page's API probe: a bare fetch rather than the API client, whose retries and
// envelope checks would hide the status and latency this page exists to show.

/** Result of probing the API. */
export interface ApiHealth {
  ok: boolean;
  latencyMs: number;
  checkedAt: string;
}

/** Probes GET {apiBase}/api/health within 2 s; never throws. */
export async function checkApiHealth(apiBase: string, timeoutMs = 2000): Promise<ApiHealth> {
  const started = Date.now();
  let ok: boolean;
  try {
    const response = await fetch(new URL('/api/health', apiBase), { signal: AbortSignal.timeout(timeoutMs) });
    ok = response.ok;
  } catch {
    ok = false;
  }
  return { ok, latencyMs: Date.now() - started, checkedAt: new Date().toISOString() };
}
