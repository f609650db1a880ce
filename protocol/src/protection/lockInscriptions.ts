import type { KeySpend } from '../address/keySpend';
import { bitcoin } from '../bitcoin';
import { equalBytes } from '../bytes';
import { dustLimit } from '../fees/dust';
import { checkFeeRate } from '../fees/feeRate';
import { shapeVirtualSize } from '../fees/shapeVirtualSize';
import type { InscriptionLocation } from '../listing/verifySellerListing';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { defaultDummyUtxoValue, type WalletUtxo } from '../utxo/classifyUtxo';
import { splitUtxos } from '../utxo/splitUtxos';
import type { ProtectedLock } from './protectedLock';
import { protectionMessages } from './protectionMessages';

export interface LockRequest {
  /** The seller's inscription outputs, as the chain reports them, each to its own lock output. */
  readonly inscriptions: readonly InscriptionLocation[];
  readonly lock: ProtectedLock;
  /** The seller's key for the inscriptions' address: it signs their inputs. */
  readonly owner: KeySpend;
  /** Pays the fee and takes the change. */
  readonly payment: KeySpend;
  /** The seller's UTXOs at the payment address, with what the indexer knows they hold. */
  readonly utxos: readonly WalletUtxo[];
  /** sats/vB */
  readonly feeRate: bigint;
  readonly network: NetworkName;
  readonly dummyValue?: bigint;
}

export interface LockPlan {
  /** Every input the seller's and unsigned; output k is the lock of the k-th inscription of `locked`. */
  readonly psbt: bitcoin.Psbt;
  /** The inscriptions in the order the lock spends them (one below a taproot output's dust goes last). */
  readonly locked: readonly InscriptionLocation[];
  readonly spent: readonly WalletUtxo[];
  readonly feeSats: bigint;
  readonly virtualSize: bigint;
}

const sum = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);
const outpointText = (output: InscriptionLocation): string => `${output.txid}:${output.vout}`;

/**
 * The order the lock spends the inscriptions in: as given, except that one sitting on fewer sats than a taproot
 * output's dust goes last, where its lock output is topped up from the seller's coins (which flow in after every
 * inscription). Topped up anywhere else, its output would take the first sats of the next inscription's input.
 */
function lockingOrder(inscriptions: readonly InscriptionLocation[], lockScript: Uint8Array): InscriptionLocation[] {
  const floor = dustLimit(lockScript);
  const short = inscriptions.filter((output) => output.value < floor);
  if (short.length > 1) {
    throw new ProtocolError('inscriptions-below-dust', protectionMessages.tooManyBelowDust(short.map(outpointText)));
  }
  return [...inscriptions.filter((output) => output.value >= floor), ...short];
}

/**
 * The seller's lock transaction, protecting one inscription or several at once:
 *
 *   inputs:  the inscription outputs | the seller's clean coins
 *   outputs: one lock output per inscription, holding exactly its sats | change
 *
 * Sats flow first in, first out, so every inscription keeps its offset in its own lock output (the last one may be
 * topped up to dust). The seller's clean coins pay the fee; change below dust goes to the miners.
 */
export function buildLockPsbt(request: LockRequest): LockPlan {
  const { lock, owner, payment, feeRate } = request;
  checkFeeRate(feeRate);
  if (request.inscriptions.length === 0) throw new ProtocolError('nothing-to-lock', protectionMessages.nothingToLock);
  const stranger = request.inscriptions.find((output) => !equalBytes(output.script, owner.script));
  if (stranger) throw new ProtocolError('not-owner', protectionMessages.notOwner(outpointText(stranger)));
  const locked = lockingOrder(request.inscriptions, lock.outputScript);
  const floor = dustLimit(lock.outputScript);
  const lockValues = locked.map((output) => (output.value < floor ? floor : output.value));
  const topUp = sum(lockValues) - sum(locked.map((output) => output.value));
  const coins = [...splitUtxos(request.utxos, request.dummyValue ?? defaultDummyUtxoValue).cardinal].sort((a, b) =>
    a.value > b.value ? -1 : a.value < b.value ? 1 : 0,
  );
  const sizeOf = (payments: number, withChange: boolean): bigint =>
    shapeVirtualSize(
      [...locked.map(() => owner), ...Array.from({ length: payments }, () => payment)],
      [...locked.map(() => lock.outputScript.length), ...(withChange ? [payment.script.length] : [])],
    );
  let paying = 0n;
  for (let count = 1; count <= coins.length; count += 1) {
    paying += coins[count - 1]?.value ?? 0n;
    const spare = paying - topUp;
    const change = spare - sizeOf(count, true) * feeRate;
    const keepsChange = change >= dustLimit(payment.script);
    if (!keepsChange && spare < sizeOf(count, false) * feeRate) continue;
    const spent = coins.slice(0, count);
    const virtualSize = sizeOf(count, keepsChange);
    const psbt = lockPsbt(request, locked, lockValues, spent, keepsChange ? change : undefined);
    return { psbt, locked, spent, feeSats: keepsChange ? spare - change : spare, virtualSize };
  }
  throw new ProtocolError(
    'not-enough-funds',
    protectionMessages.notEnoughFunds(sizeOf(Math.max(coins.length, 1), false) * feeRate + topUp),
  );
}

/**
 * What a lock of `count` inscriptions, each on an output of its own, weighs when one of the seller's coins pays and
 * takes the change: the size a seller is quoted before the market picks their coins (more coins weigh more).
 */
export function lockVirtualSize(owner: KeySpend, payment: KeySpend, count: number): bigint {
  const lockOutputBytes = 34;
  return shapeVirtualSize(
    [...Array.from({ length: count }, () => owner), payment],
    [...Array.from({ length: count }, () => lockOutputBytes), payment.script.length],
  );
}

function lockPsbt(
  request: LockRequest,
  locked: readonly InscriptionLocation[],
  lockValues: readonly bigint[],
  spent: readonly WalletUtxo[],
  change: bigint | undefined,
): bitcoin.Psbt {
  const { lock, owner, payment } = request;
  const psbt = new bitcoin.Psbt({ network: networkParams(request.network) });
  for (const value of lockValues) psbt.addOutput({ script: lock.outputScript, value });
  if (change !== undefined) psbt.addOutput({ script: payment.script, value: change });
  for (const output of locked) {
    psbt.addInput({
      hash: output.txid,
      index: output.vout,
      witnessUtxo: { script: output.script, value: output.value },
      ...owner.inputFields,
    });
  }
  for (const utxo of spent) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.script, value: utxo.value },
      ...payment.inputFields,
    });
  }
  return psbt;
}
