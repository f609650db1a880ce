import { consensusScriptFailure, policyScriptFailure } from '../validation/reject';

/**
 * Script numbers are little-endian sign-magnitude, at most 4 bytes as operands. Core relays with MINIMALDATA, so
 * an operand must also be minimal: its last byte carries more than the sign, unless the byte before needs its top
 * bit for magnitude.
 */
export function decodeScriptNumber(bytes: Uint8Array): bigint {
  if (bytes.length > 4) consensusScriptFailure('Script number overflow');
  if (bytes.length === 0) return 0n;
  if (((bytes.at(-1) ?? 0) & 0x7f) === 0 && ((bytes.at(-2) ?? 0) & 0x80) === 0) {
    policyScriptFailure('Non-minimally encoded script number');
  }
  let value = 0n;
  bytes.forEach((byte, index) => {
    const magnitude = index === bytes.length - 1 ? byte & 0x7f : byte;
    value |= BigInt(magnitude) << BigInt(8 * index);
  });
  const last = bytes[bytes.length - 1] ?? 0;
  return (last & 0x80) !== 0 ? -value : value;
}

export function encodeScriptNumber(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array();
  const negative = value < 0n;
  let magnitude = negative ? -value : value;
  const bytes: number[] = [];
  while (magnitude > 0n) {
    bytes.push(Number(magnitude & 0xffn));
    magnitude >>= 8n;
  }
  const last = bytes[bytes.length - 1] ?? 0;
  if ((last & 0x80) !== 0) bytes.push(negative ? 0x80 : 0);
  else if (negative) bytes[bytes.length - 1] = last | 0x80;
  return Uint8Array.from(bytes);
}

/** Any non-zero byte is true, except a lone sign bit at the end ("negative zero"). */
export function castToBool(bytes: Uint8Array): boolean {
  return bytes.some((byte, index) => byte !== 0 && !(index === bytes.length - 1 && byte === 0x80));
}
