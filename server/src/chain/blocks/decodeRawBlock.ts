import { bitcoin, equalBytes, txidFromHash, type BlockTransaction } from '@ordmarket/protocol';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import type { ChainBlock } from './blockRun';
import { blockLayout, doubleSha256, merkleRoot, txidHash, wtxidHash, type BlockLayout } from './blockBytes';

/** BIP141: OP_RETURN, a 36-byte push, then this header before the 32-byte commitment. */
const witnessCommitmentPrefix = Uint8Array.of(0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed);

/** The coinbase's witness commitment: the last output that carries one (BIP141), or undefined. */
function witnessCommitment(coinbase: bitcoin.Transaction): Uint8Array | undefined {
  const commitments = coinbase.outs
    .map(({ script }) => script)
    .filter((script) => script.length >= 38 && equalBytes(script.subarray(0, 6), witnessCommitmentPrefix));
  return commitments.at(-1)?.subarray(6, 38);
}

/**
 * Whether the header's merkle root commits to exactly these transactions and, where any carries witnesses, the
 * coinbase commits to their wtxids (with its witness as the reserved value).
 */
function commitsToTransactions(
  raw: Uint8Array,
  layout: BlockLayout,
  txids: readonly Uint8Array[],
  txs: readonly bitcoin.Transaction[],
) {
  const txRoot = merkleRoot(txids);
  if (txRoot.mutated || !equalBytes(txRoot.root, layout.header.subarray(36, 68))) return false;
  const [coinbase] = txs;
  const reserved = coinbase?.ins[0]?.witness[0];
  const commitment = coinbase === undefined || reserved === undefined ? undefined : witnessCommitment(coinbase);
  if (commitment === undefined || reserved === undefined) return !layout.spans.some(({ segwit }) => segwit);
  // The coinbase's own wtxid counts as zero: it holds the commitment.
  const wtxids = layout.spans.map((span, index) => (index === 0 ? new Uint8Array(32) : wtxidHash(raw, span)));
  return equalBytes(doubleSha256(merkleRoot(wtxids).root, reserved), commitment);
}

/**
 * A block as the network carries it, decoded and checked against the hash it was asked by: the header must hash
 * to it and commit to exactly these transactions (merkle root and witness commitment), so a host that sends a
 * truncated, altered or wrong block is caught here, not in the index. Hashes are taken over the block's own bytes
 * (each transaction's span, with Node's native SHA-256), not over transactions serialized again: a mainnet block
 * of thousands of transactions decodes several times faster that way.
 */
export function decodeRawBlock(raw: Uint8Array, height: number, hash: string, source: string): ChainBlock {
  let layout: BlockLayout;
  let txs: bitcoin.Transaction[];
  try {
    layout = blockLayout(raw);
    txs = layout.spans.map(({ start, end }) => bitcoin.Transaction.fromBuffer(raw.subarray(start, end)));
  } catch (error) {
    throw new ChainResponseError(`${source} answered block ${hash} in bytes that do not decode: ${String(error)}`);
  }
  const txids = layout.spans.map((span) => txidHash(raw, span));
  if (
    txidFromHash(doubleSha256(layout.header)) !== hash ||
    txs.length === 0 ||
    !commitsToTransactions(raw, layout, txids, txs)
  ) {
    throw new ChainResponseError(`${source} answered block ${hash} with a block that does not match its hash`);
  }
  const view = new DataView(layout.header.buffer, layout.header.byteOffset, 80);
  return {
    height,
    hash,
    previousHash: height === 0 ? null : txidFromHash(layout.header.subarray(4, 36)),
    time: view.getUint32(68, true),
    transactions: txs.map((tx, index): BlockTransaction => ({
      txid: txidFromHash(txids[index] ?? new Uint8Array()),
      tx,
    })),
  };
}
