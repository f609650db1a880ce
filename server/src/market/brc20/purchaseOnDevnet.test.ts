import { bitcoin, buildListingPsbt, networkParams } from '@ordmarket/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brc20Activity, brc20Balances, brc20Orders, brc20TransferInscriptions } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../nft/testing/marketTestKit';
import {
  devnetOf,
  fundWith,
  inscribeFor,
  mineAndIndex,
  payerOf,
  signAsWallet,
  taprootBuyer,
} from '../nft/testing/purchaseTestKit';
import { splitOutput } from './listTransferInscription';

const seller = testSeller(61);
const buyer = taprootBuyer(62);
const stranger = taprootBuyer(63);
const brc20 = (fields: Record<string, string>) => JSON.stringify({ p: 'brc-20', ...fields });

interface Bought {
  order: { order_id: string; status: string };
  psbt: string;
  buyer_inputs: number[];
  network_fee: number;
  service_fee_sta: number;
  service_received_addr: string | null;
  total: number;
}

/**
 * BRC-20 purchases on the embedded chain with real inscriptions: a deploy, a mint and transfer inscriptions the
 * indexer reads, listed with real seller signatures and bought through the same held, server-merged purchase as NFTs.
 */
describe.each(testDatabases)('buying BRC-20 on the devnet ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  let buyerToken: string;
  let strangerToken: string;

  /** A transfer inscription of `amount` ordi held by the seller, listed at `price`; answers the order id. */
  async function listTransfer(amount: string, price: bigint): Promise<{ orderId: string; inscriptionId: string }> {
    const inscriptionId = await inscribeFor(market, seller, brc20({ op: 'transfer', tick: 'ordi', amt: amount }));
    const [transfer] = await market.db
      .select()
      .from(brc20TransferInscriptions)
      .where(eq(brc20TransferInscriptions.inscriptionId, inscriptionId));
    if (!transfer) throw new Error('the transfer inscription was not indexed');
    const psbt = buildListingPsbt({
      inscriptionOutput: { ...splitOutput(transfer.output), value: transfer.outputValue, script: seller.script },
      sellerPublicKey: seller.publicKey,
      priceSats: price,
      sellerReceiveAddress: seller.address,
      network: 'devnet',
    });
    psbt.signInput(0, seller.signer, [0x83]);
    psbt.finalizeAllInputs();
    const listed = await market.call(
      '/btc/brc_20/list_for_sale',
      { inscription_id: inscriptionId, psbt: psbt.toBase64() },
      sellerToken,
    );
    const orderId = (listed.body.data as { order_id?: string } | null)?.order_id;
    if (orderId === undefined) throw new Error(`listing refused: ${listed.body.msg}`);
    return { orderId, inscriptionId };
  }

  const orderOf = async (orderId: string) => {
    const [row] = await market.db.select().from(brc20Orders).where(eq(brc20Orders.id, orderId));
    return row;
  };

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000061');
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000062');
    strangerToken = await market.tokenFor(stranger.address, '00000000-0000-4000-8000-000000000063');
    await inscribeFor(market, seller, brc20({ op: 'deploy', tick: 'ordi', max: '21000000', lim: '1000' }));
    await inscribeFor(market, seller, brc20({ op: 'mint', tick: 'ordi', amt: '1000' }));
    await fundWith(market, buyer, [600n, 600n, 400_000n]);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('sells a transfer inscription through a held, server-merged purchase; only its buyer can finish it', async () => {
    const { orderId, inscriptionId } = await listTransfer('250', 50_000n);
    const started = await market.call('/btc/brc_20/buy_brc20', { order_id: orderId, ...payerOf(buyer) }, buyerToken);
    expect(started.body).toMatchObject({ code: 0, data: { order: { order_id: orderId, status: 'selling' } } });
    const purchase = started.body.data as Bought;
    expect(purchase.service_fee_sta).toBe(1_000);
    expect(purchase.total).toBe(50_000 + 1_000 + purchase.network_fee);

    // Another trader holding the buyer's signed PSBT cannot finish the buyer's purchase.
    const signed = signAsWallet(buyer, purchase);
    const hijack = await market.call(
      '/btc/brc_20/buy_brc20_send_success',
      { order_id: orderId, psbt: signed },
      strangerToken,
    );
    expect(hijack.body.code).toBe(errorCodes.purchaseRefused.code);
    const own = await market.call('/btc/brc_20/buy_brc20', { order_id: orderId, ...payerOf(seller) }, sellerToken);
    expect(own.body.msg).toBe('You cannot buy your own inscription.');

    const finished = await market.call(
      '/btc/brc_20/buy_brc20_send_success',
      { order_id: orderId, psbt: signed },
      buyerToken,
    );
    expect(finished.body).toMatchObject({ code: 0, data: { order: { status: 'selling' } } });
    const txid = (finished.body.data as { txid: string }).txid;
    await mineAndIndex(market);

    expect(await orderOf(orderId)).toMatchObject({ status: 'sold', buyerAddress: buyer.address, txid });
    const [held] = await market.db
      .select()
      .from(brc20Balances)
      .where(and(eq(brc20Balances.tick, 'ordi'), eq(brc20Balances.address, buyer.address)));
    expect(held?.available).toBe(250n * 10n ** 18n);
    const sales = await market.db
      .select()
      .from(brc20Activity)
      .where(and(eq(brc20Activity.kind, 'sale'), eq(brc20Activity.inscriptionId, inscriptionId)));
    expect(sales).toMatchObject([{ fromAddress: seller.address, toAddress: buyer.address, priceSats: 50_000n, txid }]);
    const sellerCoins = await devnetOf(market).addressUtxos(seller.address);
    expect(sellerCoins).toContainEqual(expect.objectContaining({ txid, value: 50_000 }));
  }, 90_000);

  it("never counts a seller's transfer to themselves as a sale, whatever it pays them", async () => {
    const { orderId } = await listTransfer('100', 5_000n);
    const [transfer] = await market.db
      .select()
      .from(brc20TransferInscriptions)
      .where(eq(brc20TransferInscriptions.ownerAddress, seller.address));
    if (!transfer) throw new Error('no transfer inscription');
    // The seller moves the inscription to themselves, paying themselves more than the price at the signed index.
    const { txid, vout } = splitOutput(transfer.output);
    const selfTransfer = new bitcoin.Psbt({ network: networkParams('devnet') });
    selfTransfer.addInput({
      hash: txid,
      index: vout,
      witnessUtxo: { script: seller.script, value: transfer.outputValue },
    });
    selfTransfer.addOutput({ script: seller.script, value: transfer.outputValue - 500n });
    selfTransfer.signInput(0, seller.signer);
    selfTransfer.finalizeAllInputs();
    await devnetOf(market).broadcast(selfTransfer.extractTransaction().toHex());
    await mineAndIndex(market);
    expect(await orderOf(orderId)).toMatchObject({ status: 'invalid', buyerAddress: null });
    const reported = await market.call(
      '/btc/brc_20/buy_brc20_send_success',
      { order_id: orderId, psbt: selfTransfer.toBase64() },
      strangerToken,
    );
    expect(reported.body.code).toBe(errorCodes.purchaseRefused.code);
    expect((await orderOf(orderId))?.status).toBe('invalid');
  }, 90_000);
});
