import type { SessionTokens } from './tokenStore';

/**
 * What a tab that refreshed the session leaves for the app's other tabs, written before it lets go of the refresh
 * lock. The tokens themselves live in localStorage, but Chromium hands another tab's localStorage write to a page a
 * moment after it is made, not before that page gets the lock: a tab that waited could still read the swapped
 * token and swap it again. IndexedDB has one store for the origin, so a write committed before the lock was let go
 * is what the next holder reads.
 */
export interface RefreshHandoff {
  /** The pair a tab got for `swapped`, while it is the last refresh made. */
  readonly pairFor: (swapped: string) => Promise<SessionTokens | undefined>;
  /** Notes that `swapped` was refreshed into `pair` (resolves once the note is committed). */
  readonly record: (swapped: string, pair: SessionTokens) => Promise<void>;
  /** The session ended: no pair of it stays behind. */
  readonly forget: () => Promise<void>;
}

/** Tabs without IndexedDB (or where it fails) each refresh alone; the server's short reuse grace covers them. */
const noHandoff: RefreshHandoff = {
  pairFor: () => Promise.resolve(undefined),
  record: () => Promise.resolve(),
  forget: () => Promise.resolve(),
};

/**
 * The handoff in the origin's IndexedDB. Its code (the database, the fingerprint's hashing and hex) is fetched at
 * the first refresh, not with the page: most visits never refresh, and it cost every first load some 1.5 KB.
 */
export function browserRefreshHandoff(): RefreshHandoff {
  const webCrypto = (globalThis as Partial<typeof globalThis>).crypto;
  if ((globalThis as Partial<typeof globalThis>).indexedDB === undefined || webCrypto?.subtle === undefined) {
    return noHandoff;
  }
  let loading: Promise<RefreshHandoff> | undefined;
  const handoff = () =>
    (loading ??= import('./indexedDbHandoff').then(
      ({ indexedDbHandoff }) => indexedDbHandoff(),
      () => {
        // Offline or a new deployment: this refresh goes alone, and the next one tries the fetch again.
        loading = undefined;
        return noHandoff;
      },
    ));
  return {
    pairFor: async (swapped) => (await handoff()).pairFor(swapped),
    record: async (swapped, pair) => (await handoff()).record(swapped, pair),
    forget: async () => (await handoff()).forget(),
  };
}
