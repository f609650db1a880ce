import type { PrevoutReader } from '@ordmarket/protocol';
import type { ChainSource, EsploraTx } from '../ChainSource';
import { ChainMoved, type BlockRun, type ChainBlock } from './blockRun';
import { decodeRawBlock } from './decodeRawBlock';
import { transactionFromEsplora } from './transactionFromEsplora';

/** Esplora's page of a block's transactions (electrs serves 25 per page). */
export const esploraPageSize = 25;

type BlockReads = Pick<ChainSource, 'blockHashAt' | 'block' | 'blockRaw' | 'blockTransactions'>;

/** Where each transaction read sits, so its prevouts come from its block's page. */
interface Located {
  readonly hash: string;
  readonly index: number;
}

/**
 * Reads blocks from Esplora like a good citizen: the hash (`/block-height/:h`) and the whole block in one request
 * (`/block/:hash/raw`); what a transaction's inputs were worth and its fee come from the page of 25 it sits on
 * (`/block/:hash/txs/:start`), read only when sat tracking asks and once per page. A host without raw blocks gets
 * the header and every page instead, each transaction rebuilt from its JSON and checked against its txid.
 */
export function esploraBlocks(reads: BlockReads, source: string): ChainSource['readBlocks'] {
  return async (fromHeight, toHeight): Promise<BlockRun> => {
    const located = new Map<string, Located>();
    const pages = new Map<string, Promise<EsploraTx[]>>();
    const page = (hash: string, start: number): Promise<EsploraTx[]> => {
      const key = `${hash}:${start}`;
      let entry = pages.get(key);
      if (entry === undefined) {
        entry = reads.blockTransactions(hash, start).then((txs) => {
          if (txs === undefined) throw new ChainMoved(`block ${hash} is gone`);
          return txs;
        });
        pages.set(key, entry);
      }
      return entry;
    };
    const blocks: ChainBlock[] = [];
    for (let height = fromHeight; height <= toHeight; height += 1) {
      const hash = await reads.blockHashAt(height);
      if (hash === undefined) break;
      const block = await readWhole(reads, height, hash, page, source);
      block.transactions.forEach(({ txid }, index) => located.set(txid, { hash, index }));
      blocks.push(block);
    }
    const spent = async (txid: string): Promise<EsploraTx> => {
      const where = located.get(txid);
      if (where === undefined) throw new ChainMoved(`transaction ${txid} is not in the blocks read`);
      const start = where.index - (where.index % esploraPageSize);
      const tx = (await page(where.hash, start))[where.index - start];
      if (tx?.txid !== txid) throw new ChainMoved(`block ${where.hash} no longer holds ${txid} at ${where.index}`);
      return tx;
    };
    const prevouts: PrevoutReader = {
      inputValues: async (txid) => (await spent(txid)).vin.map((input) => BigInt(input.prevout?.value ?? 0)),
      fee: async (txid) => BigInt((await spent(txid)).fee),
    };
    return { blocks, prevouts };
  };
}

async function readWhole(
  reads: BlockReads,
  height: number,
  hash: string,
  page: (hash: string, start: number) => Promise<EsploraTx[]>,
  source: string,
): Promise<ChainBlock> {
  const raw = await reads.blockRaw(hash);
  if (raw !== undefined) return decodeRawBlock(raw, height, hash, source);
  // A 404 is either a block gone in a reorg or a host that does not serve raw blocks: the header tells which.
  const header = await reads.block(hash);
  if (header === undefined) throw new ChainMoved(`block ${hash} at ${height} is gone`);
  const transactions = [];
  for (let start = 0; start < header.tx_count; start += esploraPageSize) {
    for (const json of await page(hash, start)) {
      transactions.push({ txid: json.txid, tx: transactionFromEsplora(json, source) });
    }
  }
  if (transactions.length !== header.tx_count) throw new ChainMoved(`block ${hash} changed while it was read`);
  return { height, hash, previousHash: header.previousblockhash, time: header.timestamp, transactions };
}
