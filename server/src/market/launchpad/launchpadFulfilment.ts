import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { collectionItems, collections, mintItems, mintOrders, mints } from '../../db/schema';
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
    const [asked] = await tx.select().from(mintOrders).where(eq(mintOrders.id, order.id));
    if (!asked) throw new Error(`inscription order ${order.id} has no mint order`);
    const [mint] = await tx.select().from(mints).where(eq(mints.id, asked.mintId)).for('update');
    if (!mint) return { refuse: closed };
    const phase = mintStatus(mint, nowInSeconds());
    if (phase === 'sold_out') return { refuse: soldOut };
    if (phase === 'upcoming' || phase === 'ended') return { refuse: closed };
    const limit = await receiverLimit(tx, mint, phase, asked.receiverAddress);
    if (limit === undefined) return { refuse: closed };
    const left = mint.supply - mint.mintedNum;
    const allowed =
      limit - (await paidMintsTo(tx, mint.id, asked.receiverAddress, { waitingTurn: false, except: order.id }));
    const taken = Math.min(asked.mintNum, left, allowed);
    if (taken <= 0) return { refuse: left <= 0 ? soldOut : limitReached(limit) };
    const note =
      taken === asked.mintNum ? undefined : partlyTaken(taken, asked.mintNum, left < allowed ? 'supply' : 'limit');

    let inscriptions;
    if (asked.recursiveContent !== null) {
      inscriptions = Array.from({ length: taken }, () => combinationDraft(combinationOf(asked.recursiveContent ?? '')));
    } else {
      const items = await tx
        .select()
        .from(mintItems)
        .where(and(eq(mintItems.mintId, mint.id), isNull(mintItems.orderId)))
        .orderBy(asc(mintItems.position))
        .limit(taken)
        .for('update');
      if (items.length < taken) return { refuse: soldOut };
      await tx
        .update(mintItems)
        .set({ orderId: order.id })
        .where(
          and(
            eq(mintItems.mintId, mint.id),
            inArray(
              mintItems.position,
              items.map((item) => item.position),
            ),
          ),
        );
      inscriptions = items.map((item) => ({ contentType: item.contentType, body: item.body }));
    }
    await tx
      .update(mints)
      .set({ mintedNum: sql`${mints.mintedNum} + ${taken}` })
      .where(eq(mints.id, mint.id));
    return note === undefined ? { inscriptions } : { inscriptions, note };
  },

  /** The new inscriptions join the collection now, before they are mined: the indexer reads this at their genesis. */
  async inscribed(tx, order, inscriptionIds) {
    const [asked] = await tx
      .select({ mintOrder: mintOrders, mint: mints, collection: collections })
      .from(mintOrders)
      .innerJoin(mints, eq(mints.id, mintOrders.mintId))
      .innerJoin(collections, eq(collections.id, mintOrders.collectionId))
      .where(eq(mintOrders.id, order.id));
    if (!asked) return;
    const items = await tx
      .select({ name: mintItems.name })
      .from(mintItems)
      .where(eq(mintItems.orderId, order.id))
      .orderBy(asc(mintItems.position));
    // minted_num already counts this order: its inscriptions are the last ones of that count.
    const first = asked.mint.mintedNum - inscriptionIds.length + 1;
    await tx
      .insert(collectionItems)
      .values(
        inscriptionIds.map((inscriptionId, index) => ({
          inscriptionId,
          collectionId: asked.collection.id,
          name: items[index]?.name ?? `${asked.collection.name} #${first + index}`,
        })),
      )
      .onConflictDoNothing();
  },
};
