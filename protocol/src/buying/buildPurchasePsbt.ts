import { parseAddress } from '../address/parseAddress';
import { outputScriptType } from '../address/scriptType';
import { bitcoin } from '../bitcoin';
import { dustLimit } from '../fees/dust';
import { checkFeeRate } from '../fees/feeRate';
import { transactionVirtualSize } from '../fees/virtualSize';
import { serializeWitness } from '../listing/witnessStack';
import { networkParams } from '../network';
import { ProtocolError } from '../ProtocolError';
import { defaultDummyUtxoValue, type WalletUtxo } from '../utxo/classifyUtxo';
import { splitUtxos } from '../utxo/splitUtxos';
import { purchaseMessages } from './purchaseMessages';
import { freshDummySats, maxSweep, type PurchaseListing, type PurchaseRequest } from './purchaseTerms';

export interface PurchasePlan {
  /** Seller inputs already carry their signatures; the buyer's wallet signs `buyerInputs`. */
  psbt: bitcoin.Psbt;
  buyerInputs: number[];
  feeSats: bigint;
  virtualSize: bigint;
  changeSats: bigint;
}

interface Output {
  script: Uint8Array;
  value: bigint;
}

const sum = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

/**
 * The buyer's transaction for one listing or a sweep of up to 9, laid out so every inscription lands at
 * offset 0 of its own output:
 *
 *   inputs:  N+1 dummies | the N seller inputs | payment UTXOs
 *   outputs: merged dummies | N inscriptions | N seller payments | service fee | royalty | N+1 fresh dummies | change
 *
 * Sats flow first in, first out: the merged-dummy output takes exactly the dummies, so output k starts at the
 * first sat of seller input k. Each seller signed SINGLE|ANYONECANPAY for the output at their input's index,
 * which is where their payment sits (index N+k). The fee is the real size of the signed transaction at the
 * chosen rate; change below dust goes to the miners.
 */
export function buildPurchasePsbt(request: PurchaseRequest): PurchasePlan {
  const { listings, buyer, feeRate, network } = request;
  checkFeeRate(feeRate);
  if (listings.length < 1 || listings.length > maxSweep)
    throw new ProtocolError('sweep-size', purchaseMessages.sweepSize);
  for (const { inscription } of listings) {
    if (inscription.offset !== 0n)
      throw new ProtocolError('inscription-not-at-offset-zero', purchaseMessages.notAtOffsetZero);
  }
  const [first] = listings;
  if (
    !first ||
    listings.some(
      ({ listing }) => listing.version !== first.listing.version || listing.locktime !== first.listing.locktime,
    )
  ) {
    throw new ProtocolError('mixed-listings', purchaseMessages.mixedListings);
  }
  const paymentScript = parseAddress(buyer.paymentAddress, network).outputScript;
  const ordinalsScript = parseAddress(buyer.ordinalsAddress, network).outputScript;
  const byClass = splitUtxos(buyer.utxos, request.dummyValue ?? defaultDummyUtxoValue);
  const dummyCount = listings.length + 1;
  const dummies = [...byClass.dummy]
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, dummyCount);
  if (dummies.length < dummyCount)
    throw new ProtocolError('dummy-utxos-needed', purchaseMessages.dummiesNeeded(dummyCount));
  const cardinals = [...byClass.cardinal].sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0));
  if (cardinals.length === 0) throw new ProtocolError('insufficient-balance', purchaseMessages.insufficientBalance);

  const outputs: Output[] = [
    { script: paymentScript, value: sum(dummies.map((utxo) => utxo.value)) },
    ...listings.map(({ inscription }) => ({ script: ordinalsScript, value: inscription.value })),
    ...listings.map(({ listing }) => ({ script: listing.sellerOutputScript, value: listing.priceSats })),
    ...[request.serviceFee, request.royaltyFee]
      .filter((fee) => fee !== undefined && fee.sats > 0n)
      .map((fee) => ({ script: parseAddress(fee?.address ?? '', network).outputScript, value: fee?.sats ?? 0n })),
    ...Array.from({ length: dummyCount }, () => ({ script: paymentScript, value: freshDummySats })),
  ];
  const layout = {
    listings,
    dummies,
    paymentScript,
    outputs,
    version: first.listing.version,
    locktime: first.listing.locktime,
  };
  const spent = sum(outputs.map((output) => output.value));
  const held = sum(dummies.map((utxo) => utxo.value)) + sum(listings.map(({ inscription }) => inscription.value));

  for (let count = 1; count <= cardinals.length; count += 1) {
    const payments = cardinals.slice(0, count);
    const available = held + sum(payments.map((utxo) => utxo.value)) - spent;
    const bareFee = transactionVirtualSize(skeleton(layout, payments, null)) * feeRate;
    if (available < bareFee) continue;
    const changeOutput = { script: paymentScript, value: 0n };
    const sizeWithChange = transactionVirtualSize(skeleton(layout, payments, changeOutput));
    const change = available - sizeWithChange * feeRate;
    const keepsChange = change >= dustLimit(paymentScript);
    const finalOutputs = keepsChange ? [...outputs, { script: paymentScript, value: change }] : outputs;
    return {
      psbt: purchasePsbt(layout, payments, finalOutputs, buyer.paymentPublicKey, network),
      buyerInputs: [...dummies.keys(), ...payments.map((_, index) => dummies.length + listings.length + index)],
      feeSats: keepsChange ? available - change : available,
      virtualSize: keepsChange ? sizeWithChange : transactionVirtualSize(skeleton(layout, payments, null)),
      changeSats: keepsChange ? change : 0n,
    };
  }
  const price = sum(listings.map(({ listing }) => listing.priceSats));
  const balance = sum(cardinals.map((utxo) => utxo.value));
  const fee = transactionVirtualSize(skeleton(layout, cardinals, null)) * feeRate;
  const required = spent - held + fee;
  throw new ProtocolError(
    'not-enough-funds',
    purchaseMessages.notEnoughFunds({ price, fees: required - price, balance, required }),
  );
}

interface Layout {
  listings: readonly PurchaseListing[];
  dummies: readonly WalletUtxo[];
  paymentScript: Uint8Array;
  outputs: readonly Output[];
  version: number;
  locktime: number;
}

/** The signed transaction's shape with witnesses of the final sizes, to measure its virtual size. */
function skeleton(layout: Layout, payments: readonly WalletUtxo[], change: Output | null): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = layout.version;
  tx.locktime = layout.locktime;
  // A taproot key-path signature is 64 bytes (SIGHASH_DEFAULT); a segwit one at most 72 plus a 33-byte key.
  const buyerWitness =
    outputScriptType(layout.paymentScript) === 'p2tr' ? [new Uint8Array(64)] : [new Uint8Array(72), new Uint8Array(33)];
  const addBuyer = (utxo: WalletUtxo): void => {
    tx.setWitness(tx.addInput(txidBytes(utxo.txid), utxo.vout), buyerWitness);
  };
  layout.dummies.forEach(addBuyer);
  for (const { listing, inscription } of layout.listings) {
    tx.setWitness(tx.addInput(txidBytes(inscription.txid), inscription.vout, listing.sequence), listing.sellerWitness);
  }
  payments.forEach(addBuyer);
  for (const output of change ? [...layout.outputs, change] : layout.outputs) tx.addOutput(output.script, output.value);
  return tx;
}

function purchasePsbt(
  layout: Layout,
  payments: readonly WalletUtxo[],
  outputs: readonly Output[],
  paymentPublicKey: Uint8Array,
  network: PurchaseRequest['network'],
): bitcoin.Psbt {
  const psbt = new bitcoin.Psbt({ network: networkParams(network) });
  psbt.setVersion(layout.version);
  psbt.setLocktime(layout.locktime);
  const isTaproot = outputScriptType(layout.paymentScript) === 'p2tr';
  const internalKey = paymentPublicKey.length === 33 ? paymentPublicKey.subarray(1) : paymentPublicKey;
  const addBuyer = (utxo: WalletUtxo): void => {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: layout.paymentScript, value: utxo.value },
      ...(isTaproot ? { tapInternalKey: internalKey } : {}),
    });
  };
  layout.dummies.forEach(addBuyer);
  for (const { listing, inscription } of layout.listings) {
    psbt.addInput({
      hash: inscription.txid,
      index: inscription.vout,
      sequence: listing.sequence,
      witnessUtxo: { script: inscription.script, value: inscription.value },
      finalScriptWitness: serializeWitness(listing.sellerWitness),
    });
  }
  payments.forEach(addBuyer);
  for (const output of outputs) psbt.addOutput(output);
  return psbt;
}

function txidBytes(txid: string): Uint8Array {
  return Uint8Array.from(txid.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)).reverse();
}
