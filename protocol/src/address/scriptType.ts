/** The output kinds Ordmarket pays to and reads; anything else (OP_RETURN, bare multisig, future segwit) is not one. */
export const addressTypes = ['p2tr', 'p2wpkh', 'p2wsh', 'p2sh', 'p2pkh'] as const;
export type AddressType = (typeof addressTypes)[number];

// Standard output script templates: opcodes around a hash or key of fixed length (BIP 16, 141, 341).
const OP_0 = 0x00;
const OP_1 = 0x51;
const OP_DUP = 0x76;
const OP_HASH160 = 0xa9;
const OP_EQUAL = 0x87;
const OP_EQUALVERIFY = 0x88;
const OP_CHECKSIG = 0xac;

function matches(
  script: Uint8Array,
  prefix: readonly number[],
  dataLength: number,
  suffix: readonly number[],
): boolean {
  if (script.length !== prefix.length + 1 + dataLength + suffix.length) return false;
  const pushAt = prefix.length;
  const suffixAt = pushAt + 1 + dataLength;
  return (
    prefix.every((byte, index) => script[index] === byte) &&
    script[pushAt] === dataLength &&
    suffix.every((byte, index) => script[suffixAt + index] === byte)
  );
}

/** Which address type an output script pays to, read from its bytes; undefined when it is none of them. */
export function outputScriptType(script: Uint8Array): AddressType | undefined {
  if (matches(script, [OP_1], 32, [])) return 'p2tr';
  if (matches(script, [OP_0], 20, [])) return 'p2wpkh';
  if (matches(script, [OP_0], 32, [])) return 'p2wsh';
  if (matches(script, [OP_HASH160], 20, [OP_EQUAL])) return 'p2sh';
  if (matches(script, [OP_DUP, OP_HASH160], 20, [OP_EQUALVERIFY, OP_CHECKSIG])) return 'p2pkh';
  return undefined;
}
