import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { insertJsonRows } from '../db/insertJsonRows';
import {
  activity,
  brc20Activity,
  brc20EventHashes,
  brc20Events,
  brc20Orders,
  brc20TransferInscriptions,
  indexerBlocks,
  inscriptionAttributes,
  inscriptionContents,
  inscriptions,
  listings,
  marketTransactions,
} from '../db/schema';
import { publishMarketEvents } from '../realtime/marketEvents';
import type { BlockUndo } from './BlockUndo';
import type { OfferChange, RunWrites } from './runWrites';

/** Bind parameters per statement stay well under PostgreSQL's 65,535. */
const parametersPerStatement = 30_000;

/** `rows` in statements of as many rows as fit, each row taking `columns` parameters, in order. */
async function inChunks<T>(rows: readonly T[], columns: number, write: (rows: T[]) => Promise<unknown>) {
  const size = Math.max(1, Math.floor(parametersPerStatement / columns));
  for (let at = 0; at < rows.length; at += size) await write(rows.slice(at, at + size));
}

/** Rows per insert, so one statement's JSON stays a few megabytes; contents are cut by their bytes instead. */
const rowsPerInsert = 5_000;
const contentBytesPerInsert = 16 * 1024 * 1024;

async function insertAll<T extends PgTable>(db: Database, table: T, rows: ReadonlyArray<T['$inferInsert']>) {
  for (let at = 0; at < rows.length; at += rowsPerInsert)
    await insertJsonRows(db, table, rows.slice(at, at + rowsPerInsert));
}

/** Inscription contents in statements of at most `contentBytesPerInsert` of bodies (a body may be 400 kB). */
async function insertContents(db: Database, rows: ReadonlyArray<typeof inscriptionContents.$inferInsert>) {
  let batch: Array<typeof inscriptionContents.$inferInsert> = [];
  let bytes = 0;
  for (const row of rows) {
    const size = row.body?.length ?? 0;
    if (batch.length > 0 && (bytes + size > contentBytesPerInsert || batch.length === rowsPerInsert)) {
      await insertJsonRows(db, inscriptionContents, batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  await insertJsonRows(db, inscriptionContents, batch);
}

/** `(a, b, ...), (...)`: rows for a `from (values ...)` join, their values typed by the casts in `row`. */
const valuesList = <T>(rows: readonly T[], row: (item: T) => SQL) =>
  sql.join(
    rows.map((item) => sql`(${row(item)})`),
    sql`, `,
  );

async function moveInscriptions(db: Database, writes: RunWrites): Promise<void> {
  await inChunks([...writes.moved], 6, async (moved) => {
    const rows = valuesList(
      moved,
      ([id, { txid, vout, offset, value, owner }]) =>
        sql`${id}::text, ${txid}::text, ${vout}::integer, ${offset.toString()}::bigint, ${value.toString()}::bigint, ${owner}::text`,
    );
    await db.execute(sql`update ${inscriptions}
      set txid = v.txid, vout = v.vout, "offset" = v.sat_offset, value = v.value, owner_address = v.owner
      from (values ${rows}) as v(id, txid, vout, sat_offset, value, owner)
      where ${inscriptions.inscriptionId} = v.id`);
    await db.execute(sql`update ${brc20TransferInscriptions}
      set owner_address = v.owner, output = v.txid || ':' || v.vout, output_value = v.value, output_offset = v.sat_offset
      from (values ${rows}) as v(id, txid, vout, sat_offset, value, owner)
      where ${brc20TransferInscriptions.inscriptionId} = v.id`);
  });
}

/** Writes the activity and answers each block's activity ids, by height. */
async function writeActivity(db: Database, writes: RunWrites): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>();
  for (let at = 0; at < writes.activity.length; at += rowsPerInsert) {
    const rows = writes.activity.slice(at, at + rowsPerInsert);
    // Raw rows: the id comes back as text from either driver, whatever each makes of a bigint.
    for (const { id, height } of await insertJsonRows(db, activity, rows, sql`id::text as id, height`)) {
      if (typeof height === 'number') ids.set(height, [...(ids.get(height) ?? []), Number(id)]);
    }
  }
  for (const list of ids.values()) list.sort((a, b) => a - b);
  return ids;
}

async function settleOffers(db: Database, writes: RunWrites): Promise<void> {
  const offerRow = (id: string, change: OfferChange) =>
    sql`${id}::uuid, ${change.status}::text, ${change.buyerAddress}::text, ${change.txid}::text, ${change.purchaseId}::uuid, ${change.sellerPaid}::boolean, ${change.updatedAt.toISOString()}::timestamptz`;
  await inChunks([...writes.listings], 7, async (changes) => {
    const rows = valuesList(changes, ([id, change]) => offerRow(id, change));
    await db.execute(sql`update ${listings}
      set status = v.status, buyer_address = v.buyer, purchase_txid = v.txid, purchase_id = v.purchase_id,
        seller_paid = v.seller_paid, updated_at = v.updated_at
      from (values ${rows}) as v(id, status, buyer, txid, purchase_id, seller_paid, updated_at)
      where ${listings.id} = v.id`);
  });
  await inChunks([...writes.brc20Orders], 8, async (changes) => {
    const rows = valuesList(
      changes,
      ([id, change]) => sql`${offerRow(id, change)}, ${change.soldAt?.toISOString() ?? null}::timestamptz`,
    );
    await db.execute(sql`update ${brc20Orders}
      set status = v.status, buyer_address = v.buyer, txid = v.txid, purchase_id = v.purchase_id,
        seller_paid = v.seller_paid, updated_at = v.updated_at, sold_at = v.sold_at
      from (values ${rows}) as v(id, status, buyer, txid, purchase_id, seller_paid, updated_at, sold_at)
      where ${brc20Orders.id} = v.id`);
  });
  await inChunks([...writes.purchases], 5, async (changes) => {
    const rows = valuesList(
      changes,
      ([id, change]) =>
        sql`${id}::uuid, ${change.status}::text, ${change.failure}::text, ${change.replacedByTxid}::text, ${change.updatedAt.toISOString()}::timestamptz`,
    );
    await db.execute(sql`update ${marketTransactions}
      set status = v.status, failure = v.failure, replaced_by_txid = v.replaced_by, updated_at = v.updated_at
      from (values ${rows}) as v(id, status, failure, replaced_by, updated_at)
      where ${marketTransactions.id} = v.id`);
  });
}

/**
 * Writes a run's rows with a statement per table (more only past the parameter limit), in an order the foreign
 * keys accept, then each block's undo row and the notifications, in block order. `persistLedger` writes the
 * BRC-20 ledger between the NFT rows and the BRC-20 rows that refer to its ticks.
 */
export async function flushRun(db: Database, writes: RunWrites, persistLedger: () => Promise<void>): Promise<void> {
  await insertContents(db, writes.contents);
  await insertAll(db, inscriptions, [...writes.inscriptions.values()]);
  await insertAll(db, inscriptionAttributes, writes.attributes);
  await moveInscriptions(db, writes);
  const activityIds = await writeActivity(db, writes);
  await persistLedger();
  await settleOffers(db, writes);
  await insertAll(db, brc20Activity, writes.brc20Activity);
  await insertAll(db, brc20EventHashes, writes.eventHashes);
  await insertAll(db, brc20Events, writes.opiEvents);
  await insertAll(db, brc20TransferInscriptions, [...writes.transfers.values()]);
  await inChunks([...writes.usedTransfers], 1, (ids) =>
    db
      .update(brc20TransferInscriptions)
      .set({ used: true })
      .where(and(inArray(brc20TransferInscriptions.inscriptionId, ids), eq(brc20TransferInscriptions.used, false))),
  );
  await inChunks(writes.blocks, 3, (blocks) =>
    db.insert(indexerBlocks).values(
      blocks.map(({ height, hash, undo }) => {
        const full: BlockUndo = { ...undo, activityIds: activityIds.get(height) ?? [] };
        return { height, hash, undo: full };
      }),
    ),
  );
  await inChunks(writes.events, 1, (events) => publishMarketEvents(db, events));
}
