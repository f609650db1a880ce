import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatSatpoint, outpointKey } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import {
  collections,
  inscriptionAttributes,
  inscriptions,
  listings,
  protectedLocks,
  waitingSales,
} from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { sameAddress } from './marketFields';
import { jsonSats, unixSeconds } from '../../http/jsonValues';

export const attributeSchema = z.object({ trait_type: z.string(), value: z.string() });

/** What a trader sees of an inscription: where it is, who holds it and whether it is for sale. */
export const inscriptionSchema = z.object({
  inscription_id: z.string(),
  inscription_number: z.number().int(),
  name: z.string(),
  collection_id: z.string().nullable(),
  /** The collection's name, for the link to it (its id is a slug). */
  collection_name: z.string().nullable(),
  content_type: z.string(),
  content_length: z.number().int(),
  /** Who holds it as the market reads it: for one waiting in a protected listing's lock, the seller. */
  owner_address: z.string(),
  /** It waits in a protected listing's lock: the chain shows the lock's address, which only its seller can spend. */
  locked: z.boolean(),
  /** Its live listing is protected: no copy of the sale can be taken into another transaction. */
  protected: z.boolean(),
  /** The price of a protected sale signed with a lock still on its way: it goes on sale once the lock is indexed. */
  waiting_price: z.number().int().nullable(),
  /** The output holding it, `txid:vout`. */
  output: z.string(),
  /** Its satpoint, `txid:vout:offset`. */
  location: z.string(),
  value: z.number().int(),
  genesis_height: z.number().int(),
  genesis_time: z.number().int(),
  /** on_list: for sale; selling: a purchase is pending; normal: not listed. */
  status: z.enum(['on_list', 'selling', 'normal']),
  sale_price: z.number().int().nullable(),
  order_id: z.string().nullable(),
  is_owner: z.boolean(),
  attributes: z.array(attributeSchema),
});
export type InscriptionView = z.infer<typeof inscriptionSchema>;

/** The live listing is joined in: at most one per inscription (see listings_one_live_per_inscription). */
export const liveListingJoin = and(
  eq(listings.inscriptionId, inscriptions.inscriptionId),
  inArray(listings.status, ['on_list', 'selling']),
);

export function selectInscriptions(db: Database) {
  return db
    .select({
      inscription: inscriptions,
      orderId: listings.id,
      priceSats: listings.priceSats,
      listingStatus: listings.status,
      isProtected: listings.isProtected,
      collectionName: collections.name,
      lockSeller: protectedLocks.sellerAddress,
      // Read for the page's rows only (after the list's order and limit), not joined into how the list is planned.
      waitingPrice: sql<
        string | null
      >`(select ${waitingSales.priceSats} from ${waitingSales} where ${waitingSales.inscriptionId} = ${inscriptions.inscriptionId})`,
    })
    .from(inscriptions)
    .leftJoin(listings, liveListingJoin)
    .leftJoin(collections, eq(collections.id, inscriptions.collectionId))
    .leftJoin(protectedLocks, eq(protectedLocks.lockAddress, inscriptions.ownerAddress))
    .$dynamic();
}

export type InscriptionRow = Awaited<ReturnType<ReturnType<typeof selectInscriptions>['execute']>>[number];

/** Whether the signed-in trader (if any) holds what `owner` holds. */
export const heldBy = (viewer: string | undefined, owner: string) => viewer !== undefined && sameAddress(viewer, owner);

/** Turns rows into views, loading all their attributes in one query. */
export async function toInscriptionViews(
  db: Database,
  rows: InscriptionRow[],
  viewer: string | undefined,
): Promise<InscriptionView[]> {
  const ids = rows.map((row) => row.inscription.inscriptionId);
  const attributes =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(inscriptionAttributes)
          .where(inArray(inscriptionAttributes.inscriptionId, ids))
          .orderBy(asc(inscriptionAttributes.traitType));
  const byInscription = new Map<string, Array<{ trait_type: string; value: string }>>();
  for (const attribute of attributes) {
    const list = byInscription.get(attribute.inscriptionId) ?? [];
    list.push({ trait_type: attribute.traitType, value: attribute.value });
    byInscription.set(attribute.inscriptionId, list);
  }
  return rows.map((row) => {
    const { inscription } = row;
    const holder = row.lockSeller ?? inscription.ownerAddress;
    return {
      inscription_id: inscription.inscriptionId,
      inscription_number: inscription.number,
      name: inscription.name,
      collection_id: inscription.collectionId,
      collection_name: row.collectionName,
      content_type: inscription.contentType,
      content_length: inscription.contentLength,
      owner_address: holder,
      locked: row.lockSeller !== null,
      protected: row.isProtected ?? false,
      waiting_price: row.waitingPrice === null ? null : jsonSats(BigInt(row.waitingPrice)),
      output: outpointKey(inscription),
      location: formatSatpoint(inscription),
      value: jsonSats(inscription.value),
      genesis_height: inscription.genesisHeight,
      genesis_time: unixSeconds(inscription.genesisTime),
      status: row.listingStatus === 'on_list' || row.listingStatus === 'selling' ? row.listingStatus : 'normal',
      sale_price: row.priceSats === null ? null : jsonSats(row.priceSats),
      order_id: row.orderId,
      is_owner: heldBy(viewer, holder),
      attributes: byInscription.get(inscription.inscriptionId) ?? [],
    } satisfies InscriptionView;
  });
}

/** The inscription row, or the API's 'inscriptionNotFound' refusal. */
export async function requireInscription(db: Database, inscriptionId: string) {
  const [row] = await db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
  if (!row) throw inscriptionNotFound(inscriptionId);
  return row;
}

export const inscriptionNotFound = (inscriptionId: string) =>
  new ApiError(
    'inscriptionNotFound',
    `Inscription ${inscriptionId} is not known to the marketplace yet. Check the id, or wait for its block to be indexed.`,
  );

/** Counts listings that are being bought among the rows a filter matches. */
export const pendingCount = sql<string>`count(*) filter (where ${listings.status} = 'selling')`;
