import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moment, oneOf, sats } from './columns';

export const assetVerdicts = ['none', 'some', 'unknown'] as const;

/**
 * Every address handed out from the service wallet, by its derivation index: an index is used once, so no two
 * orders (or deposits) ever share an address and a payment always says whose it is.
 */
export const serviceAddresses = pgTable(
  'service_addresses',
  {
    derivationIndex: serial('derivation_index').primaryKey(),
    /** What the address is for ('inscription-order'). */
    purpose: text('purpose').notNull(),
    address: text('address').notNull().unique(),
    /**
     * The address's output script in hex, as block outputs carry it: the indexer finds payments to the service by it
     * without encoding an address for every output it reads. Null only until a start after this column came fills it.
     */
    outputScript: text('output_script'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('service_addresses_output_script_idx').on(table.outputScript)],
);

/**
 * Every coin the chain shows at a service address, learned from what the indexer reads (blocks, with their spends and
 * reorgs) and from the mempool where the chain source lists it, never by asking about each address: what the
 * service's passes read in place of the chain's per-address view. `block_height` is null while the coin waits in the
 * mempool; `spent_txid` names the transaction that spends it (in a block at `spent_height`, or waiting when that is
 * null). A coin whose transaction leaves the mempool unmined is deleted, and a spend that leaves it is cleared.
 */
export const serviceCoins = pgTable(
  'service_coins',
  {
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    address: text('address')
      .notNull()
      .references(() => serviceAddresses.address),
    value: sats('value').notNull(),
    blockHeight: integer('block_height'),
    spentTxid: text('spent_txid'),
    spentHeight: integer('spent_height'),
    /**
     * Whether the coin carries an inscription or runes ('some'), is known not to ('none'), or cannot be told yet
     * ('unknown'; null: not judged). Only a 'none' coin is ever spent as a payment.
     */
    assets: text('assets', { enum: assetVerdicts }),
    seenAt: moment('seen_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.txid, table.vout] }),
    index('service_coins_address_idx').on(table.address),
    index('service_coins_block_height_idx').on(table.blockHeight),
    index('service_coins_spent_height_idx').on(table.spentHeight),
    index('service_coins_unconfirmed_idx')
      .on(table.txid)
      .where(sql`${table.blockHeight} is null`),
    check('service_coins_value_check', sql`${table.value} >= 0`),
    check('service_coins_assets_check', oneOf('assets', assetVerdicts)),
  ],
);

export const inscriptionOrderKinds = ['launchpad_mint', 'brc20_deploy', 'brc20_mint', 'brc20_transfer'] as const;
export type InscriptionOrderKind = (typeof inscriptionOrderKinds)[number];

/**
 * awaiting_payment -> paid -> inscribing (commit and reveals stored, then sent) -> inscribed (every reveal sent);
 * or refunded (the payment went back), failed (nothing could be done; `reason` says why), expired (never paid).
 */
export const inscriptionOrderStatuses = [
  'awaiting_payment',
  'paid',
  'inscribing',
  'inscribed',
  'refunded',
  'failed',
  'expired',
] as const;
export type InscriptionOrderStatus = (typeof inscriptionOrderStatuses)[number];

/**
 * An order the inscription service fulfils: whatever reaches `payment_address` (a service wallet address of its own)
 * becomes `inscription_count` inscriptions to the receiver, the creator's price and the platform's fee, or goes back
 * to the refund address. The market's own row (a mint order, a BRC-20 task) shares its id.
 */
export const inscriptionOrders = pgTable(
  'inscription_orders',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: inscriptionOrderKinds }).notNull(),
    derivationIndex: integer('derivation_index')
      .notNull()
      .unique()
      .references(() => serviceAddresses.derivationIndex),
    paymentAddress: text('payment_address').notNull().unique(),
    receiverAddress: text('receiver_address').notNull(),
    refundAddress: text('refund_address').notNull(),
    feeRate: integer('fee_rate').notNull(),
    inscriptionCount: integer('inscription_count').notNull(),
    postageSats: sats('postage_sats').notNull(),
    creatorAddress: text('creator_address'),
    creatorSats: sats('creator_sats')
      .notNull()
      .default(sql`0`),
    serviceFeeAddress: text('service_fee_address'),
    serviceFeeSats: sats('service_fee_sats')
      .notNull()
      .default(sql`0`),
    /** Quoted for the largest content the order may get and one payment; what is not spent goes back. */
    networkFeeSats: sats('network_fee_sats').notNull(),
    totalSats: sats('total_sats').notNull(),
    status: text('status', { enum: inscriptionOrderStatuses }).notNull().default('awaiting_payment'),
    /** Why an order was refunded or failed, in words for its owner. */
    reason: text('reason'),
    /** The txid the wallet reported paying with (the chain decides what was paid). */
    reportedTxid: text('reported_txid'),
    paidSats: sats('paid_sats'),
    commitTxid: text('commit_txid'),
    refundTxid: text('refund_txid'),
    refundedSats: sats('refunded_sats'),
    inscriptionIds: jsonb('inscription_ids').$type<string[]>().notNull().default([]),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** An order with nothing paid by then is no longer watched closely. */
    expiresAt: moment('expires_at').notNull(),
    paidAt: moment('paid_at'),
    /** When the reveals (or the refund) went out; the latency benchmark reads it against `paid_at`. */
    finishedAt: moment('finished_at'),
  },
  (table) => [
    index('inscription_orders_status_idx').on(table.status, table.expiresAt),
    index('inscription_orders_reported_txid_idx').on(table.reportedTxid),
    check('inscription_orders_status_check', oneOf('status', inscriptionOrderStatuses)),
    check('inscription_orders_kind_check', oneOf('kind', inscriptionOrderKinds)),
    check('inscription_orders_count_check', sql`${table.inscriptionCount} between 1 and 1000`),
    check(
      'inscription_orders_sats_check',
      sql`${table.totalSats} > 0 and ${table.creatorSats} >= 0 and ${table.serviceFeeSats} >= 0`,
    ),
  ],
);

/** A `return` sends back coins that reached the order's address once the order no longer needed them. */
export const inscriptionTransactionRoles = ['commit', 'reveal', 'refund', 'return'] as const;
export const inscriptionTransactionStatuses = ['stored', 'broadcast', 'confirmed', 'refused'] as const;
export type InscriptionTransactionStatus = (typeof inscriptionTransactionStatuses)[number];

/**
 * The signed transactions of an order, stored before the first is sent: a restart sends the same bytes again, so an
 * order can be paid out once only. `position` is the broadcast order (the commit before its reveals).
 */
export const inscriptionTransactions = pgTable(
  'inscription_transactions',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => inscriptionOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    role: text('role', { enum: inscriptionTransactionRoles }).notNull(),
    txid: text('txid').notNull().unique(),
    rawTx: text('raw_tx').notNull(),
    status: text('status', { enum: inscriptionTransactionStatuses }).notNull().default('stored'),
    reason: text('reason'),
    /** What a return sends back to the refund address (its coins less its fee). */
    returnedSats: sats('returned_sats'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    index('inscription_transactions_status_idx').on(table.status),
    check('inscription_transactions_role_check', oneOf('role', inscriptionTransactionRoles)),
    check('inscription_transactions_status_check', oneOf('status', inscriptionTransactionStatuses)),
  ],
);

/**
 * Every coin seen at an order's address, whatever the order's state, and which of the order's stored transactions
 * spends it. A coin no stored transaction spends belongs to the order while it waits for or holds its payment, and is
 * owed back to the refund address once the order has moved on: nothing reaching a service address is kept.
 */
export const inscriptionOrderCoins = pgTable(
  'inscription_order_coins',
  {
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => inscriptionOrders.id, { onDelete: 'cascade' }),
    value: sats('value').notNull(),
    /** Null while the coin is in the mempool. */
    blockHeight: integer('block_height'),
    /** The txid of the order's stored transaction (commit, refund or return) that spends the coin. */
    spentBy: text('spent_by'),
    /** What the coin carries, as its service coin was judged (see serviceCoins.assets): only 'none' pays. */
    assets: text('assets', { enum: assetVerdicts }),
    /** When the coin, with the order's other unspent ones, was found worth less than the fee of returning it. */
    tooSmallAt: moment('too_small_at'),
    seenAt: moment('seen_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.txid, table.vout] }),
    index('inscription_order_coins_order_idx').on(table.orderId),
    index('inscription_order_coins_spent_by_idx').on(table.spentBy),
    check('inscription_order_coins_value_check', sql`${table.value} > 0`),
    check('inscription_order_coins_assets_check', oneOf('assets', assetVerdicts)),
  ],
);
