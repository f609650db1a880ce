/** A deployed tick as OPI keeps it. Supplies are 10^18-scaled. */
export interface OpiTicker {
  /** Lowercase: ticks are one token whatever their case. */
  readonly tick: string;
  /** As the deploy inscription wrote it. */
  readonly originalTick: string;
  readonly maxSupply: bigint;
  readonly remainingSupply: bigint;
  readonly burnedSupply: bigint;
  readonly limitPerMint: bigint;
  readonly decimals: number;
  readonly selfMint: boolean;
  readonly deployInscriptionId: string;
  readonly deployHeight: number;
}

/** One output script's balance of one tick: `overall - available` sits in unmoved transfer inscriptions. */
export interface OpiBalance {
  readonly tick: string;
  readonly pkscript: string;
  readonly overall: bigint;
  readonly available: bigint;
}

/** A valid transfer inscription whose first move has not happened: that move delivers the amount. */
export interface OpiPendingTransfer {
  readonly inscriptionId: string;
  readonly tick: string;
  readonly originalTick: string;
  readonly amount: bigint;
  readonly sourcePkscript: string;
}

/** A predeploy commitment that a 6-byte deploy, its child, reveals. */
export interface OpiPredeploy {
  readonly inscriptionId: string;
  readonly predeployerPkscript: string;
  readonly hash: string;
  readonly height: number;
}

/** Where the ledger stands: the last block applied and the hash of every event up to it. */
export interface OpiLedgerTip {
  readonly height: number;
  /** Null before the first inscription block. */
  readonly cumulativeEventHash: string | null;
}

/**
 * The values a block overwrote (undefined: the entry did not exist), enough to put the ledger back exactly where
 * it was before the block.
 */
export interface OpiBlockUndo {
  readonly height: number;
  readonly previousTip: OpiLedgerTip;
  readonly tickers: ReadonlyArray<readonly [string, OpiTicker | undefined]>;
  readonly balances: ReadonlyArray<readonly [string, OpiBalance | undefined]>;
  readonly pendingTransfers: ReadonlyArray<readonly [string, OpiPendingTransfer | undefined]>;
  readonly predeploys: ReadonlyArray<readonly [string, OpiPredeploy | undefined]>;
}
