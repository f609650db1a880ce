import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { users } from './auth';
import { bigAmount, moment, oneOf, sats } from './columns';
import { serviceAddresses } from './inscribing';

export const ledgerOwnerKinds = ['user', 'house', 'platform', 'outside'] as const;
export type LedgerOwnerKind = (typeof ledgerOwnerKinds)[number];

/**
 * One balance of one asset ('btc' in sats, 'inscription:<id>' as 0 or 1, 'brc20:<tick>' scaled by 10^18) held by a user, a house's pool, the platform,
 * or the outside world (the chain: what came in and went out). The balance is kept by a trigger from the entries, and
 * only the outside may go below zero: a database rule, so no code path can spend what an account does not hold.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind', { enum: ledgerOwnerKinds }).notNull(),
    /** The user's or house's id; empty for the platform and the outside. */
    ownerId: text('owner_id').notNull(),
    asset: text('asset').notNull(),
    balance: bigAmount('balance')
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_asset_idx').on(table.ownerKind, table.ownerId, table.asset),
    check('ledger_accounts_owner_kind_check', oneOf('owner_kind', ledgerOwnerKinds)),
    check('ledger_accounts_not_negative', sql`${table.balance} >= 0 or ${table.ownerKind} = 'outside'`),
  ],
);

export const ledgerMovementKinds = [
  'recharge',
  'open',
  'add_liquidity',
  'remove_liquidity',
  'house_deposit',
  'make_house',
  'withdrawal',
  'withdrawal_refund',
] as const;
export type LedgerMovementKind = (typeof ledgerMovementKinds)[number];

/**
 * One value move: its entries sum to zero per asset (a deferred trigger checks it at commit). The idempotency key is
 * unique, so a retried request finds its movement instead of moving value again; `request` is what was asked, so the
 * same key with another request is refused, and `result` is the answer it got.
 */
export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: uuid('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: ledgerMovementKinds }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    houseId: uuid('house_id'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    txid: text('txid'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ledger_movements_user_idx').on(table.userId, table.createdAt),
    index('ledger_movements_house_idx').on(table.houseId, table.createdAt),
    check('ledger_movements_kind_check', oneOf('kind', ledgerMovementKinds)),
  ],
);

/** A signed change of one account's balance; never updated or deleted (a trigger refuses both). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => ledgerMovements.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset').notNull(),
    amount: bigAmount('amount').notNull(),
  },
  (table) => [
    index('ledger_entries_movement_idx').on(table.movementId),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
  ],
);

export const boxAddressPurposes = ['recharge', 'house', 'change'] as const;

/** Service wallet addresses of the boxes: a user's recharge address, a house's custody address, change. */
export const boxAddresses = pgTable(
  'box_addresses',
  {
    address: text('address').primaryKey(),
    derivationIndex: integer('derivation_index')
      .notNull()
      .unique()
      .references(() => serviceAddresses.derivationIndex),
    purpose: text('purpose', { enum: boxAddressPurposes }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    houseId: uuid('house_id'),
  },
  (table) => [
    uniqueIndex('box_addresses_recharge_idx')
      .on(table.userId)
      .where(sql`${table.purpose} = 'recharge'`),
    check('box_addresses_purpose_check', oneOf('purpose', boxAddressPurposes)),
  ],
);

export const boxCoinStatuses = ['unconfirmed', 'held', 'spent'] as const;
export type BoxCoinStatus = (typeof boxCoinStatuses)[number];

/**
 * Every coin at a box address: seen (unconfirmed, not yet credited), held (credited, backing ledger balances), or
 * spent by a withdrawal. Held coins without an inscription back exactly the ledger's BTC; each held coin with one
 * backs that inscription's unit.
 */
export const boxCoins = pgTable(
  'box_coins',
  {
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    address: text('address')
      .notNull()
      .references(() => boxAddresses.address),
    value: sats('value').notNull(),
    inscriptionId: text('inscription_id'),
    /** A BRC-20 transfer this coin's arrival executed to the box: credited as the tick, the coin itself as BTC. */
    brc20Tick: text('brc20_tick'),
    brc20Amount: bigAmount('brc20_amount'),
    status: text('status', { enum: boxCoinStatuses }).notNull(),
    blockHeight: integer('block_height'),
    spentBy: uuid('spent_by'),
    seenAt: moment('seen_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.txid, table.vout] }),
    index('box_coins_status_idx').on(table.status, table.inscriptionId),
    index('box_coins_address_idx').on(table.address),
    check('box_coins_status_check', oneOf('status', boxCoinStatuses)),
  ],
);

export const houseStatuses = ['awaiting_deposit', 'open', 'empty'] as const;
export type HouseStatus = (typeof houseStatuses)[number];

/** A series of blind boxes: a pool of prizes, a price per open, and its maker. */
export const houses = pgTable(
  'houses',
  {
    id: uuid('id').primaryKey(),
    makerUserId: uuid('maker_user_id')
      .notNull()
      .references(() => users.id),
    makerAddress: text('maker_address').notNull(),
    name: text('name').notNull(),
    priceSats: sats('price_sats').notNull(),
    /** The value of one BTC prize of this house; providers add BTC in prizes of this size. */
    btcPrizeSats: sats('btc_prize_sats'),
    /** The tick and amount (scaled by 10^18) of one BRC-20 prize of this house, when it has them. */
    brc20Tick: text('brc20_tick'),
    brc20PrizeAmount: bigAmount('brc20_prize_amount'),
    custodyAddress: text('custody_address').notNull(),
    status: text('status', { enum: houseStatuses }).notNull().default('awaiting_deposit'),
    opens: integer('opens').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('houses_status_idx').on(table.status, table.createdAt),
    index('houses_maker_idx').on(table.makerUserId),
    check('houses_status_check', oneOf('status', houseStatuses)),
    check('houses_price_check', sql`${table.priceSats} > 0`),
    check(
      'houses_brc20_prize_check',
      sql`(${table.brc20Tick} is null) = (${table.brc20PrizeAmount} is null) and coalesce(${table.brc20PrizeAmount}, 1) > 0`,
    ),
  ],
);

export const housePrizeKinds = ['inscription', 'btc', 'brc20'] as const;
export type HousePrizeKind = (typeof housePrizeKinds)[number];

export const housePrizeStatuses = ['awaiting_deposit', 'in_pool', 'won', 'removed'] as const;
export type HousePrizeStatus = (typeof housePrizeStatuses)[number];

/** One prize of a house, numbered in the order it joined: the pool is the in_pool prizes by number. */
export const housePrizes = pgTable(
  'house_prizes',
  {
    houseId: uuid('house_id')
      .notNull()
      .references(() => houses.id),
    slot: integer('slot').notNull(),
    providerUserId: uuid('provider_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: housePrizeKinds }).notNull(),
    inscriptionId: text('inscription_id'),
    sats: sats('sats')
      .notNull()
      .default(sql`0`),
    tick: text('tick'),
    /** A BRC-20 prize's amount, scaled by 10^18. */
    tokenAmount: bigAmount('token_amount'),
    status: text('status', { enum: housePrizeStatuses }).notNull(),
    wonDrawId: uuid('won_draw_id'),
  },
  (table) => [
    primaryKey({ columns: [table.houseId, table.slot] }),
    index('house_prizes_pool_idx').on(table.houseId, table.status, table.slot),
    uniqueIndex('house_prizes_live_inscription_idx')
      .on(table.inscriptionId)
      .where(sql`${table.status} in ('awaiting_deposit', 'in_pool')`),
    check('house_prizes_status_check', oneOf('status', housePrizeStatuses)),
    check(
      'house_prizes_kind_check',
      sql`(${table.kind} = 'inscription' and ${table.inscriptionId} is not null) or (${table.kind} = 'btc' and ${table.sats} > 0) or (${table.kind} = 'brc20' and ${table.tick} is not null and ${table.tokenAmount} > 0)`,
    ),
  ],
);

/** A house's server seeds: the active one's hash is public, its seed secret until it is retired and revealed. */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: uuid('id').primaryKey(),
    houseId: uuid('house_id')
      .notNull()
      .references(() => houses.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    revealedAt: moment('revealed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('house_seeds_active_idx')
      .on(table.houseId)
      .where(sql`${table.revealedAt} is null`),
  ],
);

/** One open: everything needed to re-derive it once its seed is revealed. */
export const boxDraws = pgTable(
  'box_draws',
  {
    id: uuid('id').primaryKey(),
    houseId: uuid('house_id')
      .notNull()
      .references(() => houses.id),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => houseSeeds.id),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The address the player was signed in with, shown among the house's winners. */
    playerAddress: text('player_address').notNull(),
    /** The pool's slot numbers when the draw was made, in pool order. */
    pool: jsonb('pool').$type<number[]>().notNull(),
    drawnIndex: integer('drawn_index').notNull(),
    slot: integer('slot').notNull(),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => ledgerMovements.id),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('box_draws_seed_nonce_idx').on(table.seedId, table.nonce),
    index('box_draws_house_idx').on(table.houseId, table.createdAt),
  ],
);

/** The client seed a player draws with unless a request names another. */
export const boxClientSeeds = pgTable('box_client_seeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  clientSeed: text('client_seed').notNull(),
});

export const boxWithdrawalStatuses = ['stored', 'broadcast', 'confirmed', 'refused'] as const;
export type BoxWithdrawalStatus = (typeof boxWithdrawalStatuses)[number];

/** A payout signed and stored before it is sent, so a restart resends the same bytes instead of paying twice. */
export const boxWithdrawals = pgTable(
  'box_withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => ledgerMovements.id),
    asset: text('asset').notNull(),
    amount: bigAmount('amount').notNull(),
    address: text('address').notNull(),
    networkFeeSats: sats('network_fee_sats').notNull(),
    /** The transaction that pays the user; `earlierTxs` must reach the chain before it, in order. */
    txid: text('txid').notNull().unique(),
    rawTx: text('raw_tx').notNull(),
    /** A BRC-20 withdrawal's commit and reveals, which inscribe the transfers the payout then sends. */
    earlierTxs: jsonb('earlier_txs')
      .$type<Array<{ txid: string; raw_tx: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The transfers a BRC-20 withdrawal inscribes: where each is inscribed (the address holding the balance) and how much. */
    transfers: jsonb('transfers')
      .$type<Array<{ address: string; inscription_id: string; amount: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: boxWithdrawalStatuses }).notNull().default('stored'),
    reason: text('reason'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('box_withdrawals_user_idx').on(table.userId, table.createdAt),
    index('box_withdrawals_status_idx').on(table.status),
    check('box_withdrawals_status_check', oneOf('status', boxWithdrawalStatuses)),
  ],
);
