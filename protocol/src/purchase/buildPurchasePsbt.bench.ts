import { bench, describe } from 'vitest';
import { medianMilliseconds } from '../benchRounds';
import { forgetVerifiedSignatures } from '../signatures/verifiedSignatures';
import { buildPurchasePsbt } from './buildPurchasePsbt';
import { benchPurchaseRequest, signedBenchPurchase } from './testing/benchPurchases';

/** The figures: the sweep against its target and the baseline measured on the landed main. */
function reportSweep(): void {
  const one = medianMilliseconds(() => buildPurchasePsbt(benchPurchaseRequest(1)), 200);
  const sweep = medianMilliseconds(() => buildPurchasePsbt(benchPurchaseRequest(9)), 200);
  const times = (ratio: number) => `${ratio.toFixed(1)}x`;
  console.log(
    `sweep of 9 built in ${sweep.toFixed(2)} ms (target ≤ 8 ms; issue baseline 42–46 ms, ${times(44 / sweep)} faster), ` +
      `${times(sweep / one)} one listing's ${one.toFixed(2)} ms (target ≤ 3x; issue baseline 24x). Medians of 200 builds each.`,
  );
}

describe('purchases', () => {
  reportSweep();
  for (const count of [1, 9]) {
    const purchase = signedBenchPurchase(count);
    bench(`build a purchase of ${count} (dummies, coin selection, exact fee)`, () => {
      buildPurchasePsbt(benchPurchaseRequest(count));
    });
    // The cache of valid signatures is emptied first, so the sellers' signatures are verified as on a first check.
    bench(`merge the sellers' signatures into a purchase of ${count} and check it`, () => {
      forgetVerifiedSignatures();
      purchase.mergeAndCheck();
    });
  }
});
