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
 * Starts `read` now, under the cache key the screen's useApi uses: the screen then gets this request's answer
 * instead of sending a second one.
 */
export function prefetchRead<Path extends ApiPath>(client: ApiClient, read: ScreenRead<Path>): void {
  void preload(apiReadKey(read.path, read.body), () => client.read(read.path, read.body, read.emptyDefault));
}
