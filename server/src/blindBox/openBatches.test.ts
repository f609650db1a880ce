import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMovements } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { testDatabases } from '../testing/testDatabases';
import { houseOpenQueue } from './houseOpenQueue';
import { btcAsset, postEntries, transfer, userOwner } from './ledger';
import { notEnoughToOpen, type OpenedBox } from './openBox';
import {
  expectLedgerMatchesChain,
  independentlyFair,
  ok,
  playerOf,
  recharge,
  type Draw,
  type Player,
} from './testing/boxTestKit';

const price = 2_000;
const prize = 1_000;

describe.each(testDatabases)('opens of one house drawn in batches ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let maker: Player;
  const players: Player[] = [];

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    maker = await playerOf(market, testSeller(120), 120);
    await recharge(market, maker, 1_000_000n);
    for (let n = 121; n < 127; n += 1) players.push(await playerOf(market, testSeller(n), n));
    for (const player of players) await recharge(market, player, 20_000n);
  }, hookTimeout);
  afterAll(() => market.close());

  const makeHouse = async (prizes: number) =>
    (
      await ok<{ house_id: string }>(market, maker, 'make_house', {
        name: `Rush of ${prizes}`,
        price_sats: price,
        btc_prize_sats: prize,
        btc_prizes: prizes,
        idempotency_key: randomUUID(),
      })
    ).house_id;
  const balanceOf = async (player: Player) =>
    (await ok<{ blind_box_total: number }>(market, player, 'get_box_balance', {})).blind_box_total;
  const open = (player: Player, houseId: string, key = randomUUID(), clientSeed?: string) =>
    market.call(
      '/btc/blind_box/open_box',
      { house_id: houseId, idempotency_key: key, ...(clientSeed === undefined ? {} : { client_seed: clientSeed }) },
      player.token,
    );

  it('draws a rush on one house as if each open were alone, refusing only those who cannot pay', async () => {
    const houseId = await makeHouse(100);
    const [short, ...others] = players;
    if (!short) throw new Error('no players');
    // This player can pay for 2 opens (each costs the price and wins a 1,000-sat prize back into the box) and asks
    // for 6, in the middle of everyone else's.
    await ok(market, short, 'withdraw', {
      asset: 'btc',
      sats: 16_500,
      address: short.wallet.address,
      fee_rate: 1,
      max_network_fee: 500,
      idempotency_key: randomUUID(),
    });
    const shortBefore = await balanceOf(short);
    expect(shortBefore).toBeGreaterThanOrEqual(price + (price - prize));
    expect(shortBefore).toBeLessThan(price + 2 * (price - prize));

    const asks = Array.from({ length: 36 }, (_, n) => (n % 6 === 0 ? short : others[n % others.length]));
    const answers = await Promise.all(
      asks.map((player) => {
        if (!player) throw new Error('no player');
        return open(player, houseId);
      }),
    );
    const shortAnswers = answers.filter((_, n) => asks[n] === short);
    expect(shortAnswers.filter((answer) => answer.body.code === 0)).toHaveLength(2);
    for (const refused of shortAnswers.filter((answer) => answer.body.code !== 0)) {
      expect(refused.body).toMatchObject({ code: 10070001, msg: notEnoughToOpen });
    }
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(32);
    expect(await balanceOf(short)).toBe(shortBefore - 2 * (price - prize));

    const draws = await ok<{ items: Draw[] }>(market, undefined, 'get_house_draws', {
      house_id: houseId,
      page: 1,
      limit: 50,
    });
    expect(draws.items.map((draw) => draw.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 32 }, (_, n) => n),
    );
    // Each draw saw the pool the one before it left: every pool is one prize smaller than the last.
    const bySize = [...draws.items].sort((a, b) => a.nonce - b.nonce);
    bySize.forEach((draw, n) => expect(draw.pool).toHaveLength(100 - n));
    await ok(market, maker, 'rotate_house_seed', { house_id: houseId });
    const revealed = await ok<{ items: Draw[] }>(market, undefined, 'get_house_draws', {
      house_id: houseId,
      page: 1,
      limit: 50,
    });
    expect(revealed.items.every(independentlyFair)).toBe(true);
    await expectLedgerMatchesChain(market);
  });

  it('draws the opens asked while a batch is drawn together, in one transaction, in the order asked', async () => {
    const houseId = await makeHouse(12);
    const opens = houseOpenQueue(market.db, market.server.services.boxes);
    const asked = players.slice(1).flatMap((player) => [player, player]);
    // The first open finds the house idle and is drawn at once; the rest arrive while it is drawn.
    const boxes = await Promise.all(
      asked.map((player) =>
        opens.open({ userId: player.userId, address: player.wallet.address, houseId, idempotencyKey: randomUUID() }),
      ),
    );
    expect(boxes.map((box) => box.nonce)).toEqual(asked.map((_, n) => n));
    const transactions = await market.db
      .selectDistinct({ startedAt: ledgerMovements.createdAt })
      .from(ledgerMovements)
      .where(sql`${ledgerMovements.houseId} = ${houseId} and ${ledgerMovements.kind} = 'open'`);
    expect(transactions).toHaveLength(2);
    await expectLedgerMatchesChain(market);
  });

  it('draws rushes on several houses at once, sharing players, without one open failing', async () => {
    const houseIds = await Promise.all([makeHouse(20), makeHouse(20), makeHouse(20), makeHouse(20)]);
    const asks = houseIds.flatMap((houseId) => players.slice(1).flatMap((player) => [{ player, houseId }]));
    const answers = await Promise.all([...asks, ...asks].map(({ player, houseId }) => open(player, houseId)));
    const opened = answers.map((answer) => (answer.body.code === 0 ? 'opened' : answer.body.msg));
    expect(opened).toEqual(answers.map(() => 'opened'));
    await expectLedgerMatchesChain(market);
  });

  it('opens once for a key asked several times at once, and refuses the key for another seed', async () => {
    const houseId = await makeHouse(10);
    const [player] = players.slice(1);
    if (!player) throw new Error('no player');
    const before = await balanceOf(player);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => open(player, houseId, key, 'same-seed')));
    const drawIds = new Set(answers.map((answer) => (answer.body.data as { draw_id: string } | null)?.draw_id));
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0]);
    expect(drawIds.size).toBe(1);
    expect(await balanceOf(player)).toBe(before - price + prize);
    const other = await open(player, houseId, key, 'other-seed');
    expect(other.body).toMatchObject({
      code: 10070002,
      msg: 'This request key was already used for a different request. Start the action again.',
    });
  });

  it.skipIf(testDatabase.name === 'pglite')(
    'refuses only the player whose balance was spent between the batch reading it and writing, and opens the rest',
    async () => {
      // PGlite runs one transaction at a time, so nothing can commit between a batch's read and its write there.
      const houseId = await makeHouse(10);
      const [blocked, spender, bystander] = players.slice(3);
      if (!blocked || !spender || !bystander) throw new Error('no players');
      const [stallSink, spendSink] = [
        await playerOf(market, testSeller(127), 127),
        await playerOf(market, testSeller(128), 128),
      ];
      const opens = houseOpenQueue(market.db, market.server.services.boxes);
      const spenderBalance = BigInt(await balanceOf(spender));
      const bystanderBefore = await balanceOf(bystander);

      // Two other moves hold their accounts: one 1 sat of the blocked player's (to stall the first batch), one all of
      // the spender's. Each commits when released.
      const signal = () => {
        let fire: (() => void) | undefined;
        const fired = new Promise<void>((resolve) => {
          fire = resolve;
        });
        return { fired, fire: () => fire?.() };
      };
      const hold = (from: Player, to: Player, sats: bigint) => {
        const moved = signal();
        const released = signal();
        const done = market.db.transaction(async (tx) => {
          const id = randomUUID();
          await tx.insert(ledgerMovements).values({ id, idempotencyKey: id, kind: 'withdrawal', request: {} });
          await postEntries(tx, id, transfer(userOwner(from.userId), userOwner(to.userId), btcAsset, sats));
          moved.fire();
          await released.fired;
        });
        return { holding: moved.fired, release: released.fire, done };
      };
      const waitingOnLock = async () => {
        for (let tries = 0; tries < 200; tries += 1) {
          const [row] = await market.db
            .select({ waiting: sql<number>`count(*)::int` })
            .from(sql`pg_stat_activity`)
            .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
          if ((row?.waiting ?? 0) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error('no open waited on the held account');
      };
      const stall = hold(blocked, stallSink, 1n);
      const spend = hold(spender, spendSink, spenderBalance);
      await Promise.all([stall.holding, spend.holding]);

      const ask = (player: Player) =>
        opens.open({ userId: player.userId, address: player.wallet.address, houseId, idempotencyKey: randomUUID() });
      // The first open is drawn alone and waits on its player's held account; the next two queue meanwhile and are
      // drawn together once it commits, reading the spender's balance before the spend commits.
      const first = ask(blocked);
      const spent = ask(spender).then(
        (box) => box,
        (error: unknown) => error,
      );
      const third = ask(bystander);
      await waitingOnLock();
      stall.release();
      await stall.done;
      expect((await first).nonce).toBe(0);
      await waitingOnLock();
      spend.release();
      await spend.done;

      const refusal = await spent;
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ errorName: 'boxRefused', message: notEnoughToOpen });
      const opened: OpenedBox = await third;
      expect(opened.nonce).toBe(1);
      expect(await balanceOf(spender)).toBe(0);
      expect(await balanceOf(bystander)).toBe(bystanderBefore - price + prize);
      await expectLedgerMatchesChain(market);
    },
  );
});
