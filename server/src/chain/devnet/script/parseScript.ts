/** One script instruction: an opcode, with the bytes it pushes when it is a push. */
export interface Instruction {
  readonly opcode: number;
  readonly push?: Uint8Array;
}

const OP_0 = 0x00;
const OP_PUSHDATA1 = 0x4c;
const OP_PUSHDATA2 = 0x4d;
const OP_PUSHDATA4 = 0x4e;

/**
 * The instruction at `at` and where the next one starts; undefined when its push runs past the end (Core's
 * GetOp failing, BAD_OPCODE to the interpreter, "[error]" in an asm dump).
 */
export function readInstruction(
  script: Uint8Array,
  at: number,
): { instruction: Instruction; next: number } | undefined {
  const opcode = script[at] ?? 0;
  let cursor = at + 1;
  if (opcode > OP_PUSHDATA4) return { instruction: { opcode }, next: cursor };
  // The length after OP_PUSHDATA1/2/4 is little-endian, 1, 2 or 4 bytes.
  const lengthBytes = opcode === OP_PUSHDATA1 ? 1 : opcode === OP_PUSHDATA2 ? 2 : opcode === OP_PUSHDATA4 ? 4 : 0;
  if (cursor + lengthBytes > script.length) return undefined;
  let length = lengthBytes === 0 ? opcode : 0;
  for (let index = lengthBytes - 1; index >= 0; index -= 1) length = length * 256 + (script[cursor + index] ?? 0);
  cursor += lengthBytes;
  if (cursor + length > script.length) return undefined;
  return { instruction: { opcode, push: script.subarray(cursor, cursor + length) }, next: cursor + length };
}

/** Splits a script into instructions; undefined when a push runs past the end (Core's BAD_OPCODE). */
export function parseScript(script: Uint8Array): Instruction[] | undefined {
  const instructions: Instruction[] = [];
  for (let at = 0; at < script.length;) {
    const read = readInstruction(script, at);
    if (read === undefined) return undefined;
    instructions.push(read.instruction);
    at = read.next;
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
