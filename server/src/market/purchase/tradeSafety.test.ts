import { bitcoin, buildListingPsbt, bytesToHex, decodePsbt, networkParams, witnessStack } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, collections, inscriptions, listings } from '../../db/schema';
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

const seller = testSeller(71);
const buyer = taprootBuyer(72);
const royaltyTo = testSeller(73);

interface Started {
  psbt: string;
  buyer_inputs: number[];
  royalty_fee_sta: number;
  royalty_received_addr: string | null;
  service_fee_sta: number;
}

/**
 * The seller's signature never leaves the server: a whole trading session (list, buy, cancel, buy again, sweep,
 * reads) is recorded, and no answer carries a seller's signature in any encoding. A buyer's saved PSBT is worth
 * nothing without the market, and nothing a buyer changes in it reaches the chain.
 */
describe.each(testDatabases)('trading you can trust ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  let buyerToken: string;
  const answers: string[] = [];
  /** Every seller signature made in this suite, in every encoding an answer could carry it. */
  const secrets: string[] = [];

  const call = async (path: string, body: unknown, token?: string) => {
    const answer = await market.call(path, body, token);
    answers.push(JSON.stringify(answer.body));
    return answer;
  };

  async function list(inscriptionId: string, price: bigint): Promise<string> {
    const [row] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    if (!row) throw new Error('not indexed');
    const psbt = buildListingPsbt({
      inscriptionOutput: { txid: row.txid, vout: row.vout, value: row.value, script: seller.script },
      sellerPublicKey: seller.publicKey,
      priceSats: price,
      sellerReceiveAddress: seller.address,
      network: 'devnet',
    });
    psbt.signInput(0, seller.signer, [0x83]);
    psbt.finalizeAllInputs();
    const base64 = psbt.toBase64();
    const [signature] = witnessStack(decodePsbt(base64).data.inputs[0]?.finalScriptWitness ?? new Uint8Array()) ?? [];
    if (!signature) throw new Error('no signature');
    secrets.push(base64, psbt.toHex(), bytesToHex(signature), Buffer.from(signature).toString('base64'));
    const listed = await call(
      '/btc/ordinals/list_for_sale',
      { inscription_id: inscriptionId, psbt: base64 },
      sellerToken,
    );
    const orderId = (listed.body.data as { order_id?: string } | null)?.order_id;
    if (orderId === undefined) throw new Error(`listing refused: ${listed.body.msg}`);
    return orderId;
  }

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000071');
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000072');
    await market.db.insert(collections).values({
      id: 'trusted',
      name: 'Trusted',
      royaltyFeeBps: 500,
      royaltyAddress: royaltyTo.address,
    });
    await fundWith(market, buyer, [600n, 600n, 600n, 600n, 600n, 600n, 2_000_000n]);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('runs a whole session of trades without one answer carrying a seller signature', async () => {
    const ids = [];
    for (const body of ['one', 'two', 'three', 'four']) ids.push(await inscribeFor(market, seller, `trusted ${body}`));
    for (const id of ids)
      await market.db.update(inscriptions).set({ collectionId: 'trusted' }).where(eq(inscriptions.inscriptionId, id));
    const [first = '', ...rest] = await Promise.all(ids.map((id, n) => list(id, 30_000n + BigInt(n) * 1_000n)));

    const started = await call('/btc/ordinals/buy_ordinals', { order_id: first, ...payerOf(buyer) }, buyerToken);
    expect(started.body.code).toBe(0);
    const purchase = started.body.data as Started;
    expect(purchase).toMatchObject({
      royalty_fee_sta: 1_500,
      royalty_received_addr: royaltyTo.address,
      service_fee_sta: 600,
    });
    await call('/btc/ordinals/cancel_buy_ordinals', { order_id: first }, buyerToken);
    const again = await call('/btc/ordinals/buy_ordinals', { order_id: first, ...payerOf(buyer) }, buyerToken);
    await call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: first, psbt: signAsWallet(buyer, again.body.data as Started) },
      buyerToken,
    );
    await mineAndIndex(market);
    const sweep = await call('/btc/ordinals/buy_ordinals_list', { order_ids: rest, ...payerOf(buyer) }, buyerToken);
    expect(sweep.body.code).toBe(0);
    await call('/btc/ordinals/get_purchase_quote', { inscription_ids: ids, ...payerOf(buyer) }, buyerToken);
    await call(
      '/btc/ordinals/buy_ordinals_list_send_success',
      { order_ids: rest, psbt: signAsWallet(buyer, sweep.body.data as Started) },
      buyerToken,
    );
    await mineAndIndex(market);
    for (const id of ids) {
      await call('/btc/ordinals/get_inscription_detail', { inscription_id: id }, buyerToken);
      await call('/btc/ordinals/get_inscription_order_list', { inscription_id: id });
    }
    await call('/btc/ordinals/get_collection_order_list', { collection_id: 'trusted' });
    await call('/btc/ordinals/get_collection_inscription_list', { collection_id: 'trusted' });
    await call('/btc/ordinals/get_activity_list', {});

    expect(answers.length).toBeGreaterThan(15);
    expect(secrets).toHaveLength(16);
    for (const answer of answers) for (const secret of secrets) expect(answer).not.toContain(secret);
    // Every one of the four sold, each paying its royalty to the creator.
    const rows = await market.db.select().from(listings).where(eq(listings.collectionId, 'trusted'));
    expect(rows.map((row) => row.status)).toEqual(['sold', 'sold', 'sold', 'sold']);
    const royalties = await devnetOf(market).addressUtxos(royaltyTo.address);
    expect(royalties.reduce((sum, coin) => sum + coin.value, 0)).toBe(1_500 + 1_550 + 1_600 + 1_650);
  }, 120_000);

  it('leaves a saved buyer PSBT from a cancelled purchase useless once the seller delists', async () => {
    const inscriptionId = await inscribeFor(market, seller, 'saved psbt');
    const orderId = await list(inscriptionId, 25_000n);
    const started = await call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(buyer) }, buyerToken);
    const saved = signAsWallet(buyer, started.body.data as Started);
    await call('/btc/ordinals/cancel_buy_ordinals', { order_id: orderId }, buyerToken);
    const delisted = await call('/btc/ordinals/delist_for_sale', { order_id: orderId }, sellerToken);
    expect(delisted.body).toMatchObject({ code: 0, data: { status: 'cancelled' } });

    const viaMarket = await call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: saved },
      buyerToken,
    );
    expect(viaMarket.body.code).toBe(errorCodes.purchaseRefused.code);
    const rebuy = await call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(buyer) }, buyerToken);
    expect(rebuy.body.code).toBe(errorCodes.purchaseRefused.code);
    // On its own the saved PSBT lacks the seller's signature: no node takes it.
    const alone = bitcoin.Psbt.fromBase64(saved, { network: networkParams('devnet') });
    expect(() => alone.extractTransaction(true)).toThrow();
    const tx = bitcoin.Transaction.fromBuffer(alone.data.globalMap.unsignedTx.toBuffer());
    alone.data.inputs.forEach((input, index) => {
      const stack = input.finalScriptWitness ? witnessStack(input.finalScriptWitness) : undefined;
      if (stack) tx.setWitness(index, stack);
    });
    await expect(devnetOf(market).broadcast(tx.toHex())).rejects.toThrow();
    await mineAndIndex(market);
    const [row] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(row?.status).toBe('cancelled');
    const sales = await market.db.select().from(activity).where(eq(activity.inscriptionId, inscriptionId));
    expect(sales.map((entry) => entry.kind)).not.toContain('sale');
  }, 90_000);

  it('refuses a purchase whose buyer dropped the royalty or lowered the service fee, before anything is broadcast', async () => {
    const inscriptionId = await inscribeFor(market, seller, 'tampered');
    await market.db
      .update(inscriptions)
      .set({ collectionId: 'trusted' })
      .where(eq(inscriptions.inscriptionId, inscriptionId));
    const orderId = await list(inscriptionId, 40_000n);
    const started = await call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(buyer) }, buyerToken);
    const purchase = started.body.data as Started;
    const tampered = (change: (outputs: Array<{ script: Uint8Array; value: bigint }>) => void) => {
      const original = bitcoin.Psbt.fromBase64(purchase.psbt, { network: networkParams('devnet') });
      const outputs = original.txOutputs.map((out) => ({ script: out.script, value: out.value }));
      change(outputs);
      const psbt = new bitcoin.Psbt({ network: networkParams('devnet') });
      original.txInputs.forEach((input, index) => psbt.addInput({ ...input, ...(original.data.inputs[index] ?? {}) }));
      for (const out of outputs) psbt.addOutput(out);
      return signAsWallet(buyer, { psbt: psbt.toBase64(), buyer_inputs: purchase.buyer_inputs });
    };
    const royaltyScript = bitcoin.address.toOutputScript(royaltyTo.address, networkParams('devnet'));
    const noRoyalty = tampered((outputs) => {
      const at = outputs.findIndex((out) => Buffer.from(out.script).equals(Buffer.from(royaltyScript)));
      outputs.splice(at, 1);
    });
    const lowerFee = tampered((outputs) => {
      const fee = outputs.find((out) => out.value === BigInt(purchase.service_fee_sta));
      if (fee) fee.value = 1n;
    });
    for (const psbt of [noRoyalty, lowerFee]) {
      const refused = await call('/btc/ordinals/buy_ordinals_send_success', { order_id: orderId, psbt }, buyerToken);
      expect(refused.body).toMatchObject({
        code: errorCodes.purchaseRefused.code,
        msg: 'The signed transaction is not the one the market built for you. Sign it as you received it, without changes.',
      });
    }
    const [held] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(held).toMatchObject({ status: 'selling', purchaseTxid: null });
    const [inscription] = await market.db
      .select()
      .from(inscriptions)
      .where(eq(inscriptions.inscriptionId, inscriptionId));
    const spends = await devnetOf(market).outspends(inscription?.txid ?? '');
    expect(spends?.[inscription?.vout ?? 0]?.spent).toBe(false);
    // The untouched purchase still goes through.
    const honest = await call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: signAsWallet(buyer, purchase) },
      buyerToken,
    );
    expect(honest.body.code).toBe(0);
  }, 90_000);
});
