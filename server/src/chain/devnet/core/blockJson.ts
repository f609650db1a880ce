import { bitcoin, txidFromHash } from '@ordmarket/protocol';
import type { BlockRow } from '../store/chainQueries';
import type { BlockTransaction, SpentOutput } from '../store/coreReads';
import { chainWork, difficulty } from './chainWork';
import { doubleNumber, type JsonObject, type JsonValue } from './jsonText';
import { txJson } from './txJson';

/** Where a block stands in the devnet's one chain (every stored block is on it): the tip's height and its successor. */
export interface ChainPlace {
  readonly tipHeight: number;
  readonly nextHash: string | undefined;
}

/**
 * blockheaderToJSON (src/rpc/blockchain.cpp, Core 28): the header's fields, confirmations on the active chain, the
 * difficulty and chain work of regtest's bits, and the neighbours (none before genesis, none after the tip).
 */
export function blockHeaderJson(row: BlockRow, place: ChainPlace): JsonObject {
  const header = bitcoin.Block.fromHex(row.header);
  return {
    hash: row.hash,
    confirmations: place.tipHeight - row.height + 1,
    height: row.height,
    version: header.version,
    versionHex: (header.version >>> 0).toString(16).padStart(8, '0'),
    merkleroot: txidFromHash(header.merkleRoot ?? new Uint8Array(32)),
    time: header.timestamp,
    mediantime: row.medianTime,
    nonce: header.nonce,
    bits: header.bits.toString(16).padStart(8, '0'),
    difficulty: doubleNumber(difficulty(header.bits)),
    chainwork: chainWork(row.height),
    nTx: row.txCount,
    previousblockhash: row.height === 0 ? undefined : txidFromHash(header.prevHash ?? new Uint8Array(32)),
    nextblockhash: place.nextHash,
  };
}

/**
 * blockToJSON: the header, the block's stripped and full sizes and weight, and its transactions as the caller wrote
 * them (ids, or blockTransactionsJson).
 */
export function blockJson(row: BlockRow, place: ChainPlace, tx: readonly JsonValue[]): JsonObject {
  return {
    ...blockHeaderJson(row, place),
    strippedsize: (row.weight - row.size) / 3,
    size: row.size,
    weight: row.weight,
    tx,
  };
}

/**
 * The block's transactions in full (TxVerbosity SHOW_DETAILS, or SHOW_DETAILS_AND_PREVOUT with `prevouts`). The
 * devnet never prunes, so undo data is always there: every transaction but the coinbase gets its fee.
 */
export function blockTransactionsJson(
  transactions: readonly BlockTransaction[],
  spent: ReadonlyMap<string, readonly SpentOutput[]>,
  prevouts: boolean,
): JsonValue[] {
  return transactions.map(({ txid, raw }) =>
    txJson(bitcoin.Transaction.fromHex(raw), { undo: { spent: spent.get(txid) ?? [], prevouts } }),
  );
}
