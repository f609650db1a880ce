import { bitcoin, networkParams } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainSource } from '../chain/ChainSource';
import { ordSaysRunes } from '../chain/ord/testing/ordSaysRunes';
import { inscriptionOrderCoins, inscriptions, serviceCoins } from '../db/schema';
import { reveal, text } from '../indexer/testing/indexerTestKit';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { devnetOf, mineAndIndex, taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { orderFulfilments } from '../app/orderFulfilments';
import { watchServiceCoins } from '../serviceCoins/watchServiceCoins';
import { testDatabases } from '../testing/testDatabases';
import { startInscriptionService } from './inscriptionService';
import { openTestMint, orderRow, orderTransactions, payOrder, type MintOrder } from './testing/inscriptionTestKit';

const minter = taprootBuyer(64);
const minterId = '00000000-0000-4000-8000-000000000064';
const creator = testSeller(65);
const refundTo = testSeller(66);

describe.each(testDatabases)('coins carrying inscriptions or runes at an order address ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;

  const placeOrder = async (): Promise<MintOrder> => {
    const { body } = await market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: 'carried',
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

  /** The service over `chain` (the test server's unless told), spending payments from the mempool as the devnet does. */
  const serviceOver = (chain: ChainSource = market.server.services.chain) =>
    startInscriptionService({
      db: market.db,
      chain,
      coins: watchServiceCoins(market.db, chain),
      wallet: market.server.services.inscribing.wallet,
      fulfilments: orderFulfilments,
      log: pino({ level: 'silent' }),
      confirmations: 0,
      intervalMs: 0,
      now: () => new Date(),
    });

  const orderAddresses = async () => {
    const { body } = await market.call('/api/v1/health', {});
    return (body.data as { order_addresses: Record<string, number> }).order_addresses;
  };
  const orderCoins = (orderId: string) =>
    market.db.select().from(inscriptionOrderCoins).where(eq(inscriptionOrderCoins.orderId, orderId));

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    token = await market.tokenFor(minter.address, minterId);
    await openTestMint(market.db, 'carried', { creatorAddress: creator.address, supply: 10, maxMintNum: 10 });
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('never spends an inscription sent to an order as its payment, and returns it whole to the refund address', async () => {
    const service = serviceOver();
    const order = await placeOrder();
    const script = bitcoin.address.toOutputScript(order.payment_address, networkParams('devnet'));
    // Worth more than the order costs: counted as sats, it would pay for the mint and the inscription would be lost.
    const value = BigInt(order.total_amount) + 40_000n;
    const { txid } = await reveal(
      devnetOf(market),
      [text('sent to an order by mistake')],
      [{ address: order.payment_address, script, value }],
    );
    const inscriptionId = `${txid}i0`;

    // In the mempool its transaction reveals an inscription: not a payment until its block tells where it went.
    await service.runOnce();
    expect(await orderCoins(order.order_id)).toMatchObject([{ txid, assets: 'unknown', spentBy: null }]);
    expect(await orderRow(market, order.order_id)).toMatchObject({ status: 'awaiting_payment', paidSats: null });
    expect(await orderTransactions(market, order.order_id)).toEqual([]);

    await mineAndIndex(market);
    // Judged from its block: it carries the inscription, and the operator sees it owed back until it goes.
    await service.watchPayments();
    expect(await orderCoins(order.order_id)).toMatchObject([{ txid, assets: 'some', spentBy: null }]);
    expect(await orderAddresses()).toMatchObject({ held_for_orders_sats: 0, unowed_sats: Number(value) });
    await service.runOnce();
    const [returned] = await orderTransactions(market, order.order_id);
    expect(returned).toMatchObject({ role: 'return', status: 'broadcast' });
    expect(await orderCoins(order.order_id)).toMatchObject([{ txid, assets: 'some', spentBy: returned?.txid }]);
    expect(await orderRow(market, order.order_id)).toMatchObject({ status: 'awaiting_payment', paidSats: null });

    await mineAndIndex(market);
    const [moved] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    expect(moved).toMatchObject({ ownerAddress: refundTo.address, txid: returned?.txid, vout: 0, offset: 0n });

    // The order still takes a real payment.
    await payOrder(market, order.payment_address, order.total_amount);
    await service.runOnce();
    expect(await orderRow(market, order.order_id)).toMatchObject({
      status: 'inscribed',
      paidSats: BigInt(order.total_amount),
    });
    await service.close();
  });

  it('returns a coin ord says carries runes, and waits while ord cannot tell', async () => {
    const order = await placeOrder();
    const txid = await payOrder(market, order.payment_address, order.total_amount);
    await mineAndIndex(market);
    let ord: 'runes' | 'down' = 'down';
    // ord down, then saying the coin carries runes; the other coins as the devnet says.
    const withOrd = ordSaysRunes(market.server.services.chain, txid, () => ord === 'down');
    const service = serviceOver(withOrd);
    await service.runOnce();
    // Nobody can vouch for it: it neither pays nor goes back.
    expect(await orderCoins(order.order_id)).toMatchObject([{ txid, assets: null, spentBy: null }]);
    expect(await orderRow(market, order.order_id)).toMatchObject({ status: 'awaiting_payment' });

    ord = 'runes';
    await service.runOnce();
    const [returned] = await orderTransactions(market, order.order_id);
    expect(returned).toMatchObject({ role: 'return' });
    expect(await orderCoins(order.order_id)).toMatchObject([{ txid, assets: 'some', spentBy: returned?.txid }]);
    expect(await orderRow(market, order.order_id)).toMatchObject({ status: 'awaiting_payment' });
    const [coin] = await market.db.select().from(serviceCoins).where(eq(serviceCoins.txid, txid));
    expect(coin?.assets).toBe('some');
    await service.close();
  });
});
