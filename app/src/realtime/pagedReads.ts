/**
 * Reads paged with useSWRInfinite (the collection grid) that the market feed refetches itself: SWR's global
 * mutate skips infinite keys, so without this a grid would keep a sold or delisted item until reload.
 */
export interface PagedRead {
  /** The first page's SWR key, `[path, stableJson(body), ...]`: the feed checks it as it checks any read. */
  readonly key: unknown;
  /** Refetches every loaded page. */
  readonly revalidate: () => void;
}

/** Events arriving together (a sweep holds up to nine listings) refetch a grid once. */
const coalesceMs = 100;

const followed = new Set<PagedRead>();
const scheduled = new Map<PagedRead, ReturnType<typeof setTimeout>>();

/** Keeps `read` fresh while the feed is open; returns how to stop (on unmount). */
export function followPagedRead(read: PagedRead): () => void {
  followed.add(read);
  return () => {
    followed.delete(read);
    clearTimeout(scheduled.get(read));
    scheduled.delete(read);
  };
}

/** Refetches, shortly, every followed read whose key an event covers. */
export function revalidatePagedReads(covers: (key: unknown) => boolean): void {
  for (const read of followed) {
    if (scheduled.has(read) || !covers(read.key)) continue;
    scheduled.set(
      read,
      setTimeout(() => {
        scheduled.delete(read);
        read.revalidate();
      }, coalesceMs),
    );
  }
}
