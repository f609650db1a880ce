import { bitcoin, bytesToHex } from '@ordmarket/protocol';
import { readInstruction } from '../script/parseScript';
import { opcodeName } from './opcodeNames';

const OP_PUSHDATA4 = 0x4e;
const OP_RETURN = 0x6a;
const maxScriptSize = 10_000;

/** The sighash suffixes ScriptToAsmStr decodes (mapSigHashTypes in src/core_write.cpp). */
const sighashNames = new Map([
  [0x01, 'ALL'],
  [0x81, 'ALL|ANYONECANPAY'],
  [0x02, 'NONE'],
  [0x82, 'NONE|ANYONECANPAY'],
  [0x03, 'SINGLE'],
  [0x83, 'SINGLE|ANYONECANPAY'],
]);

/** CScriptNum(bytes, false).getint() for a push of at most 4 bytes: little-endian, the top bit of the last the sign. */
function pushNumber(push: Uint8Array): string {
  let magnitude = 0;
  push.forEach((byte, index) => {
    magnitude += (index === push.length - 1 ? byte & 0x7f : byte) * 2 ** (8 * index);
  });
  const negative = ((push.at(-1) ?? 0) & 0x80) !== 0;
  return String(negative ? -magnitude : magnitude);
}

/**
 * ScriptToAsmStr (src/core_write.cpp): pushes of up to 4 bytes as numbers, longer ones as hex, other opcodes by
 * name, "[error]" where a push runs past the end. `decodeSighash` (for scriptSigs) writes a signature's hash type
 * as "[ALL]"; never inside a script starting with OP_RETURN, whose data only looks like signatures.
 */
export function scriptAsm(script: Uint8Array, decodeSighash = false): string {
  const words: string[] = [];
  const unspendable = script[0] === OP_RETURN || script.length > maxScriptSize;
  for (let at = 0; at < script.length;) {
    const read = readInstruction(script, at);
    if (read === undefined) {
      words.push('[error]');
      break;
    }
    at = read.next;
    const { opcode, push } = read.instruction;
    if (opcode > OP_PUSHDATA4 || push === undefined) {
      words.push(opcodeName(opcode));
    } else if (push.length <= 4) {
      words.push(pushNumber(push));
    } else {
      const hashType = sighashNames.get(push.at(-1) ?? 0);
      const signature = decodeSighash && !unspendable && bitcoin.script.isCanonicalScriptSignature(push);
      words.push(
        signature && hashType !== undefined ? `${bytesToHex(push.subarray(0, -1))}[${hashType}]` : bytesToHex(push),
      );
    }
  }
  return words.join(' ');
}
