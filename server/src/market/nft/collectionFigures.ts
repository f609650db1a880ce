import { sql } from 'drizzle-orm';
import { activity, collections, inscriptions, listings } from '../../db/schema';
import { qualified as q } from './qualified';

/**
 * A collection's market figures as correlated subqueries on `collections`: each reads one index
 * (listings by collection, status and price; inscriptions by collection and owner; the partial index of sales
 * by collection and time), so a page of collections costs a few index scans per row at any market size.
 */

/** The cheapest live listing: only `on_list` counts, a `selling` one is already being bought. */
export const floorPrice = sql<string | null>`(select min(${q(listings.priceSats)}) from ${listings}
  where ${q(listings.collectionId)} = ${q(collections.id)} and ${q(listings.status)} = 'on_list')`;

export const listedCount = sql<string>`(select count(*) from ${listings}
  where ${q(listings.collectionId)} = ${q(collections.id)} and ${q(listings.status)} = 'on_list')`;

export const inscriptionCount = sql<string>`(select count(*) from ${inscriptions}
  where ${q(inscriptions.collectionId)} = ${q(collections.id)})`;

/** Distinct holders of the collection's inscriptions. */
export const ownerCount = sql<string>`(select count(distinct ${q(inscriptions.ownerAddress)}) from ${inscriptions}
  where ${q(inscriptions.collectionId)} = ${q(collections.id)})`;

/** Sum of 'sale' activity prices in [now - fromHours, now - toHours); null hours mean unbounded. */
export function salesVolume(fromHours: number | null, toHours = 0) {
  return sql<string>`(select coalesce(sum(${q(activity.priceSats)}), 0) from ${activity}
    where ${q(activity.collectionId)} = ${q(collections.id)} and ${q(activity.kind)} = 'sale'
    ${salesWindow(fromHours, toHours)})`;
}

/** How many 'sale' activities fall in the same kind of window. */
export function salesCount(fromHours: number | null, toHours = 0) {
  return sql<string>`(select count(*) from ${activity}
    where ${q(activity.collectionId)} = ${q(collections.id)} and ${q(activity.kind)} = 'sale'
    ${salesWindow(fromHours, toHours)})`;
}

function salesWindow(fromHours: number | null, toHours: number) {
  const since =
    fromHours === null ? sql`` : sql`and ${q(activity.occurredAt)} > now() - make_interval(hours => ${fromHours})`;
  const until =
    toHours === 0 ? sql`` : sql`and ${q(activity.occurredAt)} <= now() - make_interval(hours => ${toHours})`;
  return sql`${since} ${until}`;
}

export const totalVolume = salesVolume(null);
