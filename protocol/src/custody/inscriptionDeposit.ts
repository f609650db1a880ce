import type { KeySpend } from '../address/keySpend';
import { parseAddress } from '../address/parseAddress';
import { bitcoin } from '../bitcoin';
import { equalBytes } from '../bytes';
import { dustLimit } from '../fees/dust';
import { checkFeeRate } from '../fees/feeRate';
import { shapeVirtualSize } from '../fees/shapeVirtualSize';
import { transactionVirtualSize } from '../fees/virtualSize';
import type { InscriptionLocation } from '../listing/verifySellerListing';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { defaultDummyUtxoValue, type WalletUtxo } from '../utxo/classifyUtxo';
import { splitUtxos } from '../utxo/splitUtxos';
import { txidFromHash } from '../txid';

export const inscriptionDepositMessages = {
  notEnoughFunds: "Not enough bitcoin in your wallet to pay this deposit's network fee. Add some and try again.",
  wrongInput: 'The deposit must spend exactly your inscriptions, then your own clean UTXOs',
  wrongOutput: 'The deposit must send each inscription whole to the custody address, and the change only to you',
  feeTooLow: 'The deposit pays less than its size costs at the chosen rate',
} as const;

/**
 * A wallet sending its inscriptions to an address it does not own (a house's custody address): input i is the i-th
 * inscription's output and output i carries it whole, so every inscription keeps its offset; the fee comes from the
 * wallet's clean coins, change back to them.
 */
export interface InscriptionDepositRequest {
  readonly inscriptions: readonly InscriptionLocation[];
  /** The key of the inscriptions' address (the wallet's ordinals address). */
  readonly owner: KeySpend;
  readonly payment: KeySpend;
  readonly utxos: readonly WalletUtxo[];
  readonly destination: string;
  readonly feeRate: bigint;
  readonly network: NetworkName;
}

export interface InscriptionDepositPlan {
  /** Every input is the wallet's, unsigned. */
  readonly psbt: bitcoin.Psbt;
  readonly spent: readonly WalletUtxo[];
  readonly feeSats: bigint;
}

const byValueDescending = (a: WalletUtxo, b: WalletUtxo) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0);

export function buildInscriptionDepositPsbt(request: InscriptionDepositRequest): InscriptionDepositPlan {
  const { owner, payment } = request;
  const feeRate = checkFeeRate(request.feeRate);
  if (request.inscriptions.length === 0) throw new ProtocolError('nothing-to-pay', 'Choose at least one inscription.');
  const destination = parseAddress(request.destination, request.network).outputScript;
  const cardinals = [...splitUtxos(request.utxos, defaultDummyUtxoValue).cardinal].sort(byValueDescending);
  const sizeOf = (payments: number, withChange: boolean) =>
    shapeVirtualSize(
      [...request.inscriptions.map(() => owner), ...Array.from({ length: payments }, () => payment)],
      [...request.inscriptions.map(() => destination.length), ...(withChange ? [payment.script.length] : [])],
    );
  let paying = 0n;
  for (let count = 1; count <= cardinals.length; count += 1) {
    paying += cardinals[count - 1]?.value ?? 0n;
    const change = paying - sizeOf(count, true) * feeRate;
    if (change >= dustLimit(payment.script)) {
      return plan(request, destination, cardinals.slice(0, count), change, paying - change);
    }
    if (paying >= sizeOf(count, false) * feeRate) {
      return plan(request, destination, cardinals.slice(0, count), undefined, paying);
    }
  }
  throw new ProtocolError('not-enough-funds', inscriptionDepositMessages.notEnoughFunds);
}

function plan(
  request: InscriptionDepositRequest,
  destination: Uint8Array,
  payments: readonly WalletUtxo[],
  change: bigint | undefined,
  feeSats: bigint,
): InscriptionDepositPlan {
  const { owner, payment } = request;
  const psbt = new bitcoin.Psbt({ network: networkParams(request.network) });
  for (const inscription of request.inscriptions) {
    psbt.addInput({
      hash: inscription.txid,
      index: inscription.vout,
      witnessUtxo: { script: inscription.script, value: inscription.value },
      ...owner.inputFields,
    });
    psbt.addOutput({ script: destination, value: inscription.value });
  }
  for (const utxo of payments) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.script, value: utxo.value },
      ...payment.inputFields,
    });
  }
  if (change !== undefined) psbt.addOutput({ script: payment.script, value: change });
  return { psbt, spent: payments, feeSats };
}

// An output index past the end has no script, and matches none.
const sameScript = (a: Uint8Array | undefined, b: Uint8Array): boolean => a !== undefined && equalBytes(a, b);

/**
 * The check before the market broadcasts a signed deposit: the inscriptions first, each whole to the destination,
 * then only the wallet's own clean coins, change only to the wallet, and at least the chosen rate.
 */
export function checkInscriptionDeposit(tx: bitcoin.Transaction, request: InscriptionDepositRequest): void {
  const destination = parseAddress(request.destination, request.network).outputScript;
  const clean = new Map(
    splitUtxos(request.utxos).cardinal.map((utxo): [string, bigint] => [`${utxo.txid}:${utxo.vout}`, utxo.value]),
  );
  const spends = (input: (typeof tx.ins)[number]) => `${txidFromHash(input.hash)}:${input.index}`;
  const count = request.inscriptions.length;
  if (new Set(tx.ins.map(spends)).size !== tx.ins.length || tx.ins.length <= count) {
    throw new ProtocolError('deposit-input', inscriptionDepositMessages.wrongInput);
  }
  let paid = 0n;
  tx.ins.forEach((input, at) => {
    const inscription = request.inscriptions[at];
    if (inscription) {
      if (spends(input) !== `${inscription.txid}:${inscription.vout}`) {
        throw new ProtocolError('deposit-input', inscriptionDepositMessages.wrongInput);
      }
      const out = tx.outs[at];
      if (!out || !sameScript(out.script, destination) || out.value !== inscription.value) {
        throw new ProtocolError('deposit-output', inscriptionDepositMessages.wrongOutput);
      }
      paid += inscription.value;
      return;
    }
    const value = clean.get(spends(input));
    if (value === undefined) throw new ProtocolError('deposit-input', inscriptionDepositMessages.wrongInput);
    paid += value;
  });
  const rest = tx.outs.slice(count);
  if (rest.some((out) => !sameScript(out.script, request.payment.script))) {
    throw new ProtocolError('deposit-output', inscriptionDepositMessages.wrongOutput);
  }
  const fee = paid - tx.outs.reduce((sum, out) => sum + out.value, 0n);
  if (fee < transactionVirtualSize(tx) * request.feeRate) {
    throw new ProtocolError('deposit-fee', inscriptionDepositMessages.feeTooLow);
  }
}
