import { parseAddress } from '../address/parseAddress';
import { outputScriptType } from '../address/scriptType';
import type { bitcoin } from '../bitcoin';
import { bytesToHex, equalBytes } from '../bytes';
import { dustLimit } from '../fees/dust';
import { transactionVirtualSize } from '../fees/virtualSize';
import { sellerSignatureHolds, type Prevouts } from '../listing/sellerSignature';
import { protectedSaleClaims } from '../protection/saleCoSignature';
import { protectionMessages } from '../protection/protectionMessages';
import { signatureHolds } from '../signatures/verifiedSignatures';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { btcText } from '../units/btc';
import { defaultDummyUtxoValue, type WalletUtxo } from '../utxo/classifyUtxo';
import { splitUtxos } from '../utxo/splitUtxos';
import { freshDummySats, type FeeOutput, type PurchaseListing } from './purchaseTerms';
import { txidFromHash } from '../txid';
import { purchaseChangeIndex } from './purchaseChange';

export const purchaseCheckMessages = {
  unknownInput: 'The purchase spends an output that is neither a listing nor a spendable UTXO of the buyer',
  spentTwice: 'The purchase spends the same output twice',
  inscribedPayment: 'The purchase would spend an inscribed UTXO as payment',
  listingMissing: 'The purchase does not spend every listing it claims to buy',
  sellerSignature: "A seller's signature does not hold in this purchase",
  sellerOutputChanged: "The purchase changes a seller's payment output",
  offsetNotZero: 'An inscription would not land at offset 0 of a buyer output',
  dummiesMissing: 'The purchase does not spend and renew the dummy UTXOs that keep the inscriptions at offset 0',
  feeMissing: (what: 'service fee' | 'royalty', fee: FeeOutput) =>
    `The purchase does not pay the ${what} of ${btcText(fee.sats)} BTC to ${fee.address}`,
  strangerOutput: 'The purchase pays an address that is neither the buyer, a seller nor a fee recipient',
  dustOutput: 'The purchase has an output below the dust limit, which no node relays',
  outputsExceedInputs: 'The purchase pays out more than it spends',
  feeTooLow: (fee: bigint, needed: bigint) =>
    `The purchase pays a network fee of ${fee} sats where its size needs ${needed} sats at the chosen rate`,
  feeTooHigh: (fee: bigint, expected: bigint) =>
    `The purchase pays a network fee of ${fee} sats, more than the ${expected} sats its size costs at the chosen rate`,
} as const;

/** Everything a purchase must honour, from the market's records and the chain's view, never from the transaction. */
export interface PurchaseTerms {
  readonly listings: readonly PurchaseListing[];
  readonly buyer: {
    readonly ordinalsAddress: string;
    readonly paymentAddress: string;
    /** The buyer's UTXOs as the chain and indexer report them (values and inscription status). */
    readonly utxos: readonly WalletUtxo[];
  };
  readonly serviceFee?: FeeOutput | undefined;
  readonly royaltyFee?: FeeOutput | undefined;
  /** sats/vB the buyer chose. */
  readonly feeRate: bigint;
  readonly network: NetworkName;
  readonly dummyValue?: bigint;
}

export interface CheckedPurchase {
  readonly feeSats: bigint;
  readonly virtualSize: bigint;
}

const refuse = (code: string, message: string): never => {
  throw new ProtocolError(code, message);
};

const outpointOf = (input: bitcoin.Transaction['ins'][number]): string => `${txidFromHash(input.hash)}:${input.index}`;
const outpoint = (txid: string, vout: number): string => `${txid.toLowerCase()}:${vout}`;
// An output index past the end has no script, and matches none.
const sameScript = (a: Uint8Array | undefined, b: Uint8Array): boolean => a !== undefined && equalBytes(a, b);
const sum = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

/**
 * The one check every purchase passes before the market broadcasts it, NFT and BRC-20 alike, one listing or a
 * sweep: every input is a listing or a clean UTXO of the buyer; each seller's signature holds and pays them at its
 * signed index; each inscription lands at offset 0 of an output to the buyer; the dummies are spent and renewed;
 * the service fee and royalty reach their addresses; every other output is the buyer's and above dust; and the
 * network fee is the transaction's real size at the chosen rate, within a vbyte (of the size with every buyer
 * signature at its largest, and with the change too small to keep).
 */
export function checkPurchaseTransaction(tx: bitcoin.Transaction, terms: PurchaseTerms): CheckedPurchase {
  const paymentScript = parseAddress(terms.buyer.paymentAddress, terms.network).outputScript;
  const ordinalsScript = parseAddress(terms.buyer.ordinalsAddress, terms.network).outputScript;
  const byClass = splitUtxos(terms.buyer.utxos, terms.dummyValue ?? defaultDummyUtxoValue);
  const dummies = new Set(byClass.dummy.map((utxo) => outpoint(utxo.txid, utxo.vout)));
  const payable = new Map(
    [...byClass.cardinal, ...byClass.dummy].map((utxo) => [outpoint(utxo.txid, utxo.vout), utxo]),
  );
  const inscribed = new Set(byClass.inscribed.map((utxo) => outpoint(utxo.txid, utxo.vout)));
  const listed = new Map(terms.listings.map((item) => [outpoint(item.inscription.txid, item.inscription.vout), item]));

  const spentOutpoints = tx.ins.map(outpointOf);
  if (new Set(spentOutpoints).size !== spentOutpoints.length) refuse('spent-twice', purchaseCheckMessages.spentTwice);
  const prevouts = spentOutpoints.map((key) => {
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

  const claimed = new Set<number>();
  const sellerIndexes = terms.listings.map(({ listing, inscription }) => {
    const index = spentOutpoints.indexOf(outpoint(inscription.txid, inscription.vout));
    if (index === -1) return refuse('listing-missing', purchaseCheckMessages.listingMissing);
    checkSaleSignatures(tx, index, { scripts, values }, listing);
    const payment = tx.outs[index];
    if (payment?.value !== listing.priceSats || !sameScript(payment.script, listing.sellerOutputScript)) {
      refuse('seller-output-changed', purchaseCheckMessages.sellerOutputChanged);
    }
    claimed.add(index);
    const landing = satLanding(tx, values, sum(values.slice(0, index)) + inscription.offset);
    if (landing?.offset !== 0n || !sameScript(tx.outs[landing.output]?.script, ordinalsScript))
      refuse('inscription-not-at-offset-zero', purchaseCheckMessages.offsetNotZero);
    return index;
  });

  checkDummies(tx, spentOutpoints, dummies, paymentScript, Math.min(...sellerIndexes), terms.listings.length);
  checkFees(tx, terms, claimed);
  for (const [index, output] of tx.outs.entries()) {
    if (output.value < dustLimit(output.script)) refuse('dust-output', purchaseCheckMessages.dustOutput);
    const buyers = sameScript(output.script, paymentScript) || sameScript(output.script, ordinalsScript);
    if (!claimed.has(index) && !buyers) refuse('stranger-output', purchaseCheckMessages.strangerOutput);
  }
  const buyerInputs = spentOutpoints.flatMap((key, index) => (listed.has(key) ? [] : [index]));
  return checkNetworkFee(tx, values, terms, buyerInputs, paymentScript);
}

/**
 * The seller's signature holds at `index`; a protected sale also carries the market's over the whole transaction
 * (the market co-signs before this check, so the transaction checked is the one broadcast).
 */
function checkSaleSignatures(
  tx: bitcoin.Transaction,
  index: number,
  prevouts: Prevouts,
  listing: PurchaseListing['listing'],
): void {
  if (listing.protection === undefined) {
    if (!sellerSignatureHolds(tx, index, prevouts, tx.ins[index]?.witness ?? [])) {
      refuse('seller-signature-invalid', purchaseCheckMessages.sellerSignature);
    }
    return;
  }
  const [seller, market] = protectedSaleClaims(tx, index, prevouts, listing.protection);
  if (!signatureHolds(seller)) refuse('seller-signature-invalid', purchaseCheckMessages.sellerSignature);
  if (!signatureHolds(market)) refuse('co-signature-missing', protectionMessages.coSignatureMissing);
}

/** The N+1 inputs before the first seller's are the buyer's dummies, and N+1 fresh ones go back to the buyer. */
function checkDummies(
  tx: bitcoin.Transaction,
  spentOutpoints: readonly string[],
  dummies: ReadonlySet<string>,
  paymentScript: Uint8Array,
  firstSeller: number,
  listingCount: number,
): void {
  const leading = spentOutpoints.slice(0, firstSeller);
  const fresh = tx.outs.filter((out) => out.value === freshDummySats && sameScript(out.script, paymentScript));
  const renewed = leading.length >= listingCount + 1 && leading.every((key) => dummies.has(key));
  if (!renewed || fresh.length < listingCount + 1 || !sameScript(tx.outs[0]?.script, paymentScript)) {
    refuse('dummies-missing', purchaseCheckMessages.dummiesMissing);
  }
}

/** Each charged fee reaches its address: the outputs paying it, sellers' and inscriptions' aside, add up to it. */
function checkFees(tx: bitcoin.Transaction, terms: PurchaseTerms, claimed: Set<number>): void {
  const owed = [
    { what: 'service fee' as const, fee: terms.serviceFee },
    { what: 'royalty' as const, fee: terms.royaltyFee },
  ].flatMap(({ what, fee }) =>
    fee && fee.sats > 0n ? [{ what, fee, script: parseAddress(fee.address, terms.network).outputScript }] : [],
  );
  // Fees owed to one address (a creator who is also the market, say) may be paid by one output or several.
  const byScript = new Map<string, typeof owed>();
  for (const entry of owed) {
    const script = bytesToHex(entry.script);
    byScript.set(script, [...(byScript.get(script) ?? []), entry]);
  }
  for (const group of byScript.values()) {
    const [first] = group;
    if (!first) continue;
    const paying = [...tx.outs.entries()].filter(
      ([index, out]) => !claimed.has(index) && sameScript(out.script, first.script),
    );
    if (sum(paying.map(([, out]) => out.value)) < sum(group.map((entry) => entry.fee.sats))) {
      refuse('fee-missing', purchaseCheckMessages.feeMissing(first.what, first.fee));
    }
    for (const [index] of paying) claimed.add(index);
  }
}

/** The largest a buyer's ECDSA signature (DER, low S, plus its sighash byte) can be: what the builder sized for. */
const largestEcdsaSignature = 72;

/**
 * The fee is the real size at the rate: never less, and no more than the same transaction with every buyer
 * signature at its largest (the size the builder priced before anything was signed) plus one vbyte of rounding.
 */
function checkNetworkFee(
  tx: bitcoin.Transaction,
  values: readonly bigint[],
  terms: PurchaseTerms,
  buyerInputs: readonly number[],
  paymentScript: Uint8Array,
): CheckedPurchase {
  const fee = sum(values) - sum(tx.outs.map((out) => out.value));
  if (fee < 0n) refuse('outputs-exceed-inputs', purchaseCheckMessages.outputsExceedInputs);
  const virtualSize = transactionVirtualSize(tx);
  const needed = virtualSize * terms.feeRate;
  if (fee < needed) refuse('fee-too-low', purchaseCheckMessages.feeTooLow(fee, needed));
  const isEcdsa = outputScriptType(paymentScript) !== 'p2tr';
  const shortfall = isEcdsa
    ? buyerInputs.reduce((bytes, index) => {
        const signature = tx.ins[index]?.witness[0];
        return bytes + Math.max(0, largestEcdsaSignature - (signature?.length ?? largestEcdsaSignature));
      }, 0)
    : 0;
  const largestSize = (BigInt(tx.weight() + shortfall) + 3n) / 4n;
  // Without a change output the builder leaves change under the dust limit (and the output it would have cost).
  const hasChange = purchaseChangeIndex(tx, { paymentScript, listingCount: terms.listings.length }) !== -1;
  const leftover = hasChange ? 0n : dustLimit(paymentScript) + BigInt(8 + 1 + paymentScript.length) * terms.feeRate;
  const ceiling = (largestSize + 1n) * terms.feeRate + leftover;
  if (fee > ceiling) refuse('fee-too-high', purchaseCheckMessages.feeTooHigh(fee, largestSize * terms.feeRate));
  return { feeSats: fee, virtualSize };
}

/** Where the sat at a position among all input sats ends up, first in, first out. */
function satLanding(
  tx: bitcoin.Transaction,
  values: readonly bigint[],
  position: bigint,
): { output: number; offset: bigint } | undefined {
  if (position >= sum(values)) return undefined;
  let remaining = position;
  for (const [output, out] of tx.outs.entries()) {
    if (remaining < out.value) return { output, offset: remaining };
    remaining -= out.value;
  }
  return undefined;
}
