import * as pureJsCurve from '@bitcoinerlab/secp256k1';
import { chooseCurve, verifySellerListing, type Curve } from '@ordmarket/protocol';
import { medianMilliseconds } from '@ordmarket/protocol/testing';
import { bench, describe } from 'vitest';
import { taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { serverCurve } from './serverCurve';
import { signedListing } from './testing/signedListing';

// Runs on the server's curve, as the server does: importing serverCurve chose it. The browser's curve is timed
// here too, only for the ratio; protocol's own verifySellerListing bench stays on it.
const { psbt, inscription } = signedListing(taprootBuyer(41), '41'.repeat(32));
const verify = (): void => {
  verifySellerListing(psbt, inscription, 'devnet');
};
const calls = 400;

function perSecondOn(curve: Curve): number {
  chooseCurve(curve);
  return 1000 / medianMilliseconds(verify, calls);
}

/** The figures: verifications per second against the target and the baseline measured on the landed main. */
function reportVerifications(): void {
  const browser = perSecondOn(pureJsCurve);
  const server = perSecondOn(serverCurve);
  const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en')}/s`;
  console.log(
    `listing verifications on the server's curve (libsecp256k1): ${rate(server)} (target ≥ 2,500/s; issue baseline ` +
      `500/s, ${(server / 500).toFixed(1)}x); on the browser's curve (pure JS): ${rate(browser)}; server/browser ` +
      `${(server / browser).toFixed(1)}x. Medians of ${calls} verifications each.`,
  );
}

describe('seller listings on the server curve', () => {
  reportVerifications();
  bench('verify a signed taproot listing on libsecp256k1 (decode, sighash, Schnorr)', verify);
});
