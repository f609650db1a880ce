import { asc, eq } from 'drizzle-orm';
import { compactSize, concatBytes, hexToBytes } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetTransactions } from '../../../db/schema';

/**
 * The block as the network carries it (Esplora's GET /block/:hash/raw): its stored 80-byte header, the
 * transaction count, then each transaction's stored bytes (witnesses included) in block order. One query.
 */
export async function rawBlock(db: Database, hash: string): Promise<Uint8Array | undefined> {
  const rows = await db
    .select({ header: devnetBlocks.header, raw: devnetTransactions.raw })
    .from(devnetBlocks)
    .leftJoin(devnetTransactions, eq(devnetTransactions.blockHeight, devnetBlocks.height))
    .where(eq(devnetBlocks.hash, hash))
    .orderBy(asc(devnetTransactions.blockIndex));
  const [first] = rows;
  if (first === undefined) return undefined;
  const transactions = rows.flatMap(({ raw }) => (raw === null ? [] : [hexToBytes(raw)]));
  return concatBytes([hexToBytes(first.header), compactSize(transactions.length), ...transactions]);
}
