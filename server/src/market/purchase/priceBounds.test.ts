import { bitcoin, networkParams, sellerSighash } from '@ordmarket/protocol';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, brc20Activity, brc20Orders, listings } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import { insertTick, insertTransferInscription, whole } from '../brc20/testing/brc20TestRows';
import {
  hookTimeout,
  inscriptionIdOf,
  openMarket,
  seedInscription,
  testSeller,
  txidOf,
  type MarketUnderTest,
} from '../nft/testing/marketTestKit';

const seller = testSeller(91);

/**
 * A listing signed at `priceSats` without the builder's bounds (a wallet or script can sign any amount): what a
 * hostile seller would send. The inscription sits alone at `txidOf(n):0`.
 */
function signedAt(n: number, priceSats: bigint, value: bigint): string {
  const psbt = new bitcoin.Psbt({ network: networkParams('devnet') });
  psbt.addInput({
    hash: txidOf(n),
    index: 0,
    witnessUtxo: { script: seller.script, value },
    sighashType: sellerSighash,
  });
  psbt.addOutput({ script: seller.script, value: priceSats });
  psbt.signInput(0, seller.signer, [sellerSighash]);
  psbt.finalizeAllInputs();
  return psbt.toBase64();
}

const tooHigh = 2n ** 53n + 1n;
const everyBitcoin = 2_100_000_000_000_000n;

/** Prices are bounded for every listing kind, and no stored value can make a public read fail. */
describe.each(testDatabases)('listing prices ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let token: string;
  const rows = async () => ({
    listings: (await market.db.select({ n: count() }).from(listings))[0]?.n,
    activity: (await market.db.select({ n: count() }).from(activity))[0]?.n,
    orders: (await market.db.select({ n: count() }).from(brc20Orders))[0]?.n,
    brc20Activity: (await market.db.select({ n: count() }).from(brc20Activity))[0]?.n,
  });

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    token = await market.tokenFor(seller.address);
    await seedInscription(market.db, { n: 1, owner: seller.address });
    await seedInscription(market.db, { n: 2, owner: seller.address });
    await insertTick(market.db, 'ordi');
    await insertTransferInscription(market.db, {
      tick: 'ordi',
      ownerAddress: seller.address,
      n: 3,
      output: `${txidOf(3)}:0`,
      outputValue: 10_000n,
      amount: whole(10),
    });
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('refuses 2^53+1 sats and 21M BTC + 1 for NFTs and BRC-20 alike, saving nothing', async () => {
    const before = await rows();
    for (const price of [tooHigh, everyBitcoin + 1n]) {
      const nft = await market.call(
        '/btc/ordinals/list_for_sale',
        { inscription_id: inscriptionIdOf(1), psbt: signedAt(1, price, 10_000n) },
        token,
      );
      expect([nft.status, nft.body.code, nft.body.msg]).toEqual([
        400,
        errorCodes.listingRefused.code,
        'The listing price must be at most 21,000,000 BTC, every bitcoin there will ever be',
      ]);
      const token20 = await market.call(
        '/btc/brc_20/list_for_sale',
        { inscription_id: inscriptionIdOf(3), psbt: signedAt(3, price, 10_000n) },
        token,
      );
      expect([token20.status, token20.body.code]).toEqual([400, errorCodes.listingRefused.code]);
    }
    expect(await rows()).toEqual(before);
  });

  it('takes every bitcoin there will ever be, and every feed still answers it', async () => {
    const listed = await market.call(
      '/btc/ordinals/list_for_sale',
      { inscription_id: inscriptionIdOf(2), psbt: signedAt(2, everyBitcoin, 10_000n) },
      token,
    );
    expect(listed.body).toMatchObject({ code: 0, data: { sale_price: Number(everyBitcoin) } });
    const listed20 = await market.call(
      '/btc/brc_20/list_for_sale',
      { inscription_id: inscriptionIdOf(3), psbt: signedAt(3, everyBitcoin, 10_000n) },
      token,
    );
    expect(listed20.body.code).toBe(0);
    const reads: Array<[string, object]> = [
      ['/btc/ordinals/get_activity_list', {}],
      ['/btc/brc_20/get_activity_list', {}],
      ['/btc/ordinals/get_inscription_order_list', { inscription_id: inscriptionIdOf(2) }],
      ['/btc/brc_20/get_on_sale_order_list', { tick: 'ordi' }],
      ['/btc/brc_20/get_ticks', {}],
      ['/btc/brc_20/get_tick', { tick: 'ordi' }],
      ['/btc/ordinals/get_inscription_detail', { inscription_id: inscriptionIdOf(2) }],
    ];
    for (const [path, body] of reads) {
      const answer = await market.call(path, body);
      expect([path, answer.status, answer.body.code]).toEqual([path, 200, 0]);
    }
  });

  it('keeps an out-of-range price out of the database itself', async () => {
    await expect(
      market.db.insert(listings).values({
        inscriptionId: inscriptionIdOf(1),
        sellerAddress: seller.address,
        sellerPaymentAddress: seller.address,
        priceSats: tooHigh,
        sellerPsbt: 'x',
        txid: txidOf(1),
        vout: 0,
      }),
    ).rejects.toThrow();
  });
});
