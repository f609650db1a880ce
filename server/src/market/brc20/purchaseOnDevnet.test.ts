import * as ecc from '@bitcoinerlab/secp256k1';
import { bitcoin, buildListingPsbt, decodePsbt, networkParams, witnessStack } from '@ordmarket/protocol';
import { ECPairFactory, type ECPairInterface } from 'ecpair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../chain/devnet/Devnet';
import type { DatabaseHandle } from '../../db/database';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { postJson, startTestServer } from '../../testing/startTestServer';
import { inscriptionIdOf, insertTick, insertTransferInscription, insertUser, whole } from './brc20TestRows';

const ECPair = ECPairFactory(ecc);
const params = networkParams('devnet');

function wallet(seed: number): { key: ECPairInterface; address: string; script: Uint8Array } {
  const key = ECPair.fromPrivateKey(new Uint8Array(32).fill(seed), { network: params });
  const payment = bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network: params });
  if (payment.address === undefined || payment.output === undefined) throw new Error('no p2wpkh address');
  return { key, address: payment.address, script: payment.output };
}

async function fund(devnet: Devnet, address: string, sats: bigint): Promise<{ txid: string; vout: number }> {
  const txid = await devnet.faucet(address, sats);
  const transaction = await devnet.transaction(txid);
  const vout = transaction?.vout.findIndex((output) => output.scriptpubkey_address === address) ?? -1;
  if (vout < 0) throw new Error('faucet paid elsewhere');
  return { txid, vout };
}

const reversedHash = (txid: string) => Buffer.from(txid, 'hex').reverse();

/**
 * A real purchase on the embedded chain: the seller's signed input and price output first (what
 * SINGLE|ANYONECANPAY fixed), then the buyer's funding input, the inscription to the buyer and change.
 */
describe.each(testDatabases)('a BRC-20 purchase checked on the devnet ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let devnet: Devnet;
  const seller = wallet(21);
  const buyer = wallet(22);
  const call = (path: string, body: unknown, headers: Record<string, string>) =>
    postJson(server.url, `/btc/brc_20/${path}`, body, headers);
  const signIn = async (address: string) => {
    const userId = await insertUser(database.db);
    return { authorization: `Bearer ${await server.services.tokens.issue({ userId, address })}` };
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    if (!server.services.devnet) throw new Error('the test server runs the devnet');
    devnet = server.services.devnet;
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('records the sale only for a transaction that spends the inscription and pays the seller', async () => {
    const inscriptionOutput = await fund(devnet, seller.address, 10_000n);
    const buyerCoin = await fund(devnet, buyer.address, 100_000n);
    await devnet.mine(1);
    await insertTick(database.db, 'ordi');
    await insertTransferInscription(database.db, {
      tick: 'ordi',
      ownerAddress: seller.address,
      n: 7,
      output: `${inscriptionOutput.txid}:${inscriptionOutput.vout}`,
      outputValue: 10_000n,
      amount: whole(250),
    });
    const listingPsbt = buildListingPsbt({
      inscriptionOutput: { ...inscriptionOutput, value: 10_000n, script: seller.script },
      sellerPublicKey: seller.key.publicKey,
      priceSats: 5_000n,
      sellerReceiveAddress: seller.address,
      network: 'devnet',
    });
    listingPsbt.signInput(0, seller.key, [0x83]);
    listingPsbt.finalizeAllInputs();
    const sellerAuth = await signIn(seller.address);
    const buyerAuth = await signIn(buyer.address);
    const listed = await call(
      'list_for_sale',
      { inscription_id: inscriptionIdOf(7), psbt: listingPsbt.toBase64() },
      sellerAuth,
    );
    const orderId = (listed.body.data as { order_id: string }).order_id;

    const unrelated = await call('buy_brc20_send_success', { order_id: orderId, txid: buyerCoin.txid }, buyerAuth);
    expect([unrelated.status, unrelated.body.code]).toEqual([400, 10040006]);
    expect(unrelated.body.msg).toContain('does not buy this listing');

    const signed = decodePsbt(listingPsbt.toBase64());
    const sellerWitness = witnessStack(signed.data.inputs[0]?.finalScriptWitness ?? new Uint8Array());
    const [sellerOutput] = signed.txOutputs;
    if (!sellerWitness || !sellerOutput) throw new Error('listing without witness or output');
    const purchase = new bitcoin.Transaction();
    purchase.version = signed.version;
    purchase.addInput(reversedHash(inscriptionOutput.txid), inscriptionOutput.vout, signed.txInputs[0]?.sequence);
    purchase.addInput(reversedHash(buyerCoin.txid), buyerCoin.vout);
    purchase.addOutput(sellerOutput.script, sellerOutput.value);
    purchase.addOutput(buyer.script, 10_000n);
    purchase.addOutput(buyer.script, 94_000n);
    purchase.setWitness(0, sellerWitness);
    const scriptCode = bitcoin.payments.p2pkh({ pubkey: buyer.key.publicKey }).output;
    if (!scriptCode) throw new Error('no script code');
    const hash = purchase.hashForWitnessV0(1, scriptCode, 100_000n, bitcoin.Transaction.SIGHASH_ALL);
    const signature = bitcoin.script.signature.encode(buyer.key.sign(hash), bitcoin.Transaction.SIGHASH_ALL);
    purchase.setWitness(1, [signature, buyer.key.publicKey]);
    const txid = await devnet.broadcast(purchase.toHex());

    const own = await call('buy_brc20_send_success', { order_id: orderId, txid }, sellerAuth);
    expect(own.body.msg).toBe('Owners cannot buy their own inscriptions.');
    const sent = await call('buy_brc20_send_success', { order_id: orderId, txid }, buyerAuth);
    expect(sent.body).toMatchObject({
      code: 0,
      data: { order_id: orderId, status: 'selling', txid, buyer_address: buyer.address, sold_at: null },
    });
    const retried = await call('buy_brc20_send_success', { order_id: orderId, txid }, buyerAuth);
    expect(retried.body.data).toEqual(sent.body.data);
    const other = await call('buy_brc20_send_success', { order_id: orderId, txid: buyerCoin.txid }, buyerAuth);
    expect(other.body.msg).toBe('This listing is selling and can no longer be bought.');
  }, 30_000);
});
