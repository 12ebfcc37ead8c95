/** A deterministic pseudo-random source (mulberry32); the same seed gives the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** True with probability p. */
  chance: (p: number) => boolean;
  /** `count` distinct elements (fewer if the list is shorter). */
  sample: <T>(items: readonly T[], count: number) => T[];
}

/** Creates the seeded generator; every seed module derives its own stream from a label. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    sample: <T>(items: readonly T[], count: number) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, count);
    },
  };
}

/** A stable numeric seed for a label, so adding a generator never shifts another's data. */
export function seedFor(label: string, base = 20240601): number {
  let h = base >>> 0;
  for (const ch of label) h = Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0;
  return h;
}
