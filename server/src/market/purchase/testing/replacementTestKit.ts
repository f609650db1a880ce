import { bitcoin, equalBytes, hashFromTxid, outpointKey, spentOutpoint, type Outpoint } from '@ordmarket/protocol';
import type { Devnet } from '../../../chain/devnet/Devnet';
import type { taprootBuyer } from '../../nft/testing/purchaseTestKit';

// Test-only: what anyone watching the mempool can build once the market broadcasts a purchase.

type TaprootWallet = ReturnType<typeof taprootBuyer>;

/** A coin of a taproot wallet, as the devnet answers it. */
export interface WalletCoin {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
}

/** The broadcast purchase, decoded, and the input that spends a listed output in it. */
export async function publicPurchase(devnet: Devnet, txid: string, listed: Outpoint) {
  const hex = await devnet.transactionHex(txid);
  if (hex === undefined) throw new Error(`the devnet does not have ${txid}`);
  const tx = bitcoin.Transaction.fromHex(hex);
  const index = tx.ins.findIndex((input) => outpointKey(spentOutpoint(input)) === outpointKey(listed));
  const input = tx.ins[index];
  const payment = tx.outs[index];
  if (input === undefined || payment === undefined) throw new Error('the purchase does not spend the listed output');
  return { tx, index, input, payment };
}

/** Signs the inputs at `mine` with the wallet's taproot key (SIGHASH_DEFAULT), the others' witnesses left as they are. */
function signTaproot(
  tx: bitcoin.Transaction,
  mine: readonly number[],
  prevouts: readonly Prevout[],
  wallet: TaprootWallet,
) {
  const scripts = prevouts.map((prevout) => prevout.script);
  const values = prevouts.map((prevout) => prevout.value);
  for (const index of mine) {
    const hash = tx.hashForWitnessV1(index, scripts, values, bitcoin.Transaction.SIGHASH_DEFAULT);
    const signature = wallet.signer.signSchnorr?.(hash);
    if (signature === undefined) throw new Error('a taproot wallet signs schnorr');
    tx.setWitness(index, [signature]);
  }
}

interface Prevout {
  readonly script: Uint8Array;
  readonly value: bigint;
}

/**
 * A replacement of the market's purchase by `taker`, reusing the seller's signature from the broadcast purchase: the
 * seller is paid at the signed output, the inscription (after one of the taker's small coins) goes to the taker, the
 * change comes back, and the service fee and royalty outputs are simply left out. It pays `feeSats`, more than the
 * purchase, so a node with full RBF takes it in the purchase's place.
 */
export async function takeListing(
  devnet: Devnet,
  purchaseTxid: string,
  listed: Outpoint & { readonly value: bigint; readonly script: Uint8Array },
  taker: TaprootWallet,
  coins: { readonly small: WalletCoin; readonly funding: WalletCoin },
  feeSats: bigint,
): Promise<bitcoin.Transaction> {
  const purchase = await publicPurchase(devnet, purchaseTxid, listed);
  const tx = new bitcoin.Transaction();
  tx.version = purchase.tx.version;
  tx.locktime = purchase.tx.locktime;
  tx.addInput(hashFromTxid(coins.small.txid), coins.small.vout, 0xfffffffd);
  tx.addInput(purchase.input.hash, purchase.input.index, purchase.input.sequence);
  tx.addInput(hashFromTxid(coins.funding.txid), coins.funding.vout, 0xfffffffd);
  // Input 1 is the seller's, so its SINGLE signature pays them at output 1; output 0 takes the inscription's sats.
  tx.addOutput(taker.script, coins.small.value + listed.value);
  tx.addOutput(purchase.payment.script, purchase.payment.value);
  tx.addOutput(taker.script, coins.funding.value - purchase.payment.value - feeSats);
  tx.setWitness(1, purchase.input.witness);
  const prevouts = [
    { script: taker.script, value: coins.small.value },
    { script: listed.script, value: listed.value },
    { script: taker.script, value: coins.funding.value },
  ];
  signTaproot(tx, [0, 2], prevouts, taker);
  return tx;
}

/**
 * The buyer's own fee bump of the purchase: the same inputs and outputs, `extraFee` taken from the change (the last
 * output), the buyer's inputs signed again; the sellers' signatures still hold, their outputs untouched.
 */
export async function bumpFee(
  devnet: Devnet,
  purchaseTxid: string,
  prevouts: ReadonlyMap<string, Prevout>,
  buyer: TaprootWallet,
  extraFee: bigint,
): Promise<bitcoin.Transaction> {
  const hex = await devnet.transactionHex(purchaseTxid);
  if (hex === undefined) throw new Error(`the devnet does not have ${purchaseTxid}`);
  const tx = bitcoin.Transaction.fromHex(hex);
  const change = tx.outs.at(-1);
  if (change === undefined) throw new Error('no change to bump from');
  change.value -= extraFee;
  const spent = tx.ins.map((input) => {
    const prevout = prevouts.get(outpointKey(spentOutpoint(input)));
    if (prevout === undefined) throw new Error('an input of the purchase is unknown');
    return prevout;
  });
  const buyers = spent.flatMap((prevout, index) => (equalBytes(prevout.script, buyer.script) ? [index] : []));
  signTaproot(tx, buyers, spent, buyer);
  return tx;
}
