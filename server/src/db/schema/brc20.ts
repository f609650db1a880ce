import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigAmount, bytea, moment, oneOf, sats } from './columns';
import { users } from './auth';
import { inscriptionOrders } from './inscribing';

export const brc20OrderStatuses = ['on_list', 'selling', 'sold', 'cancelled', 'invalid', 'replaced'] as const;
export type Brc20OrderStatus = (typeof brc20OrderStatuses)[number];
export const brc20ActivityKinds = ['deploy', 'mint', 'transfer', 'list', 'delist', 'sale', 'replaced'] as const;
export type Brc20ActivityKind = (typeof brc20ActivityKinds)[number];
/** deploy and mint (create_deploy_task, create_mint_task); transfer (create_mint_inscription_order). */
export const brc20InscribeKinds = ['deploy', 'mint', 'transfer'] as const;
export type Brc20InscribeKind = (typeof brc20InscribeKinds)[number];

/** A deployed token as the BRC-20 ledger knows it; the indexer writes it, the API only reads it. */
export const brc20Ticks = pgTable(
  'brc20_ticks',
  {
    /** Lowercase key: ticks are case-insensitive. */
    tick: text('tick').primaryKey(),
    /** The case as the deploy inscribed it. */
    displayTick: text('display_tick').notNull(),
    maxSupply: bigAmount('max_supply').notNull(),
    limitPerMint: bigAmount('limit_per_mint').notNull(),
    decimals: integer('decimals').notNull(),
    minted: bigAmount('minted')
      .notNull()
      .default(sql`0`),
    holders: integer('holders').notNull().default(0),
    /** Valid mint inscriptions, the "transactions" column of a token list. */
    mintCount: integer('mint_count').notNull().default(0),
    deployInscriptionId: text('deploy_inscription_id').notNull().unique(),
    deployer: text('deployer').notNull(),
    deployHeight: integer('deploy_height').notNull(),
    deployedAt: moment('deployed_at').notNull(),
    iconUrl: text('icon_url'),
    selfMint: boolean('self_mint').notNull().default(false),
    /** Sent to a bare OP_RETURN (or to the programmable module while it takes no deposits): gone for good. */
    burned: bigAmount('burned')
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    index('brc20_ticks_deployed_at_idx').on(table.deployedAt),
    check('brc20_ticks_decimals_check', sql`${table.decimals} between 0 and 18`),
  ],
);

/**
 * What an output script holds of a tick, as OPI keys balances: `transferable` is locked in transfer inscriptions
 * not yet sent. Scripts without an address (P2PK, bare multisig, OP_RETURN, nonstandard) hold balances too.
 */
export const brc20Balances = pgTable(
  'brc20_balances',
  {
    tick: text('tick')
      .notNull()
      .references(() => brc20Ticks.tick, { onDelete: 'cascade' }),
    /** Lowercase hex. */
    pkscript: text('pkscript').notNull(),
    /** The script's address on this network; null when it has none. */
    address: text('address'),
    available: bigAmount('available')
      .notNull()
      .default(sql`0`),
    transferable: bigAmount('transferable')
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.tick, table.pkscript] }),
    index('brc20_balances_address_idx').on(table.address),
    // The fund address distribution ranks a tick's holders by what they hold, largest first.
    index('brc20_balances_tick_held_idx').on(table.tick, sql`(${table.available} + ${table.transferable}) desc`),
  ],
);

/** A transfer inscription: the thing a BRC-20 seller lists. `used` once it has been sent (the transfer happened). */
export const brc20TransferInscriptions = pgTable(
  'brc20_transfer_inscriptions',
  {
    inscriptionId: text('inscription_id').primaryKey(),
    inscriptionNumber: bigint('inscription_number', { mode: 'number' }),
    tick: text('tick')
      .notNull()
      .references(() => brc20Ticks.tick, { onDelete: 'cascade' }),
    /** The tick as the inscription wrote it. */
    originalTick: text('original_tick').notNull().default(''),
    amount: bigAmount('amount').notNull(),
    ownerAddress: text('owner_address').notNull(),
    /** The script it was inscribed to, whose balance it locks until its first move. */
    sourcePkscript: text('source_pkscript').notNull().default(''),
    /** Where the inscribed sat is now, "txid:vout", with the output's value and the sat's offset in it. */
    output: text('output').notNull(),
    outputValue: sats('output_value').notNull(),
    outputOffset: sats('output_offset')
      .notNull()
      .default(sql`0`),
    /** Invalid transfers (inscribed beyond the available balance) are shown but can never be listed. */
    valid: boolean('valid').notNull(),
    used: boolean('used').notNull().default(false),
    inscribedAt: moment('inscribed_at').notNull(),
  },
  (table) => [
    index('brc20_transfer_inscriptions_owner_idx').on(table.ownerAddress, table.tick),
    index('brc20_transfer_inscriptions_tick_idx').on(table.tick),
  ],
);

/**
 * A listing of one transfer inscription, signed by the seller (SINGLE|ANYONECANPAY), and what became of it; its
 * statuses read as a listing's do (`replaced`: another transaction took it in place of the market's purchase).
 */
export const brc20Orders = pgTable(
  'brc20_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: text('inscription_id').notNull(),
    tick: text('tick')
      .notNull()
      .references(() => brc20Ticks.tick, { onDelete: 'cascade' }),
    amount: bigAmount('amount').notNull(),
    priceSats: sats('price_sats').notNull(),
    /** Sats per whole token, scaled by 10^18 like amounts, so cheap tokens keep their fraction of a sat. */
    unitPrice: bigAmount('unit_price').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerPsbt: text('seller_psbt').notNull(),
    status: text('status', { enum: brc20OrderStatuses }).notNull().default('on_list'),
    buyerAddress: text('buyer_address'),
    /** The purchase (market_transactions) holding it while `selling`. */
    purchaseId: uuid('purchase_id'),
    txid: text('txid'),
    /** Whether a replacement paid the seller their price; null unless `replaced`. */
    sellerPaid: boolean('seller_paid'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    soldAt: moment('sold_at'),
  },
  (table) => [
    // One live listing per inscription: a second list call re-prices it instead.
    uniqueIndex('brc20_orders_live_inscription_idx')
      .on(table.inscriptionId)
      .where(sql`${table.status} in ('on_list', 'selling')`),
    index('brc20_orders_tick_status_price_idx').on(table.tick, table.status, table.unitPrice),
    index('brc20_orders_tick_sold_at_idx').on(table.tick, table.soldAt),
    index('brc20_orders_seller_idx').on(table.sellerAddress, table.status),
    // A seller's sales, newest sale first, for /wallet's Sold (a replacement's in its place too).
    index('brc20_orders_seller_sold_idx')
      .on(table.sellerAddress, table.soldAt, table.id)
      .where(sql`${table.status} in ('sold', 'replaced')`),
    check('brc20_orders_status_check', oneOf('status', brc20OrderStatuses)),
    // Every bitcoin there will ever be at most: a price always fits a JSON number exactly.
    check('brc20_orders_price_check', sql`${table.priceSats} between 1 and 2100000000000000`),
    index('brc20_orders_purchase_idx').on(table.purchaseId),
  ],
);

/** Everything that happened to a tick, newest first in every view. */
export const brc20Activity = pgTable(
  'brc20_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tick: text('tick').notNull(),
    kind: text('kind', { enum: brc20ActivityKinds }).notNull(),
    inscriptionId: text('inscription_id'),
    orderId: uuid('order_id'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    amount: bigAmount('amount'),
    priceSats: sats('price_sats'),
    txid: text('txid'),
    height: integer('height'),
    /** A `replaced` row's buyer: whose pending purchase the move took the order in place of. */
    replacedBuyer: text('replaced_buyer'),
    /** The ledger's own rows: the scripts on each side (hex) as OPI records them, the tick as inscribed, a mint's parent. */
    fromPkscript: text('from_pkscript'),
    toPkscript: text('to_pkscript'),
    originalTick: text('original_tick'),
    parentId: text('parent_id'),
    happenedAt: moment('happened_at').notNull().defaultNow(),
  },
  (table) => [
    index('brc20_activity_tick_idx').on(table.tick, table.happenedAt),
    index('brc20_activity_inscription_idx').on(table.inscriptionId, table.happenedAt),
    // The market-wide activity feed, newest first across every tick.
    index('brc20_activity_time_idx').on(table.happenedAt, table.id),
    // A trader's history, newest first, from either side of each event.
    index('brc20_activity_from_time_idx').on(table.fromAddress, table.happenedAt, table.id),
    index('brc20_activity_to_time_idx').on(table.toAddress, table.happenedAt, table.id),
    index('brc20_activity_replaced_buyer_time_idx')
      .on(table.replacedBuyer, table.happenedAt, table.id)
      .where(sql`${table.replacedBuyer} is not null`),
    check('brc20_activity_kind_check', oneOf('kind', brc20ActivityKinds)),
    check('brc20_activity_price_check', sql`${table.priceSats} between 0 and 2100000000000000`),
  ],
);

/**
 * A deploy, mint or transfer inscription the marketplace inscribes for a user: `repeat` copies of `content` (the
 * BRC-20 JSON exactly as written). Its payment, status and inscriptions are the inscription service's order of
 * the same id.
 */
export const brc20InscribeTasks = pgTable(
  'brc20_inscribe_tasks',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => inscriptionOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: brc20InscribeKinds }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tick: text('tick').notNull(),
    content: text('content').notNull(),
    repeat: integer('repeat').notNull().default(1),
    /** The icon uploaded for a deploy, shown with the token once it exists. */
    iconId: uuid('icon_id'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('brc20_inscribe_tasks_user_idx').on(table.userId, table.createdAt),
    index('brc20_inscribe_tasks_tick_idx').on(table.tick, table.kind),
    check('brc20_inscribe_tasks_kind_check', oneOf('kind', brc20InscribeKinds)),
  ],
);

/** An icon uploaded for a token (upload_deployicon), served as untrusted content. Spec §5: under 102400 bytes. */
export const brc20DeployIcons = pgTable(
  'brc20_deploy_icons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tick: text('tick'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    uploaderAddress: text('uploader_address').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [check('brc20_deploy_icons_size_check', sql`${table.size} > 0 and ${table.size} < 102400`)],
);

/** A 6-byte tick's predeploy: a commitment its deploy, a child of this inscription, reveals at least 3 blocks later. */
export const brc20Predeploys = pgTable('brc20_predeploys', {
  inscriptionId: text('inscription_id').primaryKey(),
  predeployerPkscript: text('predeployer_pkscript').notNull(),
  hash: text('hash').notNull(),
  height: integer('height').notNull(),
});

/**
 * Each block's BRC-20 event hash and the cumulative hash chained from the first inscription block, as OPI computes
 * them: two indexers agreeing on a block's cumulative hash agree on every event up to it. Kept for every block
 * (the undo window does not prune it); a reorg deletes the blocks it takes back.
 */
export const brc20EventHashes = pgTable('brc20_event_hashes', {
  height: integer('height').primaryKey(),
  /** Null for the block an index began above when only its cumulative hash came from the source. */
  blockEventHash: text('block_event_hash'),
  cumulativeEventHash: text('cumulative_event_hash').notNull(),
  /** Null for blocks replayed from an OPI before the start height: their events are not kept here. */
  eventCount: integer('event_count'),
});

/**
 * The transfer inscriptions pending in a ledger being replayed from an OPI, at its last checkpoint, so a restart
 * resumes the replay. Where each sits is learned once, at the end: only those still pending then are looked up.
 */
export const brc20ReplayTransfers = pgTable('brc20_replay_transfers', {
  inscriptionId: text('inscription_id').primaryKey(),
  tick: text('tick').notNull(),
  originalTick: text('original_tick').notNull(),
  amount: bigAmount('amount').notNull(),
  sourcePkscript: text('source_pkscript').notNull(),
});

/**
 * Each block's BRC-20 events in OPI's order and OPI's JSON (its brc20_events), so `activity_on_block` answers as
 * OPI's API does and another indexer can replay this ledger. A reorg deletes the blocks it takes back.
 */
export const brc20Events = pgTable(
  'brc20_events',
  {
    height: integer('height').notNull(),
    /** The event's place in its block. */
    position: integer('position').notNull(),
    eventType: text('event_type').notNull(),
    inscriptionId: text('inscription_id').notNull(),
    event: jsonb('event').$type<Record<string, string | null>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.height, table.position] }),
    index('brc20_events_inscription_idx').on(table.inscriptionId),
  ],
);
