import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { mineAndIndex } from '../market/nft/testing/purchaseTestKit';
import { testDatabases } from '../testing/testDatabases';
import {
  expectLedgerMatchesChain,
  independentlyFair,
  inscribeTo,
  ok,
  playerOf,
  recharge,
  rechargeAddressOf,
  type Draw,
  type Player,
} from './testing/boxTestKit';

const price = 2_000;

describe.each(testDatabases)('blind-box safety ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let maker: Player;
  const players: Player[] = [];

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    maker = await playerOf(market, testSeller(80), 80);
    for (let n = 81; n < 91; n += 1) players.push(await playerOf(market, testSeller(n), n));
  }, hookTimeout);
  afterAll(() => market.close());

  it('gives exactly 10 prizes to 100 concurrent opens of a pool of 10, and refuses the rest cleanly', async () => {
    const rechargeTo = await rechargeAddressOf(market, maker);
    const prizes: string[] = [];
    for (let n = 0; n < 10; n += 1) prizes.push(await inscribeTo(market, rechargeTo, `safety prize ${n}`));
    // The ten inscriptions reach the maker's box with the block that confirms them.
    await mineAndIndex(market);
    await market.server.boxService.runOnce();
    for (const player of players) await recharge(market, player, 50_000n);
    const made = await ok<{ house_id: string; awaiting_deposit: string[] }>(market, maker, 'make_house', {
      name: 'Ten prizes',
      price_sats: price,
      inscription_ids: prizes,
      idempotency_key: randomUUID(),
    });
    expect(made.awaiting_deposit).toEqual([]);

    const opens = players.flatMap((player) =>
      Array.from({ length: 10 }, () =>
        market.call(
          '/btc/blind_box/open_box',
          { house_id: made.house_id, idempotency_key: randomUUID() },
          player.token,
        ),
      ),
    );
    const answers = await Promise.all(opens);
    const won = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(won).toHaveLength(10);
    expect(
      new Set(won.map((answer) => (answer.body.data as { prize: { inscription_id: string } }).prize.inscription_id))
        .size,
    ).toBe(10);
    expect(refused).toHaveLength(90);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ code: 10070001, msg: 'Every prize of this house has been won.' });
    }
    // Each player paid for exactly the boxes they won, and the maker received every price less the platform's fee.
    for (const player of players) {
      const balance = await ok<{ blind_box_total: number; nft_total: number }>(market, player, 'get_box_balance', {});
      expect(balance.blind_box_total).toBe(50_000 - balance.nft_total * price);
    }
    const makers = await ok<{ blind_box_total: number }>(market, maker, 'get_box_balance', {});
    expect(makers.blind_box_total).toBe(10 * (price - price * 0.02));
    const draws = await ok<{ items: Draw[] }>(market, undefined, 'get_house_draws', {
      house_id: made.house_id,
      page: 1,
      limit: 20,
    });
    expect(draws.items).toHaveLength(10);
    expect(draws.items.map((draw) => draw.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(draws.items.every(independentlyFair)).toBe(true);
    await expectLedgerMatchesChain(market);
  });

  it('re-derives every draw of a run across a seed rotation once each seed is revealed', async () => {
    await recharge(market, maker, 100_000n);
    const house = await ok<{ house_id: string }>(market, maker, 'make_house', {
      name: 'BTC prizes',
      price_sats: 1_000,
      btc_prize_sats: 600,
      btc_prizes: 40,
      idempotency_key: randomUUID(),
    });
    const player = players[0] ?? maker;
    await recharge(market, player, 40_000n);
    // Only the maker may rotate: the player, who would like to see the seed of their draws, is refused.
    const refused = await market.call('/btc/blind_box/rotate_house_seed', { house_id: house.house_id }, player.token);
    expect(refused.body).toMatchObject({ code: 10070003 });
    for (let n = 0; n < 12; n += 1) {
      if (n === 6) await ok(market, maker, 'rotate_house_seed', { house_id: house.house_id });
      await ok(market, player, 'open_box', {
        house_id: house.house_id,
        client_seed: `run-${n % 3}`,
        idempotency_key: randomUUID(),
      });
    }
    const before = await ok<{ items: Draw[] }>(market, undefined, 'get_house_draws', {
      house_id: house.house_id,
      page: 1,
      limit: 20,
    });
    // The first seed is revealed by the rotation; the current one stays secret until it is rotated too.
    expect(before.items.filter((draw) => draw.server_seed === null)).toHaveLength(6);
    await ok(market, maker, 'rotate_house_seed', { house_id: house.house_id });
    const after = await ok<{ items: Draw[] }>(market, undefined, 'get_house_draws', {
      house_id: house.house_id,
      page: 1,
      limit: 20,
    });
    expect(after.items).toHaveLength(12);
    expect(after.items.every(independentlyFair)).toBe(true);
    expect(new Set(after.items.map((draw) => draw.server_seed_hash)).size).toBe(2);
  });

  it('moves value once for a key repeated at the same time, and refuses the key for another request', async () => {
    const player = players[1] ?? maker;
    const before = await ok<{ blind_box_total: number }>(market, player, 'get_box_balance', {});
    const body = {
      asset: 'btc',
      sats: 5_000,
      address: player.wallet.address,
      fee_rate: 2,
      max_network_fee: 5_000,
      idempotency_key: randomUUID(),
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => market.call('/btc/blind_box/withdraw', body, player.token)),
    );
    const ids = new Set(answers.map((answer) => (answer.body.data as { withdrawal_id: string }).withdrawal_id));
    expect(ids.size).toBe(1);
    const fee = (answers[0]?.body.data as { network_fee: number }).network_fee;
    const after = await ok<{ blind_box_total: number }>(market, player, 'get_box_balance', {});
    expect(after.blind_box_total).toBe(before.blind_box_total - 5_000 - fee);
    const other = await market.call('/btc/blind_box/withdraw', { ...body, sats: 6_000 }, player.token);
    expect(other.body.code).toBe(10070002);
    await expectLedgerMatchesChain(market);
  });

  it('keeps the ledger rules in the database: no negative balance, no unbalanced movement, no rewritten entry', async () => {
    const { db } = market;
    const account = (owner: string) =>
      sql`(select id from ledger_accounts where owner_kind = 'user' and owner_id = ${owner} and asset = 'btc')`;
    const movement = randomUUID();
    const insertMovement = sql`insert into ledger_movements (id, idempotency_key, kind, request) values (${movement}, ${movement}, 'open', '{}')`;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insertMovement);
        await tx.execute(
          sql`insert into ledger_entries (movement_id, account_id, asset, amount) values (${movement}, ${account(maker.userId)}, 'btc', -999999999)`,
        );
        await tx.execute(
          sql`insert into ledger_entries (movement_id, account_id, asset, amount) values (${movement}, ${account(players[2]?.userId ?? '')}, 'btc', 999999999)`,
        );
      }),
    ).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insertMovement);
        await tx.execute(
          sql`insert into ledger_entries (movement_id, account_id, asset, amount) values (${movement}, ${account(players[2]?.userId ?? '')}, 'btc', 1)`,
        );
      }),
    ).rejects.toThrow();
    await expect(db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expectLedgerMatchesChain(market);
  });
});
