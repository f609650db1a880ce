import { outputScriptType } from '../address/scriptType';

/**
 * The smallest value Bitcoin Core relays for an output of this script (at its default dust relay fee):
 * cheaper-to-spend segwit outputs have lower limits; every other script gets the legacy 546.
 */
export function dustLimit(script: Uint8Array): bigint {
  switch (outputScriptType(script)) {
    case 'p2tr':
      return 330n;
    case 'p2wpkh':
      return 294n;
    default:
      return 546n;
  }
}

/** An output below its script's dust limit is not relayed; one exactly at the limit is. */
export function isDust(script: Uint8Array, value: bigint): boolean {
  return value < dustLimit(script);
}
