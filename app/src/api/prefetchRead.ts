import { preload } from 'swr';
import type { ApiClient } from './apiClient';
import type { ApiBody, ApiData, ApiPath } from './apiCalls';
import { apiReadKey } from './useApi';

/** One read a screen makes, named once so a route can start it before the screen's code arrives. */
export interface ScreenRead<Path extends ApiPath> {
  readonly path: Path;
  readonly body: ApiBody<Path>;
  /** What the screen shows before the answer and when the read fails. */
  readonly emptyDefault: ApiData<Path>;
}

/**
 * A read a route starts as it opens, under the SWR key its screen reads it by: in the browser the screen then
 * takes this request's answer instead of sending a second one; on the server its answer is rendered into the
 * page and handed to the browser's first render (see rendering/firstAnswers.ts).
 */
export interface FirstRead {
  readonly key: readonly unknown[];
  /** The screen reads it with useSWRInfinite, as the first of its pages. */
  readonly isFirstPage: boolean;
  readonly fetch: () => Promise<unknown>;
}

/** `read` as a route's first read, fetched through `client`. */
export function screenFirstRead<Path extends ApiPath>(client: ApiClient, read: ScreenRead<Path>): FirstRead {
  return {
    key: apiReadKey(read.path, read.body),
    isFirstPage: false,
    fetch: () => client.read(read.path, read.body, read.emptyDefault),
  };
}

/** Starts `read` now in SWR's cache, for the screen's hook to take over. */
export function prefetchRead(read: FirstRead): void {
  void preload(read.key, read.fetch);
}
