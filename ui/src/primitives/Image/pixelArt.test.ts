import { describe, expect, it } from 'vitest';
import { isPixelArt, pixelArtMaxSide } from './pixelArt';

describe('isPixelArt', () => {
  it('keeps hard edges for small rasters, up to the limit on the longer side', () => {
    expect(isPixelArt(24, 24)).toBe(true);
    expect(isPixelArt(pixelArtMaxSide, 32)).toBe(true);
    expect(isPixelArt(pixelArtMaxSide + 1, 32)).toBe(false);
    expect(isPixelArt(32, 600)).toBe(false);
  });

  it('smooths images whose size is unknown (nothing decoded yet, or an SVG without one)', () => {
    expect(isPixelArt(0, 0)).toBe(false);
    expect(isPixelArt(24, 0)).toBe(false);
  });
});
