import { and, asc, eq, isNull, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bitcoin, bytesToHex, type NetworkName, parseAddress, txidFromHash } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetOutputs, devnetTransactions } from '../../../db/schema';
import type {
  ChainSource,
  EsploraAddress,
  EsploraAddressStats,
  EsploraBlock,
  EsploraOutspend,
  EsploraTxStatus,
  EsploraUtxo,
} from '../../ChainSource';
import { regtestBits } from '../chainRules';
import { esploraTransactionReads } from './esploraTransactions';
import { mempoolView } from './mempoolView';
import { rawBlock } from './rawBlock';
import { storedBlocks } from './storedBlocks';

type Reads = Omit<ChainSource, 'network' | 'broadcast' | 'recommendedFees' | 'coinAssets'>;

interface Placement {
  blockHeight: number | null;
  blockHash: string | null;
  blockTime: number | null;
}

function statusOf({ blockHeight, blockHash, blockTime }: Placement): EsploraTxStatus {
  if (blockHeight === null || blockHash === null || blockTime === null) return { confirmed: false };
  return { confirmed: true, block_height: blockHeight, block_hash: blockHash, block_time: blockTime };
}

/** Difficulty relative to Bitcoin's minimum (bits 0x1d00ffff), as Esplora reports it. */
function difficulty(bits: number): number {
  const target = (bits & 0xffffff) * 2 ** (8 * ((bits >>> 24) - 3));
  return (0xffff * 2 ** (8 * (0x1d - 3))) / target;
}

function emptyStats(): EsploraAddressStats {
  return { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
}

/** The ChainSource lookups over the devnet's tables, answered in Esplora's shapes. */
export function esploraReads(db: Database, network: NetworkName): Reads {
  const spender = alias(devnetTransactions, 'spender');
  const spenderBlock = alias(devnetBlocks, 'spender_block');
  const placementColumns = {
    blockHeight: devnetTransactions.blockHeight,
    blockHash: devnetBlocks.hash,
    blockTime: devnetBlocks.time,
  };

  const transactionRow = async (txid: string) => {
    const [row] = await db
      .select({ raw: devnetTransactions.raw, fee: devnetTransactions.fee, ...placementColumns })
      .from(devnetTransactions)
      .leftJoin(devnetBlocks, eq(devnetBlocks.height, devnetTransactions.blockHeight))
      .where(eq(devnetTransactions.txid, txid));
    return row;
  };

  const blockByHash = async (hash: string) => {
    const [row] = await db.select().from(devnetBlocks).where(eq(devnetBlocks.hash, hash));
    return row;
  };

  const scriptOf = (address: string): string | undefined => {
    try {
      return bytesToHex(parseAddress(address, network).outputScript);
    } catch {
      return undefined;
    }
  };

  return {
    ...esploraTransactionReads(db, network),
    blockRaw: (hash) => rawBlock(db, hash),
    tipHeight: async () => {
      const [row] = await db.select({ height: max(devnetBlocks.height) }).from(devnetBlocks);
      return row?.height ?? 0;
    },
    blockHashAt: async (height) => {
      const [row] = await db
        .select({ hash: devnetBlocks.hash })
        .from(devnetBlocks)
        .where(eq(devnetBlocks.height, height));
      return row?.hash;
    },
    block: async (hash): Promise<EsploraBlock | undefined> => {
      const row = await blockByHash(hash);
      if (row === undefined) return undefined;
      const header = bitcoin.Block.fromHex(row.header);
      return {
        id: row.hash,
        height: row.height,
        version: header.version,
        timestamp: row.time,
        tx_count: row.txCount,
        size: row.size,
        weight: row.weight,
        merkle_root: txidFromHash(header.merkleRoot ?? new Uint8Array(32)),
        previousblockhash: row.height === 0 ? null : txidFromHash(header.prevHash ?? new Uint8Array(32)),
        mediantime: row.medianTime,
        nonce: header.nonce,
        bits: header.bits,
        difficulty: difficulty(regtestBits),
      };
    },
    blockTxids: async (hash) => {
      const row = await blockByHash(hash);
      if (row === undefined) return undefined;
      const txs = await db
        .select({ txid: devnetTransactions.txid })
        .from(devnetTransactions)
        .where(eq(devnetTransactions.blockHeight, row.height))
        .orderBy(asc(devnetTransactions.blockIndex));
      return txs.map(({ txid }) => txid);
    },
    readBlocks: (fromHeight, toHeight) => storedBlocks(db, fromHeight, toHeight),
    mempool: (known) => mempoolView(db, known),
    transactionHex: async (txid) => (await transactionRow(txid))?.raw,
    transactionStatus: async (txid) => {
      const row = await transactionRow(txid);
      return row === undefined ? undefined : statusOf(row);
    },
    outspends: async (txid): Promise<EsploraOutspend[] | undefined> => {
      if ((await transactionRow(txid)) === undefined) return undefined;
      const rows = await db
        .select({
          spentByTxid: devnetOutputs.spentByTxid,
          spentByVin: devnetOutputs.spentByVin,
          blockHeight: spender.blockHeight,
          blockHash: spenderBlock.hash,
          blockTime: spenderBlock.time,
        })
        .from(devnetOutputs)
        .leftJoin(spender, eq(spender.txid, devnetOutputs.spentByTxid))
        .leftJoin(spenderBlock, eq(spenderBlock.height, spender.blockHeight))
        .where(eq(devnetOutputs.txid, txid))
        .orderBy(asc(devnetOutputs.vout));
      return rows.map((row) =>
        row.spentByTxid === null || row.spentByVin === null
          ? { spent: false }
          : { spent: true, txid: row.spentByTxid, vin: row.spentByVin, status: statusOf(row) },
      );
    },
    address: async (address): Promise<EsploraAddress> => {
      const chain = emptyStats();
      const mempool = emptyStats();
      const script = scriptOf(address);
      if (script === undefined) return { address, chain_stats: chain, mempool_stats: mempool };
      const rows = await db
        .select({
          txid: devnetOutputs.txid,
          value: devnetOutputs.value,
          createdHeight: devnetTransactions.blockHeight,
          spentByTxid: devnetOutputs.spentByTxid,
          spentHeight: spender.blockHeight,
        })
        .from(devnetOutputs)
        .innerJoin(devnetTransactions, eq(devnetTransactions.txid, devnetOutputs.txid))
        .leftJoin(spender, eq(spender.txid, devnetOutputs.spentByTxid))
        .where(eq(devnetOutputs.script, script));
      const chainTxs = new Set<string>();
      const mempoolTxs = new Set<string>();
      for (const row of rows) {
        const funded = row.createdHeight === null ? mempool : chain;
        funded.funded_txo_count += 1;
        funded.funded_txo_sum += Number(row.value);
        (row.createdHeight === null ? mempoolTxs : chainTxs).add(row.txid);
        if (row.spentByTxid === null) continue;
        const spent = row.spentHeight === null ? mempool : chain;
        spent.spent_txo_count += 1;
        spent.spent_txo_sum += Number(row.value);
        (row.spentHeight === null ? mempoolTxs : chainTxs).add(row.spentByTxid);
      }
      chain.tx_count = chainTxs.size;
      mempool.tx_count = mempoolTxs.size;
      return { address, chain_stats: chain, mempool_stats: mempool };
    },
    addressUtxos: async (address): Promise<EsploraUtxo[]> => {
      const script = scriptOf(address);
      if (script === undefined) return [];
      const rows = await db
        .select({ txid: devnetOutputs.txid, vout: devnetOutputs.vout, value: devnetOutputs.value, ...placementColumns })
        .from(devnetOutputs)
        .innerJoin(devnetTransactions, eq(devnetTransactions.txid, devnetOutputs.txid))
        .leftJoin(devnetBlocks, eq(devnetBlocks.height, devnetTransactions.blockHeight))
        .where(and(eq(devnetOutputs.script, script), isNull(devnetOutputs.spentByTxid)))
        .orderBy(asc(devnetTransactions.sequence), asc(devnetOutputs.vout));
      return rows.map((row) => ({ txid: row.txid, vout: row.vout, value: Number(row.value), status: statusOf(row) }));
    },
  };
}

/** Every unspent output, for consistency checks. */
export function unspentOutputs(db: Database) {
  return db.select().from(devnetOutputs).where(isNull(devnetOutputs.spentByTxid));
}
