import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { collectionItems, collections, mintItems, mintOrders, mints } from '../../db/schema';
import type { Transaction } from '../../db/database';
import type { OrderFulfilment } from '../../inscribing/orderFulfilment';
import { combinationDraft, combinationOf } from './launchpadContent';
import { paidMintsTo, receiverLimit } from './mintAllowance';
import { mintStatus, nowInSeconds } from './mintView';

const closed = 'The mint closed before your payment arrived; it has been returned.';
const soldOut = 'The mint sold out before your payment arrived; it has been returned.';
const limitReached = (limit: number) =>
  `Orders paid before yours already mint this address its limit of ${limit}; your payment has been returned.`;

/** Why only `taken` of the order's mints were inscribed, as its owner reads it in the order's history. */
function partlyTaken(taken: number, asked: number, bound: 'supply' | 'limit'): string {
  const why =
    bound === 'supply' ? 'were left in the mint' : "fit this address's limit after the orders paid before yours";
  return `Only ${taken} of your ${asked} mints ${why}: those were inscribed, and the part of your payment for the other ${asked - taken} was returned.`;
}

/**
 * A launchpad mint order: when paid, the mint must still be open to the receiver. Under the mint row's lock it then
 * takes as many of its mints as the supply left and the receiver's limit allow (every paid order minting to the
 * address counts, whoever paid it): the next prepared items, or the chosen combination, counted minted in the
 * transaction that stores the order's inscriptions, so two orders can never take the same item or more than the
 * supply. What it could not take goes back with the commit's surplus.
 */
export const launchpadFulfilment: OrderFulfilment = {
  async claim(tx, order) {
    // The order, its mint (locked: claims of one mint take their turns) and its collection, in one read.
    const [asked] = await tx
      .select({ mintOrder: mintOrders, mint: mints, collectionName: collections.name })
      .from(mintOrders)
      .innerJoin(mints, eq(mints.id, mintOrders.mintId))
      .innerJoin(collections, eq(collections.id, mintOrders.collectionId))
      .where(eq(mintOrders.id, order.id))
      .for('update', { of: mints });
    if (!asked) return missingMint(tx, order.id);
    const { mintOrder, mint, collectionName } = asked;
    const phase = mintStatus(mint, nowInSeconds());
    if (phase === 'sold_out') return { refuse: soldOut };
    if (phase === 'upcoming' || phase === 'ended') return { refuse: closed };
    const limit = await receiverLimit(tx, mint, phase, mintOrder.receiverAddress);
    if (limit === undefined) return { refuse: closed };
    const left = mint.supply - mint.mintedNum;
    const allowed =
      limit - (await paidMintsTo(tx, mint.id, mintOrder.receiverAddress, { waitingTurn: false, except: order.id }));
    const taken = Math.min(mintOrder.mintNum, left, allowed);
    if (taken <= 0) return { refuse: left <= 0 ? soldOut : limitReached(limit) };
    const note =
      taken === mintOrder.mintNum
        ? undefined
        : partlyTaken(taken, mintOrder.mintNum, left < allowed ? 'supply' : 'limit');

    let inscriptions;
    let names: ReadonlyArray<string | undefined> = [];
    if (mintOrder.recursiveContent === null) {
      const items = await takeNextItems(tx, mint.id, order.id, taken);
      if (items.length < taken) return { refuse: soldOut };
      inscriptions = items.map((item) => ({ contentType: item.contentType, body: item.body }));
      names = items.map((item) => item.name);
    } else {
      const combination = combinationOf(mintOrder.recursiveContent);
      inscriptions = Array.from({ length: taken }, () => combinationDraft(combination));
      await countMinted(tx, mint.id, taken);
    }
    /** The new inscriptions join the collection now, before they are mined: the indexer reads this at their genesis. */
    const inscribed = (inside: Transaction, inscriptionIds: readonly string[]) =>
      inside
        .insert(collectionItems)
        .values(
          inscriptionIds.map((inscriptionId, index) => ({
            inscriptionId,
            collectionId: mintOrder.collectionId,
            name: names[index] ?? `${collectionName} #${mint.mintedNum + index + 1}`,
          })),
        )
        .onConflictDoNothing();
    return note === undefined ? { inscriptions, inscribed } : { inscriptions, note, inscribed };
  },
};

/** An order whose mint is gone is refunded as closed; one with no mint order at all is a fault. */
async function missingMint(tx: Transaction, orderId: string): Promise<{ refuse: string }> {
  const [mintOrder] = await tx.select({ id: mintOrders.id }).from(mintOrders).where(eq(mintOrders.id, orderId));
  if (!mintOrder) throw new Error(`inscription order ${orderId} has no mint order`);
  return { refuse: closed };
}

/** Counts `count` more of the mint minted (only while `when` holds, for a statement that may take none). */
const countMinted = (tx: Transaction, mintId: string, count: number, when?: SQL) =>
  tx
    .update(mints)
    .set({ mintedNum: sql`${mints.mintedNum} + ${count}` })
    .where(and(eq(mints.id, mintId), when));

/**
 * Gives the order the mint's next `count` free items, in position order, and counts them minted, in one statement:
 * all of them or, when fewer are free (the mint has fewer prepared items than its supply says), none.
 */
async function takeNextItems(tx: Transaction, mintId: string, orderId: string, count: number) {
  const next = tx
    .select({ position: mintItems.position })
    .from(mintItems)
    .where(and(eq(mintItems.mintId, mintId), isNull(mintItems.orderId)))
    .orderBy(asc(mintItems.position))
    .limit(count)
    .for('update');
  const enough = sql`(select count(*) = ${count} from next)`;
  const take = tx
    .update(mintItems)
    .set({ orderId })
    .where(and(eq(mintItems.mintId, mintId), sql`${mintItems.position} in (select position from next)`, enough))
    .returning({
      position: mintItems.position,
      name: mintItems.name,
      contentType: mintItems.contentType,
      body: mintItems.body,
    });
  const counted = countMinted(tx, mintId, count, enough);
  const { rows } = (await tx.execute(sql`with next as (${next.getSQL()}), counted as (${counted.getSQL()})
    ${take.getSQL()}`)) as { rows: Array<{ position: number; name: string; content_type: string; body: Uint8Array }> };
  return rows
    .map((row) => ({
      position: row.position,
      name: row.name,
      contentType: row.content_type,
      body: new Uint8Array(row.body),
    }))
    .sort((a, b) => a.position - b.position);
}
