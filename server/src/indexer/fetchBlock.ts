import { bitcoin, type BlockTransaction, type PrevoutReader } from '@ordmarket/protocol';
import type { ChainSource, StoredBlock } from '../chain/ChainSource';

/** A block as the indexer reads it: its transactions decoded, in block order (the coinbase first). */
export interface ChainBlock {
  readonly height: number;
  readonly hash: string;
  readonly previousHash: string | null;
  /** Unix seconds of the header. */
  readonly time: number;
  readonly transactions: readonly BlockTransaction[];
}

/** The chain moved under us (a reorg or a rollback while we read): the next sync starts again. */
export class ChainMoved extends Error {
  override readonly name = 'ChainMoved';
}

/** Reads a block and its raw transactions from the chain source. */
export async function fetchBlock(chain: ChainSource, height: number, hash: string): Promise<ChainBlock> {
  const header = await chain.block(hash);
  const txids = await chain.blockTxids(hash);
  if (header === undefined || txids === undefined) throw new ChainMoved(`block ${hash} at ${height} is gone`);
  const transactions = await Promise.all(
    txids.map(async (txid) => {
      const hex = await chain.transactionHex(txid);
      if (hex === undefined) throw new ChainMoved(`transaction ${txid} of block ${hash} is gone`);
      return { txid, tx: bitcoin.Transaction.fromHex(hex) };
    }),
  );
  return { height, hash, previousHash: header.previousblockhash, time: header.timestamp, transactions };
}

/** Reads what a transaction's inputs were worth and its fee once per transaction, and only when needed. */
export function prevoutReader(chain: ChainSource): PrevoutReader {
  const cache = new Map<string, Promise<{ inputs: bigint[]; fee: bigint }>>();
  const read = (txid: string) => {
    let entry = cache.get(txid);
    if (entry === undefined) {
      entry = chain.transaction(txid).then((tx) => {
        if (tx === undefined) throw new ChainMoved(`transaction ${txid} is gone`);
        return {
          inputs: tx.vin.map((input) => BigInt(input.prevout?.value ?? 0)),
          fee: BigInt(tx.fee),
        };
      });
      cache.set(txid, entry);
    }
    return entry;
  };
  return {
    inputValues: async (txid) => (await read(txid)).inputs,
    fee: async (txid) => (await read(txid)).fee,
  };
}

/** Blocks read together, with what their transactions spent. */
export interface BlockRun {
  readonly blocks: readonly ChainBlock[];
  readonly prevouts: PrevoutReader;
}

function storedPrevouts(stored: readonly StoredBlock[]): PrevoutReader {
  const byTxid = new Map(stored.flatMap(({ transactions }) => transactions.map((entry) => [entry.txid, entry])));
  const read = (txid: string) => {
    const entry = byTxid.get(txid);
    if (entry === undefined) throw new ChainMoved(`transaction ${txid} is not in the blocks read`);
    return entry;
  };
  return {
    inputValues: (txid) => Promise.resolve(read(txid).inputValues),
    fee: (txid) => Promise.resolve(read(txid).fee),
  };
}

/**
 * Reads blocks `fromHeight` to `toHeight` as the chain has them now (fewer when it is shorter): in one go when
 * the chain can (the devnet), otherwise block by block with each transaction's inputs read when tracking asks.
 */
export async function readBlocks(chain: ChainSource, fromHeight: number, toHeight: number): Promise<BlockRun> {
  if (chain.blocksBetween !== undefined) {
    const stored = await chain.blocksBetween(fromHeight, toHeight);
    const blocks = stored.map(({ transactions, ...header }) => ({
      ...header,
      transactions: transactions.map(({ txid, hex }) => ({ txid, tx: bitcoin.Transaction.fromHex(hex) })),
    }));
    return { blocks, prevouts: storedPrevouts(stored) };
  }
  const blocks: ChainBlock[] = [];
  for (let height = fromHeight; height <= toHeight; height += 1) {
    const hash = await chain.blockHashAt(height);
    if (hash === undefined) break;
    blocks.push(await fetchBlock(chain, height, hash));
  }
  return { blocks, prevouts: prevoutReader(chain) };
}
