import type { Brc20Balance, Brc20BlockUndo, Brc20PendingTransfer, Brc20Token } from '@ordmarket/protocol';

type Jsonified<T> = { readonly [K in keyof T]: T[K] extends bigint ? string : T[K] };

/** Brc20BlockUndo as JSON can hold it: bigints as decimal strings, absent entries as null. */
export interface SerializedBrc20Undo {
  readonly height: number;
  readonly previousHeight: number | null;
  readonly tokens: ReadonlyArray<readonly [string, Jsonified<Brc20Token> | null]>;
  readonly holders: ReadonlyArray<readonly [string, string, Jsonified<Brc20Balance> | null]>;
  readonly pendingTransfers: ReadonlyArray<readonly [string, Jsonified<Brc20PendingTransfer> | null]>;
}

export function serializeBrc20Undo(undo: Brc20BlockUndo): SerializedBrc20Undo {
  return {
    height: undo.height,
    previousHeight: undo.previousHeight,
    tokens: undo.tokens.map(([tick, token]) => [
      tick,
      token === undefined
        ? null
        : { ...token, max: token.max.toString(), lim: token.lim.toString(), minted: token.minted.toString() },
    ]),
    holders: undo.holders.map(([tick, address, balance]) => [
      tick,
      address,
      balance === undefined
        ? null
        : { available: balance.available.toString(), transferable: balance.transferable.toString() },
    ]),
    pendingTransfers: undo.pendingTransfers.map(([id, transfer]) => [
      id,
      transfer === undefined ? null : { ...transfer, amount: transfer.amount.toString() },
    ]),
  };
}

export function deserializeBrc20Undo(json: SerializedBrc20Undo): Brc20BlockUndo {
  return {
    height: json.height,
    previousHeight: json.previousHeight,
    tokens: json.tokens.map(([tick, token]) => [
      tick,
      token === null
        ? undefined
        : { ...token, max: BigInt(token.max), lim: BigInt(token.lim), minted: BigInt(token.minted) },
    ]),
    holders: json.holders.map(([tick, address, balance]) => [
      tick,
      address,
      balance === null
        ? undefined
        : { available: BigInt(balance.available), transferable: BigInt(balance.transferable) },
    ]),
    pendingTransfers: json.pendingTransfers.map(([id, transfer]) => [
      id,
      transfer === null ? undefined : { ...transfer, amount: BigInt(transfer.amount) },
    ]),
  };
}
