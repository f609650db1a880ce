import { readInstructions, type Instruction } from './instruction';

const OP_IF = 0x63;
const OP_ENDIF = 0x68;
const OP_1NEGATE = 0x4f;
const OP_1 = 0x51;
const OP_16 = 0x60;

/** The protocol id pushed right after OP_FALSE OP_IF: the ASCII bytes "ord". */
export const PROTOCOL_ID = new Uint8Array([0x6f, 0x72, 0x64]);

/** An envelope's pushes between "ord" and OP_ENDIF, before they are read as fields and body. */
export interface RawEnvelope {
  readonly payload: readonly Uint8Array[];
  /** An OP_1..OP_16 or OP_1NEGATE stood where ord expects pushes; its value was kept as a push. */
  readonly pushnum: boolean;
  /** The envelope came right after an OP_FALSE (or OP_FALSE OP_IF) that did not open an envelope itself. */
  readonly stutter: boolean;
}

function isEmptyPush(instruction: Instruction | undefined): boolean {
  return instruction !== undefined && 'push' in instruction && instruction.push.length === 0;
}

function isOp(instruction: Instruction | undefined, op: number): boolean {
  return instruction !== undefined && 'op' in instruction && instruction.op === op;
}

function isProtocolId(instruction: Instruction | undefined): boolean {
  return (
    instruction !== undefined &&
    'push' in instruction &&
    instruction.push.length === PROTOCOL_ID.length &&
    instruction.push.every((byte, i) => byte === PROTOCOL_ID[i])
  );
}

/** The value a pushnum opcode puts on the stack, as the one byte ord records for it. */
function pushnumValue(op: number): Uint8Array | null {
  if (op === OP_1NEGATE) return new Uint8Array([0x81]);
  if (op >= OP_1 && op <= OP_16) return new Uint8Array([op - OP_1 + 1]);
  return null;
}

/**
 * Every envelope in a tapscript, in script order. An envelope is OP_FALSE OP_IF "ord" followed by pushes up to
 * OP_ENDIF; any other opcode inside, or the script ending first, means that attempt is not an envelope.
 * A script that cannot be read to its end yields none at all, as in ord.
 */
export function envelopesIn(script: Uint8Array): RawEnvelope[] {
  const instructions = readInstructions(script);
  if (instructions === null) return [];
  const envelopes: RawEnvelope[] = [];
  let stuttered = false;
  let at = 0;
  while (at < instructions.length) {
    const opener = instructions[at];
    at += 1;
    if (!isEmptyPush(opener)) continue;
    // A failed opening whose next instruction is another OP_FALSE "stutters": that OP_FALSE is tried next,
    // and the envelope it opens is flagged.
    if (!isOp(instructions[at], OP_IF)) {
      stuttered = isEmptyPush(instructions[at]);
      continue;
    }
    at += 1;
    if (!isProtocolId(instructions[at])) {
      stuttered = isEmptyPush(instructions[at]);
      continue;
    }
    at += 1;
    const payload: Uint8Array[] = [];
    let pushnum = false;
    let closed = false;
    while (at < instructions.length) {
      const instruction = instructions[at];
      at += 1;
      if (instruction === undefined) break;
      if ('push' in instruction) {
        payload.push(instruction.push);
        continue;
      }
      if (instruction.op === OP_ENDIF) {
        closed = true;
        break;
      }
      const value = pushnumValue(instruction.op);
      if (value === null) break;
      pushnum = true;
      payload.push(value);
    }
    if (closed) envelopes.push({ payload, pushnum, stutter: stuttered });
    else stuttered = false;
  }
  return envelopes;
}
