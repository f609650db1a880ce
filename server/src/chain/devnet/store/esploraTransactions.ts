import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { bitcoin, hexToBytes, type NetworkName } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetOutputs, devnetTransactions } from '../../../db/schema';
import type { EsploraTx, EsploraTxStatus } from '../../ChainSource';
import { esploraTransaction, type SpentOutput } from '../esploraJson/transactionJson';

/** Esplora's page of a block's transactions (electrs's CHAIN_TXS_PER_PAGE), as ChainSource.blockTransactions reads. */
const blockTxsPerPage = 25;

interface TransactionRow {
  readonly txid: string;
  readonly raw: string;
  readonly fee: bigint;
  readonly status: EsploraTxStatus;
}

/**
 * Transactions in Esplora's shape, with what every input spent read in one query whatever their number: through
 * the spender columns, which name the spending transaction and input, so no input needs decoding first.
 */
async function withPrevouts(db: Database, network: NetworkName, rows: readonly TransactionRow[]) {
  if (rows.length === 0) return [];
  const spent = await db
    .select({
      script: devnetOutputs.script,
      value: devnetOutputs.value,
      spentByTxid: devnetOutputs.spentByTxid,
      spentByVin: devnetOutputs.spentByVin,
    })
    .from(devnetOutputs)
    .where(
      inArray(
        devnetOutputs.spentByTxid,
        rows.map(({ txid }) => txid),
      ),
    );
  const prevouts = new Map<string, Map<number, SpentOutput>>();
  for (const { script, value, spentByTxid, spentByVin } of spent) {
    if (spentByTxid === null || spentByVin === null) continue;
    const byVin = prevouts.get(spentByTxid) ?? new Map<number, SpentOutput>();
    byVin.set(spentByVin, { script: hexToBytes(script), value });
    prevouts.set(spentByTxid, byVin);
  }
  return rows.map(({ txid, raw, fee, status }) =>
    esploraTransaction(bitcoin.Transaction.fromHex(raw), {
      txid,
      fee,
      status,
      prevouts: prevouts.get(txid) ?? new Map(),
      network,
    }),
  );
}

function statusOf(height: number | null, hash: string | null, time: number | null): EsploraTxStatus {
  if (height === null || hash === null || time === null) return { confirmed: false };
  return { confirmed: true, block_height: height, block_hash: hash, block_time: time };
}

/** The devnet's transactions as Esplora answers them: one by txid, or a block's page of 25. */
export function esploraTransactionReads(db: Database, network: NetworkName) {
  return {
    /** GET /tx/:txid, confirmed or in the mempool: two queries. */
    transaction: async (txid: string): Promise<EsploraTx | undefined> => {
      const [row] = await db
        .select({
          raw: devnetTransactions.raw,
          fee: devnetTransactions.fee,
          height: devnetTransactions.blockHeight,
          hash: devnetBlocks.hash,
          time: devnetBlocks.time,
        })
        .from(devnetTransactions)
        .leftJoin(devnetBlocks, eq(devnetBlocks.height, devnetTransactions.blockHeight))
        .where(eq(devnetTransactions.txid, txid));
      if (row === undefined) return undefined;
      const [tx] = await withPrevouts(db, network, [
        { txid, ...row, status: statusOf(row.height, row.hash, row.time) },
      ]);
      return tx;
    },
    /**
     * GET /block/:hash/txs/:start: the block's transactions from index `start` (a multiple of 25), in block order,
     * in two queries. Undefined for a block not on the chain or a start at or past its end.
     */
    blockTransactions: async (hash: string, start: number): Promise<EsploraTx[] | undefined> => {
      if (!Number.isSafeInteger(start) || start < 0 || start % blockTxsPerPage !== 0) return undefined;
      const rows = await db
        .select({
          txid: devnetTransactions.txid,
          raw: devnetTransactions.raw,
          fee: devnetTransactions.fee,
          height: devnetBlocks.height,
          time: devnetBlocks.time,
        })
        .from(devnetBlocks)
        .innerJoin(devnetTransactions, eq(devnetTransactions.blockHeight, devnetBlocks.height))
        .where(and(eq(devnetBlocks.hash, hash), gte(devnetTransactions.blockIndex, start)))
        .orderBy(asc(devnetTransactions.blockIndex))
        .limit(blockTxsPerPage);
      if (rows.length === 0) return undefined;
      return withPrevouts(
        db,
        network,
        rows.map((row) => ({ ...row, status: statusOf(row.height, hash, row.time) })),
      );
    },
  };
}
