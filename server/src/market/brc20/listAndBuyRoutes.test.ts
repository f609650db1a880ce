import { serverCurve } from '../../crypto/serverCurve';
import { bitcoin, buildListingPsbt, bytesToHex, networkParams } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { ECPairFactory } from 'ecpair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenFor } from '../../auth/testing/testSession';
import type { DatabaseHandle } from '../../db/database';
import { brc20Activity } from '../../db/schema';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { postJson, startTestServer } from '../../testing/startTestServer';
import { taprootBuyer } from '../nft/testing/purchaseTestKit';
import { inscriptionIdOf, insertTick, insertTransferInscription, insertUser, whole } from './testing/brc20TestRows';

const ECPair = ECPairFactory(serverCurve);
const params = networkParams('devnet');
const sellerKey = ECPair.fromPrivateKey(new Uint8Array(32).fill(11), { network: params });
const seller = bitcoin.payments.p2wpkh({ pubkey: sellerKey.publicKey, network: params }).address ?? '';
const buyerWallet = taprootBuyer(33);
const buyer = buyerWallet.address;
const payer = { fee_rate: 2, public_key: bytesToHex(buyerWallet.publicKey) };
const outputTxid = 'ab'.repeat(32);

/** A real seller listing: the inscription's output as the input, the price to the seller, signed SINGLE|ANYONECANPAY. */
function signedListing(priceSats: bigint): string {
  const psbt = buildListingPsbt({
    inscriptionOutput: {
      txid: outputTxid,
      vout: 0,
      value: 546n,
      script: bitcoin.address.toOutputScript(seller, params),
    },
    sellerPublicKey: sellerKey.publicKey,
    priceSats,
    sellerReceiveAddress: seller,
    network: 'devnet',
  });
  psbt.signInput(0, sellerKey, [0x83]);
  psbt.finalizeAllInputs();
  return psbt.toBase64();
}

describe.each(testDatabases)('BRC-20 trading over HTTP ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let sellerAuth: Record<string, string>;
  let buyerAuth: Record<string, string>;
  const inscriptionId = inscriptionIdOf(0xab);
  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(server.url, `/btc/brc_20/${path}`, body, headers);

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    const signIn = async (address: string) => {
      const userId = await insertUser(database.db);
      return { authorization: `Bearer ${await sessionTokenFor(server.services, { userId, address })}` };
    };
    sellerAuth = await signIn(seller);
    buyerAuth = await signIn(buyer);
    await insertTick(database.db, 'ordi');
    await insertTransferInscription(database.db, {
      tick: 'ordi',
      ownerAddress: seller,
      n: 0xab,
      output: `${outputTxid}:0`,
      amount: whole(500),
    });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('refuses to list what is not a known transfer inscription of the caller', async () => {
    const unknown = await call(
      'list_for_sale',
      { inscription_id: inscriptionIdOf(1), psbt: signedListing(1000n) },
      sellerAuth,
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, 10040001]);
    const notOwner = await call(
      'list_for_sale',
      { inscription_id: inscriptionId, psbt: signedListing(1000n) },
      buyerAuth,
    );
    expect([notOwner.status, notOwner.body.code, notOwner.body.msg]).toEqual([
      400,
      10040005,
      'Only the owner of this transfer inscription can list it.',
    ]);
    const garbage = await call('list_for_sale', { inscription_id: inscriptionId, psbt: 'not a psbt' }, sellerAuth);
    expect([garbage.status, garbage.body.code]).toEqual([400, 10040005]);
    expect(garbage.body.msg).toMatch(/^Invalid PSBT: /);
    const visitor = await call('list_for_sale', { inscription_id: inscriptionId, psbt: signedListing(1000n) });
    expect([visitor.status, visitor.body.code]).toEqual([401, 10180006]);
  });

  it('lists, re-lists idempotently, re-prices, sells to nobody yet and delists', async () => {
    const listed = await call(
      'list_for_sale',
      { inscription_id: inscriptionId, psbt: signedListing(10_000n) },
      sellerAuth,
    );
    expect(listed.body).toMatchObject({
      code: 0,
      data: {
        inscription_id: inscriptionId,
        tick: 'ordi',
        amount: '500',
        price: 10_000,
        unit_price: '20',
        status: 'on_list',
      },
    });
    const orderId = (listed.body.data as { order_id: string }).order_id;
    const again = await call(
      'list_for_sale',
      { inscription_id: inscriptionId, psbt: signedListing(10_000n) },
      sellerAuth,
    );
    expect(again.body.data).toEqual(listed.body.data);
    const repriced = await call(
      'list_for_sale',
      { inscription_id: inscriptionId, psbt: signedListing(5_000n) },
      sellerAuth,
    );
    expect(repriced.body.data).toMatchObject({ order_id: orderId, price: 5_000, unit_price: '10' });
    const onSale = await call('get_on_sale_order_list', { tick: 'ordi' });
    expect(onSale.body.data).toMatchObject({ total: 1, items: [{ order_id: orderId, price: 5_000 }] });

    const sellerPayer = { fee_rate: 2, public_key: bytesToHex(sellerKey.publicKey) };
    const own = await call('buy_brc20', { order_id: orderId, ...sellerPayer }, sellerAuth);
    expect([own.status, own.body.code, own.body.msg]).toEqual([400, 10040006, 'You cannot buy your own inscription.']);
    // A buyer without coins is told what to do first; nothing is held, and no answer carries the seller's PSBT.
    const unfunded = await call('buy_brc20', { order_id: orderId, ...payer }, buyerAuth);
    expect([unfunded.status, unfunded.body.code]).toEqual([200, 10040008]);
    expect(JSON.stringify(unfunded.body)).not.toContain(signedListing(5_000n));
    const cancelled = await call('cancel_buy_brc20', { order_id: orderId }, buyerAuth);
    expect(cancelled.body).toMatchObject({ code: 0, data: { order_id: orderId, status: 'on_list' } });
    const nothingToFinish = await call('buy_brc20_send_success', { order_id: orderId, psbt: 'cHNidP8=' }, buyerAuth);
    expect(nothingToFinish.body).toMatchObject({
      code: 10040006,
      msg: 'There is no purchase of these inscriptions by your address to complete. Start it again.',
    });

    const stranger = await call('delist_for_sale', { order_id: orderId }, buyerAuth);
    expect([stranger.status, stranger.body.code]).toEqual([400, 10040005]);
    const delisted = await call('delist_for_sale', { order_id: orderId }, sellerAuth);
    expect(delisted.body).toMatchObject({ code: 0, data: { status: 'cancelled' } });
    const retried = await call('delist_for_sale', { order_id: orderId }, sellerAuth);
    expect(retried.body).toMatchObject({ code: 0, data: { status: 'cancelled' } });
    const late = await call('buy_brc20', { order_id: orderId, ...payer }, buyerAuth);
    expect([late.body.code, late.body.msg]).toEqual([
      10040006,
      `This inscription is no longer for sale (order ${orderId} is cancelled).`,
    ]);

    const activity = await database.db
      .select({ kind: brc20Activity.kind, price: brc20Activity.priceSats })
      .from(brc20Activity)
      .where(eq(brc20Activity.orderId, orderId));
    expect(activity.map((row) => row.kind).sort()).toEqual(['delist', 'list', 'list']);
    const history = await call('get_inscription_order_list', { inscription_id: inscriptionId });
    expect(history.body.data).toMatchObject({ total: 1, items: [{ status: 'cancelled' }] });
  });

  it('answers orderNotFound for orders that do not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const path of ['delist_for_sale', 'cancel_buy_brc20']) {
      const { status, body } = await call(path, { order_id: id }, buyerAuth);
      expect([path, status, body.code]).toEqual([path, 404, 10040003]);
    }
    const bought = await call('buy_brc20', { order_id: id, ...payer }, buyerAuth);
    expect([bought.status, bought.body.code]).toEqual([404, 10040003]);
    const sent = await call('buy_brc20_send_success', { order_id: id, psbt: 'cHNidP8=' }, buyerAuth);
    expect([sent.status, sent.body.code]).toEqual([404, 10040003]);
  });
});
