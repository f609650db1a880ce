import { createHash } from 'node:crypto';

/** Choices a generator makes, all drawn from one stream so the same seed always makes the same market. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, below). */
  below(below: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  chance(probability: number): boolean;
  /** An independent stream for one part of the market, so adding a part does not reshuffle the others. */
  fork(label: string): SeededRandom;
}

/** sfc32 (Chris Doty-Humphrey's small fast counter), seeded from SHA-256 of the label. */
export function seededRandom(seed: string): SeededRandom {
  const digest = createHash('sha256').update(seed).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a freshly keyed sfc32 are still correlated with the key.
  for (let warmUp = 0; warmUp < 12; warmUp += 1) next();
  const below = (limit: number): number => Math.floor(next() * limit);
  const random: SeededRandom = {
    next,
    below,
    between: (min, max) => min + below(max - min + 1),
    pick: <T>(items: readonly T[]): T => {
      const item = items[below(items.length)];
      if (item === undefined) throw new RangeError('Cannot pick from an empty list');
      return item;
    },
    weighted: <T>(items: ReadonlyArray<readonly [T, number]>): T => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items.at(-1);
      if (last === undefined) throw new RangeError('Cannot pick from an empty list');
      return last[0];
    },
    chance: (probability) => next() < probability,
    fork: (label) => seededRandom(`${seed}/${label}`),
  };
  return random;
}
