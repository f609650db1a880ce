import { bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sats } from './columns';

/** Values the embedded devnet generates once (its treasury seed) and keeps across restarts. */
export const devnetSettings = pgTable('devnet_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** The devnet's active chain, one row per height; a rollback deletes rows from the top. */
export const devnetBlocks = pgTable('devnet_blocks', {
  height: integer('height').primaryKey(),
  hash: text('hash').notNull().unique(),
  /** The serialized 80-byte header, hex. */
  header: text('header').notNull(),
  time: integer('time').notNull(),
  medianTime: integer('median_time').notNull(),
  txCount: integer('tx_count').notNull(),
  size: integer('size').notNull(),
  weight: integer('weight').notNull(),
});

/**
 * Every transaction the devnet knows: confirmed ones carry their block height and position, mempool ones
 * have neither. `sequence` is the order of acceptance, which is also a valid parent-before-child order.
 */
export const devnetTransactions = pgTable(
  'devnet_transactions',
  {
    txid: text('txid').primaryKey(),
    raw: text('raw').notNull(),
    fee: sats('fee').notNull(),
    weight: integer('weight').notNull(),
    blockHeight: integer('block_height'),
    blockIndex: integer('block_index'),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [index('devnet_transactions_block_idx').on(table.blockHeight, table.blockIndex)],
);

/**
 * Every output of every known transaction. Spent outputs are kept (Esplora shows prevouts and outspends);
 * `spent_by_txid` names the confirmed or mempool transaction spending it.
 */
export const devnetOutputs = pgTable(
  'devnet_outputs',
  {
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    value: sats('value').notNull(),
    /** The output script, hex: addresses are looked up by script so their spelling does not matter. */
    script: text('script').notNull(),
    spentByTxid: text('spent_by_txid'),
    spentByVin: integer('spent_by_vin'),
  },
  (table) => [
    primaryKey({ columns: [table.txid, table.vout] }),
    index('devnet_outputs_script_idx').on(table.script),
    index('devnet_outputs_spent_by_idx').on(table.spentByTxid),
  ],
);
