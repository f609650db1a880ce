import type { Brc20Inscription } from './Brc20Operation';

/** A deployed tick and how much of it has been minted. */
export interface Brc20Token {
  readonly tick: string;
  readonly displayTick: string;
  readonly max: bigint;
  readonly lim: bigint;
  readonly dec: number;
  readonly selfMint: boolean;
  readonly minted: bigint;
  readonly deployInscriptionId: string;
  readonly deployer: string;
  readonly deployHeight: number;
}

/** Available balance can be spent or inscribed as transfers; transferable sits in transfer inscriptions. */
export interface Brc20Balance {
  readonly available: bigint;
  readonly transferable: bigint;
}

/** A valid transfer inscription not yet moved: its first move delivers the amount. */
export interface Brc20PendingTransfer {
  readonly inscriptionId: string;
  readonly tick: string;
  readonly amount: bigint;
  readonly sender: string;
}

export interface Brc20LedgerState {
  /** The last applied block; null before the first. */
  readonly height: number | null;
  readonly tokens: ReadonlyMap<string, Brc20Token>;
  /** tick → address → balance; only holders with a non-zero balance, only ticks with a holder. */
  readonly holders: ReadonlyMap<string, ReadonlyMap<string, Brc20Balance>>;
  readonly pendingTransfers: ReadonlyMap<string, Brc20PendingTransfer>;
}

/** A new inscription, credited to the address its first output pays. */
export interface Brc20InscribeEvent {
  readonly kind: 'inscribe';
  readonly txIndex: number;
  readonly inscription: Brc20Inscription;
  readonly owner: string;
}

/** An inscription moved to a new owner, or spent as fee (`to` null). */
export interface Brc20MoveEvent {
  readonly kind: 'transfer';
  readonly txIndex: number;
  readonly inscriptionId: string;
  readonly to: string | null;
}

export type Brc20Event = Brc20InscribeEvent | Brc20MoveEvent;

/** One block's inscription events, in transaction order. */
export interface Brc20Block {
  readonly height: number;
  readonly events: readonly Brc20Event[];
}

interface ActivityBase {
  readonly height: number;
  readonly txIndex: number;
  readonly inscriptionId: string;
  readonly tick: string;
}

/** What an applied event did; events the rules ignore leave none. */
export type Brc20Activity =
  | (ActivityBase & { readonly kind: 'deploy'; readonly address: string })
  | (ActivityBase & { readonly kind: 'mint'; readonly address: string; readonly amount: bigint })
  | (ActivityBase & { readonly kind: 'transfer-inscribe'; readonly address: string; readonly amount: bigint })
  | (ActivityBase & {
      readonly kind: 'transfer';
      readonly from: string;
      /** null when the inscription was spent as fee and the amount went back to `from`. */
      readonly to: string | null;
      readonly amount: bigint;
    });

/** The values a block overwrote (undefined: the entry did not exist), enough to restore the state before it. */
export interface Brc20BlockUndo {
  readonly height: number;
  readonly previousHeight: number | null;
  readonly tokens: ReadonlyArray<readonly [string, Brc20Token | undefined]>;
  readonly holders: ReadonlyArray<readonly [string, string, Brc20Balance | undefined]>;
  readonly pendingTransfers: ReadonlyArray<readonly [string, Brc20PendingTransfer | undefined]>;
}

export const emptyBrc20Ledger: Brc20LedgerState = {
  height: null,
  tokens: new Map(),
  holders: new Map(),
  pendingTransfers: new Map(),
};
