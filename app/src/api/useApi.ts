import { createContext, useContext } from 'react';
import useSWR, { unstable_serialize as serializeKey, type KeyedMutator, type SWRConfiguration } from 'swr';
import type { ApiClient } from './apiClient';
import { useIsAwaitingAnswer } from './awaitingAnswer';
import type { ApiBody, ApiData, ApiPath } from './apiCalls';
import { stableJson } from './stableJson';

/** The app's one API client, provided at the root so screens never build their own. */
export const ApiClientContext = createContext<ApiClient | undefined>(undefined);

export interface UseApiOptions<Path extends ApiPath> extends SWRConfiguration<ApiData<Path>> {
  /** What the screen shows before the first answer and when the read fails (spec §8: empty items, total 0). */
  readonly emptyDefault: ApiData<Path>;
}

export interface ApiRead<Path extends ApiPath> {
  readonly data: ApiData<Path>;
  readonly isLoading: boolean;
  readonly mutate: KeyedMutator<ApiData<Path>>;
}

/** The SWR cache entry of one read: a prefetch under the same key is what the screen's read then reuses. */
export function apiReadKey<Path extends ApiPath>(path: Path, body: ApiBody<Path>): readonly [Path, string] {
  return [path, stableJson(body)];
}

/**
 * Reads one API call through SWR, cached under [path, body as stable JSON]; `body` null waits (e.g. until the
 * wallet is connected). Failed reads answer the empty default, so a screen never handles errors itself.
 */
export function useApi<Path extends ApiPath>(
  path: Path,
  body: ApiBody<Path> | null,
  options: UseApiOptions<Path>,
): ApiRead<Path> {
  const client = useContext(ApiClientContext);
  if (client === undefined) throw new Error('useApi needs ApiClientContext to provide the API client.');
  const { emptyDefault, ...config } = options;
  const key = body === null ? null : apiReadKey(path, body);
  const answer = useSWR(key, body === null ? null : () => client.read(path, body, emptyDefault), config);
  const isLoading = useIsAwaitingAnswer(key === null ? undefined : serializeKey(key), answer);
  return { data: answer.data ?? emptyDefault, isLoading, mutate: answer.mutate };
}
