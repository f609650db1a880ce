import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { collectionItems, collections, mintItems, mintOrders, mints, mintWhitelist } from '../../db/schema';
import type { OrderFulfilment } from '../../inscribing/orderFulfilment';
import { combinationDraft, combinationOf } from './launchpadContent';
import { mintStatus, nowInSeconds } from './mintView';

const closed = 'The mint closed before your payment arrived; it has been returned.';
const soldOut = 'The mint sold out before your payment arrived; it has been returned.';

/**
 * A launchpad mint order: when paid, the mint must still be open to the receiver and have `mint_num` left. It then
 * takes the next prepared items (or inscribes the chosen combination) and counts them minted, in the transaction
 * that stores the order's inscriptions, so two orders can never take the same item or more than the supply.
 */
export const launchpadFulfilment: OrderFulfilment = {
  async claim(tx, order) {
    const [asked] = await tx.select().from(mintOrders).where(eq(mintOrders.id, order.id));
    if (!asked) throw new Error(`inscription order ${order.id} has no mint order`);
    const [mint] = await tx.select().from(mints).where(eq(mints.id, asked.mintId)).for('update');
    if (!mint) return { refuse: closed };
    const phase = mintStatus(mint, nowInSeconds());
    if (phase === 'sold_out' || mint.supply - mint.mintedNum < asked.mintNum) return { refuse: soldOut };
    if (phase === 'upcoming' || phase === 'ended') return { refuse: closed };
    if (phase === 'white_list' && !(await whitelisted(tx, mint.id, asked.receiverAddress))) return { refuse: closed };

    let inscriptions;
    if (asked.recursiveContent !== null) {
      inscriptions = Array.from({ length: asked.mintNum }, () =>
        combinationDraft(combinationOf(asked.recursiveContent ?? '')),
      );
    } else {
      const items = await tx
        .select()
        .from(mintItems)
        .where(and(eq(mintItems.mintId, mint.id), isNull(mintItems.orderId)))
        .orderBy(asc(mintItems.position))
        .limit(asked.mintNum)
        .for('update');
      if (items.length < asked.mintNum) return { refuse: soldOut };
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
      .set({ mintedNum: sql`${mints.mintedNum} + ${asked.mintNum}` })
      .where(eq(mints.id, mint.id));
    return { inscriptions };
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

async function whitelisted(tx: Transaction, mintId: string, address: string): Promise<boolean> {
  const [entry] = await tx
    .select({ address: mintWhitelist.address })
    .from(mintWhitelist)
    .where(and(eq(mintWhitelist.mintId, mintId), eq(mintWhitelist.address, address.toLowerCase())));
  return entry !== undefined;
}
