import { openMarket, testSeller } from '../src/market/nft/testing/marketTestKit';
import {
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  payerOf,
  signAsWallet,
  taprootBuyer,
} from '../src/market/nft/testing/purchaseTestKit';
import { closeTestDatabases, testDatabases } from '../src/testing/testDatabases';

/**
 * The server's handling of a purchase of 1 and of 9 listings, over HTTP on PGlite and the devnet: `buy` (lock and
 * hold the listings, check each seller listing, choose coins, build the PSBT) and `finish` (merge the sellers'
 * signatures, the one purchase check, store, broadcast to the devnet). Medians of several rounds, each on fresh
 * listings; the buyer's signing is not timed.
 */
const rounds = 5;
const seller = testSeller(201);
const buyer = taprootBuyer(202);
const [pglite] = testDatabases;
if (!pglite) throw new Error('no test database');
const market = await openMarket(pglite);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  const sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000201');
  const buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000202');
  await fundWith(market, buyer, [...Array.from({ length: 20 }, () => 600n), 500_000_000n]);
  for (const count of [1, 9]) {
    const buyMs: number[] = [];
    const finishMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const orders: string[] = [];
      for (let n = 0; n < count; n += 1) {
        const inscriptionId = await inscribeFor(market, seller, `bench ${count} ${round} ${n}`);
        orders.push(await listSigned(market, seller, sellerToken, inscriptionId, 20_000n));
      }
      const [path, body] =
        count === 1
          ? ['/btc/ordinals/buy_ordinals', { order_id: orders[0] }]
          : ['/btc/ordinals/buy_ordinals_list', { order_ids: orders }];
      let started = performance.now();
      const bought = await market.call(path, { ...body, ...payerOf(buyer) }, buyerToken);
      buyMs.push(performance.now() - started);
      const purchase = bought.body.data as { psbt: string; buyer_inputs: number[] } | null;
      if (!purchase) throw new Error(`buy refused: ${bought.body.msg}`);
      const signed = signAsWallet(buyer, purchase);
      started = performance.now();
      const finished = await market.call(`${path}_send_success`, { ...body, psbt: signed }, buyerToken);
      finishMs.push(performance.now() - started);
      if (finished.body.code !== 0) throw new Error(`finish refused: ${finished.body.msg}`);
      await mineAndIndex(market);
    }
    process.stdout.write(
      `purchase of ${count}: buy (hold, verify listings, build) median ${median(buyMs).toFixed(1)} ms; ` +
        `finish (merge, check, store, broadcast) median ${median(finishMs).toFixed(1)} ms (${rounds} rounds)\n`,
    );
  }
} finally {
  await market.close();
  // The test databases kept for reuse would hold the process open.
  await closeTestDatabases();
}
