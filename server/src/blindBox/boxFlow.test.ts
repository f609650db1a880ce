import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscriptions } from '../db/schema';
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
import {
  expectLedgerMatchesChain,
  ok,
  playerOf,
  recharge,
  rechargeAddressOf,
  type Draw as HouseDraw,
  type Player,
} from './testing/boxTestKit';
import { devnetOf } from '../market/nft/testing/purchaseTestKit';

interface Balance {
  blind_box_total: number;
  unconfirmed_blind_box_total: number;
  nft_total: number;
  btc_total: number;
  inscriptions: Array<{ inscription_id: string }>;
}
interface Draw extends HouseDraw {
  draw_id: string;
  prize: { kind: string; inscription_id?: string };
}

/** The documented draw, computed again with node's crypto: sha256 commitment, HMAC, 52 bits, floor. */
function rederive(draw: Draw): { index: number; hashMatches: boolean } {
  const seed = Buffer.from(draw.server_seed ?? '', 'hex');
  const mac = createHmac('sha256', seed).update(`${draw.client_seed}:${draw.nonce}`).digest('hex');
  return {
    index: Math.floor((Number.parseInt(mac.slice(0, 13), 16) / 2 ** 52) * draw.pool.length),
    hashMatches: createHash('sha256').update(seed).digest('hex') === draw.server_seed_hash,
  };
}

const key = (label: string) => `${label}-${Math.random().toString(36).slice(2, 12)}`;

describe.each(testDatabases)('blind boxes end to end on the devnet ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let maker: Player;
  let player: Player;
  let houseId: string;
  const price = 5_000;

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    maker = await playerOf(market, taprootBuyer(61), 61);
    player = await playerOf(market, taprootBuyer(62), 62);
  }, hookTimeout);
  afterAll(() => market.close());

  it('shows a recharge as unconfirmed until a block confirms it, then credits it once', async () => {
    const address = await rechargeAddressOf(market, player);
    expect(await rechargeAddressOf(market, player)).toBe(address);
    await devnetOf(market).faucet(address, 60_000n);
    await market.server.boxService.runOnce();
    expect(await ok<Balance>(market, player, 'get_box_balance', {})).toMatchObject({
      blind_box_total: 0,
      unconfirmed_blind_box_total: 60_000,
    });
    await mineAndIndex(market);
    await market.server.boxService.runOnce();
    await market.server.boxService.runOnce();
    expect(await ok<Balance>(market, player, 'get_box_balance', {})).toMatchObject({
      blind_box_total: 60_000,
      btc_total: 60_000,
      unconfirmed_blind_box_total: 0,
    });
    await expectLedgerMatchesChain(market);
  });

  it('makes a house from two wallet inscriptions, which opens once their deposits confirm', async () => {
    const first = await inscribeFor(market, maker.wallet, 'prize one');
    const second = await inscribeFor(market, maker.wallet, 'prize two');
    const made = await ok<{ house_id: string; custody_address: string; awaiting_deposit: string[] }>(
      market,
      maker,
      'make_house',
      { name: 'Two prizes', price_sats: price, inscription_ids: [first, second], idempotency_key: key('make') },
    );
    houseId = made.house_id;
    expect(made.awaiting_deposit.sort()).toEqual([first, second].sort());
    const refused = await market.call(
      '/btc/blind_box/open_box',
      { house_id: houseId, idempotency_key: key('early') },
      player.token,
    );
    expect(refused.body).toMatchObject({ code: 10070001, msg: 'This house opens once its deposits confirm.' });
    await fundWith(market, maker.wallet, [30_000n]);
    const depositBody = {
      house_id: houseId,
      ordinals_public_key: payerOf(maker.wallet).public_key,
      ...payerOf(maker.wallet),
    };
    const prepared = await ok<{ psbt: string; sign_inputs: number[]; custody_address: string }>(
      market,
      maker,
      'prepare_house_deposit',
      depositBody,
    );
    expect(prepared.custody_address).toBe(made.custody_address);
    const signed = signAsWallet(maker.wallet, { psbt: prepared.psbt, buyer_inputs: prepared.sign_inputs });
    await ok(market, maker, 'send_house_deposit', { ...depositBody, signed_psbt: signed });
    await mineAndIndex(market);
    await market.server.boxService.runOnce();
    const detail = await ok<{ status: string; pool: unknown[]; commitment: { server_seed_hash: string } }>(
      market,
      undefined,
      'get_house_detail',
      { house_id: houseId },
    );
    expect(detail.status).toBe('open');
    expect(detail.pool).toHaveLength(2);
    expect(detail.commitment.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    await expectLedgerMatchesChain(market);
  });

  it('opens boxes until the pool is empty, every draw re-derivable from the revealed seed', async () => {
    const before = await ok<Balance>(market, player, 'get_box_balance', {});
    const won: string[] = [];
    for (const [at, clientSeed] of ['first-seed', 'second seed!'].entries()) {
      const opened = await ok<{ nonce: number; prize: { inscription_id: string } }>(market, player, 'open_box', {
        house_id: houseId,
        client_seed: clientSeed,
        idempotency_key: key('open'),
      });
      expect(opened.nonce).toBe(at);
      won.push(opened.prize.inscription_id);
    }
    const third = await market.call(
      '/btc/blind_box/open_box',
      { house_id: houseId, idempotency_key: key('o') },
      player.token,
    );
    expect(third.body).toMatchObject({ code: 10070001, msg: 'Every prize of this house has been won.' });

    const after = await ok<Balance>(market, player, 'get_box_balance', {});
    expect(after.blind_box_total).toBe(before.blind_box_total - 2 * price);
    expect(after.inscriptions.map((held) => held.inscription_id).sort()).toEqual([...won].sort());
    const draws = await ok<{ items: Draw[] }>(market, undefined, 'get_house_draws', {
      house_id: houseId,
      page: 1,
      limit: 10,
    });
    expect(draws.items).toHaveLength(2);
    for (const draw of draws.items) {
      // The house emptied, so its seed is revealed: every draw checks out with an independent implementation.
      expect(draw.server_seed).toMatch(/^[0-9a-f]{64}$/);
      const again = rederive(draw);
      expect(again.hashMatches).toBe(true);
      expect(again.index).toBe(draw.index);
      expect(draw.pool[draw.index]).toBe(draw.slot);
    }
    await expectLedgerMatchesChain(market);
  });

  it('withdraws a won inscription on chain, once for a repeated key, pending until a block confirms it', async () => {
    const { inscriptions: held } = await ok<Balance>(market, player, 'get_box_balance', {});
    const inscriptionId = held[0]?.inscription_id ?? '';
    const request = {
      asset: 'inscription',
      inscription_id: inscriptionId,
      address: player.wallet.address,
      fee_rate: 2,
    };
    const quote = await ok<{ network_fee: number }>(market, player, 'withdrawal_quote', request);
    expect(quote.network_fee).toBeGreaterThan(0);
    const idempotencyKey = key('withdraw');
    const body = { ...request, max_network_fee: quote.network_fee, idempotency_key: idempotencyKey };
    const before = await ok<Balance>(market, player, 'get_box_balance', {});
    const first = await ok<{ withdrawal_id: string; txid: string }>(market, player, 'withdraw', body);
    const again = await ok<{ withdrawal_id: string }>(market, player, 'withdraw', body);
    expect(again.withdrawal_id).toBe(first.withdrawal_id);
    const reused = await market.call('/btc/blind_box/withdraw', { ...body, fee_rate: 3 }, player.token);
    expect(reused.body.code).toBe(10070002);
    const after = await ok<Balance>(market, player, 'get_box_balance', {});
    expect(after.blind_box_total).toBe(before.blind_box_total - quote.network_fee);
    expect(after.nft_total).toBe(before.nft_total - 1);
    await expectLedgerMatchesChain(market);

    await market.server.boxService.runOnce();
    const pending = await ok<{ items: Array<{ status: string }> }>(market, player, 'get_withdrawals', {
      page: 1,
      limit: 10,
    });
    expect(pending.items[0]?.status).toBe('pending');
    await mineAndIndex(market);
    await market.server.boxService.runOnce();
    const confirmed = await ok<{ items: Array<{ status: string; txid: string }> }>(market, player, 'get_withdrawals', {
      page: 1,
      limit: 10,
    });
    expect(confirmed.items[0]).toMatchObject({ status: 'confirmed', txid: first.txid });
    const [onChain] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    expect(onChain?.ownerAddress).toBe(player.wallet.address);
    await expectLedgerMatchesChain(market);
  });

  it('keeps the full history of the box: recharge, opens, withdrawal', async () => {
    const history = await ok<{ items: Array<{ kind: string }> }>(market, player, 'get_box_history', {
      page: 1,
      limit: 20,
    });
    expect(history.items.map((item) => item.kind)).toEqual(['withdrawal', 'open', 'open', 'recharge']);
    const makers = await ok<{ items: Array<{ kind: string }> }>(market, maker, 'get_box_history', {
      page: 1,
      limit: 20,
    });
    expect(makers.items.map((item) => item.kind)).toEqual(['provider_share', 'provider_share']);
  });

  it('refuses a withdrawal larger than the box holds, and moves nothing', async () => {
    const before = await ok<Balance>(market, player, 'get_box_balance', {});
    const refused = await market.call(
      '/btc/blind_box/withdraw',
      {
        asset: 'btc',
        sats: before.blind_box_total,
        address: player.wallet.address,
        fee_rate: 2,
        max_network_fee: 10_000,
        idempotency_key: key('too-much'),
      },
      player.token,
    );
    expect(refused.body.code).toBe(10070001);
    expect(await ok<Balance>(market, player, 'get_box_balance', {})).toEqual(before);
  });

  it('recharges through the kit helper too', async () => {
    await recharge(market, maker, 20_000n);
    expect((await ok<Balance>(market, maker, 'get_box_balance', {})).blind_box_total).toBeGreaterThanOrEqual(20_000);
  });
});
