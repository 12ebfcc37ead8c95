// The phases of an export run, each timed and logged as it ends (`[export] phase inventory:
// 1234 ms (...)`), so a slow run says where its time went without a profiler.

/** One finished phase: its name, milliseconds and what it did. */
export interface Phase {
  name: string;
  ms: number;
  detail?: string;
}

/** Times consecutive phases from the process start and logs each on stderr. */
export class PhaseClock {
  readonly phases: Phase[] = [];
  readonly #label: string;
  #last: number;

  /**
   * Starts timing; the first phase, `process start`, is the time from the process start (module
   * loading included) to this call.
   */
  constructor(label: string) {
    this.#label = label;
    this.#last = 0;
    this.end('process start');
  }

  /** Ends the phase that ran since the last call, naming it; answers its milliseconds. */
  end(name: string, detail?: string): number {
    const now = performance.now();
    const ms = now - this.#last;
    this.#last = now;
    this.phases.push({ name, ms, ...(detail !== undefined && { detail }) });
    process.stderr.write(
      `${this.#label} phase ${name}: ${ms.toFixed(0)} ms${detail === undefined ? '' : ` (${detail})`}\n`,
    );
    return ms;
  }
}
