import {
  bitcoin,
  buildListingCancelPsbt,
  checkListingCancel,
  completeTransaction,
  keySpendOf,
  verifySellerListing,
  type InscriptionLocation,
  type ProtectedLock,
} from '@ordmarket/protocol';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import type { marketTransactions } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { sameAddress } from '../nft/marketFields';
import { alreadySent, broadcastStored } from './broadcastStored';
import type { Offer, OfferMarket } from './offers';
import { takeCoinLock } from './coinLock';
import { checkPaymentAddress } from './paymentAddress';
import type { PurchasePolicy } from './purchasePolicy';
import { fromStoredUtxo, ownTransaction, reservedCoins, unreserved, type Transaction } from './storedTransactions';
import { storeSellerTransaction, storeSigned } from './sellerTransaction';
import { paymentRefusal, protocolRefusal } from './tradeRefusals';
import { walletCoins } from './walletCoins';

export interface PreparedCancel {
  readonly transactionId: string;
  /** Base64; the seller's wallet signs every input (the inscription's with the ordinals key). */
  readonly psbt: string;
  readonly signInputs: readonly number[];
  readonly feeSats: bigint;
}

const refuseCancel = (message: string) => new ApiError('listingRefused', message);

/** The seller's offer and where its inscription sits, when there is still a listed output to move. */
async function cancellable(tx: Transaction, market: OfferMarket, orderId: string, seller: string) {
  const [offer] = await market.lock(tx, [orderId]);
  if (!offer) throw refuseCancel('There is no such listing to cancel.');
  if (!sameAddress(offer.sellerAddress, seller))
    throw refuseCancel('Only the seller can cancel this listing on chain.');
  if (offer.paidTxid !== null) {
    throw refuseCancel(
      "A buyer's payment for this listing is already on its way to the chain: it cannot be cancelled.",
    );
  }
  const location = await market.location(tx, offer);
  if (!location || offer.status === 'sold' || offer.status === 'invalid') {
    throw refuseCancel('The inscription already left the listed output, so no copy of this listing can ever be used.');
  }
  return { offer, location };
}

/**
 * The lock a protected listing's inscription waits in, read from the seller's sale with the market's key; undefined
 * for an ordinary listing. A protected cancel spends the lock by its key path: the seller's key alone.
 */
function lockOf(offer: Offer, location: InscriptionLocation, policy: PurchasePolicy): ProtectedLock | undefined {
  try {
    return verifySellerListing(offer.sellerPsbt, location, policy.network, policy.coSigner.publicKey).protection;
  } catch {
    // A listing whose signature no longer holds sells nothing; its output is moved back like an ordinary one.
    return undefined;
  }
}

/**
 * Builds a seller's on-chain cancel: their inscription sent back to their own address at the rate they chose, so the
 * output their listing signature spends is gone for good. Works on a live listing or one already delisted.
 */
export async function prepareOnChainCancel(
  db: Database,
  chain: ChainSource,
  market: OfferMarket,
  policy: PurchasePolicy,
  request: {
    seller: string;
    orderId: string;
    ordinalsPublicKey: string;
    paymentAddress: string;
    paymentPublicKey: string;
    feeRate: number;
  },
): Promise<PreparedCancel> {
  const payment = protocolRefusal(() => keySpendOf(request.paymentAddress, request.paymentPublicKey, policy.network));
  await checkPaymentAddress(db, request.seller, request.paymentAddress);
  // Read before the transaction: the chain may be remote, and no coin lock should wait on it.
  const wallet = await walletCoins(db, chain, request.paymentAddress);
  return db.transaction(async (tx) => {
    // Before the listing is locked, as every path that reserves coins does (see takeCoinLock).
    await takeCoinLock(tx, request.paymentAddress);
    const coins = unreserved(wallet, await reservedCoins(tx, request.paymentAddress));
    const { offer, location } = await cancellable(tx, market, request.orderId, request.seller);
    const owner = protocolRefusal(() => keySpendOf(offer.sellerAddress, request.ordinalsPublicKey, policy.network));
    const plan = paymentRefusal(coins, () =>
      buildListingCancelPsbt({
        inscription: location,
        owner,
        payment,
        utxos: coins,
        feeRate: BigInt(request.feeRate),
        network: policy.network,
        lock: lockOf(offer, location, policy),
      }),
    );
    const created = await storeSellerTransaction(tx, policy, {
      kind: 'cancel',
      market: market.market,
      seller: request.seller,
      orderIds: [offer.id],
      ordinalsAddress: offer.sellerAddress,
      ordinalsPublicKey: request.ordinalsPublicKey,
      paymentAddress: request.paymentAddress,
      paymentPublicKey: request.paymentPublicKey,
      feeRate: request.feeRate,
      plan,
    });
    return {
      transactionId: created.id,
      psbt: created.psbt,
      signInputs: created.terms.signInputs,
      feeSats: plan.feeSats,
    };
  });
}

/**
 * Takes the seller's signed cancel: it must be the one built and pass the cancel check. The listing is delisted at
 * once and the signed transaction stored, then broadcast; the indexer sees the inscription come back.
 */
export async function sendOnChainCancel(
  db: Database,
  chain: ChainSource,
  market: OfferMarket,
  policy: PurchasePolicy,
  request: { seller: string; transactionId: string; signedPsbt: string },
): Promise<{ txid: string; orderId: string }> {
  const row = await ownTransaction(db, { id: request.transactionId, kind: 'cancel', address: request.seller });
  const orderId = row?.orderIds[0];
  if (!row || orderId === undefined) throw refuseCancel('There is no cancel of yours with this id. Start it again.');
  const sent = await alreadySent(db, chain, row);
  if (sent !== undefined) return { txid: sent, orderId };
  if (row.status !== 'built' || row.expiresAt <= policy.now()) {
    throw refuseCancel(row.failure ?? 'This cancel ended before it was signed. Start it again.');
  }
  const txid = await db.transaction(async (tx) => {
    const { offer, location } = await cancellable(tx, market, orderId, request.seller);
    const signed = protocolRefusal(() => completeTransaction(bitcoin.Psbt.fromBase64(row.psbt), request.signedPsbt));
    checkCancel(signed, row.terms, offer, location, row.paymentAddress, policy);
    await market.delist(tx, offer);
    await storeSigned(tx, row.id, signed, policy.now());
    return signed.getId();
  });
  const outcome = await broadcastStored(db, chain, row.id);
  if (outcome.status === 'failed') throw refuseCancel(outcome.reason);
  return { txid, orderId };
}

function checkCancel(
  signed: bitcoin.Transaction,
  terms: (typeof marketTransactions.$inferSelect)['terms'],
  offer: Offer,
  location: InscriptionLocation,
  paymentAddress: string,
  policy: PurchasePolicy,
): void {
  protocolRefusal(() =>
    checkListingCancel(signed, {
      inscription: location,
      owner: keySpendOf(offer.sellerAddress, terms.ordinalsPublicKey ?? '', policy.network),
      payment: keySpendOf(paymentAddress, terms.paymentPublicKey, policy.network),
      utxos: terms.spent.map(fromStoredUtxo),
      feeRate: BigInt(terms.feeRate),
      network: policy.network,
      lock: lockOf(offer, location, policy),
    }),
  );
}
