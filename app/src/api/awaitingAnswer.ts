import { useSWRConfig } from 'swr';

export interface SWRAnswer {
  readonly isLoading: boolean;
  readonly data: unknown;
}

/**
 * Whether a read still awaits its first answer. SWR reports an answer the page was rendered with on the server
 * (its fallback) as loading until its own request returns; here that answer counts, so the screen shows it rather
 * than its loading state. `cacheKey` is SWR's serialized key.
 */
export function useIsAwaitingAnswer(cacheKey: string | undefined, answer: SWRAnswer): boolean {
  const { fallback } = useSWRConfig();
  return isAwaitingAnswer(cacheKey === undefined ? undefined : fallback[cacheKey], answer);
}

/**
 * Whether `answer` awaits its first answer, given the one the page was `rendered` with (undefined if none). A read
 * showing the rendered answer never asks SWR whether it is loading: SWR redraws a hook when any field it was asked
 * for changes, and the first request it finishes for a key moves that field from unset to false even when the
 * answer is the same, which redrew every shelf of the home page in a synchronous render once the feed reread them.
 */
export function isAwaitingAnswer(rendered: unknown, answer: SWRAnswer): boolean {
  if (rendered !== undefined && answer.data === rendered) return false;
  return answer.isLoading;
}
