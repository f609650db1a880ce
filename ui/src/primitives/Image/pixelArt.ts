/** Rasters this small are pixel art: 24×24 punks, 64×64 sprites. */
export const pixelArtMaxSide = 64;

/**
 * Whether an image scaled up should keep hard pixel edges: a small raster blurs when smoothed, while a
 * photograph or a large render looks jagged when not.
 */
export function isPixelArt(naturalWidth: number, naturalHeight: number): boolean {
  return naturalWidth > 0 && naturalHeight > 0 && Math.max(naturalWidth, naturalHeight) <= pixelArtMaxSide;
}
