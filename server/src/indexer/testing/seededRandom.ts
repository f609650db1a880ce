/** A small fast generator (mulberry32) with the picks a chain generator needs: the same seed, the same chain. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (limit: number) => Math.floor(next() * limit);
  const bytes = (length: number) => Uint8Array.from({ length }, () => below(256));
  const one = <T>(items: readonly T[]): T => {
    const item = items[below(items.length)];
    if (item === undefined) throw new Error('Nothing to pick from');
    return item;
  };
  return { next, below, bytes, one };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
