import { bench, describe } from 'vitest';
import { medianMilliseconds } from '../benchRounds';
import { bitcoin } from '../bitcoin';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { checkPurchaseTransaction } from './checkPurchaseTransaction';
import { completeTransaction } from './completeTransaction';
import { forgetVerifiedSignatures } from '../signatures/verifiedSignatures';
import { listed, testBuyer } from './testing/purchaseFixtures';

const buyer = testBuyer(60);
const listings = Array.from({ length: 9 }, (_, n) => listed(n + 1, 50_000n));
const coins = (txid: string, count: number, value: bigint): WalletUtxo[] =>
  Array.from({ length: count }, (_, vout) => ({ txid: txid.repeat(32), vout, value, inscriptions: 'none' as const }));
const utxos = [...coins('d0', 10, 600n), ...coins('e0', 5, 120_000n)];
const request = (count: number) => ({
  listings: listings.slice(0, count),
  buyer: { ordinalsAddress: buyer.ordinalsAddress, payment: buyer.payment, utxos },
  feeRate: 15n,
  network: 'testnet' as const,
});

/**
 * What the market does once the buyer's signed PSBT is back: merge the sellers' signatures, then the one check. The
 * cache of valid signatures is emptied first, so the sellers' signatures are verified here as on a first check.
 */
function mergeAndCheck(count: number, plan: ReturnType<typeof buildPurchasePsbt>, signed: string): void {
  forgetVerifiedSignatures();
  const sellers = plan.sellerInputs.map((index, k) => ({ index, witness: listings[k]?.listing.sellerWitness ?? [] }));
  const tx = completeTransaction(plan.psbt, signed, sellers);
  checkPurchaseTransaction(tx, {
    listings: listings.slice(0, count),
    buyer: { ordinalsAddress: buyer.ordinalsAddress, paymentAddress: buyer.payment.address, utxos: plan.spent },
    feeRate: 15n,
    network: 'testnet',
  });
}

/** The figures: the sweep against its target and the baseline measured on the landed main. */
function reportSweep(): void {
  const one = medianMilliseconds(() => buildPurchasePsbt(request(1)), 200);
  const sweep = medianMilliseconds(() => buildPurchasePsbt(request(9)), 200);
  const times = (ratio: number) => `${ratio.toFixed(1)}x`;
  console.log(
    `sweep of 9 built in ${sweep.toFixed(2)} ms (target ≤ 8 ms; issue baseline 42–46 ms, ${times(44 / sweep)} faster), ` +
      `${times(sweep / one)} one listing's ${one.toFixed(2)} ms (target ≤ 3x; issue baseline 24x). Medians of 200 builds each.`,
  );
}

describe('purchases', () => {
  reportSweep();
  for (const count of [1, 9]) {
    const plan = buildPurchasePsbt(request(count));
    const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    buyer.sign(signed, plan.buyerInputs);
    const signedText = signed.toBase64();
    bench(`build a purchase of ${count} (dummies, coin selection, exact fee)`, () => {
      buildPurchasePsbt(request(count));
    });
    bench(`merge the sellers' signatures into a purchase of ${count} and check it`, () => {
      mergeAndCheck(count, plan, signedText);
    });
  }
});
