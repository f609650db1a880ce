import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brc20Balances, brc20TransferInscriptions } from '../db/schema';
import { hookTimeout, openMarket, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import {
  fundWith,
  inscribeFor,
  mineAndIndex,
  payerOf,
  signAsWallet,
  taprootBuyer,
} from '../market/nft/testing/purchaseTestKit';
import { testDatabases } from '../testing/testDatabases';
import { expectLedgerMatchesChain, ok, playerOf, recharge, type Player } from './testing/boxTestKit';

interface Balance {
  blind_box_total: number;
  brc_20_total: number;
  tokens: Array<{ tick: string; amount: string }>;
}

const brc20 = (fields: Record<string, string>) => JSON.stringify({ p: 'brc-20', ...fields });
const key = (label: string) => `${label}-${Math.random().toString(36).slice(2, 12)}`;
const scale = 10n ** 18n;

describe.each(testDatabases)('BRC-20 in blind boxes, on the devnet ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let maker: Player;
  let player: Player;
  let houseId: string;

  /** What the indexer says an address holds of the test tick, in whole tokens. */
  async function heldOnChain(address: string): Promise<bigint> {
    const [row] = await market.db
      .select()
      .from(brc20Balances)
      .where(and(eq(brc20Balances.tick, 'bxtk'), eq(brc20Balances.address, address)));
    return ((row?.available ?? 0n) + (row?.transferable ?? 0n)) / scale;
  }

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    maker = await playerOf(market, taprootBuyer(71), 71);
    player = await playerOf(market, taprootBuyer(72), 72);
    await inscribeFor(market, maker.wallet, brc20({ op: 'deploy', tick: 'BXTK', max: '21000', lim: '1000', dec: '2' }));
    await inscribeFor(market, maker.wallet, brc20({ op: 'mint', tick: 'bxtk', amt: '1000' }));
  }, hookTimeout);
  afterAll(() => market.close());

  it('credits a transfer inscription sent from the wallet to the recharge address as its tokens', async () => {
    const transferId = await inscribeFor(market, maker.wallet, brc20({ op: 'transfer', tick: 'bxtk', amt: '600.5' }));
    await fundWith(market, maker.wallet, [20_000n]);
    const body = {
      inscription_ids: [transferId],
      ordinals_public_key: payerOf(maker.wallet).public_key,
      ...payerOf(maker.wallet),
    };
    const prepared = await ok<{ psbt: string; sign_inputs: number[]; destination: string }>(
      market,
      maker,
      'prepare_recharge_deposit',
      body,
    );
    const signed = signAsWallet(maker.wallet, { psbt: prepared.psbt, buyer_inputs: prepared.sign_inputs });
    await ok(market, maker, 'send_recharge_deposit', { ...body, signed_psbt: signed });
    await mineAndIndex(market);
    await market.server.boxService.runOnce();
    const balance = await ok<Balance>(market, maker, 'get_box_balance', {});
    expect(balance).toMatchObject({ brc_20_total: 1, tokens: [{ tick: 'BXTK', amount: '600.5' }] });
    // The coin the transfer arrived on is plain BTC in the box from now on.
    expect(balance.blind_box_total).toBe(10_000);
    expect(await heldOnChain(prepared.destination)).toBe(600n);
    await expectLedgerMatchesChain(market);
  });

  it('refuses a BRC-20 prize the maker does not hold, then makes a house of BRC-20 prizes from the box', async () => {
    const make = (amount: string) => ({
      name: 'Token house',
      price_sats: 2_000,
      brc20_prize: { tick: 'bxtk', amount },
      brc20_prizes: 3,
      idempotency_key: key('make'),
    });
    const tooMuch = await market.call('/btc/blind_box/make_house', make('300'), maker.token);
    expect(tooMuch.body).toMatchObject({ code: 10070001 });
    const tooPrecise = await market.call('/btc/blind_box/make_house', make('1.001'), maker.token);
    expect(tooPrecise.body.msg).toMatch(/at most 2 decimals/);
    const made = await ok<{ house_id: string; awaiting_deposit: string[] }>(market, maker, 'make_house', make('200'));
    expect(made.awaiting_deposit).toEqual([]);
    houseId = made.house_id;
    const detail = await ok<{ status: string; brc20_prize: unknown; pool: Array<{ slot: number }> }>(
      market,
      undefined,
      'get_house_detail',
      { house_id: houseId },
    );
    expect(detail).toMatchObject({ status: 'open', brc20_prize: { tick: 'BXTK', amount: '200' } });
    const slots = detail.pool.map((prize) => prize.slot);
    expect(detail.pool).toEqual(slots.map((slot) => ({ kind: 'brc20', tick: 'BXTK', amount: '200', slot })));
    expect(slots).toHaveLength(3);
    expect((await ok<Balance>(market, maker, 'get_box_balance', {})).tokens).toEqual([{ tick: 'BXTK', amount: '0.5' }]);
  });

  it('credits every BRC-20 prize a player wins to their box, and gives a provider back what is left', async () => {
    await recharge(market, player, 60_000n);
    const open = async () => {
      const opened = await ok<{ prize: unknown }>(market, player, 'open_box', {
        house_id: houseId,
        idempotency_key: key('open'),
      });
      expect(opened.prize).toEqual({ kind: 'brc20', tick: 'BXTK', amount: '200' });
    };
    await open();
    await open();
    const removed = await ok<{ tokens: unknown }>(market, maker, 'remove_liquidity', {
      house_id: houseId,
      idempotency_key: key('remove'),
    });
    expect(removed.tokens).toEqual([{ tick: 'BXTK', amount: '200' }]);
    const addLiquidity = (prizes: number) =>
      market.call(
        '/btc/blind_box/add_liquidity',
        { house_id: houseId, brc20_prizes: prizes, idempotency_key: key('add') },
        maker.token,
      );
    // 400 wanted, 200.5 held: the ledger's non-negative rule refuses it and nothing moves.
    expect((await addLiquidity(2)).body).toMatchObject({ code: 10070001 });
    expect((await addLiquidity(1)).body).toMatchObject({ code: 0 });
    expect((await ok<Balance>(market, maker, 'get_box_balance', {})).tokens).toEqual([{ tick: 'BXTK', amount: '0.5' }]);
    await open();
    expect(await ok<Balance>(market, player, 'get_box_balance', {})).toMatchObject({
      brc_20_total: 1,
      tokens: [{ tick: 'BXTK', amount: '600' }],
    });
    const history = await ok<{ items: Array<{ kind: string; lines: Array<{ kind: string; amount: string }> }> }>(
      market,
      player,
      'get_box_history',
      { page: 1, limit: 1 },
    );
    expect(history.items[0]?.lines).toContainEqual(expect.objectContaining({ kind: 'brc20', amount: '200' }));
    await expectLedgerMatchesChain(market);
  });

  it('withdraws BRC-20 on chain: transfers inscribed at the box, sent to the wallet, once per key', async () => {
    const request = {
      asset: 'brc20',
      token: { tick: 'BXTK', amount: '450' },
      address: player.wallet.address,
      fee_rate: 2,
    };
    const tooMuch = await market.call(
      '/btc/blind_box/withdrawal_quote',
      { ...request, token: { tick: 'bxtk', amount: '601' } },
      player.token,
    );
    expect(tooMuch.body.msg).toMatch(/Not enough bxtk in your box/);
    const quote = await ok<{ network_fee: number; total: number }>(market, player, 'withdrawal_quote', request);
    expect(quote.total).toBe(quote.network_fee);
    const before = await ok<Balance>(market, player, 'get_box_balance', {});
    const body = { ...request, max_network_fee: quote.network_fee, idempotency_key: key('withdraw') };
    const first = await ok<{ withdrawal_id: string }>(market, player, 'withdraw', body);
    expect((await ok<{ withdrawal_id: string }>(market, player, 'withdraw', body)).withdrawal_id).toBe(
      first.withdrawal_id,
    );
    // A second withdrawal before the first is mined draws on what the first has not claimed.
    const rest = { ...request, token: { tick: 'bxtk', amount: '150' } };
    const restQuote = await ok<{ network_fee: number }>(market, player, 'withdrawal_quote', rest);
    await ok(market, player, 'withdraw', {
      ...rest,
      max_network_fee: restQuote.network_fee,
      idempotency_key: key('w'),
    });
    const after = await ok<Balance>(market, player, 'get_box_balance', {});
    expect(after).toMatchObject({ brc_20_total: 0, tokens: [] });
    expect(after.blind_box_total).toBe(before.blind_box_total - quote.network_fee - restQuote.network_fee);
    await expectLedgerMatchesChain(market);

    await market.server.boxService.runOnce();
    // A pass that runs again before the block (a restart) resends the same commit, reveals and send: nothing new.
    await market.server.boxService.runOnce();
    await mineAndIndex(market);
    await market.server.boxService.runOnce();
    const withdrawals = await ok<{ items: Array<{ status: string; prize: unknown }> }>(
      market,
      player,
      'get_withdrawals',
      {
        page: 1,
        limit: 10,
      },
    );
    expect(withdrawals.items.map((item) => [item.status, item.prize])).toEqual([
      ['confirmed', { kind: 'brc20', tick: 'BXTK', amount: '150' }],
      ['confirmed', { kind: 'brc20', tick: 'BXTK', amount: '450' }],
    ]);
    expect(await heldOnChain(player.wallet.address)).toBe(600n);
    // Every transfer the box inscribed was valid and is spent: nothing is left transferable at the box.
    const inscribed = await market.db.select().from(brc20TransferInscriptions);
    expect(inscribed.filter((row) => !row.valid)).toEqual([]);
    await expectLedgerMatchesChain(market);
  });

  it('credits a spent transfer inscription sent back to the box as an inscription, not as tokens again', async () => {
    const [received] = await market.db
      .select()
      .from(brc20TransferInscriptions)
      .where(eq(brc20TransferInscriptions.ownerAddress, player.wallet.address));
    expect(received?.used).toBe(true);
    await fundWith(market, player.wallet, [20_000n]);
    const body = {
      inscription_ids: [received?.inscriptionId ?? ''],
      ordinals_public_key: payerOf(player.wallet).public_key,
      ...payerOf(player.wallet),
    };
    const prepared = await ok<{ psbt: string; sign_inputs: number[] }>(
      market,
      player,
      'prepare_recharge_deposit',
      body,
    );
    const signed = signAsWallet(player.wallet, { psbt: prepared.psbt, buyer_inputs: prepared.sign_inputs });
    await ok(market, player, 'send_recharge_deposit', { ...body, signed_psbt: signed });
    await mineAndIndex(market);
    await market.server.boxService.runOnce();
    expect(await ok<Balance & { nft_total: number }>(market, player, 'get_box_balance', {})).toMatchObject({
      brc_20_total: 0,
      tokens: [],
      nft_total: 1,
    });
    await expectLedgerMatchesChain(market);
  });
});
