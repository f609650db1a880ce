import { bytesToHex } from '@ordmarket/protocol';
import { createStore, del, get, set } from 'idb-keyval';
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

interface HandoffNote {
  /** The SHA-256 of the refresh token swapped, so the note never holds a token that could still be swapped. */
  readonly swappedFingerprint: string;
  readonly pair: SessionTokens;
}

const noteKey = 'last-refresh';

async function fingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return bytesToHex(new Uint8Array(digest));
}

const isHandoffNote = (value: unknown): value is HandoffNote =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<HandoffNote>).swappedFingerprint === 'string' &&
  typeof (value as Partial<HandoffNote>).pair?.access_token === 'string' &&
  typeof (value as Partial<HandoffNote>).pair?.refresh_token === 'string';

/** Tabs without IndexedDB (or where it fails) each refresh alone; the server's short reuse grace covers them. */
const noHandoff: RefreshHandoff = {
  pairFor: () => Promise.resolve(undefined),
  record: () => Promise.resolve(),
  forget: () => Promise.resolve(),
};

/** The handoff in the origin's IndexedDB (the database is opened at the first refresh, not at page load). */
export function browserRefreshHandoff(): RefreshHandoff {
  const webCrypto = (globalThis as Partial<typeof globalThis>).crypto;
  if ((globalThis as Partial<typeof globalThis>).indexedDB === undefined || webCrypto?.subtle === undefined) {
    return noHandoff;
  }
  const store = createStore('ordmarket-session', 'refresh-handoff');
  return {
    pairFor: async (swapped) => {
      try {
        const note: unknown = await get(noteKey, store);
        if (!isHandoffNote(note)) return undefined;
        return note.swappedFingerprint === (await fingerprint(swapped)) ? note.pair : undefined;
      } catch {
        return undefined;
      }
    },
    record: async (swapped, pair) => {
      try {
        const note: HandoffNote = { swappedFingerprint: await fingerprint(swapped), pair };
        await set(noteKey, note, store);
      } catch {
        // Without the note another tab may refresh too, which the server's reuse grace answers.
      }
    },
    forget: async () => {
      try {
        await del(noteKey, store);
      } catch {
        // Nothing to forget where the store cannot be opened.
      }
    },
  };
}
