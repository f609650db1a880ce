import { bitcoin } from '../../bitcoin';
import type { WalletUtxo } from '../../utxo/classifyUtxo';
import { buildPurchasePsbt } from '../buildPurchasePsbt';
import { checkPurchaseTransaction } from '../checkPurchaseTransaction';
import { completeTransaction } from '../completeTransaction';
import { listed, testBuyer } from './purchaseFixtures';

// Test-only: the purchase the benches time, a buyer with dummies and cardinals buying up to nine taproot listings.

const buyer = testBuyer(60);
const listings = Array.from({ length: 9 }, (_, n) => listed(n + 1, 50_000n));
const coins = (txid: string, count: number, value: bigint): WalletUtxo[] =>
  Array.from({ length: count }, (_, vout) => ({ txid: txid.repeat(32), vout, value, inscriptions: 'none' as const }));
const utxos = [...coins('d0', 10, 600n), ...coins('e0', 5, 120_000n)];

/** What the buyer asks for: the first `count` listings (up to 9), at 15 sat/vB. */
export const benchPurchaseRequest = (count: number) => ({
  listings: listings.slice(0, count),
  buyer: { ordinalsAddress: buyer.ordinalsAddress, payment: buyer.payment, utxos },
  feeRate: 15n,
  network: 'testnet' as const,
});

/**
 * The purchase of the first `count` listings, built and signed by the buyer, and what the market does once the signed
 * PSBT is back: merge the sellers' signatures, then the one purchase check.
 */
export function signedBenchPurchase(count: number): { mergeAndCheck: () => void } {
  const request = benchPurchaseRequest(count);
  const plan = buildPurchasePsbt(request);
  const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  buyer.sign(signed, plan.buyerInputs);
  const signedText = signed.toBase64();
  const sellers = plan.sellerInputs.map((index, k) => ({
    index,
    witness: request.listings[k]?.listing.sellerWitness ?? [],
  }));
  return {
    mergeAndCheck: () => {
      checkPurchaseTransaction(completeTransaction(plan.psbt, signedText, sellers), {
        ...request,
        buyer: { ordinalsAddress: buyer.ordinalsAddress, paymentAddress: buyer.payment.address, utxos: plan.spent },
      });
    },
  };
}
