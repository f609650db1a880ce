import { parseAddress, ProtocolError, verifySellerListingWith, type NetworkName } from '@ordmarket/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import { signatureThreads } from '../../crypto/signatureThreads';
import type { Database } from '../../db/database';
import { brc20Activity, brc20Orders, brc20TransferInscriptions } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { announceOffers, orderOnFeed } from '../../realtime/offerFeed';
import { unitPriceOf } from './brc20Json';
import { orderItem, orderItemSchema, selectOrders, type OrderItem } from './orderView';

type OrderRow = typeof brc20Orders.$inferSelect;

/** "txid:vout" into its parts; the indexer writes it, so a bad one is our fault, not the trader's. */
export function splitOutput(output: string): { txid: string; vout: number } {
  const [txid, vout] = output.split(':');
  if (txid === undefined || vout === undefined) throw new Error(`malformed output ${output}`);
  return { txid, vout: Number(vout) };
}

/**
 * Lists (or re-prices) a transfer inscription for its owner. The seller's PSBT is verified against where
 * the indexer says the inscription is, so only a signature that can really complete a sale is stored.
 * The inscription's row is locked so concurrent list calls for it run one after the other.
 */
export async function listTransferInscription(
  db: Database,
  network: NetworkName,
  request: { readonly inscriptionId: string; readonly psbt: string; readonly sellerAddress: string },
): Promise<OrderItem> {
  return db.transaction(async (tx) => {
    const [inscription] = await tx
      .select()
      .from(brc20TransferInscriptions)
      .where(eq(brc20TransferInscriptions.inscriptionId, request.inscriptionId))
      .for('update');
    if (!inscription) {
      throw new ApiError(
        'inscriptionNotFound',
        `No BRC-20 transfer inscription ${request.inscriptionId} is known. Inscribe a transfer and wait for it to confirm.`,
      );
    }
    if (!inscription.valid) {
      throw new ApiError(
        'listingRefused',
        'This transfer inscription is invalid (it exceeded the balance) and cannot be sold.',
      );
    }
    if (inscription.used)
      throw new ApiError('listingRefused', 'This transfer inscription has already been transferred.');
    if (inscription.ownerAddress.toLowerCase() !== request.sellerAddress.toLowerCase()) {
      throw new ApiError('listingRefused', 'Only the owner of this transfer inscription can list it.');
    }
    const listing = await verifiedListing(inscription, request.psbt, network);
    const [live] = await tx
      .select()
      .from(brc20Orders)
      .where(
        and(
          eq(brc20Orders.inscriptionId, inscription.inscriptionId),
          inArray(brc20Orders.status, ['on_list', 'selling']),
        ),
      );
    if (live?.status === 'selling' && live.txid !== null) {
      throw new ApiError(
        'listingRefused',
        'A purchase of this inscription is being confirmed; it cannot be re-listed now.',
      );
    }
    // The same PSBT again is the app retrying: the listing already stands.
    if (live?.sellerPsbt === request.psbt) {
      const [same] = await selectOrders(tx).where(eq(brc20Orders.id, live.id));
      if (same) return orderItem(same);
    }
    const terms = {
      priceSats: listing.priceSats,
      unitPrice: unitPriceOf(listing.priceSats, inscription.amount),
      sellerAddress: inscription.ownerAddress,
      sellerPsbt: request.psbt,
    };
    let order: OrderRow | undefined;
    if (live) {
      [order] = await tx
        .update(brc20Orders)
        // A new price ends any purchase still waiting for its wallet: it fails when it comes back.
        .set({ ...terms, status: 'on_list', buyerAddress: null, purchaseId: null, updatedAt: new Date() })
        .where(eq(brc20Orders.id, live.id))
        .returning();
    } else {
      [order] = await tx
        .insert(brc20Orders)
        .values({
          ...terms,
          inscriptionId: inscription.inscriptionId,
          tick: inscription.tick,
          amount: inscription.amount,
        })
        .returning();
    }
    if (!order) throw new Error('the listing was not written');
    // Built inside the transaction: a listing whose answer cannot be made is not saved either.
    const [listed] = await selectOrders(tx).where(eq(brc20Orders.id, order.id));
    if (!listed) throw new Error('the listing was not read back');
    const answer = orderItemSchema.parse(orderItem(listed));
    await tx.insert(brc20Activity).values({
      tick: inscription.tick,
      kind: 'list',
      inscriptionId: inscription.inscriptionId,
      orderId: order.id,
      fromAddress: inscription.ownerAddress,
      amount: inscription.amount,
      priceSats: order.priceSats,
    });
    await announceOffers(tx, live ? 'repriced' : 'listed', [orderOnFeed(order)]);
    return answer;
  });
}

async function verifiedListing(
  inscription: typeof brc20TransferInscriptions.$inferSelect,
  psbt: string,
  network: NetworkName,
) {
  const { txid, vout } = splitOutput(inscription.output);
  try {
    return await verifySellerListingWith(
      psbt,
      {
        txid,
        vout,
        value: inscription.outputValue,
        script: parseAddress(inscription.ownerAddress, network).outputScript,
        offset: inscription.outputOffset,
      },
      network,
      (claim) => signatureThreads.holds(claim),
    );
  } catch (error) {
    if (error instanceof ProtocolError) throw new ApiError('listingRefused', error.message);
    throw error;
  }
}
