import { isMinimalPush, readInstruction } from '../script/parseScript';

const OP_0 = 0x00;
const OP_PUSHDATA4 = 0x4e;
const OP_1 = 0x51;
const OP_16 = 0x60;
const OP_RETURN = 0x6a;
const OP_DUP = 0x76;
const OP_EQUAL = 0x87;
const OP_EQUALVERIFY = 0x88;
const OP_HASH160 = 0xa9;
const OP_CHECKSIG = 0xac;
const OP_CHECKMULTISIG = 0xae;
const maxPubkeysPerMultisig = 20;

/** An output script's template as Core's Solver (src/script/solver.cpp) finds it, with the data it carries. */
export type SolvedScript =
  | { readonly type: 'nonstandard' | 'nulldata' | 'anchor' }
  | { readonly type: 'pubkey'; readonly pubkey: Uint8Array }
  | { readonly type: 'pubkeyhash' | 'scripthash'; readonly hash: Uint8Array }
  | { readonly type: 'multisig'; readonly required: number; readonly pubkeys: readonly Uint8Array[] }
  | {
      readonly type: 'witness_v0_keyhash' | 'witness_v0_scripthash' | 'witness_v1_taproot';
      readonly program: Uint8Array;
    }
  | { readonly type: 'witness_unknown'; readonly version: number; readonly program: Uint8Array };

/** CPubKey::ValidSize: 33 bytes behind 02/03, 65 behind 04/06/07 (hybrid keys still count as keys here). */
function validPubkeySize(data: Uint8Array): boolean {
  const [header] = data;
  if (header === 0x02 || header === 0x03) return data.length === 33;
  if (header === 0x04 || header === 0x06 || header === 0x07) return data.length === 65;
  return false;
}

function witnessProgram(script: Uint8Array): { version: number; program: Uint8Array } | undefined {
  const [first = -1, length = -1] = script;
  if (script.length < 4 || script.length > 42 || length + 2 !== script.length) return undefined;
  if (first !== OP_0 && (first < OP_1 || first > OP_16)) return undefined;
  return { version: first === OP_0 ? 0 : first - OP_1 + 1, program: script.subarray(2) };
}

/** IsPushOnly from byte 1 on: every instruction parses and none is above OP_16. */
function pushOnlyAfterFirst(script: Uint8Array): boolean {
  for (let at = 1; at < script.length;) {
    const read = readInstruction(script, at);
    if (read === undefined || read.instruction.opcode > OP_16) return false;
    at = read.next;
  }
  return true;
}

/** GetScriptNumber for a key count: OP_1..OP_16, or a minimal one-byte push of a positive number, within range. */
function keyCount(opcode: number, push: Uint8Array | undefined, min: number): number | undefined {
  let count: number | undefined;
  if (opcode >= OP_1 && opcode <= OP_16) count = opcode - OP_1 + 1;
  else if (opcode <= OP_PUSHDATA4 && push?.length === 1 && isMinimalPush(opcode, push) && (push[0] ?? 0) < 0x80) {
    count = push[0];
  }
  return count !== undefined && count >= min && count <= maxPubkeysPerMultisig ? count : undefined;
}

function multisig(script: Uint8Array): SolvedScript | undefined {
  if (script.at(-1) !== OP_CHECKMULTISIG) return undefined;
  let read = readInstruction(script, 0);
  const required = read && keyCount(read.instruction.opcode, read.instruction.push, 1);
  if (read === undefined || required === undefined) return undefined;
  const pubkeys: Uint8Array[] = [];
  for (read = readInstruction(script, read.next); read !== undefined; read = readInstruction(script, read.next)) {
    const { push } = read.instruction;
    if (push === undefined || !validPubkeySize(push)) break;
    pubkeys.push(push);
  }
  if (read === undefined) return undefined;
  const count = keyCount(read.instruction.opcode, read.instruction.push, required);
  if (count !== pubkeys.length || read.next + 1 !== script.length) return undefined;
  return { type: 'multisig', required, pubkeys };
}

/** Solver: which template an output script follows, checked in Core's order. */
export function solveScript(script: Uint8Array): SolvedScript {
  if (script.length === 23 && script[0] === OP_HASH160 && script[1] === 0x14 && script[22] === OP_EQUAL) {
    return { type: 'scripthash', hash: script.subarray(2, 22) };
  }
  const witness = witnessProgram(script);
  if (witness !== undefined) {
    const { version, program } = witness;
    if (version === 0 && program.length === 20) return { type: 'witness_v0_keyhash', program };
    if (version === 0 && program.length === 32) return { type: 'witness_v0_scripthash', program };
    if (version === 1 && program.length === 32) return { type: 'witness_v1_taproot', program };
    if (version === 1 && program.length === 2 && program[0] === 0x4e && program[1] === 0x73) return { type: 'anchor' };
    if (version !== 0) return { type: 'witness_unknown', version, program };
    return { type: 'nonstandard' };
  }
  if (script[0] === OP_RETURN && pushOnlyAfterFirst(script)) return { type: 'nulldata' };
  const keyLength = script[0];
  if (
    (keyLength === 33 || keyLength === 65) &&
    script.length === keyLength + 2 &&
    script.at(-1) === OP_CHECKSIG &&
    validPubkeySize(script.subarray(1, -1))
  ) {
    return { type: 'pubkey', pubkey: script.subarray(1, -1) };
  }
  if (
    script.length === 25 &&
    script[0] === OP_DUP &&
    script[1] === OP_HASH160 &&
    script[2] === 0x14 &&
    script[23] === OP_EQUALVERIFY &&
    script[24] === OP_CHECKSIG
  ) {
    return { type: 'pubkeyhash', hash: script.subarray(3, 23) };
  }
  return multisig(script) ?? { type: 'nonstandard' };
}
