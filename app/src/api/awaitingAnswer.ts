import { useSWRConfig } from 'swr';

interface SWRAnswer {
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
  const rendered: unknown = cacheKey === undefined ? undefined : fallback[cacheKey];
  return answer.isLoading && (rendered === undefined || answer.data !== rendered);
}
