import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { collections, inscriptions, listings } from '../db/schema';
import { collectionFacts, exportCatalog, ledgerFacts } from './realNetworkKit';
import { hookTimeout, openMarket, openMarketOver, testSeller, type MarketUnderTest } from '../market/nft/marketTestKit';
import {
  devnetOf,
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  prepareDummiesFor,
  buyListing,
  taprootBuyer,
} from '../market/nft/purchaseTestKit';
import { testDatabases } from '../testing/testDatabases';

const [pglite] = testDatabases;
const seller = testSeller(71);
const buyer = taprootBuyer(72);

/** What the chain decides about every inscription, whichever server indexed it. */
const chainFacts = (db: Database) =>
  db
    .select({
      id: inscriptions.inscriptionId,
      number: inscriptions.number,
      owner: inscriptions.ownerAddress,
      txid: inscriptions.txid,
      vout: inscriptions.vout,
      offset: inscriptions.offset,
      value: inscriptions.value,
      height: inscriptions.genesisHeight,
    })
    .from(inscriptions)
    .orderBy(asc(inscriptions.inscriptionId));

describe('a server reading the seeded devnet of another over HTTP, as it would a real network', () => {
  let upstream: MarketUnderTest;
  let market: MarketUnderTest;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    upstream = await openMarket(pglite, undefined, { SEED_MARKET: 'true', SEED_SCALE: 'small' });
    market = await openMarketOver(upstream, pglite, { COLLECTIONS_FILE: await exportCatalog(upstream.db) });
  }, 4 * hookTimeout);
  afterAll(async () => {
    await market.close();
    await upstream.close();
  }, hookTimeout);

  it('indexes every block through Esplora into the same owners and BRC-20 balances', async () => {
    const tip = await devnetOf(market).tipHeight();
    expect(await market.server.services.indexer.syncToTip()).toBe(tip);
    const facts = await chainFacts(market.db);
    expect(facts.length).toBeGreaterThan(20);
    expect(facts).toEqual(await chainFacts(upstream.db));
    const ledger = await ledgerFacts(market.db);
    expect(ledger.balances.length).toBeGreaterThan(3);
    expect(ledger).toEqual(await ledgerFacts(upstream.db));

    // The operator's catalog names the collections; the chain, read over HTTP, says who owns their inscriptions.
    const seeded = await upstream.db.select({ id: collections.id }).from(collections);
    expect(seeded.length).toBeGreaterThan(3);
    for (const { id } of seeded) {
      const facts = await collectionFacts(market, id);
      expect(facts).toEqual(await collectionFacts(upstream, id));
      expect(facts.inscription_count).toBeGreaterThan(0);
    }

    const health = await market.call('/api/v1/health', {});
    expect(health.body.data).toMatchObject({
      network: 'devnet',
      tip_height: tip,
      indexer_lag: 0,
      chain_sources: [{ name: 'Esplora', failed_requests: 0, last_failure: null }],
    });
    // The chain belongs to the other server: no faucet, miner or rollback here.
    expect((await market.call('/devnet/faucet', { address: buyer.address, sats: 1000 })).status).toBe(404);
  });

  it('sells an inscription, broadcasting over HTTP, and both servers see the sale', async () => {
    const sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000071');
    const buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000072');
    const inscriptionId = await inscribeFor(market, seller, 'bought over HTTP');
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 25_000n);
    await fundWith(market, buyer, [300_000n]);
    await prepareDummiesFor(market, buyer, buyerToken);

    const txid = await buyListing(market, buyer, buyerToken, orderId);
    const [held] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(held?.purchaseTxid).toBe(txid);
    // It reached the other server's mempool through POST /tx.
    expect(await devnetOf(market).transactionStatus(txid)).toEqual({ confirmed: false });

    await mineAndIndex(market);
    const [sold] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(sold?.status).toBe('sold');
    for (const db of [market.db, upstream.db]) {
      const [row] = await db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
      expect(row).toMatchObject({ ownerAddress: buyer.address, txid, vout: 1, offset: 0n });
    }
  });
});
