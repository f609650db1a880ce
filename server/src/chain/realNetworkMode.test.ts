import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { collections, inscriptions, listings, serviceCoins } from '../db/schema';
import { openTestMint, orderRow, type MintOrder } from '../inscribing/testing/inscriptionTestKit';
import { collectionFacts, exportCatalog, ledgerFacts } from './testing/realNetworkKit';
import {
  hookTimeout,
  openMarket,
  openMarketOver,
  testSeller,
  testServiceWalletKey,
  type MarketUnderTest,
} from '../market/nft/testing/marketTestKit';
import {
  devnetOf,
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  prepareDummiesFor,
  buyListing,
  taprootBuyer,
} from '../market/nft/testing/purchaseTestKit';
import { testDatabases } from '../testing/testDatabases';
import { startFaultyProxy, type FaultyProxy } from './esplora/testing/faultyProxy';

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

/** What the proxy in front of a source passed on, by route: `GET /block/:hash/raw`, or an RPC method's name. */
function routesOf(proxy: FaultyProxy): Map<string, number> {
  const routes = new Map<string, number>();
  proxy.forwarded.forEach((request, index) => {
    const body = proxy.forwardedBodies[index] ?? '';
    const names = request.startsWith('POST /bitcoin-rpc')
      ? (JSON.parse(body) as Array<{ method: string }>).map(({ method }) => `rpc ${method}`)
      : [request.replace(/[0-9a-f]{64}/g, ':hash').replace(/\/\d+$/, '/:n')];
    for (const name of names) routes.set(name, (routes.get(name) ?? 0) + 1);
  });
  return routes;
}

describe('a server reading the seeded devnet of another over HTTP, as it would a real network', () => {
  let upstream: MarketUnderTest;
  let market: MarketUnderTest;
  let overCore: MarketUnderTest;
  let esplora: FaultyProxy;
  let core: FaultyProxy;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    upstream = await openMarket(pglite, undefined, { SEED_MARKET: 'true', SEED_SCALE: 'small' });
    esplora = await startFaultyProxy(upstream.server.url);
    core = await startFaultyProxy(upstream.server.url);
    const catalog = await exportCatalog(upstream.db);
    market = await openMarketOver(upstream, pglite, {
      COLLECTIONS_FILE: catalog,
      ESPLORA_URLS: `${esplora.url}/mempool/api`,
    });
    overCore = await openMarketOver(upstream, pglite, {
      COLLECTIONS_FILE: catalog,
      BITCOIN_RPC_URL: `${core.url}/bitcoin-rpc/`,
      BITCOIN_RPC_USER: 'devnet',
      BITCOIN_RPC_PASSWORD: 'devnet',
      // Its own key: its order addresses are not the Esplora reader's.
      SERVICE_WALLET_XPRV: testServiceWalletKey('the bitcoind reader'),
    });
  }, 5 * hookTimeout);
  afterAll(async () => {
    await overCore.close();
    await market.close();
    await upstream.close();
    await Promise.all([esplora.close(), core.close()]);
  }, hookTimeout);

  it('indexes every block through Esplora, each read whole, into the same owners and BRC-20 balances', async () => {
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

    // Per block: one request for its hash and one for its bytes, and prevouts a page of 25 at a time only where
    // inscriptions move. Per pass of the indexer (the server's own poll runs beside this sync, as many times as
    // the machine's speed allows): the tip, and the hash of the block it stands on, to catch a reorg. Never a
    // request per transaction.
    const routes = routesOf(esplora);
    const blocks = tip + 1;
    const passes = routes.get('GET /mempool/api/blocks/tip/height') ?? 0;
    expect(routes.get('GET /mempool/api/block/:hash/raw')).toBe(blocks);
    expect(routes.get('GET /mempool/api/block-height/:n')).toBeLessThanOrEqual(blocks + passes);
    expect(routes.get('GET /mempool/api/block/:hash/txs/:n')).toBeLessThanOrEqual(blocks);
    expect([...routes.keys()].sort()).toEqual([
      'GET /mempool/api/block-height/:n',
      'GET /mempool/api/block/:hash/raw',
      'GET /mempool/api/block/:hash/txs/:n',
      'GET /mempool/api/blocks/tip/height',
    ]);
  });

  it('indexes the same chain through Bitcoin Core in about one request per block', async () => {
    const tip = await devnetOf(overCore).tipHeight();
    expect(await overCore.server.services.indexer.syncToTip()).toBe(tip);
    expect(await chainFacts(overCore.db)).toEqual(await chainFacts(upstream.db));
    expect(await ledgerFacts(overCore.db)).toEqual(await ledgerFacts(upstream.db));
    const routes = routesOf(core);
    const blocks = tip + 1;
    // The run's hashes in one batch, then each block whole with its prevouts; nothing per transaction. Per pass of
    // the indexer (its own poll runs beside this sync): the block count, and the hash of the block it stands on.
    const passes = routes.get('rpc getblockcount') ?? 0;
    expect(routes.get('rpc getblock')).toBeGreaterThanOrEqual(blocks);
    expect(routes.get('rpc getblockhash')).toBeLessThanOrEqual(blocks + passes);
    expect([...routes.keys()].sort()).toEqual(['rpc getblock', 'rpc getblockcount', 'rpc getblockhash']);
    const health = await overCore.call('/api/v1/health', {});
    expect(health.body.data).toMatchObject({
      tip_height: tip,
      indexer_lag: 0,
      chain_sources: [
        { name: 'Bitcoin Core', failed_requests: 0, last_failure: null },
        { name: 'Esplora', failed_requests: 0, last_failure: null },
      ],
    });
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

  it('sells through Bitcoin Core and keeps indexing, behind hosts that answer 429 past 3 requests a second', async () => {
    const sellerToken = await overCore.tokenFor(seller.address, '00000000-0000-4000-8000-000000000073');
    const buyerToken = await overCore.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000074');
    const inscriptionId = await inscribeFor(overCore, seller, 'bought through bitcoind');
    const orderId = await listSigned(overCore, seller, sellerToken, inscriptionId, 30_000n);
    // The first sale renewed the buyer's dummy coins.
    const sent = core.forwarded.length;
    const txid = await buyListing(overCore, buyer, buyerToken, orderId);
    const relayed = routesOf(core);
    expect(relayed.get('rpc testmempoolaccept')).toBeGreaterThan(0);
    expect(relayed.get('rpc sendrawtransaction')).toBeGreaterThan(0);
    expect(core.forwarded.length).toBeGreaterThan(sent);

    for (const proxy of [esplora, core]) proxy.limit(3, 1);
    await devnetOf(overCore).mine(3);
    const tip = await devnetOf(overCore).tipHeight();
    expect(await overCore.server.services.indexer.syncToTip()).toBe(tip);
    expect(await market.server.services.indexer.syncToTip()).toBe(tip);
    expect(esplora.limited() + core.limited()).toBeGreaterThan(0);
    for (const proxy of [esplora, core]) proxy.heal();
    for (const db of [overCore.db, market.db]) {
      const [row] = await db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
      expect(row).toMatchObject({ ownerAddress: buyer.address, txid });
    }
    const health = await overCore.call('/api/v1/health', {});
    expect(health.body.data).toMatchObject({
      chain_sources: [
        { name: 'Bitcoin Core', failed_requests: 0 },
        { name: 'Esplora', failed_requests: 0 },
      ],
    });
  });
  it('learns payments to its order addresses from blocks, and from the mempool through bitcoind, never by address', async () => {
    const placeOrder = async (reader: MarketUnderTest): Promise<MintOrder> => {
      await openTestMint(reader.db, 'paid-over-http', { creatorAddress: seller.address, supply: 2, maxMintNum: 1 });
      const token = await reader.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000075');
      const { body } = await reader.call(
        '/btc/ordinals/gen_mint_payment',
        {
          collection_id: 'paid-over-http',
          fee_rate: 2,
          mint_num: 1,
          receiver_address: buyer.address,
          refund_address: buyer.address,
        },
        token,
      );
      return (body as { data: MintOrder }).data;
    };
    const coinsOf = (reader: MarketUnderTest) => reader.db.select().from(serviceCoins);
    const overEsplora = await placeOrder(market);
    const throughCore = await placeOrder(overCore);
    expect(overEsplora.payment_address).not.toBe(throughCore.payment_address);
    const sentBefore = { esplora: esplora.forwarded.length, core: core.forwarded.length };
    for (const order of [overEsplora, throughCore]) {
      await devnetOf(market).faucet(order.payment_address, BigInt(order.total_amount));
    }
    await market.server.inscriptionService.watchPayments();
    await overCore.server.inscriptionService.watchPayments();
    // bitcoind lists its mempool; Esplora is not asked for every transaction it relays, so that payment waits for a block.
    expect(await coinsOf(overCore)).toMatchObject([{ address: throughCore.payment_address, blockHeight: null }]);
    expect(await coinsOf(market)).toEqual([]);

    await mineAndIndex(market);
    await overCore.server.services.indexer.syncToTip();
    const tip = await devnetOf(market).tipHeight();
    for (const [reader, order] of [
      [market, overEsplora],
      [overCore, throughCore],
    ] as const) {
      await reader.server.inscriptionService.watchPayments();
      expect(await coinsOf(reader)).toMatchObject([{ address: order.payment_address, blockHeight: tip }]);
      expect(await orderRow(reader, order.order_id)).toMatchObject({ status: 'paid' });
    }
    const asked = [...esplora.forwarded.slice(sentBefore.esplora), ...core.forwarded.slice(sentBefore.core)];
    expect(asked.filter((request) => request.includes('/address/'))).toEqual([]);
    expect(routesOf(core).get('rpc getrawmempool')).toBeGreaterThan(0);
  });
});
