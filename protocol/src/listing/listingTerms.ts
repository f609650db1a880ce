/** SIGHASH_SINGLE | SIGHASH_ANYONECANPAY: the seller signs their input and the output at the same index only. */
export const sellerSighash = 0x83;

/** An output as the chain reports it: the outpoint, its value and its locking script. */
export interface InscriptionOutput {
  txid: string;
  vout: number;
  value: bigint;
  script: Uint8Array;
}
