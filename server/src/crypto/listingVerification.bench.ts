import { verifySellerListing, verifySellerListingWith, type SignatureClaim } from '@ordmarket/protocol';
import { forgetVerifiedSignatures, medianMilliseconds, signedBenchPurchase } from '@ordmarket/protocol/testing';
import { bench, describe } from 'vitest';
import { taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { serverCurve } from './serverCurve';
import { SignatureThreads } from './signatureThreads';
import { signedListing } from './testing/signedListing';

/**
 * `npm run bench`: the figures around the signature, on the server's curve. Listings are distinct (200
 * sellers with 2 inscriptions each), as a burst of sellers listing would bring them; each pass checks every one
 * once, after emptying the cache of valid signatures unless the pass is the repeat. The raw curve is timed in the
 * same run, so the share of the time spent around the signature reads as a ratio, whatever this machine's speed.
 */
const listings = Array.from({ length: 400 }, (_, n) => {
  const seller = taprootBuyer(41 + (n % 200));
  return signedListing(seller, (n + 1).toString(16).padStart(64, '0'));
});
const passes = 7;
const warmUps = 3;
const clientsInFlight = 32;
const targets = { verificationsPerSecond: 4_000, sweepMs: 10 };
const baseline = { verificationsPerSecond: 2_041, sweepMs: 35 };

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Verifications per second over one pass of every listing: the median of `passes` passes, after three to warm up
 * (a new thread's wasm runs on V8's baseline compiler until its hot functions are optimized).
 */
async function perSecond(pass: () => Promise<void> | void, fresh = true): Promise<number> {
  const rates: number[] = [];
  for (let round = 0; round < passes + warmUps; round += 1) {
    if (fresh) forgetVerifiedSignatures();
    const started = performance.now();
    await pass();
    if (round >= warmUps) rates.push((listings.length * 1000) / (performance.now() - started));
  }
  return median(rates);
}

/** The curve alone: each listing's Schnorr signature over its sighash, read once beforehand. */
function rawCurvePass(claims: readonly SignatureClaim[]) {
  return () => {
    for (const { hash, key, signature } of claims) serverCurve.verifySchnorr(hash, key, signature);
  };
}

/** Each listing's claim (sighash, key, signature), read by protocol's own check and kept instead of verified. */
async function claimsOf(): Promise<SignatureClaim[]> {
  const claims: SignatureClaim[] = [];
  for (const { psbt, inscription } of listings) {
    await verifySellerListingWith(psbt, inscription, 'devnet', (claim) => {
      claims.push(claim);
      return Promise.resolve(true);
    });
  }
  return claims;
}

const rate = (perSecondFigure: number) => `${Math.round(perSecondFigure).toLocaleString('en')}/s`;

async function reportVerifications(): Promise<void> {
  const claims = await claimsOf();
  const raw = await perSecond(rawCurvePass(claims));
  const inThread = await perSecond(() => {
    for (const { psbt, inscription } of listings) verifySellerListing(psbt, inscription, 'devnet');
  });
  const repeated = await perSecond(() => {
    for (const { psbt, inscription } of listings) verifySellerListing(psbt, inscription, 'devnet');
  }, false);
  const onThreads = async (threads: SignatureThreads) => {
    try {
      // Sellers' requests in flight together, each checking one listing after another, as HTTP clients do: the
      // request thread reads the next listings while the threads verify the last ones.
      return await perSecond(async () => {
        let next = 0;
        const client = async () => {
          for (let listing = listings[next++]; listing; listing = listings[next++]) {
            await verifySellerListingWith(listing.psbt, listing.inscription, 'devnet', (claim) => threads.holds(claim));
          }
        };
        await Promise.all(Array.from({ length: clientsInFlight }, client));
      });
    } finally {
      await threads.close();
    }
  };
  const oneThread = await onThreads(new SignatureThreads(1));
  // The server's own threads: as many as it starts by default.
  const served = new SignatureThreads();
  const asServed = await onThreads(served);
  const verdict = asServed >= targets.verificationsPerSecond ? 'met' : 'MISSED';
  const share = (figure: number) => `${((figure / raw) * 100).toFixed(0)}% of the curve's rate`;
  console.log(
    [
      `listing verification on the server's curve, ${listings.length} distinct listings a pass, ` +
        `medians of ${passes} passes:`,
      `  the curve alone (Schnorr verify on one thread): ${rate(raw)}`,
      `  the whole check on the request's thread: ${rate(inThread)} (${share(inThread)})`,
      `  the whole check, its curve on 1 verifier thread: ${rate(oneThread)} (${share(oneThread)})`,
      `  as the server runs it, ${clientsInFlight} requests in flight, its curve on ${served.threadCount} ` +
        `verifier threads (one a core): ${rate(asServed)} (target ≥ ${rate(targets.verificationsPerSecond)}, ${verdict}; issue baseline ` +
        `${rate(baseline.verificationsPerSecond)}, ${(asServed / baseline.verificationsPerSecond).toFixed(1)}x)`,
      `  a listing checked again (at buy, then in the purchase check), found in the cache of valid signatures: ` +
        rate(repeated),
    ].join('\n'),
  );
}

const sweep = signedBenchPurchase(9);

function reportSweep(): void {
  const fresh = medianMilliseconds(() => {
    forgetVerifiedSignatures();
    sweep.mergeAndCheck();
  }, 100);
  const afterBuy = medianMilliseconds(sweep.mergeAndCheck, 100);
  const verdict = (ms: number) => (ms <= targets.sweepMs ? 'met' : 'MISSED');
  console.log(
    `sweep of 9, merge and the purchase check on the server's curve (medians of 100): every signature verified ` +
      `${fresh.toFixed(2)} ms (target ≤ ${targets.sweepMs} ms, ${verdict(fresh)}; issue baseline ` +
      `${baseline.sweepMs} ms, ${(baseline.sweepMs / fresh).toFixed(1)}x); with the listings checked at buy, as ` +
      `the server has them, ${afterBuy.toFixed(2)} ms (${verdict(afterBuy)})`,
  );
}

await reportVerifications();
reportSweep();

describe('seller listings on the server curve', () => {
  const [first] = listings;
  if (!first) throw new Error('no listing');
  bench('verify a signed taproot listing on libsecp256k1 (decode, sighash, Schnorr; cache emptied)', () => {
    forgetVerifiedSignatures();
    verifySellerListing(first.psbt, first.inscription, 'devnet');
  });
  bench('merge and check a sweep of 9 (cache emptied)', () => {
    forgetVerifiedSignatures();
    sweep.mergeAndCheck();
  });
});
