import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { brc20Balances, brc20Ticks, collectionItems, collections, inscriptions, listings } from '../db/schema';
import { hookTimeout, openMarket, openMarketOver, testSeller, type MarketUnderTest } from '../market/nft/marketTestKit';
import {
  devnetOf,
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  payerOf,
  prepareDummiesFor,
  signAsWallet,
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

const ledgerFacts = async (db: Database) => ({
  ticks: await db
    .select({ tick: brc20Ticks.tick, minted: brc20Ticks.minted, max: brc20Ticks.maxSupply })
    .from(brc20Ticks)
    .orderBy(asc(brc20Ticks.tick)),
  balances: await db
    .select({
      tick: brc20Balances.tick,
      address: brc20Balances.address,
      available: brc20Balances.available,
      transferable: brc20Balances.transferable,
    })
    .from(brc20Balances)
    .orderBy(asc(brc20Balances.tick), asc(brc20Balances.address)),
});

/** The curated collections of `db` as an operator's COLLECTIONS_FILE would list them. */
async function exportCatalog(db: Database): Promise<string> {
  const items = await db.select().from(collectionItems).orderBy(asc(collectionItems.inscriptionId));
  const catalog = (await db.select().from(collections).orderBy(asc(collections.id))).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    cover_url: row.coverUrl,
    twitter_url: row.twitterUrl,
    discord_url: row.discordUrl,
    website_url: row.websiteUrl,
    supply: row.supply,
    ...(row.creatorAddress === null ? {} : { creator_address: row.creatorAddress }),
    royalty_bps: row.royaltyFeeBps,
    ...(row.royaltyAddress === null ? {} : { royalty_address: row.royaltyAddress }),
    items: items
      .filter(({ collectionId }) => collectionId === row.id)
      .map(({ inscriptionId, name, attributes }) => ({ inscription_id: inscriptionId, name, attributes })),
  }));
  const path = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'collections.json');
  writeFileSync(path, JSON.stringify(catalog));
  return path;
}

/** What a collection page shows that the chain and the catalog decide (listings and sales stay with each market). */
async function collectionFacts(market: MarketUnderTest, collectionId: string) {
  const answer = await market.call('/btc/ordinals/get_collection_detail', { collection_id: collectionId });
  const data = answer.body.data as Record<string, unknown>;
  const { name, cover, describe: description, supply, inscription_count, owner_count, royalty_fee_rate } = data;
  return { name, cover, description, supply, inscription_count, owner_count, royalty_fee_rate };
}

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

    const bought = await market.call(
      '/btc/ordinals/buy_ordinals',
      { order_id: orderId, ...payerOf(buyer) },
      buyerToken,
    );
    expect(bought.body.code, bought.body.msg).toBe(0);
    const sent = await market.call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: signAsWallet(buyer, bought.body.data as { psbt: string; buyer_inputs: number[] }) },
      buyerToken,
    );
    expect(sent.body.code, sent.body.msg).toBe(0);
    const [held] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    const txid = held?.purchaseTxid;
    if (txid === null || txid === undefined) throw new Error('the purchase stored no transaction');
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
