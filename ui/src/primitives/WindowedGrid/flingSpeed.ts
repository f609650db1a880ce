/**
 * Faster than this the reader is travelling, not reading: about three laptop screens a second. A wheel or a
 * trackpad read slowly stays well under it; a fling or a dragged scrollbar goes past it.
 */
export const flingPxPerMs = 2.4;

export interface ScrollSample {
  readonly offset: number;
  readonly at: number;
}

/** Whether the window moved from `before` to `now` at a fling's speed. */
export function isFlingBetween(before: ScrollSample | undefined, now: ScrollSample): boolean {
  if (before === undefined || now.at <= before.at) return false;
  return Math.abs(now.offset - before.offset) / (now.at - before.at) > flingPxPerMs;
}
