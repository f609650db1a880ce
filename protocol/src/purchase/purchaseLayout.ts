import { dustLimit } from '../fees/dust';
import { shapeVirtualSize, type InputShape } from '../fees/shapeVirtualSize';
import { saleWitnessBytes } from '../protection/saleCoSignature';
import type { KeySpend } from '../address/keySpend';
import { freshDummySats, type FeeOutput, type PurchaseListing } from './purchaseTerms';

export interface Output {
  script: Uint8Array;
  value: bigint;
}

/** The sizes of a payment input: what fee sizing needs of the buyer's spend. */
export type PaymentShape = Pick<KeySpend, 'scriptSigBytes' | 'witnessBytes'>;

/**
 * What the buyer's output of an inscription holds: the sats it sits on, topped up from the buyer's coins to the dust
 * limit of the buyer's script when they are fewer (a 294-sat p2wpkh output bought into taproot becomes 330 sats).
 */
export function inscriptionOutputValue(inscriptionValue: bigint, ordinalsScript: Uint8Array): bigint {
  const floor = dustLimit(ordinalsScript);
  return inscriptionValue < floor ? floor : inscriptionValue;
}

/**
 * The outputs of a purchase of `listings` in order, change excluded: the merged dummies, each inscription at offset
 * 0 of its own output (topped up to dust; only the last can be, see buildPurchasePsbt), each seller's payment at its
 * signed index, the charged fees, and the fresh dummies.
 */
export function purchaseOutputs(parts: {
  listings: readonly PurchaseListing[];
  ordinalsScript: Uint8Array;
  paymentScript: Uint8Array;
  mergedDummySats: bigint;
  fees: ReadonlyArray<FeeOutput & { script: Uint8Array }>;
}): Output[] {
  const { listings, ordinalsScript, paymentScript } = parts;
  return [
    { script: paymentScript, value: parts.mergedDummySats },
    ...listings.map(({ inscription }) => ({
      script: ordinalsScript,
      value: inscriptionOutputValue(inscription.value, ordinalsScript),
    })),
    ...listings.map(({ listing }) => ({ script: listing.sellerOutputScript, value: listing.priceSats })),
    ...parts.fees.map((fee) => ({ script: fee.script, value: fee.sats })),
    ...Array.from({ length: listings.length + 1 }, () => ({ script: paymentScript, value: freshDummySats })),
  ];
}

/**
 * The virtual size of a purchase once signed: N+1 dummy inputs, the sellers' inputs with their signed witnesses,
 * `paymentInputs` payment inputs (buyer signatures at their largest), and the outputs (plus change when asked).
 * The builder chooses coins with it and the cart's quote prices with it, so both name the same fee.
 */
export function purchaseVirtualSize(parts: {
  listings: readonly PurchaseListing[];
  payment: PaymentShape;
  paymentInputs: number;
  outputScriptBytes: readonly number[];
  changeScriptBytes?: number | undefined;
}): bigint {
  const buyerInput: InputShape = parts.payment;
  const sellerInputs = parts.listings.map(({ listing }) => ({
    scriptSigBytes: 0,
    witnessBytes: saleWitnessBytes(listing),
  }));
  const inputs = [
    ...Array.from({ length: parts.listings.length + 1 }, () => buyerInput),
    ...sellerInputs,
    ...Array.from({ length: parts.paymentInputs }, () => buyerInput),
  ];
  const outputs =
    parts.changeScriptBytes === undefined
      ? parts.outputScriptBytes
      : [...parts.outputScriptBytes, parts.changeScriptBytes];
  return shapeVirtualSize(inputs, outputs);
}
