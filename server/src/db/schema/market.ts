import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, moment, sats } from './columns';
import { inscriptionOrders } from './inscribing';

/** Unix seconds, as the spec's mint windows write them (`white_list_start_at_sec`...). */
const unixSeconds = (name: string) => bigint(name, { mode: 'number' });

/** A collection of inscriptions, keyed by its slug (the `{id}` of /collections/{id}). */
export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    description: text('description').notNull().default(''),
    twitterUrl: text('twitter_url').notNull().default(''),
    discordUrl: text('discord_url').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    supply: integer('supply').notNull().default(0),
    /** Who made the collection (owner/collections lists a creator's own). */
    creatorAddress: text('creator_address'),
    /** Paid on every sale to `royalty_address`, in basis points of the price. */
    royaltyFeeBps: integer('royalty_fee_bps').notNull().default(0),
    royaltyAddress: text('royalty_address'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('collections_created_at_idx').on(table.createdAt),
    index('collections_name_lower_idx').on(sql`lower(${table.name})`),
    index('collections_creator_address_idx').on(table.creatorAddress),
  ],
);

/** An inscription where the indexer last saw it: its owner and satpoint (`txid:vout:offset`). */
export const inscriptions = pgTable(
  'inscriptions',
  {
    inscriptionId: text('inscription_id').primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull(),
    collectionId: text('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    contentType: text('content_type').notNull().default(''),
    contentLength: integer('content_length').notNull().default(0),
    ownerAddress: text('owner_address').notNull(),
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    offset: sats('offset')
      .notNull()
      .default(sql`0`),
    /** The value of the output holding the inscription. */
    value: sats('value').notNull(),
    genesisHeight: integer('genesis_height').notNull(),
    genesisTime: moment('genesis_time').notNull(),
  },
  (table) => [
    index('inscriptions_collection_number_idx').on(table.collectionId, table.number),
    index('inscriptions_owner_address_idx').on(table.ownerAddress, table.collectionId),
    index('inscriptions_output_idx').on(table.txid, table.vout),
    // Owner counts per collection read this index alone (count distinct over an index-only scan).
    index('inscriptions_collection_owner_idx').on(table.collectionId, table.ownerAddress),
    // The "newest" sort of a collection's list walks this index instead of sorting the collection.
    index('inscriptions_collection_genesis_idx').on(table.collectionId, table.genesisHeight, table.number),
    // What trait rows refer to, so their copy of the collection follows the inscription's (see below).
    uniqueIndex('inscriptions_id_collection_idx').on(table.inscriptionId, table.collectionId),
  ],
);

/**
 * One trait of an inscription; kept as rows so the collection's filters can count each value. The row carries its
 * inscription's collection so a trait filter reads one collection's values, not that trait across every collection;
 * the composite key keeps the copy equal to the inscription's, and moves it when the inscription's changes.
 */
export const inscriptionAttributes = pgTable(
  'inscription_attributes',
  {
    inscriptionId: text('inscription_id')
      .notNull()
      .references(() => inscriptions.inscriptionId, { onDelete: 'cascade' }),
    collectionId: text('collection_id'),
    traitType: text('trait_type').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.inscriptionId, table.traitType] }),
    foreignKey({
      name: 'inscription_attributes_collection_fk',
      columns: [table.inscriptionId, table.collectionId],
      foreignColumns: [inscriptions.inscriptionId, inscriptions.collectionId],
    }).onUpdate('cascade'),
    index('inscription_attributes_collection_trait_idx').on(
      table.collectionId,
      table.traitType,
      table.value,
      table.inscriptionId,
    ),
  ],
);

export const listingStatuses = ['on_list', 'selling', 'sold', 'cancelled', 'invalid', 'replaced'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * A seller's offer of one inscription at a price, carried by their SINGLE|ANYONECANPAY-signed PSBT. It is
 * `selling` while a buyer's transaction is pending, then `sold`; `invalid` once the inscription moved away;
 * `replaced` when, the market's purchase pending, another transaction spent the listed output in its place (the
 * seller's signature reused without the market's fees, say): `buyer_address` is then who received the inscription,
 * `purchase_txid` the replacing transaction, `seller_paid` whether it paid the seller, and `purchase_id` still names
 * the market's purchase it replaced.
 */
/**
 * The locks protected listings wait in, one per seller key: the market reads an inscription at a lock's address as
 * its seller's (their wallet lists it, they list and take it back), while the chain and ord see the lock's address.
 */
export const protectedLocks = pgTable(
  'protected_locks',
  {
    lockAddress: text('lock_address').primaryKey(),
    sellerAddress: text('seller_address').notNull(),
    /** The seller's x-only key, hex: the lock's internal key and its leaf's first signer. */
    sellerKey: text('seller_key').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('protected_locks_seller_idx').on(table.sellerAddress)],
);

/**
 * A protected listing signed together with its lock: it spends the lock's output, so it goes on sale once the market
 * indexes the lock's transaction (then it is listed like any other, and the row goes).
 */
export const waitingSales = pgTable(
  'waiting_sales',
  {
    inscriptionId: text('inscription_id')
      .primaryKey()
      .references(() => inscriptions.inscriptionId, { onDelete: 'cascade' }),
    sellerAddress: text('seller_address').notNull(),
    /** The lock transaction's output the sale spends, `txid:vout`. */
    lockOutput: text('lock_output').notNull(),
    /** Where the inscription sat when it was locked: while it is still there, the lock is on its way. */
    lockedFrom: text('locked_from').notNull(),
    priceSats: sats('price_sats').notNull(),
    sellerPsbt: text('seller_psbt').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('waiting_sales_seller_idx').on(table.sellerAddress)],
);

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: text('inscription_id')
      .notNull()
      .references(() => inscriptions.inscriptionId, { onDelete: 'cascade' }),
    collectionId: text('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    sellerAddress: text('seller_address').notNull(),
    /** Where the seller is paid (the PSBT's output), which may differ from the inscription's address. */
    sellerPaymentAddress: text('seller_payment_address').notNull(),
    priceSats: sats('price_sats').notNull(),
    sellerPsbt: text('seller_psbt').notNull(),
    /** The output the PSBT spends: the listing is void once the inscription leaves it. */
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    status: text('status', { enum: listingStatuses }).notNull().default('on_list'),
    buyerAddress: text('buyer_address'),
    /** The purchase (market_transactions) holding it while `selling`. */
    purchaseId: uuid('purchase_id'),
    purchaseTxid: text('purchase_txid'),
    /** Whether a replacement paid the seller their price; null unless `replaced`. */
    sellerPaid: boolean('seller_paid'),
    /**
     * A protected listing: the inscription waits in a lock whose sale needs the market's signature over the whole
     * purchase, so nobody can take the sale into another transaction once it is broadcast.
     */
    isProtected: boolean('is_protected').notNull().default(false),
    royaltyFeeSats: sats('royalty_fee_sats')
      .notNull()
      .default(sql`0`),
    serviceFeeSats: sats('service_fee_sats')
      .notNull()
      .default(sql`0`),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // An inscription is offered by at most one live listing, however many requests race.
    uniqueIndex('listings_one_live_per_inscription')
      .on(table.inscriptionId)
      .where(sql`${table.status} in ('on_list', 'selling')`),
    index('listings_collection_status_price_idx').on(table.collectionId, table.status, table.priceSats),
    index('listings_collection_updated_idx').on(table.collectionId, table.updatedAt),
    index('listings_inscription_created_idx').on(table.inscriptionId, table.createdAt),
    index('listings_seller_status_idx').on(table.sellerAddress, table.status),
    // A seller's sales, newest first (a settled listing's updated_at is when it settled), for /wallet's Sold: the
    // market's sales and the purchases a replacement took in their place.
    index('listings_seller_sold_idx')
      .on(table.sellerAddress, table.updatedAt, table.id)
      .where(sql`${table.status} in ('sold', 'replaced')`),
    index('listings_purchase_idx').on(table.purchaseId),
    // Every bitcoin there will ever be at most: a price always fits a JSON number exactly.
    check('listings_price_check', sql`${table.priceSats} between 1 and 2100000000000000`),
  ],
);

export const activityKinds = ['mint', 'list', 'delist', 'sale', 'transfer', 'replaced'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * What happened to inscriptions, newest first in every feed; sales feed the volume rankings. A `replaced` row is a
 * move that took a listing in place of the market's pending purchase: from the seller to whoever received it, at
 * the price when the seller was paid, with `replaced_buyer` the buyer whose purchase it replaced.
 */
export const activity = pgTable(
  'activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: activityKinds }).notNull(),
    inscriptionId: text('inscription_id').notNull(),
    collectionId: text('collection_id'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    priceSats: sats('price_sats'),
    txid: text('txid'),
    height: integer('height'),
    replacedBuyer: text('replaced_buyer'),
    occurredAt: moment('occurred_at').notNull().defaultNow(),
  },
  (table) => [
    index('activity_collection_kind_time_idx').on(table.collectionId, table.kind, table.occurredAt),
    index('activity_inscription_time_idx').on(table.inscriptionId, table.occurredAt),
    index('activity_height_idx').on(table.height),
    // The market-wide activity feed, newest first, over every collection or within one.
    index('activity_time_idx').on(table.occurredAt, table.id),
    index('activity_collection_time_idx').on(table.collectionId, table.occurredAt, table.id),
    // A trader's history, newest first: what they sent, listed or sold, and what they received or bought.
    index('activity_from_time_idx').on(table.fromAddress, table.occurredAt, table.id),
    index('activity_to_time_idx').on(table.toAddress, table.occurredAt, table.id),
    // ...and the purchases of theirs that a replacement took.
    index('activity_replaced_buyer_time_idx')
      .on(table.replacedBuyer, table.occurredAt, table.id)
      .where(sql`${table.replacedBuyer} is not null`),
    // Volumes per window (24h, 7d, trending baselines) sum prices from this index alone, without the heap.
    index('activity_sales_idx')
      .on(table.collectionId, table.occurredAt, table.priceSats)
      .where(sql`${table.kind} = 'sale'`),
    check('activity_price_check', sql`${table.priceSats} between 0 and 2100000000000000`),
  ],
);

/** A launchpad mint of a collection (spec §3 "Mint info"): its windows, price and limits. */
export const mints = pgTable(
  'mints',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    whiteListStartAtSec: unixSeconds('white_list_start_at_sec'),
    whiteListEndAtSec: unixSeconds('white_list_end_at_sec'),
    publicStartAtSec: unixSeconds('public_start_at_sec').notNull(),
    publicEndAtSec: unixSeconds('public_end_at_sec'),
    mintPriceSats: sats('mint_price_sats').notNull(),
    /** The value each minted inscription's output carries. */
    inscriptionPostageSats: sats('inscription_postage_sats')
      .notNull()
      .default(sql`546`),
    serviceFeeSats: sats('service_fee_sats')
      .notNull()
      .default(sql`0`),
    supply: integer('supply').notNull(),
    mintedNum: integer('minted_num').notNull().default(0),
    /** Most inscriptions one order (and one whitelist address) may mint. */
    maxMintNum: integer('max_mint_num').notNull().default(1),
    /** The contents the mint hands out, in order: [{name, content_type}]. */
    inscriptionItems: jsonb('inscription_items')
      .$type<Array<{ name: string; content_type: string }>>()
      .notNull()
      .default([]),
    /** Parent contents a minter may combine (recursive inscriptions), when the collection has them. */
    recursiveContent: jsonb('recursive_content').$type<string[]>(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mints_collection_id_idx').on(table.collectionId),
    index('mints_public_start_idx').on(table.publicStartAtSec),
  ],
);

/** Addresses allowed to mint in the whitelist window, each up to its own limit. */
export const mintWhitelist = pgTable(
  'mint_whitelist',
  {
    mintId: text('mint_id')
      .notNull()
      .references(() => mints.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    maxMintNum: integer('max_mint_num').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.mintId, table.address] })],
);

/**
 * A launchpad mint order (spec §3 "Mint order request"): what was asked of which mint. Its payment, status and
 * inscriptions are the inscription service's order of the same id.
 */
export const mintOrders = pgTable(
  'mint_orders',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => inscriptionOrders.id, { onDelete: 'cascade' }),
    mintId: text('mint_id')
      .notNull()
      .references(() => mints.id, { onDelete: 'cascade' }),
    collectionId: text('collection_id').notNull(),
    userId: uuid('user_id'),
    /** Lower-cased, so the per-address limit counts an address however it was typed. */
    receiverAddress: text('receiver_address').notNull(),
    mintNum: integer('mint_num').notNull(),
    allowDuplicateRecursiveContent: boolean('allow_duplicate_recursive_content').notNull().default(false),
    /** The combination of parents chosen, in a canonical form so a repeat is found by equality. */
    recursiveContent: text('recursive_content'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('mint_orders_mint_recursive_idx').on(table.mintId, table.recursiveContent),
    index('mint_orders_mint_receiver_idx').on(table.mintId, table.receiverAddress),
    index('mint_orders_user_idx').on(table.userId),
  ],
);

/**
 * What a mint hands out, in `position` order: the creator's prepared contents. A paid order takes the next free
 * items (`order_id` set) in the same transaction that counts them minted, so two orders never get the same one.
 */
export const mintItems = pgTable(
  'mint_items',
  {
    mintId: text('mint_id')
      .notNull()
      .references(() => mints.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    orderId: uuid('order_id'),
  },
  (table) => [
    primaryKey({ columns: [table.mintId, table.position] }),
    index('mint_items_free_idx')
      .on(table.mintId, table.position)
      .where(sql`${table.orderId} is null`),
    index('mint_items_order_idx').on(table.orderId),
  ],
);

/** A picture on a page position ('home-banner'), shown in `sort` order. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    positionId: text('position_id').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    title: text('title').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('banners_position_sort_idx').on(table.positionId, table.sort)],
);

/** Collections the home page recommends, in `sort` order. */
export const recommendedCollections = pgTable('recommended_collections', {
  collectionId: text('collection_id')
    .primaryKey()
    .references(() => collections.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
});

export const rateKinds = ['usd_per_btc', 'brc_network_fee'] as const;
export type RateKind = (typeof rateKinds)[number];

/** The latest value of a rate the app shows: USD per BTC, and the BRC-20 network fee in sats/vB. */
export const rates = pgTable('rates', {
  kind: text('kind', { enum: rateKinds }).primaryKey(),
  value: numeric('value', { precision: 24, scale: 8 }).notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
