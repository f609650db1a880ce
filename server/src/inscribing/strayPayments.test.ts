import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscriptionOrders, users } from '../db/schema';
import { insertTick } from '../market/brc20/testing/brc20TestRows';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { devnetOf, mineAndIndex, taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { testDatabases } from '../testing/testDatabases';
import {
  heldAt,
  openTestMint,
  orderRow,
  orderTransactions,
  payOrder,
  restartedService,
  type MintOrder,
} from './testing/inscriptionTestKit';

const minter = taprootBuyer(61);
const minterId = '00000000-0000-4000-8000-000000000061';
const creator = testSeller(62);
const refundTo = testSeller(63);
const day = 24 * 3600 * 1000;

interface OrderAddresses {
  held_for_orders_sats: number;
  unowed_sats: number;
  too_small_sats: number;
  refused_return_sats: number;
}

interface Progress {
  status: string;
  paid: number | null;
  returns: Array<{ txid: string; returned: number; status: string }>;
}

/**
 * Whatever reaches an order's address, in whatever state the order is and whenever it comes, is inscribed for the
 * order or sent back to its refund address, once; the health answer counts what is owed back until it is.
 */
describe.each(testDatabases)('every sat reaching an order address is used or returned ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;

  const placeOrder = async (mintNum = 1): Promise<MintOrder> => {
    const { body } = await market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: 'strays',
        fee_rate: 3,
        mint_num: mintNum,
        receiver_address: minter.address,
        refund_address: refundTo.address,
      },
      token,
    );
    expect(body).toMatchObject({ code: 0 });
    return (body as { data: MintOrder }).data;
  };
  const progress = async (orderId: string): Promise<Progress> => {
    const { body } = await market.call('/btc/ordinals/get_mint_order', { order_id: orderId }, token);
    expect(body.code).toBe(0);
    return body.data as Progress;
  };
  const orderAddresses = async (): Promise<OrderAddresses> => {
    const { body } = await market.call('/api/v1/health', {});
    return (body.data as { order_addresses: OrderAddresses }).order_addresses;
  };
  const pass = () => market.server.inscriptionService.runOnce();
  const inscribedOrder = async (): Promise<MintOrder> => {
    const order = await placeOrder();
    // A test before may have mined a block the index has not read; a payment spending a coin of that block is judged
    // only once the index has it, so the one pass below would leave the order waiting.
    await market.server.services.indexer.syncToTip();
    await payOrder(market, order.payment_address, order.total_amount);
    await pass();
    expect((await orderRow(market, order.order_id)).status).toBe('inscribed');
    return order;
  };
  const returnsOf = async (orderId: string) =>
    (await orderTransactions(market, orderId)).filter((row) => row.role === 'return');

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    await market.db.insert(users).values({ id: minterId });
    token = await market.tokenFor(minter.address, minterId);
    await openTestMint(market.db, 'strays', { creatorAddress: creator.address, supply: 40, maxMintNum: 40 });
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('returns a second payment to an inscribed order once, owed in the health answer until it is', async () => {
    const order = await inscribedOrder();
    const again = order.total_amount;
    await payOrder(market, order.payment_address, again);
    // Noted, not yet returned: a crash here must leave it visible to operators.
    await restartedService(market).watchPayments();
    expect(await orderAddresses()).toMatchObject({ unowed_sats: again, held_for_orders_sats: 0 });

    await pass();
    await pass();
    const returns = await returnsOf(order.order_id);
    expect(returns.map((row) => [row.role, row.status])).toEqual([['return', 'broadcast']]);
    const returned = returns[0]?.returnedSats ?? 0n;
    expect(returned).toBeGreaterThan(BigInt(again) - 500n);
    expect(await heldAt(market, order.payment_address)).toEqual([]);
    expect(await heldAt(market, refundTo.address)).toEqual([returned]);
    expect(await progress(order.order_id)).toMatchObject({
      status: 'inscribed',
      returns: [{ txid: returns[0]?.txid, returned: Number(returned), status: 'broadcast' }],
    });
    await mineAndIndex(market);
    await pass();
    expect(await returnsOf(order.order_id)).toHaveLength(1);
    expect(await orderAddresses()).toEqual({
      held_for_orders_sats: 0,
      unowed_sats: 0,
      too_small_sats: 0,
      refused_return_sats: 0,
    });
  });

  it('counts payments in several sends together, and inscribes the order they add up to', async () => {
    const order = await placeOrder(2);
    const total = order.total_amount;
    await payOrder(market, order.payment_address, Math.floor(total / 2));
    await pass();
    expect(await progress(order.order_id)).toMatchObject({ status: 'awaiting_payment', paid: Math.floor(total / 2) });
    await payOrder(market, order.payment_address, total - Math.floor(total / 2));
    await pass();
    const row = await orderRow(market, order.order_id);
    expect(row).toMatchObject({ status: 'inscribed', paidSats: BigInt(total), refundTxid: null });
    expect(row.inscriptionIds).toHaveLength(2);
    const [commit] = await orderTransactions(market, order.order_id);
    const mempool = await market.server.services.chain.transaction(commit?.txid ?? '');
    expect(mempool?.vin).toHaveLength(2);
    expect(await heldAt(market, order.payment_address)).toEqual([]);
  });

  it('returns a top-up after a refund, and each payment after an expiry', async () => {
    const short = await placeOrder();
    const never = await placeOrder();
    await payOrder(market, short.payment_address, short.total_amount - 5_000);
    const expiry = (await orderRow(market, short.order_id)).expiresAt;
    const afterExpiry = restartedService(market, undefined, () => new Date(expiry.getTime() + 60_000));
    await afterExpiry.runOnce();
    expect((await orderRow(market, short.order_id)).status).toBe('refunded');
    expect((await orderRow(market, never.order_id)).status).toBe('expired');

    await payOrder(market, short.payment_address, 5_000);
    await payOrder(market, never.payment_address, never.total_amount);
    await afterExpiry.runOnce();
    const late = await orderRow(market, never.order_id);
    expect(late).toMatchObject({ status: 'refunded', reason: 'The payment arrived after the order expired.' });
    await payOrder(market, never.payment_address, 7_000);
    await afterExpiry.runOnce();
    await afterExpiry.runOnce();

    expect((await returnsOf(short.order_id)).map((row) => row.status)).toEqual(['broadcast']);
    expect((await returnsOf(never.order_id)).map((row) => row.status)).toEqual(['broadcast']);
    expect(await heldAt(market, short.payment_address)).toEqual([]);
    expect(await heldAt(market, never.payment_address)).toEqual([]);
    expect((await orderAddresses()).unowed_sats).toBe(0);
  });

  it('returns a payment to an order that ended long ago at the next block', async () => {
    const order = await inscribedOrder();
    const later = restartedService(market, undefined, () => new Date(Date.now() + 3 * day));
    await later.runOnce();
    await payOrder(market, order.payment_address, 9_000);
    await later.runOnce();
    // Ended days ago, the order is looked at again only at each new block.
    expect(await returnsOf(order.order_id)).toEqual([]);
    await devnetOf(market).mine(1);
    await later.runOnce();
    expect((await returnsOf(order.order_id)).map((row) => row.status)).toEqual(['broadcast']);
    expect(await heldAt(market, order.payment_address)).toEqual([]);
  });

  it('keeps a payment too small to return apart, and returns it with the next one', async () => {
    const order = await inscribedOrder();
    await payOrder(market, order.payment_address, 350);
    await pass();
    expect(await returnsOf(order.order_id)).toEqual([]);
    expect(await orderAddresses()).toMatchObject({ unowed_sats: 0, too_small_sats: 350 });
    await payOrder(market, order.payment_address, 4_000);
    await pass();
    const [returned] = await returnsOf(order.order_id);
    const spent = await market.server.services.chain.transaction(returned?.txid ?? '');
    expect(spent?.vin.map((input) => input.prevout?.value).sort()).toEqual([350, 4_000]);
    expect(await orderAddresses()).toMatchObject({ unowed_sats: 0, too_small_sats: 0 });
  });

  it('after a crash before a return is sent, a restart sends the same return once', async () => {
    const order = await inscribedOrder();
    await payOrder(market, order.payment_address, 12_000);
    const crashing = restartedService(market, ({ role }) => {
      if (role === 'return') throw new Error('killed');
    });
    await expect(crashing.runOnce()).rejects.toThrow('killed');
    const [stored] = await returnsOf(order.order_id);
    expect(stored?.status).toBe('stored');
    const restarted = restartedService(market);
    await restarted.runOnce();
    await restarted.runOnce();
    const after = await returnsOf(order.order_id);
    expect(after.map((row) => [row.txid, row.status])).toEqual([[stored?.txid, 'broadcast']]);
  });

  it('returns a second payment to a BRC-20 mint task', async () => {
    await insertTick(market.db, 'strz');
    const { body } = await market.call(
      '/btc/brc_20/create_mint_task',
      { tick: 'strz', amount: '1000', fee_rate: 2, receive_address: minter.address, refund_address: refundTo.address },
      token,
    );
    expect(body).toMatchObject({ code: 0 });
    const task = (body as { data: { task_id: string; payment_address: string; total_fee: number } }).data;
    await payOrder(market, task.payment_address, task.total_fee);
    await pass();
    expect((await orderRow(market, task.task_id)).status).toBe('inscribed');
    await payOrder(market, task.payment_address, task.total_fee);
    await pass();
    expect((await returnsOf(task.task_id)).map((row) => row.status)).toEqual(['broadcast']);
    const history = await market.call('/btc/brc_20/get_mint_history_list', { kind: 'mint', tick: 'strz' }, token);
    expect(history.body).toMatchObject({
      data: { items: [{ task_id: task.task_id, returns: [{ status: 'broadcast' }] }] },
    });
    const [row] = await market.db.select().from(inscriptionOrders).where(eq(inscriptionOrders.id, task.task_id));
    expect(row?.status).toBe('inscribed');
  });
});
