import {
  balanceKey,
  balanceKeyParts,
  type OpiBalance,
  type OpiBlockUndo,
  type OpiPendingTransfer,
  type OpiPredeploy,
  type OpiTicker,
} from '@ordmarket/protocol';

type Jsonified<T> = { readonly [K in keyof T]: T[K] extends bigint ? string : T[K] };
type Entries<T> = ReadonlyArray<readonly [string, Jsonified<T> | null]>;

/**
 * OpiBlockUndo as JSON can hold it: bigints as decimal strings, absent entries as null, balances by tick and
 * script apart (PostgreSQL's jsonb cannot hold the NUL that joins them in the ledger's key).
 */
export interface SerializedBrc20Undo {
  readonly height: number;
  readonly previousTip: OpiBlockUndo['previousTip'];
  readonly tickers: Entries<OpiTicker>;
  readonly balances: ReadonlyArray<readonly [string, string, Jsonified<OpiBalance> | null]>;
  readonly pendingTransfers: Entries<OpiPendingTransfer>;
  readonly predeploys: Entries<OpiPredeploy>;
}

const tickerJson = (ticker: OpiTicker): Jsonified<OpiTicker> => ({
  ...ticker,
  maxSupply: ticker.maxSupply.toString(),
  remainingSupply: ticker.remainingSupply.toString(),
  burnedSupply: ticker.burnedSupply.toString(),
  limitPerMint: ticker.limitPerMint.toString(),
});
const tickerOf = (json: Jsonified<OpiTicker>): OpiTicker => ({
  ...json,
  maxSupply: BigInt(json.maxSupply),
  remainingSupply: BigInt(json.remainingSupply),
  burnedSupply: BigInt(json.burnedSupply),
  limitPerMint: BigInt(json.limitPerMint),
});

function entriesJson<T, J>(entries: ReadonlyArray<readonly [string, T | undefined]>, toJson: (value: T) => J) {
  return entries.map(([key, value]) => [key, value === undefined ? null : toJson(value)] as const);
}

function entriesOf<T, J>(entries: ReadonlyArray<readonly [string, J | null]>, fromJson: (json: J) => T) {
  return entries.map(([key, json]) => [key, json === null ? undefined : fromJson(json)] as const);
}

export function serializeBrc20Undo(undo: OpiBlockUndo): SerializedBrc20Undo {
  return {
    height: undo.height,
    previousTip: undo.previousTip,
    tickers: entriesJson(undo.tickers, tickerJson),
    balances: entriesJson(undo.balances, (balance) => ({
      ...balance,
      overall: balance.overall.toString(),
      available: balance.available.toString(),
    })).map(([key, balance]) => [...balanceKeyParts(key), balance] as const),
    pendingTransfers: entriesJson(undo.pendingTransfers, (transfer) => ({
      ...transfer,
      amount: transfer.amount.toString(),
    })),
    predeploys: entriesJson(undo.predeploys, (predeploy) => predeploy),
  };
}

export function deserializeBrc20Undo(json: SerializedBrc20Undo): OpiBlockUndo {
  return {
    height: json.height,
    previousTip: json.previousTip,
    tickers: entriesOf(json.tickers, tickerOf),
    balances: entriesOf(
      json.balances.map(([tick, pkscript, balance]) => [balanceKey(tick, pkscript), balance] as const),
      (balance) => ({ ...balance, overall: BigInt(balance.overall), available: BigInt(balance.available) }),
    ),
    pendingTransfers: entriesOf(json.pendingTransfers, (transfer) => ({
      ...transfer,
      amount: BigInt(transfer.amount),
    })),
    predeploys: entriesOf(json.predeploys, (predeploy) => predeploy),
  };
}
