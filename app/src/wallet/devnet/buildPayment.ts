import { bitcoin, networkParams, parseAddress, selectPaymentUtxos, type WalletUtxo } from '@ordmarket/protocol';
import type { DevnetKey } from './devnetKey';
import { signDevnetPsbt } from './signDevnetPsbt';

export interface PaymentOrder {
  readonly to: string;
  readonly sats: bigint;
  /** Whole sats/vB. */
  readonly feeRate: bigint;
  readonly utxos: readonly WalletUtxo[];
}

/**
 * A signed transaction paying `to` from the wallet's cardinal UTXOs (protocol's selection: never inscribed,
 * unknown or dummy ones), change back to the wallet. Answers the raw transaction in hex.
 */
export function buildPayment(order: PaymentOrder, key: DevnetKey): string {
  const network = networkParams('devnet');
  const destination = parseAddress(order.to, 'devnet').outputScript;
  const selection = selectPaymentUtxos({
    utxos: order.utxos,
    amount: order.sats,
    outputs: 1,
    feeRate: order.feeRate,
    changeScript: key.outputScript,
  });
  const psbt = new bitcoin.Psbt({ network });
  for (const utxo of selection.inputs) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: key.outputScript, value: utxo.value },
      tapInternalKey: key.internalKey,
    });
  }
  psbt.addOutput({ script: destination, value: order.sats });
  if (selection.change > 0n) psbt.addOutput({ script: key.outputScript, value: selection.change });
  signDevnetPsbt(psbt, key);
  return psbt.extractTransaction().toHex();
}
