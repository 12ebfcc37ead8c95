// A one-line progress report (count, rate, ETA) for long runs, at most once a second.

/** Formats seconds as `1m05s` or `42s`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${String(minutes)}m${String(whole % 60).padStart(2, '0')}s` : `${String(whole)}s`;
}

/** Tracks done/total and prints `label 1200/9192 (13%) 310/s ETA 26s` on stderr. */
export class Progress {
  readonly #label: string;
  readonly #total: number;
  readonly #started = performance.now();
  #done = 0;
  #lastPrint = 0;

  /** Starts a report of `total` steps. */
  constructor(label: string, total: number) {
    this.#label = label;
    this.#total = total;
  }

  /** Seconds since the start. */
  get elapsed(): number {
    return (performance.now() - this.#started) / 1000;
  }

  /** Steps per second so far. */
  get rate(): number {
    return this.#done / Math.max(this.elapsed, 1e-3);
  }

  /** Counts steps and prints when a second has passed since the last line. */
  tick(steps = 1): void {
    this.#done += steps;
    const now = performance.now();
    if (now - this.#lastPrint < 1000 && this.#done < this.#total) return;
    this.#lastPrint = now;
    const percent = this.#total === 0 ? 100 : Math.floor((this.#done / this.#total) * 100);
    const eta = formatDuration((this.#total - this.#done) / Math.max(this.rate, 1e-6));
    process.stderr.write(
      `${this.#label} ${String(this.#done)}/${String(this.#total)} (${String(percent)}%) ${this.rate.toFixed(0)}/s ETA ${eta}\n`,
    );
  }
}
