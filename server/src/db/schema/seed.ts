import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * The seeded market's wallets. The devnet demo hands their keys to a newcomer who wants to trade as one of
 * the market's regulars, so the private key is kept here: these wallets never hold anything but devnet coins.
 */
export const demoWallets = pgTable('demo_wallets', {
  /** 0-based, in derivation order: the same MARKET_SEED derives the same wallet at the same index. */
  walletIndex: integer('wallet_index').primaryKey(),
  name: text('name').notNull(),
  /** p2tr (tb1p...), both the ordinals and the payment address. */
  address: text('address').notNull().unique(),
  /** The x-only taproot internal key, hex. */
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
});

export const seedRunStates = ['seeding', 'seeded'] as const;

/** The marker that the demo market was seeded into this database (one row), and from which seed. */
export const seedRuns = pgTable('seed_runs', {
  seed: text('seed').primaryKey(),
  scale: text('scale').notNull(),
  state: text('state', { enum: seedRunStates }).notNull(),
  startedAt: moment('started_at').notNull().defaultNow(),
  finishedAt: moment('finished_at'),
});
