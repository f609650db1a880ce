import { bytesToHex } from '@ordmarket/protocol';

// The names rust-bitcoin gives the opcodes that are neither pushes nor small numbers, from OP_NOP (0x61) on.
// electrs prints scripts with rust-bitcoin's Debug, so these spellings (OP_CLTV, OP_NOP4, OP_RETURN_187...) are
// what every Esplora host answers; Bitcoin Core's own asm spells several of them differently.
const fromNop = [
  'NOP', 'VER', 'IF', 'NOTIF', 'VERIF', 'VERNOTIF', 'ELSE', 'ENDIF', 'VERIFY', 'RETURN', 'TOALTSTACK',
  'FROMALTSTACK', '2DROP', '2DUP', '3DUP', '2OVER', '2ROT', '2SWAP', 'IFDUP', 'DEPTH', 'DROP', 'DUP', 'NIP', 'OVER',
  'PICK', 'ROLL', 'ROT', 'SWAP', 'TUCK', 'CAT', 'SUBSTR', 'LEFT', 'RIGHT', 'SIZE', 'INVERT', 'AND', 'OR', 'XOR',
  'EQUAL', 'EQUALVERIFY', 'RESERVED1', 'RESERVED2', '1ADD', '1SUB', '2MUL', '2DIV', 'NEGATE', 'ABS', 'NOT',
  '0NOTEQUAL', 'ADD', 'SUB', 'MUL', 'DIV', 'MOD', 'LSHIFT', 'RSHIFT', 'BOOLAND', 'BOOLOR', 'NUMEQUAL',
  'NUMEQUALVERIFY', 'NUMNOTEQUAL', 'LESSTHAN', 'GREATERTHAN', 'LESSTHANOREQUAL', 'GREATERTHANOREQUAL', 'MIN', 'MAX',
  'WITHIN', 'RIPEMD160', 'SHA1', 'SHA256', 'HASH160', 'HASH256', 'CODESEPARATOR', 'CHECKSIG', 'CHECKSIGVERIFY',
  'CHECKMULTISIG', 'CHECKMULTISIGVERIFY', 'NOP1', 'CLTV', 'CSV', 'NOP4', 'NOP5', 'NOP6', 'NOP7', 'NOP8', 'NOP9',
  'NOP10', 'CHECKSIGADD',
]; // prettier-ignore

/** One opcode as rust-bitcoin names it (OP_0 is the asm's own spelling of an empty push). */
export function opcodeName(code: number): string {
  if (code === 0x00) return 'OP_0';
  if (code <= 0x4b) return `OP_PUSHBYTES_${code}`;
  if (code <= 0x4e) return `OP_PUSHDATA${code === 0x4c ? 1 : code === 0x4d ? 2 : 4}`;
  if (code === 0x4f) return 'OP_PUSHNUM_NEG1';
  if (code === 0x50) return 'OP_RESERVED';
  if (code <= 0x60) return `OP_PUSHNUM_${code - 0x50}`;
  if (code === 0xff) return 'OP_INVALIDOPCODE';
  const name = fromNop[code - 0x61];
  return name === undefined ? `OP_RETURN_${code}` : `OP_${name}`;
}

/** How many bytes an OP_PUSHDATA's little-endian length takes. */
const lengthWidth: Readonly<Record<number, number>> = { 0x4c: 1, 0x4d: 2, 0x4e: 4 };

/**
 * A script as Esplora shows it (`scriptpubkey_asm`, `scriptsig_asm`...): rust-bitcoin's asm, every opcode by
 * name with its pushed bytes in hex after it, `OP_0 OP_PUSHBYTES_20 <hash>`. A script cut short ends the text
 * with rust-bitcoin's markers: `<unexpected end>` where a push length is missing (glued to the last opcode, as
 * rust-bitcoin writes it) and `<push past end>` where the pushed bytes are.
 */
export function scriptAsm(script: Uint8Array): string {
  let text = '';
  let at = 0;
  while (at < script.length) {
    const code = script[at] ?? 0;
    at += 1;
    let length = code <= 0x4b ? code : 0;
    const width = lengthWidth[code];
    if (width !== undefined) {
      if (at + width > script.length) {
        text += '<unexpected end>';
        break;
      }
      length = script.subarray(at, at + width).reduceRight((sum, byte) => sum * 256 + byte, 0);
      at += width;
    }
    text += `${text === '' ? '' : ' '}${opcodeName(code)}`;
    if (length === 0) continue;
    if (length > script.length - at) {
      text += ' <push past end>';
      break;
    }
    text += ` ${bytesToHex(script.subarray(at, at + length))}`;
    at += length;
  }
  return text;
}
