import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moment, oneOf } from './columns';

export const marketTransactionKinds = ['purchase', 'dummies', 'cancel', 'lock'] as const;
export type MarketTransactionKind = (typeof marketTransactionKinds)[number];

/**
 * built: the wallet has the PSBT (a purchase holds its listings until `expires_at`). signed: the signed transaction
 * is stored and about to be broadcast. broadcast: the chain has it. confirmed: mined (a purchase's own bytes, or a
 * replacement that kept everything it paid others: `replaced_by_txid`). failed, cancelled, expired: it never
 * reached the chain and holds nothing. replaced: a purchase the chain had, whose listed outputs another transaction
 * (`replaced_by_txid`) spent instead, reusing the sellers' signatures; it holds nothing and `failure` says what
 * the replacement did.
 */
export const marketTransactionStatuses = [
  'built',
  'signed',
  'broadcast',
  'confirmed',
  'failed',
  'cancelled',
  'expired',
  'replaced',
] as const;
export type MarketTransactionStatus = (typeof marketTransactionStatuses)[number];

/** A UTXO a transaction spends, as JSON: values as decimal strings (they are bigint sats). */
export interface StoredUtxo {
  readonly txid: string;
  readonly vout: number;
  readonly value: string;
  readonly inscriptions: 'none' | 'some' | 'unknown';
}

/** A fee output a purchase must pay, as JSON. */
export interface StoredFee {
  readonly sats: string;
  readonly address: string;
}

/** A purchase's replacement at a higher fee rate, as built for the buyer to sign. */
export interface PendingBump {
  readonly psbt: string;
  readonly feeRate: number;
  readonly spent: readonly StoredUtxo[];
  readonly signInputs: readonly number[];
  readonly costs: NonNullable<MarketTransactionTerms['costs']>;
  /** The signed replacement (hex) and its id, once the buyer signed it. */
  readonly rawTx?: string;
  readonly txid?: string;
}

/** What the market promised the wallet when it built the transaction: the terms its final check holds it to. */
export interface MarketTransactionTerms {
  /** The signed-in address: the buyer (inscriptions land here) or the seller cancelling. */
  readonly ordinalsAddress: string;
  readonly paymentPublicKey: string;
  /** The ordinals key of a cancel, which signs the inscription's input. */
  readonly ordinalsPublicKey?: string;
  /** sats/vB */
  readonly feeRate: number;
  /** The wallet's UTXOs the transaction spends: held against other purchases while it is live. */
  readonly spent: readonly StoredUtxo[];
  /** The inputs the wallet signs (a purchase's sellers' inputs are merged in by the market). */
  readonly signInputs: readonly number[];
  readonly serviceFee?: StoredFee;
  readonly royaltyFee?: StoredFee;
  /**
   * A purchase's fee bump being made: the replacement the buyer signs (same coins and outputs, less change), and once
   * signed, its bytes, stored before they are relayed. When the chain takes it, it becomes the purchase.
   */
  readonly bump?: PendingBump;
  /** The purchase's earlier transactions, each replaced by the buyer's fee bump. */
  readonly bumpedTxids?: readonly string[];
  /** A lock's inscriptions, each moved into its own output at the seller's protected listings' lock. */
  readonly lockedInscriptions?: readonly string[];
  /** A dummy transaction's new dummy UTXOs (its other output, if any, is change). */
  readonly dummiesMade?: number;
  /** Decimal sats, as shown to the trader before signing. */
  readonly costs?: {
    readonly subtotal: string;
    readonly serviceFee: string;
    readonly royaltyFee: string;
    readonly networkFee: string;
    readonly virtualSize: string;
    readonly total: string;
  };
}

/**
 * A transaction the market builds for a wallet, then completes and broadcasts itself: a purchase (with the sellers'
 * signatures merged in on the server), the dummy UTXOs a first purchase needs, a seller's on-chain cancel, or the
 * lock a seller moves inscriptions into for protected listings. The
 * signed transaction is stored before it is broadcast, so a restart resends the same one and never pays twice.
 */
export const marketTransactions = pgTable(
  'market_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: marketTransactionKinds }).notNull(),
    /** The market of a purchase or cancel: 'nft' (listings) or 'brc20' (brc20_orders). */
    market: text('market', { enum: ['nft', 'brc20'] }),
    /** Who it was built for (lowercase address of the signed-in user). */
    address: text('address').notNull(),
    /** Whose coins it spends: what it reserves is counted against this address's balance. */
    paymentAddress: text('payment_address').notNull(),
    /** The listing (nft) or order (brc20) ids, in the order the purchase buys them. */
    orderIds: jsonb('order_ids').$type<string[]>().notNull().default([]),
    /** Base64 PSBT the wallet signs; it never carries a seller's signature. */
    psbt: text('psbt').notNull(),
    terms: jsonb('terms').$type<MarketTransactionTerms>().notNull(),
    status: text('status', { enum: marketTransactionStatuses }).notNull().default('built'),
    /** The signed transaction (hex), stored before it is broadcast. */
    rawTx: text('raw_tx'),
    txid: text('txid'),
    /** Why it failed, in words for the trader. */
    failure: text('failure'),
    /** The transaction that spent a purchase's listed outputs in its place, as the indexer found it mined. */
    replacedByTxid: text('replaced_by_txid'),
    /** How many times it was (re)broadcast. */
    broadcasts: integer('broadcasts').notNull().default(0),
    /** A purchase's hold on its listings ends here; past it, the listings are for sale again. */
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('market_transactions_address_idx').on(table.address, table.status),
    index('market_transactions_payment_idx').on(table.paymentAddress, table.status),
    index('market_transactions_live_idx')
      .on(table.status, table.expiresAt)
      .where(sql`${table.status} in ('built', 'signed', 'broadcast')`),
    uniqueIndex('market_transactions_txid_idx').on(table.txid),
    check('market_transactions_kind_check', oneOf('kind', marketTransactionKinds)),
    check('market_transactions_status_check', oneOf('status', marketTransactionStatuses)),
  ],
);
