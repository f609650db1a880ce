import { describe, expect, it } from 'vitest';
import { imageLoading } from './largestPaint';

describe('imageLoading', () => {
  it('fetches the largest paint at once and before the rest', () => {
    expect(imageLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });

  it('lets every other image wait until it is near the screen', () => {
    expect(imageLoading(false)).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
  });
});
