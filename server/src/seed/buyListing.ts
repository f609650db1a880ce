import { buildDummyUtxoPsbt, buildPurchasePsbt, type bitcoin, type FeeOutput } from '@ordmarket/protocol';
import type { DemoWallet } from './demoWallet';
import type { SignedListing } from './sellerListing';
import { seedFeeRate, type InscriptionPlace, type WalletPurses } from './walletPurses';

function signAll(psbt: bitcoin.Psbt, wallet: DemoWallet, inputs: readonly number[]): bitcoin.Transaction {
  for (const index of inputs) {
    psbt.signInput(index, wallet.psbtSigner);
    psbt.finalizeInput(index);
  }
  // The fee check guards wallets against typos; these fees are computed, and seller inputs skew its ratio.
  return psbt.extractTransaction(true);
}

/** A first-time buyer's "prepare to buy" transaction: two dummy outputs for the purchase to consume. */
export async function prepareDummies(purses: WalletPurses, buyer: DemoWallet): Promise<void> {
  const { psbt } = buildDummyUtxoPsbt({
    paymentAddress: buyer.address,
    paymentPublicKey: buyer.publicKey,
    utxos: purses.utxos(buyer),
    count: 2,
    feeRate: seedFeeRate,
    network: 'devnet',
  });
  await purses.broadcast(
    signAll(
      psbt,
      buyer,
      psbt.data.inputs.map((_, index) => index),
    ),
  );
}

export interface Purchase {
  readonly txid: string;
  /** Where the inscription sits now, owned by the buyer. */
  readonly place: InscriptionPlace;
}

/**
 * The buyer takes a listing with a real purchase transaction: the seller's signed input and output in place,
 * the buyer's dummies, payment and change around them, the royalty as its own output when there is one.
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
      paymentAddress: buyer.address,
      paymentPublicKey: buyer.publicKey,
      utxos: purses.utxos(buyer),
    },
    feeRate: seedFeeRate,
    network: 'devnet',
    ...(royalty === undefined ? {} : { royaltyFee: royalty }),
  });
  const tx = signAll(plan.psbt, buyer, plan.buyerInputs);
  // Output 1 carries the inscription (after the merged dummies), as buildPurchasePsbt lays them out.
  const txid = await purses.broadcast(tx, new Set([1]));
  return { txid, place: { txid, vout: 1, value: listing.purchase.inscription.value, owner: buyer } };
}
