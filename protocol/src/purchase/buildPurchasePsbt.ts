import { parseAddress } from '../address/parseAddress';
import { bitcoin } from '../bitcoin';
import { dustLimit } from '../fees/dust';
import { checkFeeRate } from '../fees/feeRate';
import { sellerSighash } from '../listing/listingTerms';
import { networkParams } from '../network';
import { ProtocolError } from '../ProtocolError';
import { dummiesForItems } from './dummyStep';
import { defaultDummyUtxoValue, type WalletUtxo } from '../utxo/classifyUtxo';
import { splitUtxos } from '../utxo/splitUtxos';
import { purchaseMessages } from './purchaseMessages';
import { PurchaseShortfall } from './purchaseShortfall';
import { inscriptionOutputValue, purchaseOutputs, purchaseVirtualSize, type Output } from './purchaseLayout';
import {
  maxSweep,
  type FeeOutput,
  type PurchaseCosts,
  type PurchaseListing,
  type PurchaseRequest,
} from './purchaseTerms';

export interface PurchasePlan {
  /** Every input unsigned: the buyer's wallet signs `buyerInputs`; the sellers' signatures are merged in later. */
  psbt: bitcoin.Psbt;
  buyerInputs: number[];
  /** The input of each listing, in the order the request names them. */
  sellerInputs: number[];
  /** The buyer's UTXOs the purchase spends (dummies and payments), for holds and for the final check. */
  spent: WalletUtxo[];
  costs: PurchaseCosts;
  changeSats: bigint;
}

const sum = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);
const byValue = (a: WalletUtxo, b: WalletUtxo): number => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/** The request's fees that are charged, each with the script it pays: the service fee first, then the royalty. */
export function purchaseFeeOutputs(request: Pick<PurchaseRequest, 'serviceFee' | 'royaltyFee' | 'network'>) {
  return [request.serviceFee, request.royaltyFee]
    .filter((fee): fee is FeeOutput => fee !== undefined && fee.sats > 0n)
    .map((fee) => ({ ...fee, script: parseAddress(fee.address, request.network).outputScript }));
}

/**
 * The listings in the order the purchase spends them: as asked, except that one inscription sitting on fewer sats
 * than the buyer's dust limit goes last. Its output is topped up from the buyer's coins, which flow in after the
 * sellers' inputs; an earlier inscription output taking extra sats would take them from the next seller's input and
 * push that inscription off offset 0. Two such inscriptions cannot both be last: refused, saying so.
 */
function spendingOrder(listings: readonly PurchaseListing[], ordinalsScript: Uint8Array): PurchaseListing[] {
  const short = listings.filter(
    ({ inscription }) => inscriptionOutputValue(inscription.value, ordinalsScript) !== inscription.value,
  );
  if (short.length > 1) {
    throw new ProtocolError(
      'inscriptions-below-dust',
      purchaseMessages.inscriptionsBelowDust(
        short.map(({ inscription }) => `${inscription.txid}:${inscription.vout}`),
        dustLimit(ordinalsScript),
      ),
    );
  }
  return [...listings.filter((listing) => !short.includes(listing)), ...short];
}

/** Refusals a purchase gets before any coin is chosen: its size, the inscriptions' offsets, the signed terms. */
function checkListings(listings: readonly PurchaseListing[]): void {
  if (listings.length < 1 || listings.length > maxSweep)
    throw new ProtocolError('sweep-size', purchaseMessages.sweepSize);
  for (const { inscription } of listings) {
    if (inscription.offset !== 0n)
      throw new ProtocolError('inscription-not-at-offset-zero', purchaseMessages.notAtOffsetZero);
  }
  const [first] = listings;
  const mixed = listings.some(
    ({ listing }) => listing.version !== first?.listing.version || listing.locktime !== first.listing.locktime,
  );
  if (mixed) throw new ProtocolError('mixed-listings', purchaseMessages.mixedListings);
}

/**
 * The buyer's transaction for one listing or a sweep of up to 9, laid out so every inscription lands at
 * offset 0 of its own output:
 *
 *   inputs:  N+1 dummies | the N seller inputs | payment UTXOs
 *   outputs: merged dummies | N inscriptions | N seller payments | service fee | royalty | N+1 fresh dummies | change
 *
 * Sats flow first in, first out: the merged-dummy output takes exactly the dummies, so output k starts at the
 * first sat of seller input k; the last inscription output may take more, from the payment inputs, to reach the dust
 * limit of the buyer's script (see spendingOrder). Each seller signed SINGLE|ANYONECANPAY for the output at their input's index,
 * which is where their payment sits (index N+k). The seller inputs stay unsigned here: their signatures never
 * leave the market's server, which merges them after the buyer signed. The fee is the signed transaction's size
 * at the chosen rate; change below dust goes to the miners.
 */
export function buildPurchasePsbt(request: PurchaseRequest): PurchasePlan {
  const { buyer, feeRate, network } = request;
  checkFeeRate(feeRate);
  checkListings(request.listings);
  const paymentScript = buyer.payment.script;
  const ordinalsScript = parseAddress(buyer.ordinalsAddress, network).outputScript;
  const listings = spendingOrder(request.listings, ordinalsScript);
  const byClass = splitUtxos(buyer.utxos, request.dummyValue ?? defaultDummyUtxoValue);
  const dummyCount = dummiesForItems(listings.length);
  const dummies = [...byClass.dummy].sort(byValue).slice(0, dummyCount);
  if (dummies.length < dummyCount)
    throw new ProtocolError('dummy-utxos-needed', purchaseMessages.dummiesNeeded(dummyCount));
  const cardinals = [...byClass.cardinal].sort((a, b) => byValue(b, a));
  if (cardinals.length === 0) throw new ProtocolError('insufficient-balance', purchaseMessages.insufficientBalance);

  const fees = purchaseFeeOutputs(request);
  const outputs = purchaseOutputs({
    listings,
    ordinalsScript,
    paymentScript,
    mergedDummySats: sum(dummies.map((utxo) => utxo.value)),
    fees,
  });
  const sizeWith = (paymentInputs: number, withChange: boolean) =>
    purchaseVirtualSize({
      listings,
      payment: buyer.payment,
      paymentInputs,
      outputScriptBytes: outputs.map((output) => output.script.length),
      changeScriptBytes: withChange ? paymentScript.length : undefined,
    });
  const spent = sum(outputs.map((output) => output.value));
  const held = sum(dummies.map((utxo) => utxo.value)) + sum(listings.map(({ inscription }) => inscription.value));
  const subtotal = sum(listings.map(({ listing }) => listing.priceSats));
  const feeTotal = sum(fees.map((fee) => fee.sats));
  const costsOf = (networkFee: bigint, virtualSize: bigint): PurchaseCosts => ({
    subtotal,
    serviceFee: request.serviceFee && request.serviceFee.sats > 0n ? request.serviceFee.sats : 0n,
    royaltyFee: request.royaltyFee && request.royaltyFee.sats > 0n ? request.royaltyFee.sats : 0n,
    networkFee,
    virtualSize,
    total: subtotal + feeTotal + networkFee,
  });

  let paying = 0n;
  for (let count = 1; count <= cardinals.length; count += 1) {
    paying += cardinals[count - 1]?.value ?? 0n;
    const available = held + paying - spent;
    const bareSize = sizeWith(count, false);
    if (available < bareSize * feeRate) continue;
    const payments = cardinals.slice(0, count);
    const sizeWithChange = sizeWith(count, true);
    const change = available - sizeWithChange * feeRate;
    const keepsChange = change >= dustLimit(paymentScript);
    const finalOutputs = keepsChange ? [...outputs, { script: paymentScript, value: change }] : outputs;
    return {
      psbt: purchasePsbt({ ...request, listings }, dummies, payments, finalOutputs),
      buyerInputs: [...dummies.keys(), ...payments.map((_, index) => dummies.length + listings.length + index)],
      sellerInputs: request.listings.map((listing) => dummies.length + listings.indexOf(listing)),
      spent: [...dummies, ...payments],
      costs: keepsChange ? costsOf(available - change, sizeWithChange) : costsOf(available, bareSize),
      changeSats: keepsChange ? change : 0n,
    };
  }
  const balance = sum(cardinals.map((utxo) => utxo.value));
  const required = spent - held + sizeWith(cardinals.length, false) * feeRate;
  throw new PurchaseShortfall({ price: subtotal, fees: required - subtotal, balance, required });
}

function purchasePsbt(
  request: PurchaseRequest,
  dummies: readonly WalletUtxo[],
  payments: readonly WalletUtxo[],
  outputs: readonly Output[],
): bitcoin.Psbt {
  const { buyer, listings } = request;
  const [first] = listings;
  const psbt = new bitcoin.Psbt({ network: networkParams(request.network) });
  psbt.setVersion(first?.listing.version ?? 2);
  psbt.setLocktime(first?.listing.locktime ?? 0);
  for (const output of outputs) psbt.addOutput(output);
  const buyerInput = (utxo: WalletUtxo) => ({
    outpoint: { hash: utxo.txid, index: utxo.vout },
    fields: { witnessUtxo: { script: buyer.payment.script, value: utxo.value }, ...buyer.payment.inputFields },
  });
  // What a wallet needs to show a seller input it does not sign: the output it spends and how the seller signed.
  const sellerInputs = listings.map(({ listing, inscription }) => ({
    outpoint: { hash: inscription.txid, index: inscription.vout, sequence: listing.sequence },
    fields: { witnessUtxo: { script: inscription.script, value: inscription.value }, sighashType: sellerSighash },
  }));
  const inputs = [...dummies.map(buyerInput), ...sellerInputs, ...payments.map(buyerInput)];
  // Outpoints first, fields after: each addInput re-checks every input already added for signatures, and spotting
  // a taproot one decodes its output key (a curve square root), so adding full inputs made a sweep's build
  // quadratic. updateInput checks only the input it fills in.
  for (const { outpoint } of inputs) psbt.addInput(outpoint);
  inputs.forEach(({ fields }, index) => psbt.updateInput(index, fields));
  return psbt;
}
