export interface ImageLoading {
  readonly loading: 'eager' | 'lazy';
  readonly fetchPriority: 'high' | 'auto';
}

/**
 * How an image loads: the page's largest paint is fetched first (high priority, and preloaded from the head of a
 * page rendered on the server); every other image waits until layout puts it near the screen.
 *
 * Keep the largest paint to one image a page, and leave even the rest of the first screen lazy. An image fetched
 * before the first paint delays it: an SVG one (most inscription previews) is parsed and laid out on the main
 * thread as it arrives, and React's server renderer preloads every image that is not lazy. Home's twelve
 * high-priority covers held its first paint back by 150–250 ms at 4x CPU; eager covers at the browser's own
 * priority still cost about half of that.
 */
export function imageLoading(isLargestPaint: boolean): ImageLoading {
  return isLargestPaint ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', fetchPriority: 'auto' };
}
