import { createHash } from 'node:crypto';
import { serverCurve } from '../../../crypto/serverCurve';
import { bitcoin, buildListingPsbt, bytesToHex, networkParams } from '@ordmarket/protocol';
import type { Devnet } from '../../../chain/devnet/Devnet';
import { reveal, text } from '../../../indexer/testing/indexerTestKit';
import type { MarketUnderTest, testSeller } from './marketTestKit';

type TestWallet = ReturnType<typeof testSeller>;

/** A devnet taproot key, as unisat holds one: its address, its public key as the wallet reports it, a signer. */
export function taprootBuyer(seed: number): TestWallet {
  const privateKey = Uint8Array.from(
    createHash('sha256')
      .update(Uint8Array.of(seed, 0x7a, 0x9f))
      .digest(),
  );
  const publicKey = serverCurve.pointFromScalar(privateKey, true);
  if (!publicKey) throw new Error('bad test key');
  const internalPubkey = publicKey.subarray(1);
  const payment = bitcoin.payments.p2tr({ internalPubkey, network: networkParams('devnet') });
  if (!payment.address || !payment.output) throw new Error('no p2tr address');
  // BIP341 key-path signing: the key with an even Y, plus the tweak of an empty script tree.
  const even = publicKey[0] === 0x02 ? privateKey : serverCurve.privateNegate(privateKey);
  const tweaked = serverCurve.privateAdd(even, bitcoin.crypto.taggedHash('TapTweak', internalPubkey));
  const tweakedPublic = tweaked && serverCurve.pointFromScalar(tweaked, true);
  if (!tweaked || !tweakedPublic) throw new Error('bad tweak');
  const signer: bitcoin.Signer = {
    publicKey: tweakedPublic,
    sign: (hash) => serverCurve.sign(hash, tweaked),
    signSchnorr: (hash) => serverCurve.signSchnorr(hash, tweaked),
  };
  return { address: payment.address, script: payment.output, publicKey, signer };
}

/** The devnet the test market reads (its own, or its upstream's): where purchases land and blocks are mined. */
export function devnetOf(market: MarketUnderTest): Devnet {
  const { devnet } = (market.upstream ?? market).server.services;
  if (!devnet) throw new Error('the test server runs the devnet');
  return devnet;
}

/** Mines a block and waits until the indexer applied it (the upstream's too, when the market reads another's). */
export async function mineAndIndex(market: MarketUnderTest): Promise<void> {
  await devnetOf(market).mine(1);
  await market.upstream?.server.services.indexer.syncToTip();
  await market.server.services.indexer.syncToTip();
}

/** Inscribes `body` into its own output of `owner` (10,000 sats unless told), mined and indexed; answers its id. */
export async function inscribeFor(
  market: MarketUnderTest,
  owner: TestWallet,
  body: string,
  postage = 10_000n,
): Promise<string> {
  const { txid } = await reveal(devnetOf(market), [text(body)], [{ ...owner, value: postage }]);
  await mineAndIndex(market);
  return `${txid}i0`;
}

/**
 * The owner lists the inscription (sitting at `txid:0` on `postage` sats, as inscribeFor left it) with a
 * SINGLE|ANYONECANPAY signature; answers the order id.
 */
export async function listSigned(
  market: MarketUnderTest,
  seller: TestWallet,
  sellerToken: string,
  inscriptionId: string,
  price: bigint,
  postage = 10_000n,
): Promise<string> {
  const psbt = buildListingPsbt({
    inscriptionOutput: { txid: inscriptionId.slice(0, 64), vout: 0, value: postage, script: seller.script },
    sellerPublicKey: seller.publicKey,
    priceSats: price,
    sellerReceiveAddress: seller.address,
    network: 'devnet',
  });
  psbt.signInput(0, seller.signer, [0x83]);
  psbt.finalizeAllInputs();
  const listed = await market.call(
    '/btc/ordinals/list_for_sale',
    { inscription_id: inscriptionId, psbt: psbt.toBase64() },
    sellerToken,
  );
  const orderId = (listed.body.data as { order_id?: string } | null)?.order_id;
  if (orderId === undefined) throw new Error(`listing refused: ${listed.body.msg}`);
  return orderId;
}

/** Faucet payments of each amount to `wallet`, mined and indexed (amounts ≤ 1000 sats become dummies). */
export async function fundWith(market: MarketUnderTest, wallet: TestWallet, amounts: readonly bigint[]) {
  for (const sats of amounts) await devnetOf(market).faucet(wallet.address, sats);
  await mineAndIndex(market);
}

/** The wallet signing the inputs it was asked to, finalized, as UniSat and the devnet wallet answer: base64. */
export function signAsWallet(wallet: TestWallet, answer: { psbt: string; buyer_inputs: number[] }): string {
  const psbt = bitcoin.Psbt.fromBase64(answer.psbt, { network: networkParams('devnet') });
  for (const index of answer.buyer_inputs) {
    psbt.signInput(index, wallet.signer);
    psbt.finalizeInput(index);
  }
  return psbt.toBase64();
}

/** The payer fields of a buy or preparation: the wallet's key at a fee rate of 2 sats/vB. */
export const payerOf = (wallet: { publicKey: Uint8Array }) => ({
  fee_rate: 2,
  public_key: bytesToHex(wallet.publicKey),
});

/** A first-time buyer's dummies, prepared, signed, sent through the market and mined; answers the dummy txid. */
export async function prepareDummiesFor(
  market: MarketUnderTest,
  wallet: TestWallet,
  token: string,
  count = 2,
): Promise<string> {
  const prepared = await market.call('/btc/ordinals/prepare_dummy_utxos', { count, ...payerOf(wallet) }, token);
  const data = prepared.body.data as { transaction_id: string; psbt: string; buyer_inputs: number[] } | null;
  if (!data) throw new Error(`dummies refused: ${prepared.body.msg}`);
  const sent = await market.call(
    '/btc/ordinals/send_dummy_utxos',
    { transaction_id: data.transaction_id, psbt: signAsWallet(wallet, data) },
    token,
  );
  const txid = (sent.body.data as { txid?: string } | null)?.txid;
  if (txid === undefined) throw new Error(`dummies not sent: ${sent.body.msg}`);
  await mineAndIndex(market);
  return txid;
}

/**
 * Buys one listing as `wallet` would: starts the purchase, signs the answered PSBT's buyer inputs and hands it back;
 * answers the transaction id the market sent. Fails the test, with the market's message, at a refused step.
 */
export async function buyListing(
  market: MarketUnderTest,
  wallet: TestWallet,
  token: string,
  orderId: string,
): Promise<string> {
  const bought = await market.call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(wallet) }, token);
  if (bought.body.code !== 0) throw new Error(`buying refused: ${bought.body.msg}`);
  const sent = await market.call(
    '/btc/ordinals/buy_ordinals_send_success',
    { order_id: orderId, psbt: signAsWallet(wallet, bought.body.data as { psbt: string; buyer_inputs: number[] }) },
    token,
  );
  if (sent.body.code !== 0) throw new Error(`the signed purchase was refused: ${sent.body.msg}`);
  return (sent.body.data as { txid: string }).txid;
}
