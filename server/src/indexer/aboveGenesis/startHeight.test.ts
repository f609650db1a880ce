import { and, asc, eq, gte, inArray, isNotNull, lt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brc20NetworkParams, buildListingPsbt } from '@ordmarket/protocol';
import { pino } from 'pino';
import { openOpiClient } from '../../chain/brc20/openOpiClient';
import { openOrdClient } from '../../chain/ord/openOrdClient';
import { storedEventHashes } from '../brc20/eventHashes';
import { OpiDisagrees } from './OpiDisagrees';
import { replayOpi } from './replayOpi';
import { startFaultyProxy, type FaultyProxy } from '../../chain/esplora/testing/faultyProxy';
import type { Database } from '../../db/database';
import {
  brc20Balances,
  brc20EventHashes,
  brc20Events,
  brc20Ticks,
  brc20TransferInscriptions,
  collections,
  demoWallets as demoWalletRows,
  inscriptions,
  listings,
  mintItems,
  mints,
  users,
} from '../../db/schema';
import { collectionFacts, exportCatalog, ledgerFacts } from '../../chain/testing/realNetworkKit';
import { orderRow, payOrder, type MintOrder } from '../../inscribing/testing/inscriptionTestKit';
import {
  hookTimeout,
  openMarket,
  openMarketOver,
  seedCollection,
  testSeller,
  type MarketUnderTest,
} from '../../market/nft/testing/marketTestKit';
import {
  devnetOf,
  fundWith,
  mineAndIndex,
  prepareDummiesFor,
  buyListing,
  taprootBuyer,
} from '../../market/nft/testing/purchaseTestKit';
import { demoWallet } from '../../seed/demoWallet';
import { startTestServer } from '../../testing/startTestServer';
import { testDatabases } from '../../testing/testDatabases';

const [pglite] = testDatabases;
const buyer = taprootBuyer(91);
const minter = taprootBuyer(92);
const creator = testSeller(93);
const holder = taprootBuyer(94);

/** A ledger amount (10^18 units) as the API writes it: '1000', '0.5'. */
const ledgerAmount = (units: bigint) => {
  const scale = 10n ** 18n;
  const fraction = (units % scale).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction === '' ? String(units / scale) : `${units / scale}.${fraction}`;
};

const owners = (db: Database) =>
  db
    .select({ id: inscriptions.inscriptionId, owner: inscriptions.ownerAddress, txid: inscriptions.txid })
    .from(inscriptions)
    .where(isNotNull(inscriptions.collectionId))
    .orderBy(asc(inscriptions.inscriptionId));

describe('a server on a real-network chain started above genesis', () => {
  let upstream: MarketUnderTest;
  let proxy: FaultyProxy;
  let ordProxy: FaultyProxy;
  let opiProxy: FaultyProxy;
  let market: MarketUnderTest;
  let startHeight: number;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    upstream = await openMarket(pglite, undefined, { SEED_MARKET: 'true', SEED_SCALE: 'small' });
    // Just after the seed's transfer inscriptions, about half way up its chain: collections, sales and BRC-20
    // history lie on both sides of it, and transfers pending at the start are moved after it.
    const [transfersMined] = await upstream.db
      .select({ height: max(inscriptions.genesisHeight) })
      .from(brc20TransferInscriptions)
      .innerJoin(inscriptions, eq(inscriptions.inscriptionId, brc20TransferInscriptions.inscriptionId));
    startHeight = (transfersMined?.height ?? 0) + 1;
    proxy = await startFaultyProxy(`${upstream.server.url}/mempool/api`);
    ordProxy = await startFaultyProxy(`${upstream.server.url}/ord`);
    opiProxy = await startFaultyProxy(upstream.server.url);
    market = await openMarketOver(upstream, pglite, {
      ESPLORA_URLS: proxy.url,
      ORD_URL: ordProxy.url,
      CHAIN_TIMEOUT_MS: '1000',
      CHAIN_ATTEMPTS: '2',
      // Every server answers OPI's API: the upstream's history is replayed from it, checked every 4 blocks.
      BRC20_URL: opiProxy.url,
      BRC20_REPLAY_CHECKPOINT_BLOCKS: '4',
      INDEX_START_HEIGHT: String(startHeight),
      COLLECTIONS_FILE: await exportCatalog(upstream.db),
    });
  }, 4 * hookTimeout);
  afterAll(async () => {
    await market.close();
    await ordProxy.close();
    await opiProxy.close();
    await proxy.close();
    await upstream.close();
  }, hookTimeout);

  it('learns what came before from ord and an OPI replay, and reads no block below its start', async () => {
    const tip = await devnetOf(market).tipHeight();
    expect(await market.server.services.indexer.syncToTip()).toBe(tip);

    expect(await ledgerFacts(market.db)).toEqual(await ledgerFacts(upstream.db));
    expect((await ledgerFacts(market.db)).balances.length).toBeGreaterThan(3);
    // Its hash chain is the source's block by block below its start, and meets the source's at the tip.
    expect((await ledgerFacts(market.db)).hashed?.height).toBe(tip);
    const chainOf = (db: Database) =>
      db
        .select({ height: brc20EventHashes.height, cumulative: brc20EventHashes.cumulativeEventHash })
        .from(brc20EventHashes)
        .orderBy(asc(brc20EventHashes.height));
    expect(await chainOf(market.db)).toEqual(await chainOf(upstream.db));
    const replayed = opiProxy.forwarded.filter((request) => request.startsWith('GET /v1/brc20/activity_on_block'));
    expect(replayed).toHaveLength(startHeight);
    // Checked against the source's hash at every checkpoint, and at the block below the start.
    expect(opiProxy.forwarded).toContain(`GET /v1/brc20/get_hash_of_all_activity?block_height=${startHeight - 1}`);
    const checkedBelowStart = opiProxy.forwarded.filter((request) => {
      const height = /get_hash_of_all_activity\?block_height=(\d+)$/.exec(request)?.[1];
      return height !== undefined && Number(height) < startHeight;
    });
    expect(checkedBelowStart).toHaveLength(Math.ceil(startHeight / 4));
    // Transfer inscriptions pending at the start sat where they were inscribed: those moved since are followed too.
    const pendingAtStart = await market.db
      .select({ inscriptionId: brc20TransferInscriptions.inscriptionId, used: brc20TransferInscriptions.used })
      .from(brc20TransferInscriptions)
      .innerJoin(inscriptions, eq(inscriptions.inscriptionId, brc20TransferInscriptions.inscriptionId))
      .where(lt(inscriptions.genesisHeight, startHeight));
    expect(pendingAtStart.filter((transfer) => transfer.used).length).toBeGreaterThan(0);
    const transfersOf = (db: Database) =>
      db
        .select({ id: brc20TransferInscriptions.inscriptionId, used: brc20TransferInscriptions.used })
        .from(brc20TransferInscriptions)
        .where(
          inArray(
            brc20TransferInscriptions.inscriptionId,
            pendingAtStart.map(({ inscriptionId }) => inscriptionId),
          ),
        )
        .orderBy(asc(brc20TransferInscriptions.inscriptionId));
    expect(await transfersOf(market.db)).toEqual(await transfersOf(upstream.db));
    const seeded = await upstream.db.select({ id: collections.id }).from(collections);
    for (const { id } of seeded) expect(await collectionFacts(market, id)).toEqual(await collectionFacts(upstream, id));
    expect(await owners(market.db)).toEqual(await owners(upstream.db));
    // Inscriptions from the start on are numbered as everywhere else.
    const numbered = (db: Database) =>
      db
        .select({ id: inscriptions.inscriptionId, number: inscriptions.number })
        .from(inscriptions)
        .where(gte(inscriptions.genesisHeight, startHeight))
        .orderBy(asc(inscriptions.number));
    const fromStart = await numbered(market.db);
    expect(fromStart.length).toBeGreaterThan(0);
    expect(fromStart).toEqual(await numbered(upstream.db));

    const below = new Set<string>();
    for (let height = 0; height < startHeight; height += 1) {
      below.add(`GET /block-height/${height}`);
      below.add(`GET /block/${(await devnetOf(market).blockHashAt(height)) ?? ''}`);
      below.add(`GET /block/${(await devnetOf(market).blockHashAt(height)) ?? ''}/txids`);
    }
    expect(proxy.forwarded.filter((request) => below.has(request))).toEqual([]);
    expect(proxy.forwarded).toContain(`GET /block-height/${startHeight}`);
  });

  it('sells an inscription made before its start, learned from ord, through its own purchase check', async () => {
    // The seeded traders' keys derive from the market seed; the upstream's rows say which index each has.
    const traders = await upstream.db.select().from(demoWalletRows);
    const [item] = await market.db
      .select()
      .from(inscriptions)
      .where(
        and(
          isNotNull(inscriptions.collectionId),
          eq(inscriptions.offset, 0n),
          inArray(
            inscriptions.ownerAddress,
            traders.map(({ address }) => address),
          ),
        ),
      )
      .orderBy(asc(inscriptions.number))
      .limit(1);
    if (item === undefined) throw new Error('no seeded trader holds a collection item');
    expect(item.genesisHeight).toBeLessThan(startHeight);
    const walletRow = traders.find(({ address }) => address === item.ownerAddress);
    if (walletRow === undefined) throw new Error('the owner is no demo wallet');
    const seller = demoWallet('ordmarket', walletRow.walletIndex);
    const sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000090');
    const psbt = buildListingPsbt({
      inscriptionOutput: {
        txid: item.txid,
        vout: item.vout,
        value: item.value,
        script: seller.outputScript,
      },
      sellerPublicKey: seller.publicKey,
      priceSats: 30_000n,
      sellerReceiveAddress: seller.address,
      network: 'devnet',
    });
    psbt.signInput(0, seller.psbtSigner, [0x83]);
    psbt.finalizeAllInputs();
    const listed = await market.call(
      '/btc/ordinals/list_for_sale',
      { inscription_id: item.inscriptionId, psbt: psbt.toBase64() },
      sellerToken,
    );
    expect(listed.body.code, listed.body.msg).toBe(0);
    const orderId = (listed.body.data as { order_id: string }).order_id;

    const buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000091');
    await fundWith(market, buyer, [300_000n]);
    await prepareDummiesFor(market, buyer, buyerToken);
    await buyListing(market, buyer, buyerToken, orderId);
    await mineAndIndex(market);
    const [sold] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(sold?.status).toBe('sold');
    for (const db of [market.db, upstream.db]) {
      const [row] = await db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, item.inscriptionId));
      expect(row?.ownerAddress).toBe(buyer.address);
    }
  });

  it('learns from ord an inscription made before its start when a page asks, and says so when ord fails', async () => {
    const known = new Set(
      (await market.db.select({ id: inscriptions.inscriptionId }).from(inscriptions)).map(({ id }) => id),
    );
    const earlier = (
      await upstream.db
        .select()
        .from(inscriptions)
        .where(lt(inscriptions.genesisHeight, startHeight))
        .orderBy(asc(inscriptions.number))
    ).filter(({ inscriptionId }) => !known.has(inscriptionId));
    const [first, second] = earlier;
    if (first === undefined || second === undefined)
      throw new Error('the seed made too few inscriptions before the start');

    ordProxy.fail('GET', /^\/inscription\//, 'malformed');
    const refused = await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: first.inscriptionId });
    expect(refused.status).toBe(503);
    expect(refused.body.msg).toBe(
      "The Bitcoin network's data service gave an answer that could not be trusted, so nothing was sent. Try again in a moment.",
    );
    ordProxy.fail('GET', /^\/inscription\//, 'error');
    expect(
      (await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: first.inscriptionId })).status,
    ).toBe(503);
    ordProxy.heal();
    // The operator sees which source failed, and how, beside the chain.
    const health = await market.call('/api/v1/health', {});
    const sources = (
      health.body.data as {
        chain_sources: Array<{ name: string; failed_requests: number; last_failure: { request: string } | null }>;
      }
    ).chain_sources;
    expect(sources.map(({ name }) => name)).toEqual(['Esplora', 'ord', 'BRC-20']);
    expect(sources.find(({ name }) => name === 'ord')).toMatchObject({
      failed_requests: 2,
      last_failure: { request: 'inscription' },
    });

    const detail = await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: first.inscriptionId });
    expect(detail.body.code, detail.body.msg).toBe(0);
    expect(detail.body.data).toMatchObject({
      inscription_id: first.inscriptionId,
      inscription_number: first.number,
      owner_address: first.ownerAddress,
      genesis_height: first.genesisHeight,
    });
    const byIds = await market.call('/btc/ordinals/get_inscription_by_ids', {
      inscription_ids: [second.inscriptionId, first.inscriptionId],
    });
    expect(
      (byIds.body.data as { items: Array<{ inscription_id: string }> }).items.map((item) => item.inscription_id),
    ).toEqual([second.inscriptionId, first.inscriptionId]);
    const [learned] = await market.db
      .select()
      .from(inscriptions)
      .where(eq(inscriptions.inscriptionId, first.inscriptionId));
    const [original] = await upstream.db
      .select()
      .from(inscriptions)
      .where(eq(inscriptions.inscriptionId, first.inscriptionId));
    const where = (row: typeof learned) =>
      row && [row.ownerAddress, row.txid, row.vout, row.offset, row.value, row.number];
    expect(where(learned)).toEqual(where(original));
  });

  it('mints a launchpad item through it: paid, inscribed and sent over HTTP, then indexed on both servers', async () => {
    await seedCollection(market.db, 'over-http', { name: 'Over HTTP', creatorAddress: creator.address });
    await market.db.insert(mints).values({
      id: 'over-http-mint',
      collectionId: 'over-http',
      publicStartAtSec: Math.floor(Date.now() / 1000) - 3600,
      mintPriceSats: 10_000n,
      serviceFeeSats: 1_000n,
      supply: 2,
      maxMintNum: 2,
    });
    const body = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><text>1</text></svg>');
    await market.db
      .insert(mintItems)
      .values({ mintId: 'over-http-mint', position: 1, name: 'Over HTTP #1', contentType: 'image/svg+xml', body });
    const minterToken = await market.tokenFor(minter.address, '00000000-0000-4000-8000-000000000092');
    const placed = await market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: 'over-http',
        fee_rate: 3,
        mint_num: 1,
        receiver_address: minter.address,
        refund_address: minter.address,
      },
      minterToken,
    );
    expect(placed.body.code, placed.body.msg).toBe(0);
    const order = placed.body.data as MintOrder;
    await payOrder(market, order.payment_address, order.total_amount);
    // On a real network a payment waits for its confirmation.
    await market.server.inscriptionService.runOnce();
    expect((await orderRow(market, order.order_id)).status).toBe('awaiting_payment');
    await mineAndIndex(market);
    await market.server.inscriptionService.runOnce();
    const row = await orderRow(market, order.order_id);
    expect(row.status).toBe('inscribed');
    const [minted] = row.inscriptionIds;
    if (minted === undefined) throw new Error('nothing was inscribed');
    await mineAndIndex(market);
    const [here] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, minted));
    expect(here).toMatchObject({ ownerAddress: minter.address, collectionId: 'over-http', name: 'Over HTTP #1' });
    const [there] = await upstream.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, minted));
    expect(there?.ownerAddress).toBe(minter.address);
  });

  it('mints a token deployed before its start, known only from the BRC-20 source, then deploys and mints a new one', async () => {
    const holderId = '00000000-0000-4000-8000-000000000094';
    await market.db.insert(users).values({ id: holderId });
    const token = await market.tokenFor(holder.address, holderId);
    /** Places the task, pays it, waits for the payment's confirmation, inscribes and mines it, all over HTTP. */
    const inscribe = async (path: string, body: Record<string, unknown>) => {
      const placed = await market.call(path, { fee_rate: 2, receive_address: holder.address, ...body }, token);
      expect(placed.body.code, placed.body.msg).toBe(0);
      const task = placed.body.data as { task_id: string; payment_address: string; total_fee: number };
      const txid = await payOrder(market, task.payment_address, task.total_fee);
      const recorded = await market.call('/btc/brc_20/update_brc20_paytx', { task_id: task.task_id, txid }, token);
      expect(recorded.body.code, recorded.body.msg).toBe(0);
      await market.server.inscriptionService.runOnce();
      expect((await orderRow(market, task.task_id)).status).toBe('awaiting_payment');
      await mineAndIndex(market);
      await market.server.inscriptionService.runOnce();
      expect((await orderRow(market, task.task_id)).status).toBe('inscribed');
      await mineAndIndex(market);
    };

    const [earlier] = (
      await market.db
        .select()
        .from(brc20Ticks)
        .where(and(lt(brc20Ticks.deployHeight, startHeight), eq(brc20Ticks.selfMint, false)))
        .orderBy(asc(brc20Ticks.tick))
    ).filter(({ minted, maxSupply }) => minted < maxSupply);
    if (earlier === undefined) throw new Error('the seed deployed no open token before the start');
    const room = earlier.maxSupply - earlier.minted;
    const amount = room < earlier.limitPerMint ? room : earlier.limitPerMint;
    await inscribe('/btc/brc_20/create_mint_task', { tick: earlier.tick, amount: ledgerAmount(amount) });
    await inscribe('/btc/brc_20/create_deploy_task', { tick: 'ovrh', max: '21000', lim: '1000' });
    await inscribe('/btc/brc_20/create_mint_task', { tick: 'ovrh', amount: '1000' });

    const held = await market.db.select().from(brc20Balances).where(eq(brc20Balances.address, holder.address));
    expect(Object.fromEntries(held.map((row) => [row.tick, row.available]))).toEqual({
      [earlier.tick]: amount,
      ovrh: 1000n * 10n ** 18n,
    });
    expect(await ledgerFacts(market.db)).toEqual(await ledgerFacts(upstream.db));
  });

  it('compares its hashes with the OPI after every sync, and names the first block that differs in health', async () => {
    const tip = await market.server.services.indexer.syncToTip();
    const opiReport = async () => {
      await market.server.services.indexer.syncToTip();
      return (await market.call('/api/v1/health', {})).body.data as { brc20_opi: unknown };
    };
    expect((await opiReport()).brc20_opi).toMatchObject({
      compared_height: tip,
      agreed_height: tip,
      first_disagreement: null,
    });

    // The source now says otherwise from a block after the start on: that block is the first disagreement.
    const from = startHeight + 2;
    const [ours] = await market.db.select().from(brc20EventHashes).where(eq(brc20EventHashes.height, from));
    opiProxy.rewrite('GET', /get_hash_of_all_activity\?block_height=\d+$/, (body, request) => {
      const height = Number(/block_height=(\d+)$/.exec(request.path)?.[1]);
      if (height < from) return body;
      const changed = body.replace(
        /"cumulative_event_hash":"[0-9a-f]{64}"/,
        `"cumulative_event_hash":"${'ab'.repeat(32)}"`,
      );
      return height === from
        ? changed.replace(/"block_event_hash":"[0-9a-f]{64}"/, `"block_event_hash":"${'cd'.repeat(32)}"`)
        : changed;
    });
    expect((await opiReport()).brc20_opi).toMatchObject({
      compared_height: tip,
      agreed_height: from - 1,
      first_disagreement: {
        height: from,
        block_event_hash_here: ours?.blockEventHash,
        block_event_hash_there: 'cd'.repeat(32),
      },
    });
    opiProxy.heal();
    expect((await opiReport()).brc20_opi).toMatchObject({ agreed_height: tip, first_disagreement: null });
  });

  it('replays the source in checkpoints that a restart resumes from, and stops where it disagrees with itself', async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    const database = await pglite.open();
    const source = await startFaultyProxy(upstream.server.url);
    try {
      const log = pino({ level: 'silent' });
      const opi = openOpiClient({ BRC20_URL: source.url }, log);
      const ord = openOrdClient({ ORD_URL: `${upstream.server.url}/ord` }, log);
      if (opi === undefined || ord === undefined) throw new Error('both sources are configured');
      const target = startHeight - 1;
      const asked = () =>
        source.forwarded.flatMap((request) => {
          const height = /activity_on_block\?block_height=(\d+)$/.exec(request)?.[1];
          return height === undefined ? [] : [Number(height)];
        });
      const hashesOf = (db: Database) => db.select().from(brc20EventHashes).orderBy(asc(brc20EventHashes.height));
      let checks = 0;
      const options = {
        db: database.db,
        opi,
        ord,
        network: 'devnet' as const,
        params: brc20NetworkParams('devnet'),
        target,
        checkpointBlocks: 3,
        log,
        // Closing after two checkpoints (blocks 0 to 5).
        stopping: () => (checks += 1) > 2,
      };
      expect(await replayOpi(options)).toBeUndefined();
      expect((await storedEventHashes(database.db))?.height).toBe(5);
      expect(asked()).toEqual([0, 1, 2, 3, 4, 5]);

      // A block of the source whose events were changed after it hashed them: the next checkpoint names it.
      const [tampered] = await upstream.db
        .select({ height: brc20Events.height })
        .from(brc20Events)
        .where(and(gte(brc20Events.height, 6), lt(brc20Events.height, startHeight)))
        .orderBy(asc(brc20Events.height))
        .limit(1);
      if (tampered === undefined) throw new Error('the seed has no BRC-20 event after block 5 before the start');
      source.rewrite('GET', new RegExp(`activity_on_block\\?block_height=${tampered.height}$`), (body) =>
        body.replace(/"original_tick":"([^"]*)"/, (_match, tick: string) => `"original_tick":"${tick.toUpperCase()}!"`),
      );
      const refused = replayOpi({ ...options, stopping: () => false });
      await expect(refused).rejects.toThrow(OpiDisagrees);
      await expect(refused).rejects.toThrow(new RegExp(`block ${tampered.height} hashes to [0-9a-f]{64} here but`));
      expect((await storedEventHashes(database.db))?.height).toBeLessThan(tampered.height);

      // A mint inflated beyond the tick's supply cannot follow the ledger: refused at its block, before any hash.
      source.heal();
      const storedHeight = (await storedEventHashes(database.db))?.height ?? -1;
      const [inflated] = await upstream.db
        .select({ height: brc20Events.height })
        .from(brc20Events)
        .where(
          and(
            eq(brc20Events.eventType, 'mint-inscribe'),
            gte(brc20Events.height, storedHeight + 1),
            lt(brc20Events.height, startHeight),
          ),
        )
        .orderBy(asc(brc20Events.height))
        .limit(1);
      if (inflated === undefined) throw new Error('the seed has no mint between the checkpoint and the start');
      source.rewrite('GET', new RegExp(`activity_on_block\\?block_height=${inflated.height}$`), (body) => {
        const answer = JSON.parse(body) as { result: Array<{ event_type: string; amount?: string }> };
        const mint = answer.result.find((event) => event.event_type === 'mint-inscribe');
        if (mint !== undefined) mint.amount = '9'.repeat(39);
        return JSON.stringify(answer);
      });
      const inflating = replayOpi({ ...options, stopping: () => false });
      await expect(inflating).rejects.toThrow(OpiDisagrees);
      await expect(inflating).rejects.toThrow(
        new RegExp(
          `Block ${inflated.height} of the BRC-20 source cannot be replayed: mint-inscribe of .*more than remains`,
        ),
      );
      expect((await storedEventHashes(database.db))?.height).toBeLessThan(inflated.height);

      // Resumed from its last checkpoint: no block is asked for twice, and every block hashes as the source's.
      source.heal();
      source.forwarded.length = 0;
      const resumedFrom = ((await storedEventHashes(database.db))?.height ?? -1) + 1;
      const ledger = await replayOpi({ ...options, stopping: () => false });
      expect(asked()).toEqual(Array.from({ length: target - resumedFrom + 1 }, (_, at) => resumedFrom + at));
      const upstreamHashes = (await hashesOf(upstream.db)).filter(({ height }) => height <= target);
      expect(ledger?.tip).toEqual({
        height: target,
        cumulativeEventHash: upstreamHashes.at(-1)?.cumulativeEventHash,
      });
      const withoutCounts = (rows: Array<typeof brc20EventHashes.$inferSelect>) =>
        rows.map(({ height, blockEventHash, cumulativeEventHash }) => ({
          height,
          blockEventHash,
          cumulativeEventHash,
        }));
      expect(withoutCounts(await hashesOf(database.db))).toEqual(withoutCounts(upstreamHashes));
    } finally {
      await source.close();
      await database.close();
    }
  });

  it('refuses to start above genesis without ord and a BRC-20 source, or from another height than its database', async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    const database = await pglite.open();
    try {
      const overHttp = {
        ESPLORA_URLS: `${upstream.server.url}/mempool/api`,
        SERVICE_WALLET_XPRV:
          'tprv8ZgxMBicQKsPd9TeAdPADNnSyH9SSUUbTVeFszDE23Ki6TBB5nCefAdHkK8Fm3qMQR6sHwA56zqRmKmxnHk37JkiFzvncDqoKmPWubu7hDF',
        SERVICE_FEE_ADDRESS: buyer.address,
      };
      await expect(startTestServer(database, { ...overHttp, INDEX_START_HEIGHT: '3' })).rejects.toThrow(
        'Invalid server configuration. ORD_URL: required to index from block 3',
      );
      await expect(
        startTestServer(database, { ...overHttp, INDEX_START_HEIGHT: '3', ORD_URL: `${upstream.server.url}/ord` }),
      ).rejects.toThrow('Invalid server configuration. BRC20_URL: required to index from block 3');
      const fromGenesis = await startTestServer(database, { ...overHttp, INDEX_START_HEIGHT: '0' });
      await fromGenesis.close();
      await expect(startTestServer(database, { ...overHttp, INDEX_START_HEIGHT: '5' })).rejects.toThrow(
        'Invalid server configuration. INDEX_START_HEIGHT: 5, but this database is indexed from block 0',
      );
    } finally {
      await database.close();
    }
  });
});
