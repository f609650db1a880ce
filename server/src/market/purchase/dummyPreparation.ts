import { bitcoin, buildDummyUtxoPsbt, completeTransaction, dummyStepFor, keySpendOf } from '@ordmarket/protocol';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { marketTransactions } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { indexedTip } from '../../indexer/indexedTip';
import { alreadySent, broadcastStored } from './broadcastStored';
import { takeCoinLock } from './coinLock';
import { checkPaymentAddress } from './paymentAddress';
import type { PurchasePolicy } from './purchasePolicy';
import {
  networkFeeOnly,
  ownTransaction,
  reservedCoins,
  toStoredUtxo,
  unreserved,
  type MarketTransaction,
} from './storedTransactions';
import { paymentRefusal, protocolRefusal, refusePurchase } from './tradeRefusals';
import { walletCoins } from './walletCoins';

export interface DummyPreparation {
  readonly transactionId: string;
  /** Base64; the wallet signs every input. */
  readonly psbt: string;
  readonly signInputs: readonly number[];
  readonly feeSats: bigint;
  /** The dummy UTXOs it makes: the ones the wallet lacks for the purchase. */
  readonly makes: number;
}

const heldMessage = (held: number) =>
  `Your wallet already holds the dummy UTXOs this purchase needs (${held}). Buy again.`;
const pendingMessage = (txid: string) =>
  `Your dummy UTXOs are being created by transaction ${txid}. Buy again once it confirms (usually within a block).`;

/**
 * A first purchase waits for its dummy transaction: until it is mined and indexed its outputs are not known to be
 * clean, and preparing again would only split the same coins twice. Refused with `dummyUtxosPending` meanwhile.
 */
export async function checkNoPendingDummies(db: Database, chain: ChainSource, paymentAddress: string): Promise<void> {
  const pending = await db
    .select()
    .from(marketTransactions)
    .where(
      and(
        eq(marketTransactions.paymentAddress, paymentAddress),
        eq(marketTransactions.kind, 'dummies'),
        inArray(marketTransactions.status, ['signed', 'broadcast']),
      ),
    );
  if (pending.length === 0) return;
  const indexed = (await indexedTip(db))?.height ?? -1;
  for (const row of pending) {
    const txid = row.txid ?? '';
    const status = row.status === 'broadcast' ? await chain.transactionStatus(txid) : undefined;
    if (status?.confirmed && status.block_height !== undefined && status.block_height <= indexed) {
      await db
        .update(marketTransactions)
        .set({ status: 'confirmed', updatedAt: new Date() })
        .where(eq(marketTransactions.id, row.id));
      continue;
    }
    throw new ApiError('dummyUtxosPending', pendingMessage(txid));
  }
}

/**
 * Builds the transaction that splits a buyer's clean coins into the dummy UTXOs a purchase needs ("Read before
 * purchase"): `count` is what the purchase spends (items + 1), and the transaction makes only the ones the wallet
 * lacks, so a sweep after a first single purchase tops up its 2 instead of making 10. Built here because only the
 * indexer knows which coins are inscribed. Asking again while one is unsigned answers that one; while one is on its
 * way, refuses: a wallet never makes two.
 */
export async function prepareDummies(
  db: Database,
  chain: ChainSource,
  policy: PurchasePolicy,
  request: { buyer: string; paymentAddress: string; paymentPublicKey: string; count: number; feeRate: number },
): Promise<DummyPreparation> {
  const payment = protocolRefusal(() => keySpendOf(request.paymentAddress, request.paymentPublicKey, policy.network));
  await checkPaymentAddress(db, request.buyer, request.paymentAddress);
  await checkNoPendingDummies(db, chain, request.paymentAddress);
  // Read before the transaction: the chain may be remote, and no coin lock should wait on it.
  const coins = await walletCoins(db, chain, request.paymentAddress);
  return db.transaction(async (tx) => {
    // Two preparations at once must not both split the same coins: the second finds the first under the lock.
    await takeCoinLock(tx, request.paymentAddress);
    const now = policy.now();
    // A dummy transaction spends clean cardinal coins only, so the dummies a held purchase reserves are all it skips.
    const step = dummyStepFor(request.count - 1, unreserved(coins, await reservedCoins(tx, request.paymentAddress)));
    if (step.makes === 0) throw refusePurchase(heldMessage(step.held));
    const [unsigned] = await tx
      .select()
      .from(marketTransactions)
      .where(
        and(
          eq(marketTransactions.paymentAddress, request.paymentAddress),
          eq(marketTransactions.kind, 'dummies'),
          eq(marketTransactions.status, 'built'),
          gt(marketTransactions.expiresAt, now),
        ),
      )
      .orderBy(desc(marketTransactions.createdAt))
      .limit(1);
    if (unsigned) {
      if ((unsigned.terms.dummiesMade ?? 0) >= step.makes) return preparationOf(unsigned);
      // A bigger sweep needs more dummies than the unsigned preparation makes: it gives way to a new one.
      await tx
        .update(marketTransactions)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(marketTransactions.id, unsigned.id), eq(marketTransactions.status, 'built')));
    }
    // Read after the cancel: the coins the unsigned preparation held are free again.
    const free = unreserved(coins, await reservedCoins(tx, request.paymentAddress));
    const { psbt, selection } = paymentRefusal(coins, () =>
      buildDummyUtxoPsbt({
        payment,
        utxos: free,
        count: step.makes,
        feeRate: BigInt(request.feeRate),
        network: policy.network,
      }),
    );
    const [created] = await tx
      .insert(marketTransactions)
      .values({
        kind: 'dummies',
        address: request.buyer,
        paymentAddress: request.paymentAddress,
        psbt: psbt.toBase64(),
        terms: {
          ordinalsAddress: request.buyer,
          paymentPublicKey: request.paymentPublicKey,
          feeRate: request.feeRate,
          spent: selection.inputs.map(toStoredUtxo),
          signInputs: selection.inputs.map((_, index) => index),
          dummiesMade: step.makes,
          costs: networkFeeOnly(selection.fee, 0n),
        },
        expiresAt: new Date(now.getTime() + policy.holdMs),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('The dummy preparation was not stored.');
    return preparationOf(created);
  });
}

function preparationOf(row: MarketTransaction): DummyPreparation {
  return {
    transactionId: row.id,
    psbt: row.psbt,
    signInputs: row.terms.signInputs,
    feeSats: BigInt(row.terms.costs?.networkFee ?? 0),
    makes: row.terms.dummiesMade ?? 0,
  };
}

/** Takes the wallet's signed dummy transaction: it must be the one built; it is stored, then broadcast. */
export async function sendDummies(
  db: Database,
  chain: ChainSource,
  policy: PurchasePolicy,
  request: { buyer: string; transactionId: string; signedPsbt: string },
): Promise<{ txid: string }> {
  const row = await ownTransaction(db, { id: request.transactionId, kind: 'dummies', address: request.buyer });
  if (!row) throw refusePurchase('There is no dummy preparation of yours with this id. Start the purchase again.');
  const sent = await alreadySent(db, chain, row);
  if (sent !== undefined) return { txid: sent };
  if (row.status !== 'built' || row.expiresAt <= policy.now()) {
    throw refusePurchase(row.failure ?? 'This dummy preparation ended before it was signed. Start the purchase again.');
  }
  const signed = protocolRefusal(() => completeTransaction(bitcoin.Psbt.fromBase64(row.psbt), request.signedPsbt));
  const txid = signed.getId();
  await db
    .update(marketTransactions)
    .set({ status: 'signed', rawTx: signed.toHex(), txid, updatedAt: policy.now() })
    .where(and(eq(marketTransactions.id, row.id), eq(marketTransactions.status, 'built')));
  const outcome = await broadcastStored(db, chain, row.id);
  if (outcome.status === 'failed') throw refusePurchase(outcome.reason);
  return { txid };
}
