import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, moment } from './columns';
import { collections } from './market';

/** One trait as collections publish them (OpenSea-style metadata). */
export interface CollectionItemAttribute {
  trait_type: string;
  value: string;
}

/**
 * Which collection an inscription belongs to, with its name and traits, as a curator or the seeder declares
 * it, possibly before the inscription is mined. The indexer copies it into `inscriptions` (and
 * `inscription_attributes`) when it creates the inscription's row. Whoever writes a row here for an
 * inscription that is ALREADY indexed must update `inscriptions.collection_id/name` and its attributes
 * itself: the indexer only reads this table at genesis.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    inscriptionId: text('inscription_id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    attributes: jsonb('attributes').$type<CollectionItemAttribute[]>().notNull().default([]),
  },
  (table) => [index('collection_items_collection_idx').on(table.collectionId)],
);

/**
 * Every block the indexer applied, newest on top: its hash tells a reorg apart, its undo (JSON, bigints as
 * strings) restores the rows exactly as they were before it.
 */
export const indexerBlocks = pgTable('indexer_blocks', {
  height: integer('height').primaryKey(),
  hash: text('hash').notNull(),
  undo: jsonb('undo').notNull(),
  indexedAt: moment('indexed_at').notNull().defaultNow(),
});

/**
 * The content of every inscription envelope revealed on chain, served by GET /content/:id. Unbound
 * inscriptions (ord's: an unrecognized even field, or revealed from a zero-value input) are kept here for
 * their content but get no `inscriptions` row, since they sit on no sat anyone owns.
 */
export const inscriptionContents = pgTable(
  'inscription_contents',
  {
    inscriptionId: text('inscription_id').primaryKey(),
    contentType: text('content_type'),
    /** null when the envelope has no body separator (ord: no body), unlike an empty body. */
    body: bytea('body'),
    contentEncoding: text('content_encoding'),
    height: integer('height').notNull(),
    /** What ord would have cursed before the jubilee (any curse); BRC-20 ignores these. */
    cursed: boolean('cursed').notNull().default(false),
    unbound: boolean('unbound').notNull().default(false),
    delegate: text('delegate'),
    parents: jsonb('parents')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [index('inscription_contents_height_idx').on(table.height)],
);
