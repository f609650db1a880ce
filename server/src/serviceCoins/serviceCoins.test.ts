import { bitcoin, networkParams } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainSource } from '../chain/ChainSource';
import { fund, p2trWallet, spend } from '../chain/devnet/testing/devnetTestKit';
import { inscriptionOrderCoins, serviceAddresses, serviceCoins } from '../db/schema';
import { openTestMint, orderRow, type MintOrder } from '../inscribing/testing/inscriptionTestKit';
import { startInscriptionService, type InscriptionService } from '../inscribing/inscriptionService';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { devnetOf, mineAndIndex, taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { orderFulfilments } from '../app/orderFulfilments';
import { testDatabases } from '../testing/testDatabases';
import { fillOutputScripts } from './fillOutputScripts';
import { serviceCoinSightings } from '../indexer/serviceCoins/serviceCoinSightings';
import { watchServiceCoins } from './watchServiceCoins';

const minter = taprootBuyer(61);
const minterId = '00000000-0000-4000-8000-000000000061';
const payer = p2trWallet(62);
const refundTo = testSeller(63);

/** The chain as the service sees it, with every call counted by method. */
function countedChain(chain: ChainSource): { chain: ChainSource; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const counted = new Proxy(chain, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]): unknown => {
        calls.set(property, (calls.get(property) ?? 0) + 1);
        return Reflect.apply(value, target, args);
      };
    },
  });
  return { chain: counted, calls };
}

describe.each(testDatabases)('the service learns its payments from blocks and the mempool ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;

  const placeOrder = async (): Promise<MintOrder> => {
    const { body } = await market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: 'coins',
        fee_rate: 2,
        mint_num: 1,
        receiver_address: minter.address,
        refund_address: refundTo.address,
      },
      token,
    );
    expect(body).toMatchObject({ code: 0, msg: 'ok' });
    return (body as { data: MintOrder }).data;
  };

  /** An inscription service over the test server's chain, counted, waiting for `confirmations`. */
  const countedService = (confirmations: number): { service: InscriptionService; calls: Map<string, number> } => {
    const { chain, calls } = countedChain(market.server.services.chain);
    const service = startInscriptionService({
      db: market.db,
      chain,
      coins: watchServiceCoins(market.db, chain),
      wallet: market.server.services.inscribing.wallet,
      fulfilments: orderFulfilments,
      log: pino({ level: 'silent' }),
      confirmations,
      intervalMs: 0,
      now: () => new Date(),
    });
    return { service, calls };
  };

  /** Pays `sats` to `address` from a fresh coin of the payer (change back to it), replaceable. */
  const pay = async (address: string, sats: number) => {
    const coin = await fund(devnetOf(market), payer, BigInt(sats) + 10_000n);
    const script = bitcoin.address.toOutputScript(address, networkParams('devnet'));
    const payment = spend(
      payer,
      [coin],
      [
        { script, value: BigInt(sats) },
        { script: payer.script, value: 9_000n },
      ],
    );
    await devnetOf(market).broadcast(payment.toHex());
    // What the payer would send instead: the same coin back to itself, at a higher fee.
    const takeBack = () => spend(payer, [coin], [{ script: payer.script, value: coin.value - 5_000n }]);
    return { payment, takeBack };
  };

  const coinsAt = (address: string) => market.db.select().from(serviceCoins).where(eq(serviceCoins.address, address));
  const orderCoinsOf = (orderId: string) =>
    market.db.select().from(inscriptionOrderCoins).where(eq(inscriptionOrderCoins.orderId, orderId));

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    token = await market.tokenFor(minter.address, minterId);
    await openTestMint(market.db, 'coins', { creatorAddress: refundTo.address, supply: 100, maxMintNum: 100 });
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('sees a payment in the mempool and its block from the index, never asking the chain about an address', async () => {
    const { service, calls } = countedService(1);
    const order = await placeOrder();
    const { payment } = await pay(order.payment_address, order.total_amount);
    await service.watchPayments();
    expect(await coinsAt(order.payment_address)).toMatchObject([
      { txid: payment.getId(), vout: 0, value: BigInt(order.total_amount), blockHeight: null, spentTxid: null },
    ]);
    // Seen, not yet confirmed: the order shows nothing paid until the block.
    expect(await orderRow(market, order.order_id)).toMatchObject({ status: 'awaiting_payment', paidSats: null });

    await mineAndIndex(market);
    const tip = await market.server.services.chain.tipHeight();
    expect(await coinsAt(order.payment_address)).toMatchObject([{ txid: payment.getId(), blockHeight: tip }]);
    await service.watchPayments();
    expect(await orderRow(market, order.order_id)).toMatchObject({
      status: 'paid',
      paidSats: BigInt(order.total_amount),
    });
    expect(calls.get('addressUtxos') ?? 0).toBe(0);
    expect(calls.get('address') ?? 0).toBe(0);
    await service.close();
  });

  it('costs the chain the same each pass with one order open or thirty', async () => {
    const { service, calls } = countedService(1);
    await placeOrder();
    await service.watchPayments();
    const pass = async () => {
      calls.clear();
      await service.watchPayments();
      return Object.fromEntries(calls);
    };
    const withOne = await pass();
    for (let n = 0; n < 29; n += 1) await placeOrder();
    expect(await pass()).toEqual(withOne);
    expect(Object.values(withOne).reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(3);
    await service.close();
  });

  it('forgets a payment its payer replaced before a block, and the order waits for another', async () => {
    const { service } = countedService(1);
    const order = await placeOrder();
    const { payment, takeBack } = await pay(order.payment_address, order.total_amount);
    await service.watchPayments();
    expect(await orderCoinsOf(order.order_id)).toMatchObject([{ txid: payment.getId(), spentBy: null }]);

    // The payer takes it back with a higher fee before any block holds it.
    await devnetOf(market).broadcast(takeBack().toHex());
    await service.watchPayments();
    expect(await coinsAt(order.payment_address)).toEqual([]);
    expect(await orderCoinsOf(order.order_id)).toEqual([]);
    expect(await orderRow(market, order.order_id)).toMatchObject({ status: 'awaiting_payment' });
    await service.close();
  });

  it('puts a payment back to waiting when a reorg takes its block, and forgets it once the chain drops it', async () => {
    const { service } = countedService(1);
    const order = await placeOrder();
    const { payment, takeBack } = await pay(order.payment_address, 1_000);
    await mineAndIndex(market);
    const height = await market.server.services.chain.tipHeight();
    await service.watchPayments();
    expect(await coinsAt(order.payment_address)).toMatchObject([{ txid: payment.getId(), blockHeight: height }]);

    // The block goes; its transactions wait in the mempool again, and so does the coin.
    await devnetOf(market).rollback(1);
    await market.server.services.indexer.syncToTip();
    await service.watchPayments();
    expect(await coinsAt(order.payment_address)).toMatchObject([{ txid: payment.getId(), blockHeight: null }]);

    await devnetOf(market).broadcast(takeBack().toHex());
    await service.watchPayments();
    expect(await coinsAt(order.payment_address)).toEqual([]);
    await service.close();
  });

  it('marks the coins its own transactions spend, in the mempool and then in a block', async () => {
    const { service } = countedService(0);
    const order = await placeOrder();
    await pay(order.payment_address, order.total_amount);
    await service.runOnce();
    await service.watchPayments();
    const [paid] = await coinsAt(order.payment_address);
    const row = await orderRow(market, order.order_id);
    expect(row.status).toBe('inscribed');
    expect(paid?.spentTxid).toMatch(/^[0-9a-f]{64}$/);
    expect(paid?.spentHeight).toBeNull();
    await mineAndIndex(market);
    const [mined] = await coinsAt(order.payment_address);
    expect(mined).toMatchObject({
      spentTxid: paid?.spentTxid,
      spentHeight: await market.server.services.chain.tipHeight(),
    });
    await service.close();
  });
  it('finds payments to addresses handed out before they carried their script, once a start fills it in', async () => {
    const order = await placeOrder();
    await market.db
      .update(serviceAddresses)
      .set({ outputScript: null })
      .where(eq(serviceAddresses.address, order.payment_address));
    expect(await fillOutputScripts(market.db, 'devnet')).toBe(1);
    expect(await fillOutputScripts(market.db, 'devnet')).toBe(0);
    // Learned by the indexer alone: no mempool look runs here.
    const { payment } = await pay(order.payment_address, 5_000);
    await mineAndIndex(market);
    const tip = await market.server.services.chain.tipHeight();
    expect(await coinsAt(order.payment_address)).toMatchObject([{ txid: payment.getId(), blockHeight: tip }]);
  });
  it('reads outputs of every kind, an empty output script among them', async () => {
    const order = await placeOrder();
    const tx = new bitcoin.Transaction();
    tx.addInput(new Uint8Array(32).fill(7), 0);
    tx.addOutput(new Uint8Array(0), 1_000n);
    tx.addOutput(bitcoin.address.toOutputScript(order.payment_address, networkParams('devnet')), 2_000n);
    const sightings = await serviceCoinSightings(market.db, [{ txid: tx.getId(), tx, height: null }]);
    expect(sightings.coins).toEqual([
      { txid: tx.getId(), vout: 1, address: order.payment_address, value: 2_000n, blockHeight: null },
    ]);
  });
});
