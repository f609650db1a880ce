import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems, inscriptionOrders, inscriptions, inscriptionContents, mintItems, mints } from '../db/schema';
import { orderFulfilments } from '../app/orderFulfilments';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { mineAndIndex, taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { connectTestSocket } from '../realtime/testing/socketTestClient';
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

const minter = taprootBuyer(31);
const minterId = '00000000-0000-4000-8000-000000000031';
const creator = testSeller(32);
const refundTo = testSeller(33);
const now = () => Math.floor(Date.now() / 1000);
const svg = (n: number) => new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`);

describe.each(testDatabases)('the inscription service mints launchpad orders ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;

  const placeOrder = async (collectionId: string, mintNum = 1): Promise<MintOrder> => {
    const { body } = await market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: collectionId,
        fee_rate: 3,
        mint_num: mintNum,
        receiver_address: minter.address,
        refund_address: refundTo.address,
      },
      token,
    );
    expect(body).toMatchObject({ code: 0, msg: 'ok' });
    return (body as { data: MintOrder }).data;
  };

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    token = await market.tokenFor(minter.address, minterId);
    for (const id of ['shapes', 'crashes', 'queue', 'looks', 'followed', 'short']) {
      await openTestMint(market.db, id, {
        creatorAddress: creator.address,
        supply: 4,
        maxMintNum: 10,
        items: { contentType: 'image/svg+xml', body: svg },
      });
    }
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('turns a paid order into its inscriptions at the receiver, and pays the creator and the platform', async () => {
    const order = await placeOrder('shapes', 2);
    expect(order).toMatchObject({ mint_price: 20_000, service_fee: 2_000, inscription_postage: 1_092 });
    const txid = await payOrder(market, order.payment_address, order.total_amount);
    const reported = await market.call('/btc/ordinals/update_order_txid', { order_id: order.order_id, txid }, token);
    expect(reported.body).toMatchObject({ code: 0, data: { order_id: order.order_id, txid } });
    await market.server.inscriptionService.runOnce();

    const row = await orderRow(market, order.order_id);
    expect(row).toMatchObject({ status: 'inscribed', reportedTxid: txid, paidSats: BigInt(order.total_amount) });
    expect(row.inscriptionIds).toHaveLength(2);
    const progress = await market.call('/btc/ordinals/get_mint_order', { order_id: order.order_id }, token);
    expect(progress.body).toMatchObject({
      code: 0,
      data: { status: 'inscribed', inscription_ids: row.inscriptionIds, pay_txid: txid },
    });
    await mineAndIndex(market);
    for (const [index, inscriptionId] of row.inscriptionIds.entries()) {
      const [found] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
      expect(found).toMatchObject({ ownerAddress: minter.address, collectionId: 'shapes' });
      const [content] = await market.db
        .select()
        .from(inscriptionContents)
        .where(eq(inscriptionContents.inscriptionId, inscriptionId));
      expect(Uint8Array.from(content?.body ?? [])).toEqual(svg(index + 1));
      const [item] = await market.db
        .select()
        .from(collectionItems)
        .where(eq(collectionItems.inscriptionId, inscriptionId));
      expect(item?.name).toBe(`shapes #${index + 1}`);
    }
    expect(await heldAt(market, creator.address)).toEqual([20_000n]);
    expect(await heldAt(market, market.server.services.inscribing.platformAddress)).toContain(2_000n);
    const [mint] = await market.db.select().from(mints).where(eq(mints.id, 'shapes-mint'));
    expect(mint?.mintedNum).toBe(2);
    const detail = await market.call('/btc/ordinals/mint_detail', { collection_id: 'shapes' });
    expect(detail.body).toMatchObject({ data: { mint: 2, available_num: 2 } });
  });

  it('returns an overpayment, an underpayment whole, and a payment to a sold-out mint, each less its fee', async () => {
    const over = await placeOrder('shapes');
    const short = await placeOrder('shapes');
    const lastOne = await placeOrder('shapes');
    const tooLate = await placeOrder('shapes');
    await payOrder(market, over.payment_address, over.total_amount + 50_000);
    await payOrder(market, short.payment_address, short.total_amount - 1_000);
    await payOrder(market, lastOne.payment_address, lastOne.total_amount);
    await market.server.inscriptionService.runOnce();
    // Two left when the first pass ran: the overpaid order and the exact one took them; the short one took none.
    await payOrder(market, tooLate.payment_address, tooLate.total_amount);
    await market.server.inscriptionService.runOnce();

    const overRow = await orderRow(market, over.order_id);
    expect(overRow.status).toBe('inscribed');
    // The surplus is the commit's last output: 50,000 less the 31 vB of a p2wpkh output at 3 sat/vB.
    expect(overRow.refundedSats).toBe(50_000n - 31n * 3n);
    // Short of its total, the order waits for the rest until it expires, showing what came; then it goes back.
    expect(await orderRow(market, short.order_id)).toMatchObject({
      status: 'awaiting_payment',
      paidSats: BigInt(short.total_amount - 1_000),
    });
    const afterExpiry = new Date((await orderRow(market, short.order_id)).expiresAt.getTime() + 1);
    await restartedService(market, undefined, () => afterExpiry).runOnce();
    const shortRow = await orderRow(market, short.order_id);
    expect(shortRow).toMatchObject({ status: 'refunded' });
    expect(shortRow.reason).toMatch(/less than the .* sats the order costs/);
    const lateRow = await orderRow(market, tooLate.order_id);
    expect(lateRow).toMatchObject({
      status: 'refunded',
      reason: 'The mint sold out before your payment arrived; it has been returned.',
    });
    expect((await orderRow(market, lastOne.order_id)).status).toBe('inscribed');
    const refunds = await heldAt(market, refundTo.address);
    expect(refunds).toContain(overRow.refundedSats ?? 0n);
    expect(refunds).toContain(shortRow.refundedSats ?? 0n);
    expect(refunds).toContain(lateRow.refundedSats ?? 0n);
    expect(shortRow.refundedSats).toBeGreaterThan(BigInt(short.total_amount) - 1_000n - 500n);
    const [mint] = await market.db.select().from(mints).where(eq(mints.id, 'shapes-mint'));
    expect(mint?.mintedNum).toBe(4);
  });

  it('returns a payment that arrives after the mint closed', async () => {
    const order = await placeOrder('crashes');
    await market.db
      .update(mints)
      .set({ publicEndAtSec: now() - 1 })
      .where(eq(mints.id, 'crashes-mint'));
    await payOrder(market, order.payment_address, order.total_amount);
    await market.server.inscriptionService.runOnce();
    const row = await orderRow(market, order.order_id);
    expect(row).toMatchObject({
      status: 'refunded',
      reason: 'The mint closed before your payment arrived; it has been returned.',
    });
    expect(await heldAt(market, refundTo.address)).toContain(row.refundedSats ?? 0n);
    await market.db.update(mints).set({ publicEndAtSec: null }).where(eq(mints.id, 'crashes-mint'));
  });

  it('sends each order once signed, while the next is claimed and signed, each commit before its reveal', async () => {
    const first = await placeOrder('queue');
    const second = await placeOrder('queue');
    await payOrder(market, first.payment_address, first.total_amount);
    await payOrder(market, second.payment_address, second.total_amount);
    const steps: string[] = [];
    const launchpad = orderFulfilments.launchpad_mint;
    const watched = restartedService(
      market,
      ({ orderId, role }) => steps.push(`${role} ${orderId === first.order_id ? 'first' : 'second'}`),
      undefined,
      {
        ...orderFulfilments,
        launchpad_mint: {
          ...launchpad,
          claim: async (tx, order) => {
            const [firstRow] = await tx
              .select({ status: inscriptionOrders.status })
              .from(inscriptionOrders)
              .where(eq(inscriptionOrders.id, first.order_id));
            steps.push(`claim ${order.id === first.order_id ? 'first' : 'second'} (first ${firstRow?.status})`);
            return launchpad.claim(tx, order);
          },
        },
      },
    );
    await watched.runOnce();
    const at = (step: string) => steps.findIndex((taken) => taken.startsWith(step));
    expect(steps[0]).toBe('claim first (first paid)');
    // The second is claimed once the first is stored (its sends may be under way), never before.
    expect(steps[at('claim second')]).toMatch(/^claim second \(first (inscribing|inscribed)\)$/);
    expect(at('commit first')).toBeLessThan(at('reveal first'));
    expect(at('claim second')).toBeLessThan(at('commit second'));
    expect(at('commit second')).toBeLessThan(at('reveal second'));
    expect(steps).toHaveLength(6);
    const rows = [await orderRow(market, first.order_id), await orderRow(market, second.order_id)];
    expect(rows.map((row) => row.status)).toEqual(['inscribed', 'inscribed']);
    expect(rows[0]?.finishedAt?.getTime()).toBeLessThanOrEqual(rows[1]?.finishedAt?.getTime() ?? 0);
  });

  it('after a crash between payment and commit, a restart inscribes the order once', async () => {
    const order = await placeOrder('crashes');
    await payOrder(market, order.payment_address, order.total_amount);
    await restartedService(market).watchPayments();
    expect((await orderRow(market, order.order_id)).status).toBe('paid');
    expect(await orderTransactions(market, order.order_id)).toEqual([]);

    const restarted = restartedService(market);
    await restarted.runOnce();
    await restarted.runOnce();
    const row = await orderRow(market, order.order_id);
    expect(row.status).toBe('inscribed');
    expect((await orderTransactions(market, order.order_id)).map((tx) => tx.role).sort()).toEqual(['commit', 'reveal']);
    expect(await heldAt(market, order.payment_address)).toEqual([]);
  });

  it('after a crash between commit and reveal, a restart sends the same reveal and pays nothing twice', async () => {
    const order = await placeOrder('crashes', 2);
    await payOrder(market, order.payment_address, order.total_amount);
    const crashing = restartedService(market, ({ role }) => {
      if (role === 'reveal') throw new Error('killed');
    });
    await expect(crashing.runOnce()).rejects.toThrow('killed');
    const stored = await orderTransactions(market, order.order_id);
    expect(stored.map((tx) => [tx.role, tx.status])).toEqual([
      ['commit', 'broadcast'],
      ['reveal', 'stored'],
      ['reveal', 'stored'],
    ]);
    expect((await orderRow(market, order.order_id)).status).toBe('inscribing');

    const restarted = restartedService(market);
    await restarted.runOnce();
    await restarted.runOnce();
    const after = await orderTransactions(market, order.order_id);
    expect(after.map((tx) => tx.txid)).toEqual(stored.map((tx) => tx.txid));
    expect(after.every((tx) => tx.status === 'broadcast')).toBe(true);
    const row = await orderRow(market, order.order_id);
    expect(row.status).toBe('inscribed');
    await mineAndIndex(market);
    for (const inscriptionId of row.inscriptionIds) {
      const [found] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
      expect(found?.ownerAddress).toBe(minter.address);
    }
    // The creator was paid once per inscribed order: 10,000 an item (this one's two items: 20,000).
    expect(await heldAt(market, creator.address)).toEqual([...Array<bigint>(5).fill(10_000n), 20_000n, 20_000n]);
  });

  it('two instances looking at once move each paid order once, in one transaction each, and show a part payment', async () => {
    const orders = [];
    for (let n = 0; n < 4; n += 1) orders.push(await placeOrder('looks'));
    const [partly, ...whole] = orders;
    if (!partly) throw new Error('no order');
    for (const order of whole) await payOrder(market, order.payment_address, order.total_amount);
    await payOrder(market, partly.payment_address, 1_000);
    const [one, other] = [restartedService(market), restartedService(market)];
    // Both lock the same orders in the same order: on PostgreSQL a different order would deadlock one of them.
    await Promise.all([one.watchPayments(), other.watchPayments()]);
    for (const order of whole) {
      const row = await orderRow(market, order.order_id);
      expect(row).toMatchObject({ status: 'paid', paidSats: BigInt(order.total_amount) });
      expect(row.paidAt).not.toBeNull();
    }
    expect(await orderRow(market, partly.order_id)).toMatchObject({
      status: 'awaiting_payment',
      paidSats: 1_000n,
      paidAt: null,
    });
    await Promise.all([one.close(), other.close()]);
  });

  it('a send that fails stops the pass once the sends under way end; a restart sends both, each once', async () => {
    const first = await placeOrder('queue');
    const second = await placeOrder('queue');
    await payOrder(market, first.payment_address, first.total_amount);
    await payOrder(market, second.payment_address, second.total_amount);
    const crashing = restartedService(market, ({ orderId, role }) => {
      if (orderId === first.order_id && role === 'reveal') throw new Error('killed');
    });
    await expect(crashing.runOnce()).rejects.toThrow('killed');
    const statuses = async (orderId: string) =>
      (await orderTransactions(market, orderId)).map((tx) => [tx.role, tx.status]);
    // What the chain took is recorded though the pass stopped. The second order was signed and stored; its sends
    // ran beside the first's when they had begun before the failure, else they wait for the next pass.
    expect(await statuses(first.order_id)).toEqual([
      ['commit', 'broadcast'],
      ['reveal', 'stored'],
    ]);
    const secondStatuses = await statuses(second.order_id);
    expect([
      [
        ['commit', 'stored'],
        ['reveal', 'stored'],
      ],
      [
        ['commit', 'broadcast'],
        ['reveal', 'broadcast'],
      ],
    ]).toContainEqual(secondStatuses);
    const stored = [
      ...(await orderTransactions(market, first.order_id)),
      ...(await orderTransactions(market, second.order_id)),
    ];

    const restarted = restartedService(market);
    await restarted.runOnce();
    const after = [
      ...(await orderTransactions(market, first.order_id)),
      ...(await orderTransactions(market, second.order_id)),
    ];
    expect(after.map((tx) => tx.txid)).toEqual(stored.map((tx) => tx.txid));
    expect(after.every((tx) => tx.status === 'broadcast')).toBe(true);
    for (const order of [first, second]) expect((await orderRow(market, order.order_id)).status).toBe('inscribed');
    await mineAndIndex(market);
    for (const order of [first, second]) {
      const [inscriptionId] = (await orderRow(market, order.order_id)).inscriptionIds;
      const [found] = await market.db
        .select()
        .from(inscriptions)
        .where(eq(inscriptions.inscriptionId, inscriptionId ?? ''));
      expect(found?.ownerAddress).toBe(minter.address);
    }
  });

  it('tells a follower of the order each move on the websocket, with the transaction behind it', async () => {
    const order = await placeOrder('followed');
    const socket = await connectTestSocket(`${market.server.url.replace(/^http/, 'ws')}/ws`);
    socket.send({ op: 'subscribe', topics: ['orders'], order_id: order.order_id });
    await socket.next('subscriptions');
    const payTxid = await payOrder(market, order.payment_address, order.total_amount);
    await market.server.inscriptionService.runOnce();
    const row = await orderRow(market, order.order_id);
    expect(row.status).toBe('inscribed');
    const move = (status: string, txid: string | null) => ({
      type: 'order_status',
      market: 'nft',
      order_id: order.order_id,
      status,
      txid,
    });
    expect(await socket.next('order_status')).toEqual(move('paid', null));
    expect(await socket.next('order_status')).toEqual(move('inscribing', row.commitTxid));
    expect(await socket.next('order_status')).toEqual(move('inscribed', row.commitTxid));
    expect(payTxid).not.toBe(row.commitTxid);
    socket.ws.terminate();
  });

  it('refunds an order a mint has too few prepared items for, and takes none of them', async () => {
    // A mint whose prepared items fall short of its supply: three of its four are gone.
    await market.db.delete(mintItems).where(and(eq(mintItems.mintId, 'short-mint'), gt(mintItems.position, 1)));
    const order = await placeOrder('short', 2);
    await payOrder(market, order.payment_address, order.total_amount);
    await market.server.inscriptionService.runOnce();
    expect(await orderRow(market, order.order_id)).toMatchObject({
      status: 'refunded',
      reason: 'The mint sold out before your payment arrived; it has been returned.',
    });
    const items = await market.db.select().from(mintItems).where(eq(mintItems.mintId, 'short-mint'));
    expect(items.map((item) => [item.position, item.orderId])).toEqual([[1, null]]);
    const [mint] = await market.db.select().from(mints).where(eq(mints.id, 'short-mint'));
    expect(mint?.mintedNum).toBe(0);
  });
});
