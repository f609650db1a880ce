import {
  ProtocolError,
  lockHeldBy,
  parseAddress,
  verifySellerListingWith,
  type NetworkName,
  type VerifiedListing,
} from '@ordmarket/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import { signatureThreads } from '../../crypto/signatureThreads';
import type { Database } from '../../db/database';
import { activity, collections, inscriptions, listings } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { announceOffers, listingOnFeed } from '../../realtime/offerFeed';
import { inscriptionNotFound } from './inscriptionView';
import { recordLock } from '../lockedOwnership';
import { listingRoyalty } from './listingRoyalty';
import { sameAddress } from './marketFields';
import { orderSchema, toOrderView, type OrderView } from './orderView';

export interface ListingRequest {
  inscriptionId: string;
  psbt: string;
  seller: string;
  network: NetworkName;
  /** The market's co-signing key: a protected listing's lock must name it. */
  marketKey: Uint8Array;
}

const refuse = (message: string) => new ApiError('listingRefused', message);

/**
 * Lists an inscription: the seller must hold it and their PSBT must spend exactly its current output. A repeat of
 * the same listing answers the order already made; a new price replaces the seller's live listing.
 */
export async function listForSale(db: Database, request: ListingRequest): Promise<OrderView> {
  return db.transaction(async (tx) => {
    // Locking the inscription serialises listings of it, so two requests never both see "no live listing".
    const [inscription] = await tx
      .select()
      .from(inscriptions)
      .where(eq(inscriptions.inscriptionId, request.inscriptionId))
      .for('update');
    if (!inscription) throw inscriptionNotFound(request.inscriptionId);
    const verified = await listingBySeller(request, inscription);
    if (verified.protection) await recordLock(tx, verified.protection, request.seller, request.network);

    const [live] = await tx
      .select()
      .from(listings)
      .where(
        and(eq(listings.inscriptionId, inscription.inscriptionId), inArray(listings.status, ['on_list', 'selling'])),
      );
    if (live?.status === 'selling' && live.purchaseTxid !== null) {
      throw refuse("A buyer's payment for this inscription is on its way to the chain; it cannot be listed again now.");
    }
    if (live?.sellerPsbt === request.psbt.trim()) return toOrderView(live);
    const now = new Date();
    if (live) {
      await tx.update(listings).set({ status: 'cancelled', updatedAt: now }).where(eq(listings.id, live.id));
    }

    const [collection] = inscription.collectionId
      ? await tx.select().from(collections).where(eq(collections.id, inscription.collectionId))
      : [];
    const royaltyFeeSats = listingRoyalty(verified.priceSats, collection);
    const [created] = await tx
      .insert(listings)
      .values({
        inscriptionId: inscription.inscriptionId,
        collectionId: inscription.collectionId,
        sellerAddress: verified.protection ? request.seller : inscription.ownerAddress,
        sellerPaymentAddress: verified.sellerAddress,
        priceSats: verified.priceSats,
        sellerPsbt: request.psbt.trim(),
        txid: inscription.txid,
        vout: inscription.vout,
        royaltyFeeSats,
        isProtected: verified.protection !== undefined,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('The listing insert returned no row');
    // Built inside the transaction: a listing whose answer cannot be made is not saved either.
    const answer = orderSchema.parse(toOrderView(created));
    await tx.insert(activity).values({
      kind: 'list',
      inscriptionId: inscription.inscriptionId,
      collectionId: inscription.collectionId,
      fromAddress: verified.protection ? request.seller : inscription.ownerAddress,
      priceSats: verified.priceSats,
      occurredAt: now,
    });
    await announceOffers(tx, live ? 'repriced' : 'listed', [listingOnFeed(created)]);
    return answer;
  });
}

/**
 * The listing, when the seller may make it: the owner of the inscription's output, or the seller a protected
 * listing's lock names (the inscription then sits at the lock's address, but is theirs alone to sell or take back).
 */
async function listingBySeller(
  request: ListingRequest,
  inscription: typeof inscriptions.$inferSelect,
): Promise<VerifiedListing> {
  const notOwner = () =>
    refuse(`Only the owner of inscription ${request.inscriptionId} can list it, and your address does not hold it.`);
  if (sameAddress(inscription.ownerAddress, request.seller)) return verifyAgainstOutput(request, inscription);
  const verified = await verifyAgainstOutput(request, inscription).catch((error: unknown) => {
    if (error instanceof ApiError) throw notOwner();
    throw error;
  });
  if (!verified.protection || !lockHeldBy(verified.protection, request.seller, request.network)) throw notOwner();
  return verified;
}

/** The spec's PSBT checks (§5) against the output the inscription sits in now; refusals keep the spec's words. */
async function verifyAgainstOutput(
  request: ListingRequest,
  inscription: typeof inscriptions.$inferSelect,
): Promise<VerifiedListing> {
  try {
    // The indexer reads the owner's address from the output's script, so the address gives that script back.
    const script = parseAddress(inscription.ownerAddress, request.network).outputScript;
    const { txid, vout, value, offset } = inscription;
    return await verifySellerListingWith(
      request.psbt,
      { txid, vout, value, offset, script },
      request.network,
      (claim) => signatureThreads.holds(claim),
      request.marketKey,
    );
  } catch (error) {
    if (error instanceof ProtocolError) throw refuse(error.message);
    throw error;
  }
}
