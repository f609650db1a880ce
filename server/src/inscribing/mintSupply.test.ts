import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brc20Ticks, mints, users } from '../db/schema';
import { errorCodes } from '../http/errorCodes';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { mineAndIndex, taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import { testDatabases } from '../testing/testDatabases';
import {
  heldAt,
  openTestMint,
  orderRow,
  payOrder,
  restartedService,
  type MintOrder,
} from './testing/inscriptionTestKit';

const holder = taprootBuyer(71);
const holderId = '00000000-0000-4000-8000-000000000071';
const stranger = taprootBuyer(72);
const strangerId = '00000000-0000-4000-8000-000000000072';
const creator = testSeller(73);
const refundTo = testSeller(74);
const scale = 10n ** 18n;

interface Task {
  task_id: string;
  payment_address: string;
  total_fee: number;
}

/**
 * A mint order is only worth paying for if the supply can still credit it: orders already paid or being inscribed
 * are counted against the supply when a new one is placed and again when it is paid, under one lock, and a paid
 * order that no longer fits, or fits only in part, gets back what it cannot have.
 */
describe.each(testDatabases)('supply counted with mint orders in flight ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;
  let strangerToken: string;

  const call = async (path: string, body: Record<string, unknown>, as = token) =>
    (await market.call(path, body, as)).body;
  const task = async (body: Record<string, unknown>): Promise<Task> => {
    const answer = await call('/btc/brc_20/create_mint_task', {
      fee_rate: 2,
      receive_address: holder.address,
      refund_address: refundTo.address,
      ...body,
    });
    expect(answer).toMatchObject({ code: 0 });
    return answer.data as Task;
  };
  const pass = () => market.server.inscriptionService.runOnce();

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    await market.db.insert(users).values([{ id: holderId }, { id: strangerId }]);
    token = await market.tokenFor(holder.address, holderId);
    strangerToken = await market.tokenFor(stranger.address, strangerId);
    // Two ticks deployed on the devnet, so the ledger credits their mints as any indexer would.
    for (const [tick, max] of [
      ['tenx', '10'],
      ['twlv', '12'],
    ] as const) {
      const deploy = (
        await call('/btc/brc_20/create_deploy_task', {
          tick,
          max,
          lim: '5',
          fee_rate: 2,
          receive_address: holder.address,
        })
      ).data as Task;
      await payOrder(market, deploy.payment_address, deploy.total_fee);
    }
    await pass();
    await mineAndIndex(market);
    await openTestMint(market.db, 'scarce', { creatorAddress: creator.address, supply: 5, maxMintNum: 4 });
    await openTestMint(market.db, 'gifts', { creatorAddress: creator.address, supply: 10, maxMintNum: 2 });
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('inscribes the mints a tick has room for and refunds the paid one it has none for', async () => {
    const orders = [await task({ tick: 'tenx', amount: '5' }), await task({ tick: 'tenx', amount: '5' })];
    orders.push(await task({ tick: 'tenx', amount: '5' }));
    for (const order of orders) await payOrder(market, order.payment_address, order.total_fee);
    await restartedService(market).watchPayments();
    // Paid and not yet inscribed, they already hold the whole supply: nothing is offered to a new order.
    expect((await call('/btc/brc_20/get_mint_limit', { tick: 'tenx' })).data).toMatchObject({
      remaining: '10',
      in_flight: '10',
      available: '0',
      mintable: false,
    });
    expect(
      await call('/btc/brc_20/create_mint_task', {
        tick: 'tenx',
        amount: '1',
        fee_rate: 2,
        receive_address: holder.address,
      }),
    ).toMatchObject({
      code: errorCodes.mintRefused.code,
      msg: 'Nothing is left to mint of tenx: mint orders already paid take the rest of its supply.',
    });

    await pass();
    const rows = await Promise.all(orders.map((order) => orderRow(market, order.task_id)));
    expect(rows.map((row) => row.status)).toEqual(['inscribed', 'inscribed', 'refunded']);
    expect(rows[2]?.reason).toBe(
      'Mint orders paid before yours took what was left of tenx. Your payment has been returned.',
    );
    expect(await heldAt(market, refundTo.address)).toContain(rows[2]?.refundedSats);
    // Inscribed, not yet mined: still in flight.
    expect((await call('/btc/brc_20/get_mint_limit', { tick: 'tenx' })).data).toMatchObject({ in_flight: '10' });

    await mineAndIndex(market);
    const [tick] = await market.db.select().from(brc20Ticks).where(eq(brc20Ticks.tick, 'tenx'));
    expect(tick?.minted).toBe(10n * scale);
    expect((await call('/btc/brc_20/get_mint_limit', { tick: 'tenx' })).data).toMatchObject({
      remaining: '0',
      in_flight: '0',
      available: '0',
    });
  });

  it('inscribes the part of a paid order that still fits and returns the rest, saying so', async () => {
    const three = await task({ tick: 'twlv', amount: '5', repeat: 3 });
    const two = await task({ tick: 'twlv', amount: '5', repeat: 2 });
    await payOrder(market, two.payment_address, two.total_fee);
    await pass();
    // 10 of 12 now in flight: a new order of three mints of 5 no longer fits, and is told how many would.
    expect(
      await call('/btc/brc_20/create_mint_task', {
        tick: 'twlv',
        amount: '5',
        repeat: 3,
        fee_rate: 2,
        receive_address: holder.address,
      }),
    ).toMatchObject({
      code: errorCodes.invalidRequest.code,
      msg: 'Invalid request. repeat: only 1 mint of 5 fits the 2 twlv left once 10 held by paid orders is counted; mint at most 1.',
    });
    await payOrder(market, three.payment_address, three.total_fee);
    await pass();
    const row = await orderRow(market, three.task_id);
    expect(row.status).toBe('inscribed');
    expect(row.inscriptionIds).toHaveLength(1);
    expect(row.reason).toBe(
      'Only 1 of your 3 mints fit what was left of twlv when your payment arrived: those were inscribed, and the part of your payment for the other 2 was returned.',
    );
    expect(row.refundedSats).toBeGreaterThan(0n);
    await mineAndIndex(market);
    const [tick] = await market.db.select().from(brc20Ticks).where(eq(brc20Ticks.tick, 'twlv'));
    // The last mint was credited the 2 left: the supply is minted out exactly, and nothing was inscribed for nothing.
    expect(tick?.minted).toBe(12n * scale);
  });

  it('counts a launchpad mint’s paid orders at ordering, and inscribes a partly fitting one in part', async () => {
    const mint = async (mintNum: number, as = token, receiver = holder.address): Promise<MintOrder> => {
      const answer = await call(
        '/btc/ordinals/gen_mint_payment',
        {
          collection_id: 'scarce',
          fee_rate: 3,
          mint_num: mintNum,
          receiver_address: receiver,
          refund_address: refundTo.address,
        },
        as,
      );
      expect(answer).toMatchObject({ code: 0 });
      return answer.data as MintOrder;
    };
    const first = await mint(3, strangerToken, stranger.address);
    const second = await mint(3);
    await payOrder(market, first.payment_address, first.total_amount);
    await restartedService(market).watchPayments();
    const refused = await market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: 'scarce',
        fee_rate: 3,
        mint_num: 3,
        receiver_address: holder.address,
        refund_address: refundTo.address,
      },
      token,
    );
    expect(refused.body).toMatchObject({ code: errorCodes.mintRefused.code, msg: 'Only 2 left to mint.' });

    await payOrder(market, second.payment_address, second.total_amount);
    await pass();
    expect((await orderRow(market, first.order_id)).inscriptionIds).toHaveLength(3);
    const partly = await orderRow(market, second.order_id);
    expect(partly.status).toBe('inscribed');
    expect(partly.inscriptionIds).toHaveLength(2);
    expect(partly.reason).toBe(
      'Only 2 of your 3 mints were left in the mint: those were inscribed, and the part of your payment for the other 1 was returned.',
    );
    // The creator and the platform are paid for the two taken, and the third one's price is in the surplus returned.
    expect(await heldAt(market, creator.address)).toEqual([20_000n, 30_000n]);
    expect(partly.refundedSats).toBeGreaterThan(10_000n + 1_000n);
    const [row] = await market.db.select().from(mints).where(eq(mints.id, 'scarce-mint'));
    expect(row?.mintedNum).toBe(5);
  });

  it('counts paid mints against the address they mint to, whoever paid them', async () => {
    const gift = async (as: string): Promise<MintOrder> => {
      const answer = await call(
        '/btc/ordinals/gen_mint_payment',
        {
          collection_id: 'gifts',
          fee_rate: 3,
          mint_num: 2,
          receiver_address: holder.address,
          refund_address: refundTo.address,
        },
        as,
      );
      expect(answer).toMatchObject({ code: 0 });
      return answer.data as MintOrder;
    };
    // Unpaid, the stranger's order for the holder's address takes nothing from the holder's own limit.
    const fromStranger = await gift(strangerToken);
    const own = await gift(token);
    await payOrder(market, fromStranger.payment_address, fromStranger.total_amount);
    await payOrder(market, own.payment_address, own.total_amount);
    await pass();
    expect((await orderRow(market, fromStranger.order_id)).inscriptionIds).toHaveLength(2);
    expect(await orderRow(market, own.order_id)).toMatchObject({
      status: 'refunded',
      reason: 'Orders paid before yours already mint this address its limit of 2; your payment has been returned.',
    });
  });
});
