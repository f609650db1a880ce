import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnectDelay';

describe('reconnectDelayMs', () => {
  it('waits a second, then doubles', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits more than 30 seconds', () => {
    expect(reconnectDelayMs(6)).toBe(30_000);
    expect(reconnectDelayMs(1000)).toBe(30_000);
  });
});
