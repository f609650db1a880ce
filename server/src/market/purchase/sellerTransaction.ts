import type { bitcoin, WalletUtxo } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { marketTransactions, type MarketTransactionTerms } from '../../db/schema';
import type { PurchasePolicy } from './purchasePolicy';
import { networkFeeOnly, toStoredUtxo, type MarketTransaction, type Transaction } from './storedTransactions';

/** A transaction whose every input the seller's wallet signs (an on-chain cancel, a lock), as the market built it. */
export interface SellerTransaction {
  readonly kind: 'cancel' | 'lock';
  readonly market?: 'nft' | 'brc20';
  readonly seller: string;
  readonly orderIds?: readonly string[];
  readonly ordinalsAddress: string;
  readonly ordinalsPublicKey: string;
  readonly paymentAddress: string;
  readonly paymentPublicKey: string;
  readonly feeRate: number;
  readonly plan: {
    readonly psbt: bitcoin.Psbt;
    readonly spent: readonly WalletUtxo[];
    readonly feeSats: bigint;
    readonly virtualSize: bigint;
  };
  readonly lockedInscriptions?: readonly string[];
}

/** Stores it as built, holding the seller's coins it spends until the hold ends; answers the stored row. */
export async function storeSellerTransaction(
  tx: Transaction,
  policy: Pick<PurchasePolicy, 'holdMs' | 'now'>,
  built: SellerTransaction,
): Promise<MarketTransaction> {
  const now = policy.now();
  const terms: MarketTransactionTerms = {
    ordinalsAddress: built.ordinalsAddress,
    ordinalsPublicKey: built.ordinalsPublicKey,
    paymentPublicKey: built.paymentPublicKey,
    feeRate: built.feeRate,
    spent: built.plan.spent.map(toStoredUtxo),
    signInputs: built.plan.psbt.txInputs.map((_, index) => index),
    costs: networkFeeOnly(built.plan.feeSats, built.plan.virtualSize),
    ...(built.lockedInscriptions === undefined ? {} : { lockedInscriptions: built.lockedInscriptions }),
  };
  const [created] = await tx
    .insert(marketTransactions)
    .values({
      kind: built.kind,
      market: built.market,
      address: built.seller,
      paymentAddress: built.paymentAddress,
      orderIds: [...(built.orderIds ?? [])],
      psbt: built.plan.psbt.toBase64(),
      terms,
      expiresAt: new Date(now.getTime() + policy.holdMs),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new Error(`The ${built.kind} was not stored.`);
  return created;
}

/** Stores the signed transaction of a built row, before anything broadcasts it: a restart resends these bytes. */
export async function storeSigned(tx: Transaction, id: string, signed: bitcoin.Transaction, now: Date): Promise<void> {
  await tx
    .update(marketTransactions)
    .set({ status: 'signed', rawTx: signed.toHex(), txid: signed.getId(), updatedAt: now })
    .where(eq(marketTransactions.id, id));
}
