import { bitcoin } from '../bitcoin';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import { selectPaymentUtxos, type PaymentSelection } from '../utxo/selectPaymentUtxos';
import type { KeySpend } from '../address/keySpend';
import { freshDummySats } from './purchaseTerms';

export const dummyMessages = {
  noUtxos: 'No UTXOs available to create dummy UTXOs',
  notEnoughFund: "Not enough fund to create dummy UTXOs. Please send more fund to your wallet's address",
} as const;

export interface DummyUtxoRequest {
  /** The buyer's payment address and key: it pays, and receives the dummies and the change. */
  payment: KeySpend;
  utxos: readonly WalletUtxo[];
  /** How many dummies the next purchase needs: the number of listings plus one. */
  count: number;
  feeRate: bigint;
  network: NetworkName;
  dummyValue?: bigint;
}

/**
 * The small transaction a first-time buyer signs before buying ("Read before purchase"): it splits cardinal
 * funds into `count` dummy outputs back to the payment address, paying only the miner fee.
 */
export function buildDummyUtxoPsbt(request: DummyUtxoRequest): { psbt: bitcoin.Psbt; selection: PaymentSelection } {
  const paymentScript = request.payment.script;
  const selection = selectForDummies(request, paymentScript);
  const psbt = new bitcoin.Psbt({ network: networkParams(request.network) });
  for (const utxo of selection.inputs) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: paymentScript, value: utxo.value },
      ...request.payment.inputFields,
    });
  }
  for (let index = 0; index < request.count; index += 1)
    psbt.addOutput({ script: paymentScript, value: freshDummySats });
  if (selection.change > 0n) psbt.addOutput({ script: paymentScript, value: selection.change });
  return { psbt, selection };
}

function selectForDummies(request: DummyUtxoRequest, paymentScript: Uint8Array): PaymentSelection {
  try {
    return selectPaymentUtxos({
      utxos: request.utxos,
      amount: freshDummySats * BigInt(request.count),
      outputs: request.count,
      feeRate: request.feeRate,
      changeScript: paymentScript,
      ...(request.dummyValue === undefined ? {} : { dummyUtxoValue: request.dummyValue }),
    });
  } catch (error) {
    // Naming the type keeps the code a string (instanceof on the generic class widens it to any).
    const refused: ProtocolError | undefined = error instanceof ProtocolError ? error : undefined;
    if (!refused) throw error;
    const code = refused.code;
    if (code === 'insufficient-balance') throw new ProtocolError('no-utxos-for-dummies', dummyMessages.noUtxos);
    if (code === 'not-enough-cardinal-funds')
      throw new ProtocolError('not-enough-for-dummies', dummyMessages.notEnoughFund);
    throw error;
  }
}
