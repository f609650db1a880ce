import { createHash } from 'node:crypto';
import { bitcoin, equalBytes } from '@ordmarket/protocol';
import { maxScriptElementSize } from '../chainRules';
import { consensusScriptFailure, policyScriptFailure } from '../validation/reject';
import { isMinimalPush, isOpSuccess, parseScript } from './parseScript';
import { castToBool, decodeScriptNumber, encodeScriptNumber } from './scriptNumber';

/** Checks a BIP340 signature of this input against a 32-byte key; throws for a bad size or hash type. */
export type SchnorrChecker = (signature: Uint8Array, xOnlyKey: Uint8Array) => boolean;

const op = {
  OP_PUSHDATA4: 0x4e,
  OP_1NEGATE: 0x4f,
  OP_1: 0x51,
  OP_16: 0x60,
  OP_NOP: 0x61,
  OP_IF: 0x63,
  OP_NOTIF: 0x64,
  OP_VERIF: 0x65,
  OP_VERNOTIF: 0x66,
  OP_ELSE: 0x67,
  OP_ENDIF: 0x68,
  OP_VERIFY: 0x69,
  OP_RETURN: 0x6a,
  OP_2DROP: 0x6d,
  OP_DROP: 0x75,
  OP_DUP: 0x76,
  OP_EQUAL: 0x87,
  OP_EQUALVERIFY: 0x88,
  OP_NUMEQUAL: 0x9c,
  OP_NUMEQUALVERIFY: 0x9d,
  OP_SHA256: 0xa8,
  OP_HASH160: 0xa9,
  OP_CHECKSIG: 0xac,
  OP_CHECKSIGVERIFY: 0xad,
  OP_CHECKSIGADD: 0xba,
} as const;

const maxStackSize = 1000;
const TRUE = Uint8Array.of(1);
const FALSE = new Uint8Array();

function opcodeName(opcode: number): string {
  const entry = Object.entries(bitcoin.opcodes).find(([, value]) => Number(value) === opcode);
  return entry?.[0] ?? `0x${opcode.toString(16)}`;
}

/** Core checks the stack size after every instruction; only a push grows it, so the check sits there. */
class Stack {
  readonly items: Uint8Array[];
  constructor(initial: Uint8Array[]) {
    // Tapscript also limits the witness stack it starts from.
    if (initial.length > maxStackSize) consensusScriptFailure('Stack size limit exceeded');
    this.items = initial;
  }
  pop(): Uint8Array {
    const top = this.items.pop();
    if (top === undefined) consensusScriptFailure('Operation not valid with the current stack size');
    return top;
  }
  top(): Uint8Array {
    const top = this.items.at(-1);
    if (top === undefined) consensusScriptFailure('Operation not valid with the current stack size');
    return top;
  }
  push(item: Uint8Array): void {
    this.items.push(item);
    if (this.items.length > maxStackSize) consensusScriptFailure('Stack size limit exceeded');
  }
}

/**
 * BIP342's signature opcode: an empty signature is a false result; any other must be valid. The key's type is
 * judged first, so an unknown key type is refused even beside an empty signature, as Core does.
 */
function checkSignature(signature: Uint8Array, key: Uint8Array, checker: SchnorrChecker): boolean {
  if (key.length === 0) consensusScriptFailure('Public key is neither compressed or uncompressed');
  if (key.length !== 32) policyScriptFailure('Public key version reserved for soft-fork upgrades');
  if (signature.length === 0) return false;
  if (!checker(signature, key)) consensusScriptFailure('Invalid Schnorr signature');
  return true;
}

/**
 * Runs a leaf-version 0xc0 script (BIP342) over the witness stack. Only the opcodes ord envelopes and simple
 * signature scripts use are implemented; any other is refused as a policy failure, never executed wrongly.
 * The sigops budget is not tracked: the devnet only relays, and its scripts are small.
 */
export function executeTapscript(script: Uint8Array, witness: Uint8Array[], checker: SchnorrChecker): void {
  const instructions = parseScript(script);
  if (instructions === undefined) consensusScriptFailure('Opcode missing or not understood');
  if (instructions.some(({ opcode }) => isOpSuccess(opcode))) {
    policyScriptFailure('OP_SUCCESSx reserved for soft-fork upgrades');
  }
  const stack = new Stack([...witness]);
  const branches: boolean[] = [];
  for (const { opcode, push } of instructions) {
    const executing = branches.every(Boolean);
    if (push !== undefined) {
      if (push.length > maxScriptElementSize) consensusScriptFailure('Push value size limit exceeded');
      if (!executing) continue;
      // Core relays with MINIMALDATA, which binds only the pushes it executes: envelopes skip it.
      if (!isMinimalPush(opcode, push)) policyScriptFailure('Data push larger than necessary');
      stack.push(push);
      continue;
    }
    switch (opcode) {
      case op.OP_IF:
      case op.OP_NOTIF: {
        let condition = false;
        if (executing) {
          if (stack.items.length === 0) consensusScriptFailure('Invalid OP_IF construction');
          const value = stack.pop();
          if (value.length > 1 || (value.length === 1 && value[0] !== 1)) {
            consensusScriptFailure('OP_IF/NOTIF argument must be minimal in tapscript');
          }
          condition = (value.length === 1) !== (opcode === op.OP_NOTIF);
        }
        branches.push(condition);
        continue;
      }
      case op.OP_ELSE: {
        const last = branches.pop();
        if (last === undefined) consensusScriptFailure('Invalid OP_IF construction');
        branches.push(!last);
        continue;
      }
      case op.OP_ENDIF:
        if (branches.pop() === undefined) consensusScriptFailure('Invalid OP_IF construction');
        continue;
      // Core reads these two among the conditionals, so they fail even in a branch not taken.
      case op.OP_VERIF:
      case op.OP_VERNOTIF:
        return consensusScriptFailure('Opcode missing or not understood');
      default:
        break;
    }
    if (executing) executeOpcode(opcode, stack, checker);
  }
  if (branches.length > 0) consensusScriptFailure('Invalid OP_IF construction');
  if (stack.items.length !== 1) consensusScriptFailure('Stack size must be exactly one after execution');
  if (!castToBool(stack.top())) {
    consensusScriptFailure('Script evaluated without error but finished with a false/empty top stack element');
  }
}

function executeOpcode(opcode: number, stack: Stack, checker: SchnorrChecker): void {
  if (opcode === op.OP_1NEGATE || (opcode >= op.OP_1 && opcode <= op.OP_16)) {
    stack.push(encodeScriptNumber(opcode === op.OP_1NEGATE ? -1n : BigInt(opcode - op.OP_1 + 1)));
    return;
  }
  switch (opcode) {
    case op.OP_NOP:
      return;
    case op.OP_VERIFY:
      if (!castToBool(stack.pop())) consensusScriptFailure('Script failed an OP_VERIFY operation');
      return;
    case op.OP_RETURN:
      return consensusScriptFailure('OP_RETURN was encountered');
    case op.OP_DROP:
      stack.pop();
      return;
    case op.OP_2DROP:
      stack.pop();
      stack.pop();
      return;
    case op.OP_DUP:
      stack.push(stack.top());
      return;
    case op.OP_EQUAL:
    case op.OP_EQUALVERIFY: {
      const equal = equalBytes(stack.pop(), stack.pop());
      if (opcode === op.OP_EQUAL) stack.push(equal ? TRUE : FALSE);
      else if (!equal) consensusScriptFailure('Script failed an OP_EQUALVERIFY operation');
      return;
    }
    case op.OP_NUMEQUAL:
    case op.OP_NUMEQUALVERIFY: {
      const equal = decodeScriptNumber(stack.pop()) === decodeScriptNumber(stack.pop());
      if (opcode === op.OP_NUMEQUAL) stack.push(equal ? TRUE : FALSE);
      else if (!equal) consensusScriptFailure('Script failed an OP_NUMEQUALVERIFY operation');
      return;
    }
    case op.OP_SHA256:
      stack.push(Uint8Array.from(createHash('sha256').update(stack.pop()).digest()));
      return;
    case op.OP_HASH160:
      stack.push(bitcoin.crypto.hash160(stack.pop()));
      return;
    case op.OP_CHECKSIG:
    case op.OP_CHECKSIGVERIFY: {
      const key = stack.pop();
      const valid = checkSignature(stack.pop(), key, checker);
      if (opcode === op.OP_CHECKSIG) stack.push(valid ? TRUE : FALSE);
      else if (!valid) consensusScriptFailure('Script failed an OP_CHECKSIGVERIFY operation');
      return;
    }
    case op.OP_CHECKSIGADD: {
      const key = stack.pop();
      const count = decodeScriptNumber(stack.pop());
      const valid = checkSignature(stack.pop(), key, checker);
      stack.push(encodeScriptNumber(count + (valid ? 1n : 0n)));
      return;
    }
    default:
      policyScriptFailure(`the devnet's tapscript interpreter does not support ${opcodeName(opcode)}`);
  }
}
