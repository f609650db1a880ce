import type { MarketFeed } from '../realtime/MarketFeed';

export interface PageCacheOptions {
  /** How long a rendered page is sent again without a market event; 0 renders every request. */
  readonly freshForMs: number;
  /** The most pages kept; the least recently asked for goes first. */
  readonly maxPages: number;
  /** The clock (tests move it). */
  readonly now?: () => number;
}

/** What a render depends on of its request: the page's address and host, and the visitor's cookies. */
export interface PageAsked {
  readonly protocol: string;
  readonly host: string;
  readonly url: string;
  readonly headers: { readonly cookie?: string | undefined };
}

type Rendering<Asked> = (asked: Asked) => Promise<string>;

export interface PageCache<Asked> {
  readonly rendering: Rendering<Asked>;
  /** Stops following the market. */
  readonly close: () => void;
}

interface Kept {
  readonly page: Promise<string>;
  /** When its reads were made, plus freshForMs. */
  readonly freshUntil: number;
}

/**
 * Rendered pages, kept for the next visitor who asks for the same one: a page costs 30–130 ms of the server's time
 * to render (its first reads and React's render), which a visitor waits for before anything paints, and which a
 * popular page under load would pay for every visitor. Requests that arrive while a page renders wait for that
 * render instead of starting their own.
 *
 * Two requests get the same page when they ask for the same address on the same host with the same cookies (all a
 * render knows of its visitor: the day's welcome closed or not). A page is sent again until any market event
 * arrives (a block, a listing, a sale, an order's status: what the page's own feed would tell it), or for
 * `freshForMs` at most, which bounds what no event announces (the rates, the banners, a launch's mint count). A
 * render under way when an event arrives is sent to those already waiting for it, and kept for nobody else.
 */
export function cachePages<Asked extends PageAsked>(
  render: Rendering<Asked>,
  feed: Pick<MarketFeed, 'subscribe'>,
  options: PageCacheOptions,
): PageCache<Asked> {
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  const stopFollowing = feed.subscribe(() => {
    kept.clear();
  });
  const rendering: Rendering<Asked> = (request) => {
    if (options.freshForMs === 0) return render(request);
    const key = pageKey(request);
    const found = kept.get(key);
    const at = now();
    if (found !== undefined && found.freshUntil > at) {
      // Asked for again: the last to leave when the cache is full.
      kept.delete(key);
      kept.set(key, found);
      return found.page;
    }
    const page = render(request);
    const entry: Kept = { page, freshUntil: at + options.freshForMs };
    kept.delete(key);
    kept.set(key, entry);
    for (const oldest of kept.keys()) {
      if (kept.size <= options.maxPages) break;
      kept.delete(oldest);
    }
    // A render that failed is not an answer to keep: the next request renders again.
    page.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return page;
  };
  return { rendering, close: stopFollowing };
}

function pageKey(request: PageAsked): string {
  return JSON.stringify([request.protocol, request.host, request.url, request.headers.cookie ?? '']);
}
