import { bitcoin, txidFromHash, type BlockTransaction } from '@ordmarket/protocol';
import type { z } from 'zod';
import { ChainMoved, type BlockRun, type ChainBlock } from '../blocks/blockRun';
import { merkleRoot, transactionSpan, txidHash } from '../blocks/blockBytes';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import { coreNotFound, CoreRpcError, type CoreRpc } from './CoreRpc';
import { blockWithPrevoutsSchema, hashSchema } from './coreSchemas';

/** src/rpc/protocol.h: RPC_INVALID_PARAMETER, which getblockhash answers for a height past the tip. */
const heightOutOfRange = -8;

interface Spent {
  readonly inputValues: readonly bigint[];
  readonly fee: bigint;
}

/**
 * Blocks from bitcoind the way ord and OPI read them, whole: the run's hashes in one batched request
 * (`getblockhash` per height), then each block in one `getblock <hash> 3`, which carries every transaction's bytes,
 * its fee and what each input spent from the block's undo data, so no -txindex and no lookup per transaction.
 */
export async function readCoreBlocks(rpc: CoreRpc, fromHeight: number, toHeight: number): Promise<BlockRun> {
  const heights = Array.from({ length: Math.max(0, toHeight - fromHeight + 1) }, (_, index) => fromHeight + index);
  const hashes = await rpc.batch(
    heights.map((height) => ({ method: 'getblockhash', params: [height] })),
    hashSchema,
  );
  const spent = new Map<string, Spent>();
  const blocks: ChainBlock[] = [];
  for (const [index, hash] of hashes.entries()) {
    // The chain is shorter than asked: what it has is the run.
    if (hash instanceof CoreRpcError) {
      if (hash.code === heightOutOfRange) break;
      throw hash;
    }
    const height = fromHeight + index;
    const block = await rpc.attempt('getblock', [hash, 3], blockWithPrevoutsSchema);
    if (block instanceof CoreRpcError) {
      if (coreNotFound.has(block.code)) throw new ChainMoved(`block ${hash} at ${height} is gone`);
      throw block;
    }
    blocks.push(decodeCoreBlock(block, height, hash, spent));
  }
  const read = (txid: string): Spent => {
    const entry = spent.get(txid);
    if (entry === undefined) throw new ChainMoved(`transaction ${txid} is not in the blocks read`);
    return entry;
  };
  return {
    blocks,
    prevouts: {
      inputValues: (txid) => Promise.resolve(read(txid).inputValues),
      fee: (txid) => Promise.resolve(read(txid).fee),
    },
  };
}

function decodeCoreBlock(
  block: z.infer<typeof blockWithPrevoutsSchema>,
  height: number,
  hash: string,
  spent: Map<string, Spent>,
): ChainBlock {
  const wrong = (what: string) => new ChainResponseError(`Bitcoin Core answered block ${hash} with ${what}`);
  // A block that moved between the two requests answers another height: the walk starts again.
  if (block.hash !== hash || block.height !== height) throw new ChainMoved(`block ${hash} is no longer at ${height}`);
  const hashes: Uint8Array[] = [];
  const transactions = block.tx.map((entry, index): BlockTransaction => {
    const bytes = Buffer.from(entry.hex, 'hex');
    const tx = bitcoin.Transaction.fromBuffer(bytes);
    // Hashed from the bytes Core sent, with Node's SHA-256, rather than serialized again by bitcoinjs.
    const hash = txidHash(bytes, transactionSpan(bytes, 0));
    if (txidFromHash(hash) !== entry.txid) throw wrong(`transaction bytes that do not hash to ${entry.txid}`);
    hashes.push(hash);
    const coinbase = index === 0;
    const inputValues = entry.vin.map((input) => {
      if (coinbase) return 0n;
      if (input.prevout === undefined) throw wrong('no prevouts: it lacks the undo data (a pruned node?)');
      return input.prevout.value;
    });
    if (!coinbase && entry.fee === undefined) throw wrong(`no fee for ${entry.txid}`);
    spent.set(entry.txid, { inputValues, fee: entry.fee ?? 0n });
    return { txid: entry.txid, tx };
  });
  const root = hashes.length === 0 ? undefined : merkleRoot(hashes);
  if (root === undefined || root.mutated || txidFromHash(root.root) !== block.merkleroot) {
    throw wrong('transactions its merkle root does not commit to');
  }
  return { height, hash, previousHash: block.previousblockhash ?? null, time: block.time, transactions };
}
