/**
 * One step of a script: a data push (any push opcode, OP_0 included, keeps its exact bytes) or a bare opcode.
 * bitcoinjs-lib's decompile rewrites one-byte pushes into OP_1..OP_16, which would erase the difference
 * between a field tag (a push of 0x01) and a pushnum opcode that ord flags, so scripts are read here instead.
 */
export type Instruction = { readonly push: Uint8Array } | { readonly op: number };

const OP_PUSHDATA1 = 0x4c;
const OP_PUSHDATA2 = 0x4d;
const OP_PUSHDATA4 = 0x4e;

/**
 * Reads a script into instructions, or null when a push runs past the end of the script: ord reads nothing
 * from a tapscript it cannot read through, not even the envelopes before the broken push.
 * Non-minimal pushes are accepted, as script execution accepts them in tapscript.
 */
export function readInstructions(script: Uint8Array): Instruction[] | null {
  const instructions: Instruction[] = [];
  let at = 0;
  while (at < script.length) {
    const opcode = script[at] ?? 0;
    at += 1;
    let length: number;
    if (opcode < OP_PUSHDATA1) {
      length = opcode;
    } else if (opcode === OP_PUSHDATA1) {
      if (at + 1 > script.length) return null;
      length = script[at] ?? 0;
      at += 1;
    } else if (opcode === OP_PUSHDATA2) {
      if (at + 2 > script.length) return null;
      length = (script[at] ?? 0) | ((script[at + 1] ?? 0) << 8);
      at += 2;
    } else if (opcode === OP_PUSHDATA4) {
      if (at + 4 > script.length) return null;
      length = new DataView(script.buffer, script.byteOffset + at, 4).getUint32(0, true);
      at += 4;
    } else {
      instructions.push({ op: opcode });
      continue;
    }
    if (at + length > script.length) return null;
    instructions.push({ push: script.slice(at, at + length) });
    at += length;
  }
  return instructions;
}

/** Encodes a push with the shortest push opcode that keeps it a push (never an OP_n), as ord writes fields. */
export function encodePush(data: Uint8Array): Uint8Array {
  const { length } = data;
  let prefix: number[];
  if (length < OP_PUSHDATA1) prefix = [length];
  else if (length <= 0xff) prefix = [OP_PUSHDATA1, length];
  else if (length <= 0xffff) prefix = [OP_PUSHDATA2, length & 0xff, length >> 8];
  else prefix = [OP_PUSHDATA4, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24];
  const out = new Uint8Array(prefix.length + length);
  out.set(prefix);
  out.set(data, prefix.length);
  return out;
}
