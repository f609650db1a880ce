/** An inscription as the BRC-20 rules see it. */
export interface Brc20Inscription {
  readonly inscriptionId: string;
  /** The envelope's content type as inscribed; null when the envelope has none. */
  readonly contentType: string | null;
  readonly content: Uint8Array;
  /** Cursed inscriptions never carry BRC-20 operations. */
  readonly cursed: boolean;
  /** Parent inscriptions: a self-mint token's mints must have its deploy as parent. */
  readonly parentIds: readonly string[];
}

export interface Brc20Deploy {
  readonly op: 'deploy';
  /** Lowercase key; `displayTick` keeps the case as inscribed. */
  readonly tick: string;
  readonly displayTick: string;
  readonly max: bigint;
  readonly lim: bigint;
  readonly dec: number;
  readonly selfMint: boolean;
}

export interface Brc20Mint {
  readonly op: 'mint';
  readonly tick: string;
  readonly amount: bigint;
  /** Fraction digits as written, judged against the tick's decimals by the ledger. */
  readonly amountDecimals: number;
}

export interface Brc20TransferInscription {
  readonly op: 'transfer';
  readonly tick: string;
  readonly amount: bigint;
  readonly amountDecimals: number;
}

export type Brc20Operation = Brc20Deploy | Brc20Mint | Brc20TransferInscription;

/** Why an inscription is not a BRC-20 operation; such inscriptions are ordinary and simply ignored. */
export type Brc20Rejection =
  | 'cursed-inscription'
  | 'unsupported-content-type'
  | 'invalid-utf8'
  | 'invalid-json'
  | 'not-a-json-object'
  | 'not-brc20'
  | 'unknown-op'
  | 'invalid-tick'
  | 'invalid-decimals'
  | 'invalid-max'
  | 'invalid-lim'
  | 'invalid-amt';

export type Brc20Parse =
  { readonly ok: true; readonly operation: Brc20Operation } | { readonly ok: false; readonly reason: Brc20Rejection };
