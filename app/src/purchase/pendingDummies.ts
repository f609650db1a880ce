import { proxy } from 'valtio';

/** Where the pending dummy transaction is kept between visits, so a reload still waits for it. */
export const pendingDummiesKey = 'pendingDummyTx';

export interface PendingDummiesState {
  /** The transaction making the wallet's dummy UTXOs, until it confirms; null when nothing is pending. */
  txid: string | null;
  /** Whose wallet it is: another wallet's pending dummies never block this one. */
  address: string;
}

export interface PendingDummies {
  readonly state: PendingDummiesState;
  start(address: string, txid: string): void;
  /** The transaction confirmed (or the wallet changed): buying goes ahead. */
  clear(): void;
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readSaved(storage: KeyStorage | undefined): PendingDummiesState {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(pendingDummiesKey) ?? 'null');
    if (typeof saved === 'object' && saved !== null && 'txid' in saved && 'address' in saved) {
      const { txid, address } = saved;
      if (typeof txid === 'string' && /^[0-9a-f]{64}$/.test(txid) && typeof address === 'string')
        return { txid, address };
    }
  } catch {
    // An unreadable copy is as good as none.
  }
  return { txid: null, address: '' };
}

/**
 * A first purchase's dummy transaction while it confirms: the buy buttons wait for it instead of making a second one,
 * and say why. Kept in storage so a reload (or another tab) keeps waiting.
 */
export function createPendingDummies(storage?: KeyStorage): PendingDummies {
  const state = proxy<PendingDummiesState>(readSaved(storage));
  const save = () => {
    try {
      if (state.txid === null) storage?.removeItem(pendingDummiesKey);
      else storage?.setItem(pendingDummiesKey, JSON.stringify({ txid: state.txid, address: state.address }));
    } catch {
      // A full or blocked storage only loses the wait across reloads; the market still refuses a second preparation.
    }
  };
  return {
    state,
    start(address, txid) {
      state.txid = txid === '' ? null : txid;
      state.address = address;
      save();
    },
    clear() {
      state.txid = null;
      state.address = '';
      save();
    },
  };
}

export const pendingDummies = createPendingDummies(typeof window === 'undefined' ? undefined : window.localStorage);

/** The pending dummy transaction of `address`, or null. */
export const pendingFor = (state: PendingDummiesState, address: string): string | null =>
  state.txid !== null && state.address === address ? state.txid : null;
