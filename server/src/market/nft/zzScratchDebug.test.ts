import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintItems, mints } from '../../db/schema';
import { testDatabases } from '../../testing/testDatabases';
import { openMarket, seedCollection, testSeller, txidOf, type MarketUnderTest } from './marketTestKit';
import { taprootBuyer } from './purchaseTestKit';

const minter = taprootBuyer(5);
const stranger = taprootBuyer(7);
describe('debug', () => {
  let market: MarketUnderTest;
  beforeAll(async () => {
    market = await openMarket(testDatabases[0]!);
    await seedCollection(market.db, 'r', { creatorAddress: testSeller(8).address });
    await market.db
      .insert(mints)
      .values({ id: 'm', collectionId: 'r', publicStartAtSec: 1, mintPriceSats: 1000n, supply: 5, maxMintNum: 5 });
    await market.db
      .insert(mintItems)
      .values({ mintId: 'm', position: 1, name: 'a', contentType: 'text/plain', body: new Uint8Array([1]) });
  }, 60000);
  afterAll(() => market.close());
  it('x', async () => {
    const token = await market.tokenFor(minter.address, '00000000-0000-4000-8000-000000000005');
    const st = await market.tokenFor(stranger.address, '00000000-0000-4000-8000-000000000007');
    const o = await market.call(
      '/btc/ordinals/gen_mint_payment',
      {
        collection_id: 'r',
        fee_rate: 2,
        mint_num: 1,
        receiver_address: minter.address,
        refund_address: minter.address,
      },
      token,
    );
    const id = (o.body.data as { order_id: string }).order_id;
    console.log('placed', id);
    console.log(
      JSON.stringify(
        (await market.call('/btc/ordinals/update_order_txid', { order_id: id, txid: txidOf(1) }, token)).body,
      ),
    );
    console.log('stranger...');
    console.log(
      JSON.stringify(
        (await market.call('/btc/ordinals/update_order_txid', { order_id: id, txid: txidOf(1) }, st)).body,
      ),
    );
  }, 20000);
});
