import { dustLimit } from '../fees/dust';
import { estimateFee } from '../fees/estimateFee';
import { ProtocolError } from '../ProtocolError';
import { defaultDummyUtxoValue, type WalletUtxo } from './classifyUtxo';
import { splitUtxos } from './splitUtxos';

export interface PaymentRequest {
  /** Every UTXO of the paying wallet; only cardinal ones are ever chosen. */
  readonly utxos: readonly WalletUtxo[];
  /** The sum of the payment outputs, in sats. */
  readonly amount: bigint;
  /** How many payment outputs the transaction has, change not counted. */
  readonly outputs: number;
  /** Whole sats/vB. */
  readonly feeRate: bigint;
  /** The output script change goes back to: its dust limit decides whether change is worth an output. */
  readonly changeScript: Uint8Array;
  readonly dummyUtxoValue?: bigint;
}

export interface PaymentSelection {
  readonly inputs: readonly WalletUtxo[];
  /** What the miners get: the size estimate times the rate, plus any change too small for its own output. */
  readonly fee: bigint;
  /** 0n when there is no change output. */
  readonly change: bigint;
}

/**
 * Picks cardinal UTXOs, largest first (fewest inputs, smallest fee), until they cover the amount and the
 * estimated fee. Change below its dust limit is left to the miners rather than made into an unrelayable output.
 */
export function selectPaymentUtxos(request: PaymentRequest): PaymentSelection {
  const { amount, outputs, feeRate, changeScript } = request;
  if (amount < 0n) {
    throw new ProtocolError('invalid-amount', 'A payment amount is 0 sats or more');
  }
  const cardinal = splitUtxos(request.utxos, request.dummyUtxoValue ?? defaultDummyUtxoValue).cardinal;
  if (cardinal.length === 0) {
    throw new ProtocolError('insufficient-balance', 'Insufficient balance');
  }
  const largestFirst = [...cardinal].sort((a, b) => (a.value < b.value ? 1 : a.value > b.value ? -1 : 0));
  const inputs: WalletUtxo[] = [];
  let total = 0n;
  for (const utxo of largestFirst) {
    inputs.push(utxo);
    total += utxo.value;
    // Estimated without change first: that call also refuses a bad output count or rate before anything returns.
    const feeWithoutChange = estimateFee(inputs.length, outputs, feeRate);
    const feeWithChange = estimateFee(inputs.length, outputs + 1, feeRate);
    const change = total - amount - feeWithChange;
    if (change >= dustLimit(changeScript)) {
      return { inputs, fee: feeWithChange, change };
    }
    if (total >= amount + feeWithoutChange) {
      return { inputs, fee: total - amount, change: 0n };
    }
  }
  throw new ProtocolError('not-enough-cardinal-funds', 'Not enough cardinal spendable funds');
}
