import { decodePsbt, type NetworkName, parseAddress, txidFromHash } from '@ordmarket/protocol';
import { eq, inArray } from 'drizzle-orm';
import { brc20Orders, brc20TransferInscriptions } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { announceOffers, orderOnFeed } from '../../realtime/offerFeed';
import { delistOrder } from '../brc20/delistOrder';
import { splitOutput } from '../brc20/listTransferInscription';
import { inOrderAsked, type Offer, type OfferMarket } from './offers';

type Order = typeof brc20Orders.$inferSelect;

/** The output a BRC-20 listing spends, as its signed PSBT names it (the order row keeps no copy). */
function listedOutputOf(sellerPsbt: string): Offer['listedOutput'] {
  const [input] = decodePsbt(sellerPsbt).txInputs;
  return input ? { txid: txidFromHash(input.hash), vout: input.index } : { txid: '', vout: -1 };
}

const toOffer = (row: Order): Offer => ({
  id: row.id,
  inscriptionId: row.inscriptionId,
  sellerAddress: row.sellerAddress,
  priceSats: row.priceSats,
  sellerPsbt: row.sellerPsbt,
  status: row.status,
  listedOutput: listedOutputOf(row.sellerPsbt),
  purchaseId: row.purchaseId,
  paidTxid: row.txid,
  royaltySats: 0n,
  collectionId: null,
});

/** The BRC-20 market's orders (listed transfer inscriptions) as buying sees them. */
export function brc20Offers(network: NetworkName): OfferMarket {
  return {
    market: 'brc20',
    lock: async (tx, ids, mode = 'lock') => {
      const query = tx
        .select()
        .from(brc20Orders)
        .where(inArray(brc20Orders.id, [...ids]));
      const rows = mode === 'lock' ? await query.for('update') : await query;
      return inOrderAsked(
        rows,
        ids,
        () => new ApiError('orderNotFound', 'No such BRC-20 order. It may have been delisted.'),
      ).map(toOffer);
    },
    location: async (tx, offer) => {
      const [transfer] = await tx
        .select()
        .from(brc20TransferInscriptions)
        .where(eq(brc20TransferInscriptions.inscriptionId, offer.inscriptionId));
      // The transfer inscription must still be where the listing's signature spends it, unsent.
      if (!transfer?.valid || transfer.used) return undefined;
      const { txid, vout } = splitOutput(transfer.output);
      const { listedOutput } = offer;
      if (txid !== listedOutput.txid || vout !== listedOutput.vout || transfer.ownerAddress !== offer.sellerAddress)
        return undefined;
      return {
        txid,
        vout,
        value: transfer.outputValue,
        offset: transfer.outputOffset,
        script: parseAddress(transfer.ownerAddress, network).outputScript,
      };
    },
    // BRC-20 tokens have no creator royalty.
    royalty: () => Promise.resolve(undefined),
    hold: async (tx, ids, purchaseId, buyer) => {
      const held = await tx
        .update(brc20Orders)
        .set({ status: 'selling', buyerAddress: buyer, purchaseId, txid: null, updatedAt: new Date() })
        .where(inArray(brc20Orders.id, [...ids]))
        .returning();
      await announceOffers(tx, 'pending', held.map(orderOnFeed));
    },
    markPaid: async (tx, purchaseId, txid) => {
      const paid = await tx
        .update(brc20Orders)
        .set({ txid, updatedAt: new Date() })
        .where(eq(brc20Orders.purchaseId, purchaseId))
        .returning();
      // Still pending, now paid by a transaction the chain has: the buyer's pages show it waiting for a block.
      await announceOffers(tx, 'pending', paid.map(orderOnFeed));
    },
    delist: async (tx, offer) => {
      const [row] = await tx.select().from(brc20Orders).where(eq(brc20Orders.id, offer.id));
      if (row) await delistOrder(tx, row);
    },
  };
}
