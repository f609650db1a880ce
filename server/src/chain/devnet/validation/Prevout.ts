/** The output an input spends, as the signature hashes need it. */
export interface Prevout {
  readonly txid: string;
  readonly script: Uint8Array;
  readonly value: bigint;
}
