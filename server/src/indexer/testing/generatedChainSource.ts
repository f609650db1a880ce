import { pino } from 'pino';
import type { ChainSource } from '../../chain/ChainSource';
import { ChainMoved, type BlockRun } from '../../chain/blocks/blockRun';
import { decodeRawBlock } from '../../chain/blocks/decodeRawBlock';
import { defaultUndoDepth } from '../../config/undoDepth';
import type { DatabaseHandle } from '../../db/database';
import type { RunReport } from '../followChain';
import { openIndexer } from '../openIndexer';
import type { GeneratedChain } from './mainnetLikeBlocks';

/**
 * A generated chain served the way a raw-block source serves it: each block's bytes decoded and checked against its
 * hash (Esplora's /block/:hash/raw path), and what the tracked transactions spent from the generator's record,
 * as Esplora's pages or Core's undo data would answer it. It has no mempool and takes no transactions: an index
 * is all it is read for.
 */
export function generatedChainSource(chain: GeneratedChain): ChainSource {
  const byHash = new Map(chain.blocks.map((block) => [block.hash, block]));
  const blocksOnly = () => Promise.reject(new Error('The generated chain serves blocks only'));
  const spent = (txid: string) => {
    const values = chain.spent.get(txid);
    if (values === undefined) throw new ChainMoved(`transaction ${txid} is not in the blocks read`);
    return values;
  };
  return {
    network: 'devnet',
    tipHeight: () => Promise.resolve(chain.blocks.length - 1),
    blockHashAt: (height) => Promise.resolve(chain.blocks[height]?.hash),
    blockRaw: (hash) => Promise.resolve(byHash.get(hash)?.raw),
    readBlocks: (fromHeight, toHeight): Promise<BlockRun> => {
      const blocks = chain.blocks
        .slice(fromHeight, toHeight + 1)
        .map(({ raw, height, hash }) => decodeRawBlock(raw, height, hash, 'the generated chain'));
      return Promise.resolve({
        blocks,
        prevouts: {
          inputValues: (txid) => Promise.resolve(spent(txid).inputValues),
          fee: (txid) => Promise.resolve(spent(txid).fee),
        },
      });
    },
    block: blocksOnly,
    blockTxids: blocksOnly,
    blockTransactions: blocksOnly,
    transaction: blocksOnly,
    transactionHex: blocksOnly,
    transactionStatus: blocksOnly,
    outspends: blocksOnly,
    address: blocksOnly,
    addressUtxos: blocksOnly,
    recommendedFees: blocksOnly,
    coinAssets: blocksOnly,
    mempool: () => Promise.resolve(undefined),
    broadcast: blocksOnly,
  };
}

/** Indexes the whole generated chain into `database` (empty), as a server's indexer would; answers each run's report. */
export async function indexGeneratedChain(database: DatabaseHandle, chain: GeneratedChain): Promise<RunReport[]> {
  const reports: RunReport[] = [];
  const indexer = openIndexer({
    database,
    chain: generatedChainSource(chain),
    log: pino({ level: 'silent' }),
    pollMs: 3_600_000,
    undoDepth: defaultUndoDepth,
    onRun: (report) => reports.push(report),
  });
  try {
    await indexer.syncToTip();
  } finally {
    await indexer.close();
  }
  return reports;
}
