import { bytesToHex } from '@ordmarket/protocol';
import { serverCurve } from '../../../crypto/serverCurve';
import { withChecksum } from './descriptorChecksum';
import type { SolvedScript } from './solveScript';

/** CPubKey::IsValidNonHybrid on a key Solver already sized: compressed or uncompressed, not hybrid (06/07). */
function nonHybrid(pubkey: Uint8Array): boolean {
  return pubkey[0] === 0x02 || pubkey[0] === 0x03 || pubkey[0] === 0x04;
}

/**
 * InferDescriptor(script, DUMMY_SIGNING_PROVIDER) (src/script/descriptor.cpp, InferScript at the top level), as
 * ScriptToUniv writes `desc`: with no keys or scripts known, a bare key is pk(), bare multisig multi(), a taproot
 * output whose key is on the curve rawtr(); anything else with an address addr(), and the rest raw().
 */
export function inferDescriptor(script: Uint8Array, solved: SolvedScript, address: string | undefined): string {
  if (solved.type === 'pubkey' && nonHybrid(solved.pubkey)) return withChecksum(`pk(${bytesToHex(solved.pubkey)})`);
  if (solved.type === 'multisig' && solved.pubkeys.every(nonHybrid)) {
    return withChecksum(`multi(${solved.required},${solved.pubkeys.map(bytesToHex).join(',')})`);
  }
  if (solved.type === 'witness_v1_taproot' && serverCurve.isXOnlyPoint(solved.program)) {
    return withChecksum(`rawtr(${bytesToHex(solved.program)})`);
  }
  if (address !== undefined) return withChecksum(`addr(${address})`);
  return withChecksum(`raw(${bytesToHex(script)})`);
}
