import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { longestTraitType, longestTraitValue, mostTraitValues } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { inscriptionAttributes, inscriptions, listings } from '../../db/schema';
import { pagingSchema, toPage, type Page } from '../../http/envelope';
import {
  heldBy,
  liveListingJoin,
  pendingCount,
  selectInscriptions,
  toInscriptionViews,
  type InscriptionView,
} from './inscriptionView';
import { collectionIdField, satsField } from './marketFields';
import { qualified as q } from './qualified';
import { heldByAddress } from '../lockedOwnership';

/**
 * The trader's filter of a collection's items. Status: on_list (buyable now), selling (a purchase is pending),
 * normal (not listed), listed (on_list or selling), all; `not_listed` is kept as the older name of normal.
 */
export const inscriptionListFilter = pagingSchema
  .extend({
    collection_id: collectionIdField,
    status: z.enum(['all', 'on_list', 'selling', 'normal', 'listed', 'not_listed']).default('all'),
    /** Values of one trait are alternatives; different traits must all match. */
    attributes: z
      .array(
        z.object({
          trait_type: z.string().trim().min(1).max(longestTraitType),
          value: z.string().trim().min(1).max(longestTraitValue),
        }),
      )
      .max(mostTraitValues, `Choose at most ${mostTraitValues} trait values at a time; clear some to pick others.`)
      .default([]),
    /** A price bound keeps only listed items (an unlisted one has no price to compare). */
    min_price: satsField.optional(),
    max_price: satsField.optional(),
    sort: z.enum(['default', 'price_asc', 'price_desc', 'newest']).default('default'),
    /** Only what this address holds: a wallet's items in one collection (addresses are kept lowercased). */
    owner_address: z.string().trim().min(14).max(100).toLowerCase().optional(),
  })
  .strict();
export type InscriptionListFilter = z.infer<typeof inscriptionListFilter>;

export interface InscriptionListPage extends Page<InscriptionView> {
  /** Matching items a buyer's transaction is pending on: shown greyed, skipped by sweeps. */
  pending_count: number;
}

function statusCondition(status: InscriptionListFilter['status']): SQL | undefined {
  switch (status) {
    case 'on_list':
    case 'selling':
      return eq(listings.status, status);
    case 'listed':
      return isNotNull(listings.id);
    case 'normal':
    case 'not_listed':
      return isNull(listings.id);
    case 'all':
      return undefined;
  }
}

/**
 * One condition per trait: the item is among that collection's items carrying one of the values. The trait rows
 * carry their collection, so each reads one range of (collection, trait, value) instead of every collection's.
 */
function traitConditions(collectionId: string, attributes: InscriptionListFilter['attributes']): SQL[] {
  const valuesByTrait = new Map<string, string[]>();
  for (const { trait_type, value } of attributes) {
    valuesByTrait.set(trait_type, [...(valuesByTrait.get(trait_type) ?? []), value]);
  }
  return [...valuesByTrait].map(
    ([traitType, values]) =>
      sql`${q(inscriptions.inscriptionId)} in (select ${q(inscriptionAttributes.inscriptionId)} from ${inscriptionAttributes}
        where ${q(inscriptionAttributes.collectionId)} = ${collectionId} and ${q(inscriptionAttributes.traitType)} = ${traitType}
        and ${q(inscriptionAttributes.value)} in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )}))`,
  );
}

/** Whether only listed items can match: then the listings index (collection, status, price) drives the query. */
const needsListing = (filter: InscriptionListFilter) =>
  ['on_list', 'selling', 'listed'].includes(filter.status) ||
  filter.min_price !== undefined ||
  filter.max_price !== undefined;

function listConditions(filter: InscriptionListFilter): SQL | undefined {
  return and(
    eq(inscriptions.collectionId, filter.collection_id),
    // A listing carries its inscription's collection (floor prices read it too); saying so lets the planner
    // walk a collection's live listings in price order instead of joining every item.
    needsListing(filter) ? eq(listings.collectionId, filter.collection_id) : undefined,
    statusCondition(filter.status),
    filter.min_price === undefined ? undefined : gte(listings.priceSats, BigInt(filter.min_price)),
    filter.max_price === undefined ? undefined : lte(listings.priceSats, BigInt(filter.max_price)),
    filter.owner_address === undefined ? undefined : heldByAddress(filter.owner_address),
    ...traitConditions(filter.collection_id, filter.attributes),
  );
}

/** Default is inscription number; price sorts put unlisted items last; newest is the latest genesis block. */
const listOrder = {
  default: [asc(inscriptions.number)],
  price_asc: [sql`${listings.priceSats} asc nulls last`, asc(inscriptions.number)],
  price_desc: [sql`${listings.priceSats} desc nulls last`, asc(inscriptions.number)],
  newest: [desc(inscriptions.genesisHeight), desc(inscriptions.number)],
} satisfies Record<InscriptionListFilter['sort'], SQL[]>;

/** A page of a collection's items with their live listing, the total matching and how many are pending. */
export async function collectionInscriptionList(
  db: Database,
  filter: InscriptionListFilter,
  viewer: string | undefined,
): Promise<InscriptionListPage> {
  const where = listConditions(filter);
  const [rows, counted] = await Promise.all([
    selectInscriptions(db)
      .where(where)
      .orderBy(...listOrder[filter.sort], asc(inscriptions.inscriptionId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    countMatches(db, filter, where),
  ]);
  const items = await toInscriptionViews(db, rows, viewer);
  return { ...toPage(items, counted.total, filter), pending_count: counted.pending };
}

/**
 * Total and pending of the matching items. With no listing condition the total needs no join (an index scan
 * of the collection) and pending counts only the collection's `selling` listings; otherwise one joined count.
 */
async function countMatches(
  db: Database,
  filter: InscriptionListFilter,
  where: SQL | undefined,
): Promise<{ total: number; pending: number }> {
  if (filter.status === 'all' && !needsListing(filter)) {
    const own = and(
      eq(inscriptions.collectionId, filter.collection_id),
      ...traitConditions(filter.collection_id, filter.attributes),
    );
    const [[all], [selling]] = await Promise.all([
      db
        .select({ total: sql<string>`count(*)` })
        .from(inscriptions)
        .where(own),
      db
        .select({ pending: sql<string>`count(*)` })
        .from(listings)
        .innerJoin(inscriptions, eq(inscriptions.inscriptionId, listings.inscriptionId))
        .where(and(eq(listings.collectionId, filter.collection_id), eq(listings.status, 'selling'), own)),
    ]);
    return { total: Number(all?.total ?? 0), pending: Number(selling?.pending ?? 0) };
  }
  const [counted] = await db
    .select({ total: sql<string>`count(*)`, pending: pendingCount })
    .from(inscriptions)
    .leftJoin(listings, liveListingJoin)
    .where(where);
  return { total: Number(counted?.total ?? 0), pending: Number(counted?.pending ?? 0) };
}

/** The same page as `viewer` sees it: `is_owner` on what they hold. */
export function seenBy(page: InscriptionListPage, viewer: string | undefined): InscriptionListPage {
  return { ...page, items: page.items.map((item) => ({ ...item, is_owner: heldBy(viewer, item.owner_address) })) };
}
