import type { Database } from '../../../db/database';
import { tipBlock, type BlockRow } from '../store/chainQueries';
import { blocksFrom, blockTransactions, blockTxids, spentInBlock } from '../store/coreReads';
import { blockHeaderJson, blockJson, blockTransactionsJson, type ChainPlace } from './blockJson';
import type { JsonObject } from './jsonText';

/** TxVerbosity: ids only (getblock 1, REST notxdetails), details with the fee (2), and each input's prevout (3, REST). */
export type BlockDetail = 'txids' | 'details' | 'prevouts';

/** The active chain's tip: the devnet mines its genesis block when it opens, so there always is one. */
export async function activeTip(db: Database): Promise<BlockRow> {
  const tip = await tipBlock(db);
  if (tip === undefined) throw new Error('the devnet has no genesis block');
  return tip;
}

/** The tip's height and the block after `row`, read now. */
export async function chainPlace(db: Database, row: BlockRow): Promise<ChainPlace> {
  const [tip, [next]] = await Promise.all([tipBlock(db), blocksFrom(db, row.height + 1, 1)]);
  return { tipHeight: tip?.height ?? row.height, nextHash: next?.hash };
}

/** getblock's object (verbosity 1 to 3) and REST's block JSON. */
export async function blockView(db: Database, row: BlockRow, detail: BlockDetail): Promise<JsonObject> {
  if (detail === 'txids') {
    const [place, txids] = await Promise.all([chainPlace(db, row), blockTxids(db, row.height)]);
    return blockJson(row, place, txids);
  }
  const [place, transactions, spent] = await Promise.all([
    chainPlace(db, row),
    blockTransactions(db, row.height),
    spentInBlock(db, row.height),
  ]);
  return blockJson(row, place, blockTransactionsJson(transactions, spent, detail === 'prevouts'));
}

/** Up to `count` headers of the active chain from `row` up, as REST's headers JSON writes each. */
export async function headerViews(
  db: Database,
  row: BlockRow,
  count: number,
): Promise<{ rows: BlockRow[]; json: JsonObject[] }> {
  const [tip, run] = await Promise.all([tipBlock(db), blocksFrom(db, row.height, count + 1)]);
  const rows = run.slice(0, count);
  const tipHeight = tip?.height ?? row.height;
  return {
    rows,
    json: rows.map((header, index) => blockHeaderJson(header, { tipHeight, nextHash: run[index + 1]?.hash })),
  };
}
