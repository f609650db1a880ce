import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordSaysRunes } from '../chain/ord/testing/ordSaysRunes';
import { boxCoins } from '../db/schema';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { devnetOf, mineAndIndex } from '../market/nft/testing/purchaseTestKit';
import { watchServiceCoins } from '../serviceCoins/watchServiceCoins';
import { testDatabases } from '../testing/testDatabases';
import { startBoxService } from './boxService';
import { playerOf, rechargeAddressOf } from './testing/boxTestKit';

describe.each(testDatabases)('box deposits nobody can vouch for ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  beforeAll(async () => {
    market = await openMarket(testDatabase);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('credits a deposit only once ord says what it carries, and never credits runes as sats', async () => {
    const player = await playerOf(market, testSeller(67), 67);
    const address = await rechargeAddressOf(market, player);
    const withRunes = await devnetOf(market).faucet(address, 30_000n);
    const plain = await devnetOf(market).faucet(address, 20_000n);
    await mineAndIndex(market);

    let ord: 'down' | 'up' = 'down';
    // ord down, then saying the coin carries runes; the other coins as the devnet says.
    const withOrd = ordSaysRunes(market.server.services.chain, withRunes, () => ord === 'down');
    const service = startBoxService({
      db: market.db,
      chain: withOrd,
      coins: watchServiceCoins(market.db, withOrd),
      log: pino({ level: 'silent' }),
      confirmations: 1,
      intervalMs: 0,
      now: () => new Date(),
    });
    const statusOf = async (txid: string) => {
      const [coin] = await market.db
        .select({ status: boxCoins.status })
        .from(boxCoins)
        .where(and(eq(boxCoins.txid, txid), eq(boxCoins.address, address)));
      return coin?.status;
    };

    await service.runOnce();
    expect([await statusOf(withRunes), await statusOf(plain)]).toEqual(['unconfirmed', 'unconfirmed']);
    ord = 'up';
    await service.runOnce();
    expect([await statusOf(withRunes), await statusOf(plain)]).toEqual(['unconfirmed', 'held']);
    const balance = await market.call('/btc/blind_box/get_box_balance', {}, player.token);
    expect(balance.body).toMatchObject({ code: 0, data: { btc_total: 20_000 } });
    await service.close();
  });
});
