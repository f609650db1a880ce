import { esploraOutputType } from './outputType';

/** The scripts an input reveals beyond its prevout's: a P2SH redeem script, a P2WSH witness script or a tapscript. */
export interface InnerScripts {
  readonly redeemScript?: Uint8Array;
  readonly witnessScript?: Uint8Array;
}

/**
 * The data of the script's last instruction if that is a push (OP_0 pushes nothing): rust-bitcoin's
 * `instructions().last()`. A script that runs out mid-push has no such instruction.
 */
function lastPush(script: Uint8Array): Uint8Array | undefined {
  let last: Uint8Array | undefined;
  let at = 0;
  while (at < script.length) {
    const code = script[at] ?? 0;
    at += 1;
    const width = code === 0x4c ? 1 : code === 0x4d ? 2 : code === 0x4e ? 4 : 0;
    if (code > 0x4e) {
      last = undefined;
      continue;
    }
    if (at + width > script.length) return undefined;
    const length = width === 0 ? code : script.subarray(at, at + width).reduceRight((sum, byte) => sum * 256 + byte, 0);
    at += width;
    if (length > script.length - at) return undefined;
    last = script.subarray(at, at + length);
    at += length;
  }
  return last;
}

/**
 * The tapscript of a taproot script-path spend: second from the end of the witness, third when the last item is
 * an annex (starts with 0x50). A key-path spend (one item, or one and an annex) has none.
 */
function tapscript(witness: readonly Uint8Array[]): Uint8Array | undefined {
  const count = witness.length;
  const hasAnnex = count >= 2 && witness[count - 1]?.[0] === 0x50;
  const fromEnd = hasAnnex ? 3 : 2;
  return count >= fromEnd ? witness[count - fromEnd] : undefined;
}

/**
 * What electrs shows as `inner_redeemscript_asm` and `inner_witnessscript_asm` (its get_innerscripts): the
 * redeem script is the last push of a P2SH spend's scriptSig; the witness script is the last witness item of a
 * P2WSH spend (bare or inside P2SH), or the tapscript of a taproot spend.
 */
export function innerScripts(prevoutScript: Uint8Array, scriptSig: Uint8Array, witness: readonly Uint8Array[]) {
  const prevoutType = esploraOutputType(prevoutScript);
  const redeemScript = prevoutType === 'p2sh' ? lastPush(scriptSig) : undefined;
  const wrapsP2wsh = redeemScript !== undefined && esploraOutputType(redeemScript) === 'v0_p2wsh';
  let witnessScript: Uint8Array | undefined;
  if (prevoutType === 'v1_p2tr') witnessScript = tapscript(witness);
  else if (prevoutType === 'v0_p2wsh' || wrapsP2wsh) witnessScript = witness[witness.length - 1];
  const found: InnerScripts = {
    ...(redeemScript === undefined ? {} : { redeemScript }),
    ...(witnessScript === undefined ? {} : { witnessScript }),
  };
  return found;
}
