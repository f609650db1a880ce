import {
  bitcoin,
  buildLockPsbt,
  completeTransaction,
  hexToBytes,
  keySpendOf,
  protectedLock,
  protectedLockAddress,
  type InscriptionLocation,
} from '@ordmarket/protocol';
import { and, inArray } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { inscriptions, listings } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { recordLock } from '../lockedOwnership';
import { delistListing } from '../nft/delistForSale';
import { sameAddress } from '../nft/marketFields';
import { alreadySent, broadcastStored } from './broadcastStored';
import { takeCoinLock } from './coinLock';
import { checkPaymentAddress } from './paymentAddress';
import type { PurchasePolicy } from './purchasePolicy';
import { ownTransaction, reservedCoins, unreserved, type Transaction } from './storedTransactions';
import { storeSellerTransaction, storeSigned } from './sellerTransaction';
import { paymentRefusal, protocolRefusal } from './tradeRefusals';
import { keepSalesWithLock, type SaleWithLock } from './waitingSales';
import { walletCoins } from './walletCoins';

export interface PreparedLock {
  readonly transactionId: string;
  /** Base64; the seller's wallet signs every input (the inscriptions' with the ordinals key). */
  readonly psbt: string;
  readonly signInputs: readonly number[];
  readonly feeSats: bigint;
  /** Where the inscriptions wait from now on: only the seller's key moves them alone. */
  readonly lockAddress: string;
}

const refuseLock = (message: string) => new ApiError('listingRefused', message);

/**
 * The seller's inscriptions where they are now, each at the seller's own address and with no buyer's payment on its
 * way: locked for update, so a listing or a purchase of one waits until the lock is stored.
 */
async function lockable(tx: Transaction, seller: string, inscriptionIds: readonly string[]) {
  const rows = await tx
    .select()
    .from(inscriptions)
    .where(inArray(inscriptions.inscriptionId, [...inscriptionIds]))
    .for('update');
  const held = inscriptionIds.map((id) => {
    const row = rows.find((each) => each.inscriptionId === id);
    if (!row) throw refuseLock(`The market does not know inscription ${id}; it may not be indexed yet.`);
    if (!sameAddress(row.ownerAddress, seller)) {
      throw refuseLock(`Only the owner of inscription ${id} can protect it, and your address does not hold it.`);
    }
    return row;
  });
  const live = await tx
    .select()
    .from(listings)
    .where(and(inArray(listings.inscriptionId, [...inscriptionIds]), inArray(listings.status, ['on_list', 'selling'])));
  const paid = live.find((listing) => listing.purchaseTxid !== null);
  if (paid) {
    throw refuseLock(
      `A buyer's payment for inscription ${paid.inscriptionId} is on its way to the chain: it cannot be protected now.`,
    );
  }
  return { held, live };
}

/**
 * Builds the seller's lock of one or several inscriptions at the rate they chose: each goes into its own output at
 * the lock of their ordinals key and the market's co-signing key, paid from their clean coins.
 */
export async function prepareLock(
  db: Database,
  chain: ChainSource,
  policy: PurchasePolicy,
  request: {
    seller: string;
    inscriptionIds: readonly string[];
    ordinalsPublicKey: string;
    paymentAddress: string;
    paymentPublicKey: string;
    feeRate: number;
  },
): Promise<PreparedLock> {
  const payment = protocolRefusal(() => keySpendOf(request.paymentAddress, request.paymentPublicKey, policy.network));
  const owner = protocolRefusal(() => keySpendOf(request.seller, request.ordinalsPublicKey, policy.network));
  const lock = protocolRefusal(() => protectedLock(hexToBytes(request.ordinalsPublicKey), policy.coSigner.publicKey));
  await checkPaymentAddress(db, request.seller, request.paymentAddress);
  // Read before the transaction: the chain may be remote, and no coin lock should wait on it.
  const wallet = await walletCoins(db, chain, request.paymentAddress);
  return db.transaction(async (tx) => {
    await takeCoinLock(tx, request.paymentAddress);
    const coins = unreserved(wallet, await reservedCoins(tx, request.paymentAddress));
    const { held } = await lockable(tx, request.seller, request.inscriptionIds);
    // Inscriptions sharing an output move together: the output is one input, once.
    const outputs = new Map<string, InscriptionLocation>();
    for (const row of held) {
      const { txid, vout, value, offset } = row;
      outputs.set(`${txid}:${vout}`, { txid, vout, value, offset, script: owner.script });
    }
    const plan = paymentRefusal(coins, () =>
      buildLockPsbt({
        inscriptions: [...outputs.values()],
        lock,
        owner,
        payment,
        utxos: coins,
        feeRate: BigInt(request.feeRate),
        network: policy.network,
      }),
    );
    const created = await storeSellerTransaction(tx, policy, {
      kind: 'lock',
      seller: request.seller,
      ordinalsAddress: request.seller,
      ordinalsPublicKey: request.ordinalsPublicKey,
      paymentAddress: request.paymentAddress,
      paymentPublicKey: request.paymentPublicKey,
      feeRate: request.feeRate,
      plan,
      lockedInscriptions: held.map((row) => row.inscriptionId),
    });
    return {
      transactionId: created.id,
      psbt: created.psbt,
      signInputs: created.terms.signInputs,
      feeSats: plan.feeSats,
      lockAddress: protectedLockAddress(lock, policy.network),
    };
  });
}

/**
 * Takes the seller's signed lock: it must be the one built. The lock is remembered as the seller's (so the market
 * reads what waits in it as theirs), their ordinary listings of these inscriptions end at once (the lock moves them
 * away from what those signatures spend), the protected sales they signed with it wait for it to be indexed, and
 * the signed transaction is stored, then broadcast.
 */
export async function sendLock(
  db: Database,
  chain: ChainSource,
  policy: PurchasePolicy,
  request: { seller: string; transactionId: string; signedPsbt: string; sales: readonly SaleWithLock[] },
): Promise<{ txid: string; lockAddress: string }> {
  const row = await ownTransaction(db, { id: request.transactionId, kind: 'lock', address: request.seller });
  if (!row) throw refuseLock('There is no lock of yours with this id. Start it again.');
  const lock = protocolRefusal(() =>
    protectedLock(hexToBytes(row.terms.ordinalsPublicKey ?? ''), policy.coSigner.publicKey),
  );
  const lockAddress = protectedLockAddress(lock, policy.network);
  const sent = await alreadySent(db, chain, row);
  if (sent !== undefined) return { txid: sent, lockAddress };
  if (row.status !== 'built' || row.expiresAt <= policy.now()) {
    throw refuseLock(row.failure ?? 'This lock ended before it was signed. Start it again.');
  }
  const txid = await db.transaction(async (tx) => {
    const { held, live } = await lockable(tx, request.seller, row.terms.lockedInscriptions ?? []);
    const signed = protocolRefusal(() => completeTransaction(bitcoin.Psbt.fromBase64(row.psbt), request.signedPsbt));
    await keepSalesWithLock(tx, {
      seller: request.seller,
      lock,
      lockTransaction: signed,
      held,
      sales: request.sales,
      network: policy.network,
      marketKey: policy.coSigner.publicKey,
    });
    await recordLock(tx, lock, request.seller, policy.network);
    for (const listing of live) await delistListing(tx, listing);
    await storeSigned(tx, row.id, signed, policy.now());
    return signed.getId();
  });
  const outcome = await broadcastStored(db, chain, row.id);
  if (outcome.status === 'failed') throw refuseLock(outcome.reason);
  return { txid, lockAddress };
}
