import type { KeySpend } from '../address/keySpend';
import { bitcoin } from '../bitcoin';
import { dustLimit } from '../fees/dust';
import { checkFeeRate } from '../fees/feeRate';
import { shapeVirtualSize } from '../fees/shapeVirtualSize';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';

/** Bitcoin Core's default -limitdescendantcount: a transaction and everything waiting on it, at most. */
export const descendantLimit = 25;

export const childPaymentMessages = {
  invalidPackage: 'The waiting purchase has no size: it is not in the mempool as read.',
  descendantLimit: `The waiting purchase already has ${descendantLimit - 1} transactions waiting on it, the most Bitcoin nodes relay; wait for it to confirm, or bump its fee by replacement.`,
  rateNotHigher: (rate: bigint) =>
    `The purchase already pays ${rate} sats/vB with what waits with it; choose a higher rate to speed it up.`,
  changeTooSmall: (dust: bigint) =>
    `Your change in the purchase cannot pay this fee and keep the ${dust} sats an output needs; choose a lower rate, or bump the purchase by replacement.`,
} as const;

export interface ChildPaymentRequest {
  /**
   * The waiting purchase as a package: its size and fee with its own unconfirmed ancestors (Bitcoin Core's
   * ancestorsize and ancestorfees), and how many transactions wait on it, itself included (descendantcount).
   */
  readonly parent: {
    readonly txid: string;
    readonly packageVirtualSize: bigint;
    readonly packageFeeSats: bigint;
    readonly descendantCount: number;
  };
  /** The buyer's change output in the purchase: the child spends it. */
  readonly change: { readonly vout: number; readonly value: bigint };
  /** The buyer's payment key: the change sits at its script, and the child pays back to it. */
  readonly payment: KeySpend;
  /** sats/vB the purchase and its child should pay together. */
  readonly targetRate: bigint;
  readonly network: NetworkName;
}

export interface ChildPaymentPlan {
  /** One input, the buyer's change, unsigned; one output back to the buyer. */
  readonly psbt: bitcoin.Psbt;
  readonly feeSats: bigint;
  readonly virtualSize: bigint;
  /** The rate the purchase and its child pay together, rounded down. */
  readonly packageRate: bigint;
}

/**
 * A child paying for its parent: the buyer spends their change in a waiting purchase back to themselves with a fee
 * that lifts the purchase and the child together to `targetRate`, so a miner choosing by package takes both. Works
 * for any purchase, protected or not, since nobody's signature but the buyer's is involved.
 */
export function buildChildPayment(request: ChildPaymentRequest): ChildPaymentPlan {
  const { parent, change, payment, targetRate } = request;
  checkFeeRate(targetRate);
  if (parent.packageVirtualSize <= 0n) throw new ProtocolError('invalid-package', childPaymentMessages.invalidPackage);
  if (parent.descendantCount >= descendantLimit) {
    throw new ProtocolError('descendant-limit', childPaymentMessages.descendantLimit);
  }
  const currentRate = parent.packageFeeSats / parent.packageVirtualSize;
  if (parent.packageFeeSats >= targetRate * parent.packageVirtualSize) {
    throw new ProtocolError('rate-not-higher', childPaymentMessages.rateNotHigher(currentRate));
  }
  const virtualSize = shapeVirtualSize([payment], [payment.script.length]);
  const feeSats = targetRate * (parent.packageVirtualSize + virtualSize) - parent.packageFeeSats;
  const floor = dustLimit(payment.script);
  if (change.value - feeSats < floor) {
    throw new ProtocolError('change-too-small', childPaymentMessages.changeTooSmall(floor));
  }
  const psbt = new bitcoin.Psbt({ network: networkParams(request.network) });
  psbt.addInput({
    hash: parent.txid,
    index: change.vout,
    witnessUtxo: { script: payment.script, value: change.value },
    ...payment.inputFields,
  });
  psbt.addOutput({ script: payment.script, value: change.value - feeSats });
  const packageRate = (parent.packageFeeSats + feeSats) / (parent.packageVirtualSize + virtualSize);
  return { psbt, feeSats, virtualSize, packageRate };
}
