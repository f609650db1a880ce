import { parseAddress } from '../address/parseAddress';
import type { bitcoin } from '../bitcoin';
import { ecc } from '../bitcoin';
import { toHex } from '../bytes';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { defaultDummyUtxoValue, type WalletUtxo } from '../utxo/classifyUtxo';
import { splitUtxos } from '../utxo/splitUtxos';
import type { PurchaseListing } from './purchaseTerms';

export const purchaseCheckMessages = {
  unknownInput: 'The purchase spends an output that is neither a listing nor a spendable UTXO of the buyer',
  inscribedPayment: 'The purchase would spend an inscribed UTXO as payment',
  sellerOutputChanged: "The purchase changes a seller's payment output",
  offsetNotZero: 'An inscription would not land at offset 0 of a buyer output',
  listingMissing: 'The purchase does not spend every listing it claims to buy',
  outputsExceedInputs: 'The purchase pays out more than it spends',
} as const;

export interface PurchaseCheck {
  listings: readonly PurchaseListing[];
  /** The buyer's UTXOs as the chain and indexer report them (values and inscription status). */
  buyerUtxos: readonly WalletUtxo[];
  buyerPaymentAddress: string;
  ordinalsAddress: string;
  network: NetworkName;
  dummyValue?: bigint;
}

const refuse = (code: string, message: string): never => {
  throw new ProtocolError(code, message);
};

const outpoint = (txid: string, vout: number): string => `${txid.toLowerCase()}:${vout}`;

/**
 * The last check before anyone broadcasts a purchase: every listing is spent with its seller's signature
 * intact, every inscription lands at offset 0 of an output to the buyer, and every other input is one of the
 * buyer's own cardinal or dummy UTXOs. Values come from the caller's chain view, not from the transaction.
 */
export function verifyPurchaseTransaction(tx: bitcoin.Transaction, check: PurchaseCheck): void {
  const paymentScript = parseAddress(check.buyerPaymentAddress, check.network).outputScript;
  const ordinalsScript = parseAddress(check.ordinalsAddress, check.network).outputScript;
  const byClass = splitUtxos(check.buyerUtxos, check.dummyValue ?? defaultDummyUtxoValue);
  const payable = new Map(
    [...byClass.cardinal, ...byClass.dummy].map((utxo) => [outpoint(utxo.txid, utxo.vout), utxo]),
  );
  const inscribed = new Set(byClass.inscribed.map((utxo) => outpoint(utxo.txid, utxo.vout)));
  const listed = new Map(check.listings.map((item) => [outpoint(item.inscription.txid, item.inscription.vout), item]));

  const prevouts = tx.ins.map((input) => {
    const key = outpoint(toHex(Uint8Array.from(input.hash).reverse()), input.index);
    const listing = listed.get(key);
    if (listing) return { script: listing.inscription.script, value: listing.inscription.value };
    if (inscribed.has(key)) return refuse('inscribed-utxo-as-payment', purchaseCheckMessages.inscribedPayment);
    const utxo = payable.get(key);
    return utxo
      ? { script: paymentScript, value: utxo.value }
      : refuse('unknown-input', purchaseCheckMessages.unknownInput);
  });
  const scripts = prevouts.map((prevout) => prevout.script);
  const values = prevouts.map((prevout) => prevout.value);
  if (values.reduce((a, b) => a + b, 0n) < tx.outs.reduce((a, out) => a + out.value, 0n)) {
    refuse('outputs-exceed-inputs', purchaseCheckMessages.outputsExceedInputs);
  }

  for (const { listing, inscription } of check.listings) {
    const index = tx.ins.findIndex(
      (input) =>
        outpoint(toHex(Uint8Array.from(input.hash).reverse()), input.index) ===
        outpoint(inscription.txid, inscription.vout),
    );
    if (index === -1) return refuse('listing-missing', purchaseCheckMessages.listingMissing);
    const payment = tx.outs[index];
    const signature = tx.ins[index]?.witness[0];
    const intact =
      payment?.value === listing.priceSats &&
      payment.script.length === listing.sellerOutputScript.length &&
      payment.script.every((byte, at) => byte === listing.sellerOutputScript[at]) &&
      signature?.length === 65 &&
      ecc.verifySchnorr(
        tx.hashForWitnessV1(index, scripts, values, 0x83),
        inscription.script.subarray(2),
        signature.subarray(0, 64),
      );
    if (!intact) refuse('seller-output-changed', purchaseCheckMessages.sellerOutputChanged);
    const landing = satLanding(tx, values, values.slice(0, index).reduce((a, b) => a + b, 0n) + inscription.offset);
    const output = landing ? tx.outs[landing.output] : undefined;
    const toBuyer =
      output?.script.length === ordinalsScript.length && output.script.every((byte, at) => byte === ordinalsScript[at]);
    if (landing?.offset !== 0n || !toBuyer)
      refuse('inscription-not-at-offset-zero', purchaseCheckMessages.offsetNotZero);
  }
}

/** Where the sat at a position among all input sats ends up, first in, first out. */
function satLanding(
  tx: bitcoin.Transaction,
  values: readonly bigint[],
  position: bigint,
): { output: number; offset: bigint } | undefined {
  const total = values.reduce((a, b) => a + b, 0n);
  if (position >= total) return undefined;
  let remaining = position;
  for (const [output, out] of tx.outs.entries()) {
    if (remaining < out.value) return { output, offset: remaining };
    remaining -= out.value;
  }
  return undefined;
}
