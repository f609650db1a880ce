import type { ApiClient } from '../../api/apiClient';
import type { ApiData } from '../../api/apiCalls';
import type { FirstRead } from '../../api/prefetchRead';
import { apiReadKey } from '../../api/useApi';

/** One row at the widest grid, like the collection shelves. */
const openHouses = { page: 1, limit: 8, status: 'open' } as const;
const path = '/btc/blind_box/get_houses';

/** The home page's houses with boxes to open, as its shelf reads them. */
export interface HouseShelfRead extends FirstRead {
  /** The houses; nothing when the read failed (the shelf is an extra, so it says nothing then). */
  readonly fetch: () => Promise<ApiData<typeof path> | undefined>;
}

/**
 * The shelf's read, quiet: a failure shows no shelf rather than an error toast greeting every visitor. Home's route
 * starts it with the page's other first reads, so a page rendered on the server shows the shelf from its first
 * paint instead of adding it (and pushing what is below it down) once the browser has read it.
 */
export function houseShelfRead(api: ApiClient): HouseShelfRead {
  return {
    key: apiReadKey(path, openHouses),
    isFirstPage: false,
    fetch: () => api.post(path, openHouses, { quiet: true }).catch(() => undefined),
  };
}
