/** Esplora's `scriptpubkey_type` values. */
export type EsploraOutputType =
  | 'empty'
  | 'op_return'
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'anchor'
  | 'provably_unspendable'
  | 'multisig'
  | 'unknown';

const OP_RETURN = 0x6a;
const OP_CHECKSIG = 0xac;
const OP_CHECKMULTISIG = 0xae;
const OP_PUSHNUM_1 = 0x51;
const OP_PUSHNUM_15 = 0x5f;

/**
 * Opcodes that end a script wherever they run (legacy rules): OP_RESERVED, OP_VER, OP_VERIF, OP_VERNOTIF, the
 * disabled splice, bitwise and arithmetic ones, OP_RESERVED1/2, and everything from 0xba up. An output script
 * starting with one can never be spent.
 */
function endsEveryScript(code: number): boolean {
  return (
    code === 0x50 ||
    code === 0x62 ||
    code === 0x65 ||
    code === 0x66 ||
    (code >= 0x7e && code <= 0x81) ||
    (code >= 0x83 && code <= 0x86) ||
    code === 0x89 ||
    code === 0x8a ||
    code === 0x8d ||
    code === 0x8e ||
    (code >= 0x95 && code <= 0x99) ||
    code >= 0xba
  );
}

/**
 * The kind of an output script as mempool's electrs names it, tested in its order (so an OP_RETURN script is
 * `op_return`, not `provably_unspendable`). The devnet's own validation keeps its narrower scriptPubKeyType.
 */
export function esploraOutputType(script: Uint8Array): EsploraOutputType {
  const length = script.length;
  const at = (index: number) => script[index] ?? -1;
  if (length === 0) return 'empty';
  if (at(0) === OP_RETURN) return 'op_return';
  if ((length === 67 && at(0) === 0x41) || (length === 35 && at(0) === 0x21)) {
    if (at(length - 1) === OP_CHECKSIG) return 'p2pk';
  }
  if (length === 25 && at(0) === 0x76 && at(1) === 0xa9 && at(2) === 0x14 && at(23) === 0x88 && at(24) === OP_CHECKSIG)
    return 'p2pkh';
  if (length === 23 && at(0) === 0xa9 && at(1) === 0x14 && at(22) === 0x87) return 'p2sh';
  if (length === 22 && at(0) === 0x00 && at(1) === 0x14) return 'v0_p2wpkh';
  if (length === 34 && at(0) === 0x00 && at(1) === 0x20) return 'v0_p2wsh';
  if (length === 34 && at(0) === OP_PUSHNUM_1 && at(1) === 0x20) return 'v1_p2tr';
  if (length === 4 && at(0) === OP_PUSHNUM_1 && at(1) === 0x02 && at(2) === 0x4e && at(3) === 0x73) return 'anchor';
  if (endsEveryScript(at(0))) return 'provably_unspendable';
  // Bare multisig by shape only, as electrs judges it: OP_m ... OP_n OP_CHECKMULTISIG with 1 <= m <= n <= 15.
  const n = at(length - 2);
  if (length >= 37 && at(length - 1) === OP_CHECKMULTISIG && n >= OP_PUSHNUM_1 && n <= OP_PUSHNUM_15) {
    if (at(0) >= OP_PUSHNUM_1 && at(0) <= n) return 'multisig';
  }
  return 'unknown';
}
