import type { KeySpend } from '../address/keySpend';
import { bitcoin } from '../bitcoin';
import { equalBytes } from '../bytes';
import { dustLimit } from '../fees/dust';
import { checkFeeRate } from '../fees/feeRate';
import { shapeVirtualSize } from '../fees/shapeVirtualSize';
import { transactionVirtualSize } from '../fees/virtualSize';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { defaultDummyUtxoValue, type WalletUtxo } from '../utxo/classifyUtxo';
import { splitUtxos } from '../utxo/splitUtxos';
import type { InscriptionLocation } from './verifySellerListing';
import { txidFromHash } from '../txid';
import type { ProtectedLock } from '../protection/protectedLock';

export const listingCancelMessages = {
  notEnoughFunds:
    "Not enough funds to pay this cancel's network fee. Add some bitcoin to your wallet, or delist instead.",
  wrongInput: 'The cancel must spend exactly the listed inscription and your own clean UTXOs',
  wrongOutput: 'The cancel must send the inscription back to your own address at the same offset, and pay only you',
  feeTooLow: 'The cancel pays less than its size costs at the chosen rate',
} as const;

/**
 * A seller's on-chain cancel: the listed inscription sent back to their own address, so the output their listing
 * signature spends is gone and no copy of that signature can ever complete a sale. The fee comes from their clean
 * coins (change back to them), or, with none to spare, from the inscription's own postage.
 */
export interface ListingCancelRequest {
  readonly inscription: InscriptionLocation;
  /** The seller's key for the inscription's address: it signs the inscription's input and receives it back. */
  readonly owner: KeySpend;
  readonly payment: KeySpend;
  /** The seller's UTXOs at the payment address, with what the indexer knows they hold. */
  readonly utxos: readonly WalletUtxo[];
  /** sats/vB */
  readonly feeRate: bigint;
  readonly network: NetworkName;
  readonly dummyValue?: bigint;
  /**
   * When the inscription waits in a protected listing's lock: the seller takes it back by the lock's key path, their
   * key tweaked by the lock's leaf, with no signature of the market's.
   */
  readonly lock?: ProtectedLock | undefined;
}

export interface ListingCancelPlan {
  /** Every input is the seller's and unsigned. */
  readonly psbt: bitcoin.Psbt;
  readonly spent: readonly WalletUtxo[];
  readonly feeSats: bigint;
  readonly virtualSize: bigint;
}

/** A taproot key-path input: one 64-byte signature (SIGHASH_DEFAULT) in its witness. */
const lockKeyPathShape = { scriptSigBytes: 0, witnessBytes: 1 + 1 + 64 };

const sum = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

export function buildListingCancelPsbt(request: ListingCancelRequest): ListingCancelPlan {
  const { inscription, owner, payment, feeRate } = request;
  checkFeeRate(feeRate);
  const cardinals = [...splitUtxos(request.utxos, request.dummyValue ?? defaultDummyUtxoValue).cardinal].sort((a, b) =>
    a.value > b.value ? -1 : a.value < b.value ? 1 : 0,
  );
  const inscriptionInput = request.lock ? lockKeyPathShape : owner;
  const sizeOf = (payments: number, withChange: boolean) =>
    shapeVirtualSize(
      [inscriptionInput, ...Array.from({ length: payments }, () => payment)],
      withChange ? [owner.script.length, payment.script.length] : [owner.script.length],
    );
  let paying = 0n;
  for (let count = 1; count <= cardinals.length; count += 1) {
    paying += cardinals[count - 1]?.value ?? 0n;
    const change = paying - sizeOf(count, true) * feeRate;
    if (change < dustLimit(payment.script)) {
      if (paying < sizeOf(count, false) * feeRate) continue;
      return plan(request, cardinals.slice(0, count), inscription.value, undefined, paying, sizeOf(count, false));
    }
    return plan(request, cardinals.slice(0, count), inscription.value, change, paying - change, sizeOf(count, true));
  }
  // No coins to spare: the postage pays, as long as what is left keeps the inscription's sat above dust.
  const postageFee = sizeOf(0, false) * feeRate;
  const kept = inscription.value - postageFee;
  if (kept >= dustLimit(owner.script) && inscription.offset < kept) {
    return plan(request, [], kept, undefined, postageFee, sizeOf(0, false));
  }
  throw new ProtocolError('not-enough-funds', listingCancelMessages.notEnoughFunds);
}

function plan(
  request: ListingCancelRequest,
  payments: readonly WalletUtxo[],
  inscriptionBack: bigint,
  change: bigint | undefined,
  feeSats: bigint,
  virtualSize: bigint,
): ListingCancelPlan {
  const { inscription, owner, payment } = request;
  const psbt = new bitcoin.Psbt({ network: networkParams(request.network) });
  psbt.addOutput({ script: owner.script, value: inscriptionBack });
  if (change !== undefined) psbt.addOutput({ script: payment.script, value: change });
  psbt.addInput({
    hash: inscription.txid,
    index: inscription.vout,
    witnessUtxo: { script: inscription.script, value: inscription.value },
    ...(request.lock
      ? { tapInternalKey: request.lock.sellerKey, tapMerkleRoot: request.lock.leafHash }
      : owner.inputFields),
  });
  for (const utxo of payments) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.script, value: utxo.value },
      ...payment.inputFields,
    });
  }
  return { psbt, spent: payments, feeSats, virtualSize };
}

// An output index past the end has no script, and matches none.
const sameScript = (a: Uint8Array | undefined, b: Uint8Array): boolean => a !== undefined && equalBytes(a, b);

/**
 * The check before the market broadcasts a seller's cancel: it spends the listed inscription and the seller's own
 * clean coins only, returns the inscription at its offset to the seller's address, pays nobody else, and pays at
 * least the chosen rate.
 */
export function checkListingCancel(tx: bitcoin.Transaction, request: Omit<ListingCancelRequest, 'dummyValue'>): void {
  const { inscription, owner, payment } = request;
  const clean = new Map(
    splitUtxos(request.utxos).cardinal.map((utxo): [string, bigint] => [`${utxo.txid}:${utxo.vout}`, utxo.value]),
  );
  const [first, ...rest] = tx.ins;
  const spends = (input: (typeof tx.ins)[number]) => `${txidFromHash(input.hash)}:${input.index}`;
  const seen = new Set(tx.ins.map(spends));
  if (!first || spends(first) !== `${inscription.txid}:${inscription.vout}` || seen.size !== tx.ins.length) {
    throw new ProtocolError('cancel-input', listingCancelMessages.wrongInput);
  }
  const values = rest.map((input) => clean.get(spends(input)));
  if (values.some((value) => value === undefined))
    throw new ProtocolError('cancel-input', listingCancelMessages.wrongInput);
  const [back, ...others] = tx.outs;
  const toSeller = others.every(
    (out) => sameScript(out.script, payment.script) || sameScript(out.script, owner.script),
  );
  if (!back || !sameScript(back.script, owner.script) || inscription.offset >= back.value || !toSeller) {
    throw new ProtocolError('cancel-output', listingCancelMessages.wrongOutput);
  }
  const fee = inscription.value + sum(values.map((value) => value ?? 0n)) - sum(tx.outs.map((out) => out.value));
  if (fee < transactionVirtualSize(tx) * request.feeRate) {
    throw new ProtocolError('cancel-fee', listingCancelMessages.feeTooLow);
  }
}
