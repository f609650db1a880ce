import { bitcoin, networkParams } from '@ordmarket/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../nft/testing/marketTestKit';
import {
  buyListing,
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  payerOf,
  signAsWallet,
} from '../nft/testing/purchaseTestKit';

const seller = testSeller(61);
/** Buys once, then sweeps: the sweep tops up the 2 dummies the first purchase left. */
const trader = testSeller(62);
/** Can pay a dummy transaction but not the purchase after it. */
const short = testSeller(63);
/** Cannot pay even the dummy transaction. */
const broke = testSeller(64);

interface DummyStep {
  needed: number;
  held: number;
  makes: number;
  network_fee: number | null;
}
interface Quote {
  dummy_step: DummyStep | null;
  shortfall: string | null;
  costs: { total: number } | null;
}
interface Preparation {
  transaction_id: string;
  psbt: string;
  buyer_inputs: number[];
  network_fee: number;
  makes: number;
}

/** The new dummy outputs of a preparation's PSBT: 600 sats each, before the change. */
const dummyOutputs = (psbt: string) =>
  bitcoin.Psbt.fromBase64(psbt, { network: networkParams('devnet') }).txOutputs.filter((out) => out.value === 600n)
    .length;

describe.each(testDatabases)('the dummy step, announced before the first click ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  const listed: string[] = [];
  const orders: string[] = [];

  const quote = async (wallet: typeof trader, token: string, ids: readonly string[]) => {
    const answer = await market.call(
      '/btc/ordinals/get_purchase_quote',
      { inscription_ids: ids, ...payerOf(wallet) },
      token,
    );
    expect(answer.body.code).toBe(0);
    return answer.body.data as Quote;
  };
  const prepare = (wallet: typeof trader, token: string, count: number) =>
    market.call('/btc/ordinals/prepare_dummy_utxos', { count, ...payerOf(wallet) }, token);

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    sellerToken = await market.tokenFor(seller.address);
    for (const [index, price] of [10_000n, 11_000n, 12_000n, 13_000n].entries()) {
      const id = await inscribeFor(market, seller, `dummy step ${index}`);
      listed.push(id);
      orders.push(await listSigned(market, seller, sellerToken, id, price));
    }
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('names the count and the fee the wallet then signs, and a sweep after one buy makes only the missing dummies', async () => {
    const token = await market.tokenFor(trader.address, '00000000-0000-4000-8000-000000000062');
    await fundWith(market, trader, [400_000n]);

    const first = await quote(trader, token, [listed[0] ?? '']);
    expect(first.shortfall).toBeNull();
    expect(first.dummy_step).toMatchObject({ needed: 2, held: 0, makes: 2 });
    expect(first.costs?.total).toBeGreaterThan(10_000);
    const prepared = (await prepare(trader, token, 2)).body.data as Preparation;
    expect(prepared).toMatchObject({ makes: 2, network_fee: first.dummy_step?.network_fee });
    expect(dummyOutputs(prepared.psbt)).toBe(2);
    await market.call(
      '/btc/ordinals/send_dummy_utxos',
      { transaction_id: prepared.transaction_id, psbt: signAsWallet(trader, prepared) },
      token,
    );
    await mineAndIndex(market);
    expect((await quote(trader, token, [listed[0] ?? ''])).dummy_step).toBeNull();
    await buyListing(market, trader, token, orders[0] ?? '');
    await mineAndIndex(market);

    // The purchase left 2 fresh dummies; a sweep of 3 spends 4: the wallet is told it makes 2 more, and their fee.
    const sweep = await quote(trader, token, listed.slice(1));
    expect(sweep.dummy_step).toMatchObject({ needed: 4, held: 2, makes: 2 });
    const fee = sweep.dummy_step?.network_fee ?? 0;
    expect(fee).toBeGreaterThan(0);
    const topUp = (await prepare(trader, token, 4)).body.data as Preparation;
    expect(topUp).toMatchObject({ makes: 2, network_fee: fee });
    expect(dummyOutputs(topUp.psbt)).toBe(2);

    // Asking for what the wallet already holds makes nothing.
    const enough = await prepare(trader, token, 2);
    expect(enough.body).toMatchObject({
      code: errorCodes.purchaseRefused.code,
      msg: 'Your wallet already holds the dummy UTXOs this purchase needs (2). Buy again.',
    });
  }, 120_000);

  it('warns a wallet that could pay the dummies but not the purchase after them, before it pays for any', async () => {
    const token = await market.tokenFor(short.address, '00000000-0000-4000-8000-000000000063');
    await fundWith(market, short, [6_000n]);
    const answer = await quote(short, token, [listed[3] ?? '']);
    expect(answer.dummy_step).toMatchObject({ needed: 2, held: 0, makes: 2 });
    expect(answer.dummy_step?.network_fee).toBeGreaterThan(0);
    // The balance is the wallet's as the trader sees it now, before the dummy transaction: what is missing is the same.
    expect(answer.shortfall).toMatch(
      /^Not enough funds: price 0\.00013000 BTC \+ fees .* balance 0\.00006000 BTC; missing /,
    );
  }, 60_000);

  it("gives the spec's words when the wallet cannot pay even the dummy transaction", async () => {
    const token = await market.tokenFor(broke.address, '00000000-0000-4000-8000-000000000064');
    await fundWith(market, broke, [1_300n]);
    const answer = await quote(broke, token, [listed[3] ?? '']);
    expect(answer.dummy_step).toEqual({ needed: 2, held: 0, makes: 2, network_fee: null });
    expect(answer.shortfall).toBe(
      "Not enough fund to create dummy UTXOs. Please send more fund to your wallet's address",
    );
  }, 60_000);
});
