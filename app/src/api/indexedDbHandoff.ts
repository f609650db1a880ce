import { bytesToHex } from '@ordmarket/protocol';
import { createStore, del, get, set } from 'idb-keyval';
import type { RefreshHandoff } from './refreshHandoff';
import type { SessionTokens } from './tokenStore';

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

/** The handoff in the origin's IndexedDB, for a browser that has it and WebCrypto (browserRefreshHandoff checks). */
export function indexedDbHandoff(): RefreshHandoff {
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
