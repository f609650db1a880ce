import { bitcoin, txidFromHash, type BlockTransaction } from '@ordmarket/protocol';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import type { ChainBlock } from './blockRun';

/**
 * A block as the network carries it, decoded and checked against the hash it was asked by: the header must hash
 * to it and commit to exactly these transactions (merkle root and witness commitment), so a host that sends a
 * truncated, altered or wrong block is caught here, not in the index.
 */
export function decodeRawBlock(raw: Uint8Array, height: number, hash: string, source: string): ChainBlock {
  let block: bitcoin.Block;
  try {
    block = bitcoin.Block.fromBuffer(raw);
  } catch (error) {
    throw new ChainResponseError(`${source} answered block ${hash} in bytes that do not decode: ${String(error)}`);
  }
  const transactions = block.transactions ?? [];
  if (block.getId() !== hash || transactions.length === 0 || !block.checkTxRoots()) {
    throw new ChainResponseError(`${source} answered block ${hash} with a block that does not match its hash`);
  }
  return {
    height,
    hash,
    previousHash: height === 0 || block.prevHash === undefined ? null : txidFromHash(block.prevHash),
    time: block.timestamp,
    transactions: transactions.map((tx): BlockTransaction => ({ txid: tx.getId(), tx })),
  };
}
