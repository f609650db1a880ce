/** Esplora's names for output script kinds. */
export type ScriptPubKeyType =
  'p2pk' | 'p2pkh' | 'p2sh' | 'v0_p2wpkh' | 'v0_p2wsh' | 'v1_p2tr' | 'op_return' | 'unknown';

export function scriptPubKeyType(script: Uint8Array): ScriptPubKeyType {
  const [first, second] = script;
  const length = script.length;
  if (length === 25 && first === 0x76 && second === 0xa9 && script[2] === 0x14 && script[23] === 0x88) {
    return script[24] === 0xac ? 'p2pkh' : 'unknown';
  }
  // A public key (compressed or not) and OP_CHECKSIG: standard in Bitcoin Core, though it has no address.
  if ((length === 35 && first === 0x21) || (length === 67 && first === 0x41)) {
    return script[length - 1] === 0xac ? 'p2pk' : 'unknown';
  }
  if (length === 23 && first === 0xa9 && second === 0x14 && script[22] === 0x87) return 'p2sh';
  if (length === 22 && first === 0x00 && second === 0x14) return 'v0_p2wpkh';
  if (length === 34 && first === 0x00 && second === 0x20) return 'v0_p2wsh';
  if (length === 34 && first === 0x51 && second === 0x20) return 'v1_p2tr';
  if (first === 0x6a) return 'op_return';
  return 'unknown';
}
