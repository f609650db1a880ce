/** How close to the sheet's leading edge (or on its handle) a press must land to start a swipe, in px. */
export const swipeAreaPx = 20;

/** A release faster than this in either direction decides by its direction alone, in px/s. */
export const flingVelocityPxPerSecond = 450;

/** A slower release closes the sheet once it has been dragged past this share of its size. */
export const closeThreshold = 0.52;

/** Only the last moments of a drag say how fast the finger was moving when it let go. */
export const releaseWindowMs = 100;

/** A drag shorter than this is a tap: the handle's own press still counts. */
export const tapSlopPx = 4;

/** One pointer position along the closing direction (growing towards closed), and when it was seen. */
export interface DragSample {
  position: number;
  time: number;
}

export interface SwipeRelease {
  /** How far the sheet was dragged towards closed, in px; negative when pushed the other way. */
  travelled: number;
  /** The sheet's size along the closing direction, in px. */
  size: number;
  /** Speed towards closed at release, in px/s; negative when moving back open. */
  velocity: number;
}

export function startsSwipe(distanceFromLeadingEdge: number): boolean {
  return distanceFromLeadingEdge >= 0 && distanceFromLeadingEdge <= swipeAreaPx;
}

/** Speed over the samples of the last {@link releaseWindowMs}; samples are in time order, the release last. */
export function releaseVelocity(samples: readonly DragSample[]): number {
  const last = samples.at(-1);
  if (!last) return 0;
  const recent = samples.filter((sample) => sample.time >= last.time - releaseWindowMs);
  const first = recent[0];
  if (!first || last.time <= first.time) return 0;
  return ((last.position - first.position) / (last.time - first.time)) * 1000;
}

/** Whether a released swipe closes the sheet (true) or lets it snap back open (false). */
export function shouldDismiss({ travelled, size, velocity }: SwipeRelease): boolean {
  if (Math.abs(velocity) > flingVelocityPxPerSecond) return velocity > 0;
  return size > 0 && travelled / size > closeThreshold;
}
