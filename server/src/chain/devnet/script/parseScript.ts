/** One script instruction: an opcode, with the bytes it pushes when it is a push. */
export interface Instruction {
  readonly opcode: number;
  readonly push?: Uint8Array;
}

const OP_0 = 0x00;
const OP_PUSHDATA1 = 0x4c;
const OP_PUSHDATA2 = 0x4d;
const OP_PUSHDATA4 = 0x4e;

/** Splits a script into instructions; undefined when a push runs past the end (Core's BAD_OPCODE). */
export function parseScript(script: Uint8Array): Instruction[] | undefined {
  const instructions: Instruction[] = [];
  const view = new DataView(script.buffer, script.byteOffset, script.byteLength);
  let at = 0;
  while (at < script.length) {
    const opcode = script[at] ?? 0;
    at += 1;
    if (opcode > OP_PUSHDATA4) {
      instructions.push({ opcode });
      continue;
    }
    let length = opcode;
    if (opcode === OP_PUSHDATA1) {
      if (at + 1 > script.length) return undefined;
      length = view.getUint8(at);
      at += 1;
    } else if (opcode === OP_PUSHDATA2) {
      if (at + 2 > script.length) return undefined;
      length = view.getUint16(at, true);
      at += 2;
    } else if (opcode === OP_PUSHDATA4) {
      if (at + 4 > script.length) return undefined;
      length = view.getUint32(at, true);
      at += 4;
    }
    if (at + length > script.length) return undefined;
    instructions.push({ opcode, push: script.subarray(at, at + length) });
    at += length;
  }
  return instructions;
}

/**
 * Core's MINIMALDATA rule for a push instruction: the shortest encoding of its bytes. One byte of 1 to 16 or 0x81
 * has OP_1..OP_16 or OP_1NEGATE, which are not pushes here, so no push instruction is minimal for it.
 */
export function isMinimalPush(opcode: number, push: Uint8Array): boolean {
  if (push.length === 0) return opcode === OP_0;
  const [first = 0] = push;
  if (push.length === 1 && ((first >= 1 && first <= 16) || first === 0x81)) return false;
  if (push.length < OP_PUSHDATA1) return opcode === push.length;
  if (push.length <= 0xff) return opcode === OP_PUSHDATA1;
  if (push.length <= 0xffff) return opcode === OP_PUSHDATA2;
  return true;
}

/** BIP342's OP_SUCCESSx opcodes: any of them makes a tapscript succeed, so relay refuses them. */
export function isOpSuccess(opcode: number): boolean {
  return (
    opcode === 80 ||
    opcode === 98 ||
    (opcode >= 126 && opcode <= 129) ||
    (opcode >= 131 && opcode <= 134) ||
    (opcode >= 137 && opcode <= 138) ||
    (opcode >= 141 && opcode <= 142) ||
    (opcode >= 149 && opcode <= 153) ||
    (opcode >= 187 && opcode <= 254)
  );
}
