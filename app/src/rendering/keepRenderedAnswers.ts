import { mutate, unstable_serialize as serializeKey, type Key, type Middleware } from 'swr';

/**
 * Puts the answers a server-rendered page came with (by SWR key, rendering/firstAnswers.ts) into SWR's cache as
 * answers in hand, not only as its fallback: a later read that answers the same then changes nothing on screen,
 * where against a fallback it would hand every reader a new object and redraw them all.
 */
export function cacheRenderedAnswers(answers: Readonly<Record<string, unknown>>): void {
  for (const [key, answer] of Object.entries(answers)) void mutate(key, answer, { revalidate: false });
}

/**
 * An SWR middleware for a page the server rendered: a read whose answer the page carries is not fetched again as
 * its hook mounts while the first screen is being taken over (until `hasFirstScreenShown()`), since the server read it
 * a moment ago. Reading it then cost a request per read and, when an answer came back as a new object (or a rate
 * had moved by a cent), a synchronous render of everything that showed it, right after hydration: long tasks of
 * 100–260 ms on the home page at 4x CPU. The market feed reads them again once it is open (followMarketFeed), so a
 * change between the render and the feed is still seen; a screen opened later reads afresh.
 */
export function keepRenderedAnswers(
  answers: Readonly<Record<string, unknown>>,
  hasFirstScreenShown: () => boolean,
): Middleware {
  const isRendered = (key: Key): boolean => renderedKey(key) in answers;
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      !hasFirstScreenShown() && isRendered(key) ? { ...config, revalidateOnMount: false } : config,
    );
}

/**
 * What SWR keeps a read's answer under: its key serialized; for a paged read (useSWRInfinite, which passes its
 * page-key function here) its first page's key behind swr/infinite's prefix, as `unstable_serialize` from
 * swr/infinite writes it. That function is not imported: it would take swr/infinite into every page's first load
 * (0.7 KB) for the paged reads of a few screens. The test holds the two the same.
 */
function renderedKey(key: Key): string {
  if (typeof key !== 'function') return serializeKey(key);
  const pageKey = key as (index: number, previousPage: null) => Key;
  return `${pagedPrefix}${serializeKey(pageKey(0, null))}`;
}

const pagedPrefix = '$inf$';
