import {
  bitcoin,
  buildDummyUtxoPsbt,
  buildPurchasePsbt,
  bytesToHex,
  completeTransaction,
  type FeeOutput,
  type KeySpend,
  keySpendOf,
} from '@ordmarket/protocol';
import type { DemoWallet } from './demoWallet';
import type { SignedListing } from './sellerListing';
import { seedFeeRate, type InscriptionPlace, type WalletPurses } from './walletPurses';

/** The demo wallet signing the inputs it owns, as the app's wallets do: the PSBT back, finalized. */
function signInputs(psbt: bitcoin.Psbt, wallet: DemoWallet, inputs: readonly number[]): string {
  const signed = bitcoin.Psbt.fromBase64(psbt.toBase64());
  for (const index of inputs) {
    signed.signInput(index, wallet.psbtSigner);
    signed.finalizeInput(index);
  }
  return signed.toBase64();
}

const paymentOf = (wallet: DemoWallet): KeySpend => keySpendOf(wallet.address, bytesToHex(wallet.publicKey), 'devnet');

/** A first-time buyer's "prepare to buy" transaction: two dummy outputs for the purchase to consume. */
export async function prepareDummies(purses: WalletPurses, buyer: DemoWallet): Promise<void> {
  const { psbt } = buildDummyUtxoPsbt({
    payment: paymentOf(buyer),
    utxos: purses.utxos(buyer),
    count: 2,
    feeRate: seedFeeRate,
    network: 'devnet',
  });
  const signed = signInputs(
    psbt,
    buyer,
    psbt.data.inputs.map((_, index) => index),
  );
  await purses.broadcast(completeTransaction(psbt, signed));
}

export interface Purchase {
  readonly txid: string;
  /** Where the inscription sits now, owned by the buyer. */
  readonly place: InscriptionPlace;
}

/**
 * The buyer takes a listing with a real purchase transaction, made as the market makes one: the buyer signs its
 * dummies and payment, then the seller's signature is merged in; the royalty is its own output when there is one.
 */
export async function buyListing(
  purses: WalletPurses,
  buyer: DemoWallet,
  listing: SignedListing,
  royalty: FeeOutput | undefined,
): Promise<Purchase> {
  const dummies = purses.utxos(buyer).filter(({ value }) => value <= 1000n);
  if (dummies.length < 2) await prepareDummies(purses, buyer);
  const plan = buildPurchasePsbt({
    listings: [listing.purchase],
    buyer: {
      ordinalsAddress: buyer.address,
      payment: paymentOf(buyer),
      utxos: purses.utxos(buyer),
    },
    feeRate: seedFeeRate,
    network: 'devnet',
    ...(royalty === undefined ? {} : { royaltyFee: royalty }),
  });
  const sellers = plan.sellerInputs.map((index) => ({ index, witness: listing.purchase.listing.sellerWitness }));
  const tx = completeTransaction(plan.psbt, signInputs(plan.psbt, buyer, plan.buyerInputs), sellers);
  // Output 1 carries the inscription (after the merged dummies), as buildPurchasePsbt lays them out.
  const txid = await purses.broadcast(tx, new Set([1]));
  return {
    txid,
    place: { txid, vout: 1, value: tx.outs[1]?.value ?? listing.purchase.inscription.value, owner: buyer },
  };
}
