import { buildListingPsbt, bytesToHex, listingMessages } from '@ordmarket/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import {
  hookTimeout,
  inscriptionIdOf,
  openMarket,
  seedInscription,
  seedListing,
  testSeller,
  txidOf,
  type MarketUnderTest,
} from './testing/marketTestKit';

const seller = testSeller(3);
const buyer = testSeller(4);
const inscriptionId = inscriptionIdOf(20);
/** What a buy adds to the order ids: the fee rate and the buyer's payment key. */
const payer = (wallet: { publicKey: Uint8Array }) => ({
  fee_rate: 2,
  public_key: bytesToHex(wallet.publicKey),
});

/** The seller's wallet signing a listing of their inscription's output, as unisat would. */
function signedListing(price: bigint, options: { txid?: string; finalize?: boolean } = {}): string {
  const psbt = buildListingPsbt({
    inscriptionOutput: { txid: options.txid ?? txidOf(20), vout: 0, value: 10_000n, script: seller.script },
    sellerPublicKey: seller.publicKey,
    priceSats: price,
    sellerReceiveAddress: seller.address,
    network: 'devnet',
  });
  psbt.signInput(0, seller.signer, [0x83]);
  if (options.finalize !== false) psbt.finalizeAllInputs();
  return psbt.toBase64();
}

describe.each(testDatabases)('listing, delisting and buying ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  let buyerToken: string;
  const list = (psbt: string, token = sellerToken) =>
    market.call('/btc/ordinals/list_for_sale', { inscription_id: inscriptionId, psbt }, token);

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    await seedInscription(market.db, { n: 20, owner: seller.address });
    sellerToken = await market.tokenFor(seller.address);
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000002');
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it("refuses listings that are not the owner's properly signed output, in the spec's words", async () => {
    const refused = async (psbt: string, token?: string) => {
      const { status, body } = await list(psbt, token);
      expect(status).toBe(400);
      expect(body.code).toBe(errorCodes.listingRefused.code);
      return body.msg;
    };
    expect(await refused(signedListing(50_000n), buyerToken)).toMatch(/^Only the owner of inscription/);
    expect(await refused(signedListing(50_000n, { finalize: false }))).toBe(listingMessages.notFinalized);
    expect(await refused(signedListing(50_000n, { txid: txidOf(21) }))).toBe(listingMessages.doesNotMatch);
    expect(await refused('definitely not a psbt')).toMatch(/^Invalid PSBT: /);
  });

  it('lists with a real signed PSBT, answers a retry with the same order and replaces it on a new price', async () => {
    const psbt = signedListing(50_000n);
    const first = await list(psbt);
    expect(first.body).toMatchObject({
      code: 0,
      data: { inscription_id: inscriptionId, seller_address: seller.address, sale_price: 50_000, status: 'on_list' },
    });
    const again = await list(psbt);
    expect(again.body.data).toEqual(first.body.data);
    const repriced = await list(signedListing(60_000n));
    expect(repriced.body.data).toMatchObject({ sale_price: 60_000, status: 'on_list' });
    const history = await market.call('/btc/ordinals/get_inscription_order_list', { inscription_id: inscriptionId });
    expect(history.body.data).toMatchObject({ total: 2, items: [{ status: 'on_list' }, { status: 'cancelled' }] });
    const detail = await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: inscriptionId });
    expect(detail.body.data).toMatchObject({ status: 'on_list', sale_price: 60_000 });
  });

  it('refuses buying your own inscription', async () => {
    const detail = await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: inscriptionId });
    const orderId = (detail.body.data as { order_id: string }).order_id;
    const own = await market.call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payer(seller) }, sellerToken);
    expect(own.body).toMatchObject({
      code: errorCodes.purchaseRefused.code,
      msg: 'You cannot buy your own inscription.',
    });
  });

  it('delists only for the seller, and a repeated delist answers the same cancelled order', async () => {
    const detail = await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: inscriptionId });
    const orderId = (detail.body.data as { order_id: string }).order_id;
    const stranger = await market.call('/btc/ordinals/delist_for_sale', { order_id: orderId }, buyerToken);
    expect(stranger.body.code).toBe(errorCodes.listingRefused.code);
    const delisted = await market.call('/btc/ordinals/delist_for_sale', { order_id: orderId }, sellerToken);
    expect(delisted.body).toMatchObject({ code: 0, data: { order_id: orderId, status: 'cancelled' } });
    const again = await market.call('/btc/ordinals/delist_for_sale', { inscription_id: inscriptionId }, sellerToken);
    expect(again.body.data).toEqual(delisted.body.data);
    const buy = await market.call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payer(buyer) }, buyerToken);
    expect(buy.body.msg).toMatch(/no longer for sale/);
  });

  it('completes no purchase nobody started, and a cancel by anyone else changes nothing', async () => {
    await seedInscription(market.db, { n: 31, owner: seller.address });
    const listed = await seedListing(market.db, { n: 31, seller: seller.address, price: 8000n });
    const unstarted = await market.call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: listed, psbt: 'cHNidP8=' },
      buyerToken,
    );
    expect(unstarted.body).toMatchObject({
      code: errorCodes.purchaseRefused.code,
      msg: 'There is no purchase of these inscriptions by your address to complete. Start it again.',
    });
    const notYours = await market.call('/btc/ordinals/cancel_buy_ordinals_list', { order_ids: [listed] }, sellerToken);
    expect(notYours.body).toMatchObject({ code: 0, data: { items: [{ order_id: listed, status: 'on_list' }] } });
    const cancelAgain = await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: listed }, buyerToken);
    expect(cancelAgain.body).toMatchObject({ code: 0, data: { status: 'on_list' } });
  });
});
