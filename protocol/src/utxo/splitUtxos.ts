import { classifyUtxo, defaultDummyUtxoValue, type UtxoClass, type WalletUtxo } from './classifyUtxo';

export type UtxosByClass = Record<UtxoClass, WalletUtxo[]>;

/** A wallet's UTXOs split into the three classes, each in the order given. */
export function splitUtxos(utxos: readonly WalletUtxo[], dummyUtxoValue: bigint = defaultDummyUtxoValue): UtxosByClass {
  const split: UtxosByClass = { cardinal: [], inscribed: [], dummy: [] };
  for (const utxo of utxos) {
    split[classifyUtxo(utxo, dummyUtxoValue)].push(utxo);
  }
  return split;
}
