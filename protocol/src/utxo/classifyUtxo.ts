/** What the inscription indexer says a UTXO holds; 'unknown' when it could not be asked or did not answer. */
export type InscriptionStatus = 'none' | 'some' | 'unknown';

export interface WalletUtxo {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
  readonly inscriptions: InscriptionStatus;
}

/**
 * cardinal: spendable for payment. inscribed: carries (or may carry) an inscription, never spent as payment.
 * dummy: a small clean UTXO kept to pad the inputs of an ordinals purchase, not spent as payment either.
 */
export type UtxoClass = 'cardinal' | 'inscribed' | 'dummy';

/** UTXOs at or below this value count as dummy (spec §9), unless the market configures another value. */
export const defaultDummyUtxoValue = 1000n;

/**
 * The class of a wallet UTXO. An unknown inscription status counts as inscribed: spending an inscription as
 * a fee loses it for good, so a UTXO is only spent as payment when it is known to be clean.
 */
export function classifyUtxo(utxo: WalletUtxo, dummyUtxoValue: bigint = defaultDummyUtxoValue): UtxoClass {
  if (utxo.inscriptions !== 'none') return 'inscribed';
  return utxo.value <= dummyUtxoValue ? 'dummy' : 'cardinal';
}
