import { describe, expect, it } from 'vitest';
import {
  closeThreshold,
  flingVelocityPxPerSecond,
  releaseVelocity,
  shouldDismiss,
  startsSwipe,
  swipeAreaPx,
} from './swipeDecision';

describe('the swipe constants of the spec', () => {
  it('start within 20 px, fling at 450 px/s, close past 52%', () => {
    expect(swipeAreaPx).toBe(20);
    expect(flingVelocityPxPerSecond).toBe(450);
    expect(closeThreshold).toBe(0.52);
  });
});

describe('startsSwipe', () => {
  it('accepts presses from the leading edge up to 20 px in', () => {
    expect(startsSwipe(0)).toBe(true);
    expect(startsSwipe(12)).toBe(true);
    expect(startsSwipe(20)).toBe(true);
  });

  it('refuses presses deeper in the sheet or outside it', () => {
    expect(startsSwipe(20.5)).toBe(false);
    expect(startsSwipe(200)).toBe(false);
    expect(startsSwipe(-1)).toBe(false);
  });
});

describe('releaseVelocity', () => {
  it('is zero without movement in time', () => {
    expect(releaseVelocity([])).toBe(0);
    expect(releaseVelocity([{ position: 10, time: 5 }])).toBe(0);
    expect(
      releaseVelocity([
        { position: 10, time: 5 },
        { position: 40, time: 5 },
      ]),
    ).toBe(0);
  });

  it('measures px per second over the last 100 ms only', () => {
    const samples = [
      { position: 0, time: 0 },
      { position: 300, time: 50 },
      { position: 310, time: 400 },
      { position: 340, time: 450 },
      { position: 350, time: 500 },
    ];
    // From 400 ms to 500 ms: 40 px in 0.1 s.
    expect(releaseVelocity(samples)).toBeCloseTo(400);
  });

  it('is negative when the finger moves back towards open', () => {
    expect(
      releaseVelocity([
        { position: 100, time: 0 },
        { position: 40, time: 60 },
      ]),
    ).toBeCloseTo(-1000);
  });

  it('is zero when the finger rested before letting go', () => {
    expect(
      releaseVelocity([
        { position: 100, time: 0 },
        { position: 100, time: 300 },
      ]),
    ).toBe(0);
  });
});

describe('shouldDismiss', () => {
  const size = 600;

  it('closes on a fling towards closed, however short the drag', () => {
    expect(shouldDismiss({ travelled: 30, size, velocity: 451 })).toBe(true);
  });

  it('stays open on a fling back, however far the drag', () => {
    expect(shouldDismiss({ travelled: 500, size, velocity: -451 })).toBe(false);
  });

  it('decides by distance at exactly the fling speed and below', () => {
    expect(shouldDismiss({ travelled: 30, size, velocity: 450 })).toBe(false);
    expect(shouldDismiss({ travelled: 400, size, velocity: -450 })).toBe(true);
  });

  it('closes only past 52% of the size when slow', () => {
    expect(shouldDismiss({ travelled: 0.52 * size, size, velocity: 0 })).toBe(false);
    expect(shouldDismiss({ travelled: 0.52 * size + 1, size, velocity: 0 })).toBe(true);
    expect(shouldDismiss({ travelled: 0.5 * size, size, velocity: 100 })).toBe(false);
  });

  it('snaps back when pushed the other way or when the sheet has no size', () => {
    expect(shouldDismiss({ travelled: -80, size, velocity: 0 })).toBe(false);
    expect(shouldDismiss({ travelled: 80, size: 0, velocity: 0 })).toBe(false);
  });
});
