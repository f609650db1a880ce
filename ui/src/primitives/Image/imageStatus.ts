export type ImageStatus = 'loading' | 'loaded' | 'failed';

/** What the browser last reported, and for which address. */
export interface ImageOutcome {
  src: string;
  status: 'loaded' | 'failed';
  /** A loaded image small enough to be pixel art. */
  isPixelArt?: boolean;
}

/**
 * Where an image stands. An unknown address (undefined) keeps the placeholder up; an empty one can never
 * load, so it fails at once; an outcome reported for an earlier address does not count for a new one.
 */
export function imageStatus(src: string | undefined, outcome: ImageOutcome | undefined): ImageStatus {
  if (src === undefined) return 'loading';
  if (src.trim() === '') return 'failed';
  return outcome?.src === src ? outcome.status : 'loading';
}
