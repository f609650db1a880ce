import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscriptions, listings } from '../../db/schema';
import { testDatabases } from '../../testing/testDatabases';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from './testing/marketTestKit';
import {
  buyListing,
  devnetOf,
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  taprootBuyer,
} from './testing/purchaseTestKit';

/** Holds its inscription on a 294-sat p2wpkh output: the lowest value native segwit relays. */
const seller = testSeller(61);
/** Receives into taproot (bc1p), whose outputs need 330 sats to be relayed. */
const buyer = taprootBuyer(62);

describe.each(testDatabases)('buying an inscription on 294 sats into taproot ($name)', (testDatabase) => {
  let market: MarketUnderTest;

  beforeAll(async () => {
    market = await openMarket(testDatabase);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it("tops the buyer's inscription output up to taproot's dust limit, so the chain takes the purchase", async () => {
    const sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000061');
    const buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000062');
    const inscriptionId = await inscribeFor(market, seller, 'on the dust line', 294n);
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 30_000n, 294n);
    await fundWith(market, buyer, [600n, 600n, 300_000n]);

    const txid = await buyListing(market, buyer, buyerToken, orderId);
    const sent = await devnetOf(market).transaction(txid);
    expect(sent?.vout[1]).toMatchObject({ scriptpubkey_address: buyer.address, value: 330 });
    await mineAndIndex(market);

    const [landed] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    expect(landed).toMatchObject({ ownerAddress: buyer.address, txid, vout: 1, offset: 0n, value: 330n });
    const [listing] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(listing).toMatchObject({ status: 'sold', buyerAddress: buyer.address, purchaseTxid: txid });
  }, 90_000);
});
